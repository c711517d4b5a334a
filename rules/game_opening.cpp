#include "rules/game.hpp"
#include "rules/game_outcomes.hpp"
#include "rules/symmetry.hpp"

namespace renju::rules {

namespace {

using outcomes::accepted;
using outcomes::refused;

std::string pointList(const std::vector<Point>& points) {
    std::string text;
    for (const Point& point : points) {
        text += (text.empty() ? "" : " ") + formatPoint(point);
    }
    return text;
}

} // namespace

const OpeningStep* Game::currentStep() const {
    return m_state.step >= 0 ? &m_steps[static_cast<std::size_t>(m_state.step)] : nullptr;
}

Player Game::actorOf(StepActor actor) const {
    switch (actor) {
    case StepActor::FirstPlayer:
        return Player::First;
    case StepActor::SecondPlayer:
        return Player::Second;
    case StepActor::BlackHolder:
        return playerOf(Stone::Black);
    case StepActor::WhiteHolder:
        return playerOf(Stone::White);
    }
    return Player::First;
}

void Game::advanceStep(int next) {
    m_state.step = next;
    // A declaration made together with the stone before it (Soosorv's move 4) is already done.
    while (m_state.step >= 0 &&
           m_steps[static_cast<std::size_t>(m_state.step)].kind == StepKind::Declare &&
           m_state.declared) {
        m_state.step = m_steps[static_cast<std::size_t>(m_state.step)].next;
    }
}

EventOutcome Game::notNow(const char* what) const {
    const OpeningStep* step = currentStep();
    std::string clause = step ? step->clause : "-";
    return refused(clause, std::string("no ") + what + " now: " + expectation().describe());
}

EventOutcome Game::onOpeningStone(const StoneEvent& event, const OpeningStep& step) {
    if (step.kind != StepKind::Stone) {
        return notNow("stone");
    }
    int number = static_cast<int>(m_state.moves.size()) + 1;
    int size = m_rules.boardSize;
    if (!m_state.board.contains(event.point)) {
        return refused("-", formatPoint(event.point) + " is not on the board");
    }
    if (!isInZone(event.point.col, event.point.row, step.zone, size)) {
        std::string where = (step.zone == 0 ? "on " : "in ") + zoneName(step.zone, size);
        return refused(step.clause, "move " + std::to_string(number) + " must be " + where +
                                        ", not " + formatPoint(event.point));
    }
    if (m_state.board.at(event.point) != Stone::Empty) {
        return refused("5", formatPoint(event.point) + " is occupied");
    }
    EventOutcome outcome = placeStone(event.point, actorOf(step.actor), "");
    if (m_state.board.stoneCount() == 3 && m_state.moves.size() == 3) {
        m_state.pattern = classifyOpening(m_state.board);
        if (m_state.pattern) {
            outcome.text += "; opening " + formatOpening(*m_state.pattern);
        }
    }
    advanceStep(step.next);
    return outcome;
}

EventOutcome Game::onSwap(const SwapEvent& event) {
    const OpeningStep* step = currentStep();
    if (!step || step->kind != StepKind::Swap) {
        return step ? notNow("swap decision") : refused("12.5", "no swap: the opening is over");
    }
    State& s = m_state;
    Player decider = actorOf(step->actor);
    std::string text;
    if (event.swapped) {
        s.blackPlayer = otherPlayer(s.blackPlayer);
        ++s.swapCount;
        text = std::string("swap: the ") + playerName(decider) + " changes sides; the " +
               playerName(s.blackPlayer) + " now plays Black";
    } else {
        text = std::string("no swap: the ") + playerName(decider) + " keeps the colours; the " +
               playerName(s.blackPlayer) + " plays Black";
    }
    s.lastActor = decider;
    s.isPressed = false;
    advanceStep(step->next);
    return accepted(text + " (" + step->clause + ")");
}

EventOutcome Game::onDeclare(const DeclareEvent& event) {
    const OpeningStep* step = currentStep();
    const OpeningStep* declareStep = nullptr;
    if (step && step->kind == StepKind::Declare) {
        declareStep = step;
    } else if (step && step->kind == StepKind::Stone && step->next >= 0) {
        // Soosorv: White may declare N together with (just before) move 4.
        const OpeningStep& following = m_steps[static_cast<std::size_t>(step->next)];
        if (following.kind == StepKind::Declare && following.actor == step->actor) {
            declareStep = &following;
        }
    }
    if (!declareStep || m_state.declared) {
        return step ? notNow("declaration") : refused("-", "no declaration: the opening is over");
    }
    if (event.count < declareStep->minCount || event.count > declareStep->maxCount) {
        return refused(declareStep->clause, "the number of 5th-move proposals must be " +
                                                std::to_string(declareStep->minCount) + "-" +
                                                std::to_string(declareStep->maxCount) + ", not " +
                                                std::to_string(event.count));
    }
    m_state.declared = event.count;
    Player player = actorOf(declareStep->actor);
    m_state.lastActor = player;
    m_state.isPressed = false;
    if (step == declareStep) {
        advanceStep(step->next);
    }
    return accepted(std::string("declare: the ") + playerName(player) + " declares " +
                    std::to_string(event.count) + " 5th-move proposal(s) (" + declareStep->clause +
                    ")");
}

std::optional<EventOutcome> Game::checkProposal(Point point,
                                                const std::vector<Point>& earlier) const {
    const Board& board = m_state.board;
    if (board.at(point) != Stone::Empty) {
        return refused("5", formatPoint(point) + " is occupied");
    }
    std::vector<Symmetry> symmetries = symmetriesOf(board);
    for (const Point& proposed : earlier) {
        if (proposed == point) {
            return refused("12.7", formatPoint(point) + " is already proposed");
        }
        for (Symmetry symmetry : symmetries) {
            if (transform(proposed, symmetry, board.size()) == point) {
                return refused("12.7", formatPoint(point) + " is the image of " +
                                           formatPoint(proposed) + " under the " +
                                           symmetryName(symmetry) +
                                           " of this position: proposals must differ in every "
                                           "respect");
            }
        }
    }
    return std::nullopt;
}

EventOutcome Game::onPropose(const ProposeEvent& event) {
    const OpeningStep* step = currentStep();
    int target = m_state.step;
    if (step && step->proposalBranch >= 0) {
        target = step->proposalBranch; // Taraguchi's choice 2: proposals, no swap option
    } else if (!step || step->kind != StepKind::Proposals) {
        return step ? notNow("proposals") : refused("12.7", "no proposals: the opening is over");
    }
    const OpeningStep& proposals = m_steps[static_cast<std::size_t>(target)];
    int required = proposals.minCount > 0 ? proposals.minCount : m_state.declared.value_or(0);
    int missing = required - static_cast<int>(m_state.proposals.size());
    if (event.points.empty() || static_cast<int>(event.points.size()) > missing) {
        return refused(proposals.clause, std::to_string(missing) +
                                             " more proposal(s) are due, not " +
                                             std::to_string(event.points.size()));
    }
    std::vector<Point> all = m_state.proposals;
    for (const Point& point : event.points) {
        if (auto problem = checkProposal(point, all)) {
            return *problem;
        }
        all.push_back(point);
    }
    m_state.step = target;
    m_state.proposals = all;
    Player proposer = actorOf(proposals.actor);
    m_state.lastActor = proposer;
    m_state.isPressed = false;
    std::string text = "proposals by the " + std::string(playerName(proposer)) +
                       " (Black): " + pointList(event.points) + " (" + std::to_string(all.size()) +
                       " of " + std::to_string(required) + ")";
    if (static_cast<int>(all.size()) == required) {
        advanceStep(proposals.next);
        text += "; White chooses move 5 among " + pointList(all);
    }
    return accepted(text);
}

EventOutcome Game::onChoose(const ChooseEvent& event) {
    const OpeningStep* step = currentStep();
    if (!step || step->kind != StepKind::Choice) {
        return step ? notNow("choice") : refused("12.7", "no choice: the opening is over");
    }
    bool isProposed = false;
    for (const Point& point : m_state.proposals) {
        isProposed = isProposed || point == event.point;
    }
    if (!isProposed) {
        return refused(step->clause, formatPoint(event.point) + " was not proposed (proposals: " +
                                         pointList(m_state.proposals) + ")");
    }
    Player chooser = actorOf(step->actor);
    EventOutcome outcome =
        placeStone(event.point, playerOf(Stone::Black),
                   std::string("choice by the ") + playerName(chooser) + " (White): ");
    // 12.7: White's time runs until the choice is made and move 6 is played.
    m_state.lastActor = chooser;
    m_state.isMoveSixDue = true;
    advanceStep(step->next);
    return outcome;
}

Expectation Game::expectation() const {
    Expectation expected;
    const State& s = m_state;
    expected.moveNumber = static_cast<int>(s.moves.size()) + 1;
    expected.boardSize = m_rules.boardSize;
    expected.colour = colourOfMove(s.moves.size());
    if (s.result.isOver()) {
        expected.action = ExpectedAction::Nothing;
        return expected;
    }
    if (s.isClaimPending) {
        expected.action = ExpectedAction::Ruling;
        expected.clause = "9.6";
        return expected;
    }
    const OpeningStep* step = currentStep();
    if (!step) {
        expected.action = ExpectedAction::Move;
        expected.player = playerOf(expected.colour);
        return expected;
    }
    expected.player = actorOf(step->actor);
    expected.clause = step->clause;
    switch (step->kind) {
    case StepKind::Stone:
        expected.action = ExpectedAction::Stone;
        expected.zone = step->zone;
        break;
    case StepKind::Swap:
        expected.action = ExpectedAction::SwapDecision;
        expected.mayProposeInstead = step->proposalBranch >= 0;
        break;
    case StepKind::Declare:
        expected.action = ExpectedAction::Declare;
        expected.count = step->maxCount;
        break;
    case StepKind::Proposals: {
        expected.action = ExpectedAction::Proposals;
        expected.colour = Stone::Black;
        int required = step->minCount > 0 ? step->minCount : s.declared.value_or(0);
        expected.count = required - static_cast<int>(s.proposals.size());
        break;
    }
    case StepKind::Choice:
        expected.action = ExpectedAction::Choice;
        expected.colour = Stone::White;
        break;
    }
    return expected;
}

std::string Expectation::describe() const {
    std::string actor = std::string("the ") + playerName(player);
    switch (action) {
    case ExpectedAction::Stone:
        return actor + " places move " + std::to_string(moveNumber) + " (" + colourName(colour) +
               ")" +
               (zone < 0 ? " anywhere" : (zone == 0 ? " on " : " in ") + zoneName(zone, boardSize));
    case ExpectedAction::SwapDecision:
        return actor + " decides whether to swap colours (swap or noswap)" +
               (mayProposeInstead ? ", or (Black) proposes 5th moves with no swap" : "");
    case ExpectedAction::Declare:
        return actor + " declares the number of 5th-move proposals (1-" + std::to_string(count) +
               ")";
    case ExpectedAction::Proposals:
        return actor + " (Black) proposes " + std::to_string(count) + " more 5th move(s)";
    case ExpectedAction::Choice:
        return actor + " (White) chooses move 5 among the proposals, then plays move 6";
    case ExpectedAction::Move:
        return actor + " (" + colourName(colour) + ") plays move " + std::to_string(moveNumber);
    case ExpectedAction::Ruling:
        return "the arbiter rules on the claim (9.6): play is stopped until then";
    case ExpectedAction::Nothing:
        break;
    }
    return "the game is over";
}

} // namespace renju::rules
