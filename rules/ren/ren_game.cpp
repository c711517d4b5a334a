#include "rules/ren/ren_game.hpp"

#include "rules/game_outcomes.hpp"
#include "rules/ren/ren_text.hpp"

namespace renju::rules {

namespace {

/// Every refusal of a Ren game names the game as its clause: `refused (ren): ...`.
constexpr const char* kRenClause = "ren";

EventOutcome refused(std::string text) {
    return EventOutcome{OutcomeKind::Refused, kRenClause, std::move(text)};
}

using outcomes::accepted;

} // namespace

RenGame::RenGame(const GameRules& rules) : m_rules(rules) {
    m_state.position = initialRenPosition(rules.boardSize);
}

void RenGame::restart() {
    m_state = State{};
    m_state.position = initialRenPosition(m_rules.boardSize);
}

EventOutcome RenGame::dispatch(const GameEvent& event) {
    if (const auto* stone = std::get_if<StoneEvent>(&event)) {
        return onMove(Move::at(stone->point));
    }
    if (std::holds_alternative<PassEvent>(event)) {
        return onMove(Move::pass());
    }
    if (m_state.position.result.isOver()) {
        return refused("the game is over (" + formatResult(m_state.position.result) + ")");
    }
    if (std::holds_alternative<PressEvent>(event)) {
        return onPress();
    }
    if (const auto* flag = std::get_if<FlagEvent>(&event)) {
        return onFlag(*flag);
    }
    if (const auto* resign = std::get_if<ResignEvent>(&event)) {
        return onResign(*resign);
    }
    return refused("'" + formatEvent(event) +
                   "' is not an event of Ren (a square, pass, resign, undo, press, flag)");
}

EventOutcome RenGame::onMove(const Move& move) {
    RenPosition& position = m_state.position;
    Stone mover = position.toMove;
    RenPlay play = playRenMove(position, move, m_rules.ren);
    if (play.refusal != RenRefusal::None) {
        return refused(renRefusalText(play.refusal, position, move, m_rules.ren));
    }
    m_state.moves.push_back(play.report);
    m_state.lastActor = mover;
    m_state.isPressed = false;
    return accepted(describeRenMove(play.report, m_rules.ren));
}

EventOutcome RenGame::onPress() {
    if (!m_state.lastActor) {
        return refused("no one has moved yet: Black's clock starts when the game begins");
    }
    if (m_state.isPressed) {
        return refused("the clock was already pressed after the last move");
    }
    m_state.isPressed = true;
    return accepted("press: " + std::string(colourName(*m_state.lastActor)) +
                    " stopped their clock");
}

EventOutcome RenGame::onFlag(const FlagEvent& event) {
    m_state.flagDown[renSide(event.colour)] = true;
    Stone winner = opponent(event.colour);
    endRenGame(m_state.position, winner, ResultReason::Time);
    std::string text = "flag: " + std::string(colourName(event.colour)) + "'s time has run out";
    if (event.movesShort > 0) {
        text += ", " + std::to_string(event.movesShort) + " move(s) short of the time control";
    }
    return accepted(text + "; the game ends: " +
                    renResultSentence(m_state.position.result, m_state.position.scores));
}

EventOutcome RenGame::onResign(const ResignEvent& event) {
    endRenGame(m_state.position, opponent(event.colour), ResultReason::Resignation);
    return accepted("resignation: " + std::string(colourName(event.colour)) +
                    " resigns; the game ends: " +
                    renResultSentence(m_state.position.result, m_state.position.scores));
}

std::vector<Move> RenGame::movesPlayed() const {
    std::vector<Move> played;
    played.reserve(m_state.moves.size());
    for (const RenMoveReport& move : m_state.moves) {
        played.push_back(move.kind == RenMoveKind::Pass ? Move::pass() : Move::at(move.square));
    }
    return played;
}

std::map<Point, int> RenGame::stoneNumbers() const {
    std::map<Point, int> numbers;
    for (const RenMoveReport& move : m_state.moves) {
        if (move.kind == RenMoveKind::Pass) {
            continue;
        }
        for (Point captured : move.captures) {
            numbers.erase(captured);
        }
        numbers[move.square] = move.number;
        if (move.niban) {
            numbers[*move.niban] = move.number;
        }
    }
    return numbers;
}

} // namespace renju::rules
