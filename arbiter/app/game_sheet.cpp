#include "arbiter/app/game_sheet.hpp"

#include "arbiter/app/result_text.hpp"
#include "clock/display.hpp"
#include "clock/time_control_text.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"
#include "rules/overloaded.hpp"

#include <algorithm>

namespace renju::arbiter::app {

namespace {

using clock::Milliseconds;
using clock::Seat;

/// An event in effect with the index of the clock press it caused (-1 for other events).
struct EffectiveEvent {
    const rules::GameEvent* event = nullptr;
    int pressIndex = -1;
};

/// The events in effect, each press linked to its clock press. A correction replays the table
/// without the entry it takes back, so the clock holds exactly the presses in effect; an undo
/// in the game record itself (a replay, or an event written before 0.2) took back the board
/// event only, and its press stayed on the clock: presses are counted over the whole record.
std::vector<EffectiveEvent> effectiveEvents(const std::vector<rules::GameEvent>& record) {
    std::vector<EffectiveEvent> effective;
    int presses = 0;
    for (const rules::GameEvent& event : record) {
        if (std::holds_alternative<rules::UndoEvent>(event)) {
            if (!effective.empty()) {
                effective.pop_back();
            }
            continue;
        }
        bool isPress = std::holds_alternative<rules::PressEvent>(event);
        effective.push_back(EffectiveEvent{&event, isPress ? presses++ : -1});
    }
    return effective;
}

struct PressReading {
    Seat seat = Seat::A;
    Milliseconds remaining{0};
};

/// Replays the clock and reads the pressing seat's time right after every press.
std::vector<PressReading> pressReadings(const clock::GameClock& finished) {
    std::vector<PressReading> readings;
    clock::GameClock replayed(finished.setup());
    for (const clock::ClockEvent& event : finished.events()) {
        replayed.apply(event);
        if (event.kind == clock::ClockEventKind::Press) {
            readings.push_back(PressReading{event.seat, replayed.remaining(event.seat, event.at)});
        }
    }
    return readings;
}

bool isMove(const rules::GameEvent& event) {
    return std::holds_alternative<rules::StoneEvent>(event) ||
           std::holds_alternative<rules::PassEvent>(event) ||
           std::holds_alternative<rules::ChooseEvent>(event);
}

/// Returns, for every move in effect, the mover's clock right after the press that followed it
/// ("" when no press of the mover followed it), in any game family.
std::vector<std::string> moveClocks(const model::TableGame& table) {
    std::vector<std::string> clocks(rules::moveCountOf(table.game));
    if (!table.clock) {
        return clocks;
    }
    std::vector<PressReading> readings = pressReadings(*table.clock);
    std::size_t moves = 0;
    for (const EffectiveEvent& entry : effectiveEvents(rules::recordOf(table.game))) {
        if (isMove(*entry.event)) {
            ++moves;
            continue;
        }
        bool isReadable = entry.pressIndex >= 0 &&
                          entry.pressIndex < static_cast<int>(readings.size()) && moves > 0 &&
                          moves <= clocks.size();
        if (!isReadable) {
            continue;
        }
        const PressReading& reading = readings[static_cast<std::size_t>(entry.pressIndex)];
        Seat mover =
            rules::moverOf(table.game, moves - 1) == rules::Player::First ? Seat::A : Seat::B;
        if (clocks[moves - 1].empty() && reading.seat == mover) {
            clocks[moves - 1] = clock::formatClockTime(reading.remaining);
        }
    }
    return clocks;
}

std::string moveRemark(const rules::MoveRecord& move) {
    if (move.makesFive) {
        return move.colour == rules::Stone::White ? "five (or overline)" : "five";
    }
    if (move.forbidden != rules::ForbiddenKind::None) {
        return std::string("forbidden ") + rules::forbiddenKindCode(move.forbidden);
    }
    return "";
}

std::string clockPair(const rules::ClockSnapshot& clocks) {
    return "Black " + clock::formatClockTime(Milliseconds(clocks.blackMilliseconds)) + ", White " +
           clock::formatClockTime(Milliseconds(clocks.whiteMilliseconds));
}

std::string claimWhat(const rules::ClaimEvent& claim) {
    switch (claim.kind) {
    case rules::ClaimKind::Five:
        return "five";
    case rules::ClaimKind::Forbidden:
        return claim.point ? "forbidden move " + rules::formatPoint(*claim.point)
                           : "forbidden move";
    case rules::ClaimKind::Time:
        return "time";
    }
    return "";
}

/// Walks a five-in-a-row game's record once, filling the opening steps, the claims and the
/// arbiter's notes.
class RecordWalker {
public:
    RecordWalker(const rules::Game& game, const GameSheet& names, FiveInARowSheet& sheet,
                 std::vector<std::string>& notes)
        : m_game(game), m_names(names), m_sheet(sheet), m_notes(notes) {}

    void walk() {
        for (const rules::GameEvent& event : m_game.effectiveEvents()) {
            std::visit([&](const auto& shown) { onEvent(shown); }, event);
        }
        for (const rules::Point& point : m_proposed) {
            if (point != m_chosen) {
                m_sheet.unchosenProposals.push_back(point);
            }
        }
    }

private:
    std::string nameOf(rules::Player player) const {
        return player == rules::Player::First ? m_names.firstName : m_names.secondName;
    }
    std::string holderOf(rules::Stone colour) const {
        rules::Player holder =
            colour == rules::Stone::Black ? m_blackHolder : rules::otherPlayer(m_blackHolder);
        return std::string(rules::colourName(colour)) + " (" + nameOf(holder) + ")";
    }
    void onEvent(const rules::StoneEvent&) { ++m_movesSeen; }
    void onEvent(const rules::PassEvent&) { ++m_movesSeen; }
    void onEvent(const rules::ChooseEvent& event) {
        m_chosen = event.point;
        m_sheet.openingSteps.push_back(holderOf(rules::Stone::White) + " chose " +
                                       rules::formatPoint(event.point) + " as move 5");
        ++m_movesSeen;
    }
    void onEvent(const rules::SwapEvent& event) {
        std::string when = "after move " + std::to_string(m_movesSeen) + ": ";
        if (!event.swapped) {
            m_sheet.openingSteps.push_back(when + "no swap, " + holderOf(rules::Stone::Black) +
                                           " keeps Black");
            return;
        }
        m_blackHolder = rules::otherPlayer(m_blackHolder);
        m_sheet.openingSteps.push_back(when + "swap, " + holderOf(rules::Stone::Black) +
                                       " now plays Black");
    }
    void onEvent(const rules::DeclareEvent& event) {
        m_sheet.openingSteps.push_back("after move " + std::to_string(m_movesSeen) + ": " +
                                       std::to_string(event.count) +
                                       " 5th-move proposals declared");
    }
    void onEvent(const rules::ProposeEvent& event) {
        std::string points;
        for (const rules::Point& point : event.points) {
            points += (points.empty() ? "" : ", ") + rules::formatPoint(point);
            m_proposed.push_back(point);
        }
        m_sheet.openingSteps.push_back(holderOf(rules::Stone::Black) + " proposed " + points +
                                       " for move 5");
    }
    void onEvent(const rules::ClaimEvent& event) {
        const auto& claims = m_game.claims();
        if (m_claimsSeen >= claims.size()) {
            return;
        }
        const rules::ClaimRecord& record = claims[m_claimsSeen++];
        SheetClaim claim;
        claim.afterMove = m_movesSeen;
        claim.claimant =
            rules::colourName(event.claimant) + std::string(" (") + nameOf(record.claimant) + ")";
        claim.claim = claimWhat(event);
        claim.clause = record.clause;
        claim.isUpheldByAdvice = record.isUpheld;
        claim.explanation = record.explanation;
        claim.clocks = event.clocks ? clockPair(*event.clocks) : "";
        m_sheet.claims.push_back(claim);
    }
    void onEvent(const rules::RulingEvent& event) {
        if (m_sheet.claims.empty()) {
            return;
        }
        m_sheet.claims.back().ruling = std::string(event.upholds ? "upheld" : "rejected") +
                                       (event.text.empty() ? "" : ": " + event.text);
    }
    void onEvent(const rules::OverrideEvent& event) {
        m_notes.push_back("after move " + std::to_string(m_movesSeen) +
                          ", the arbiter set the result " + rules::formatResult(event.result) +
                          (event.text.empty() ? "" : ": " + event.text));
    }
    template <class Other>
    void onEvent(const Other&) {}

    const rules::Game& m_game;
    const GameSheet& m_names;
    FiveInARowSheet& m_sheet;
    std::vector<std::string>& m_notes;
    rules::Player m_blackHolder = rules::Player::First;
    int m_movesSeen = 0;
    std::size_t m_claimsSeen = 0;
    std::vector<rules::Point> m_proposed;
    rules::Point m_chosen{-1, -1};
};

std::string winnerText(const GameSheet& sheet, const model::TableResult& result,
                       const rules::AnyGame& game) {
    using model::ResultCode;
    if (model::isForfeit(result.code)) {
        std::string who = result.code == ResultCode::FirstForfeit    ? sheet.firstName + " wins"
                          : result.code == ResultCode::SecondForfeit ? sheet.secondName + " wins"
                                                                     : "neither player played";
        return "not played (forfeit): " + who;
    }
    if (result.code == ResultCode::Draw) {
        return "draw" + (result.reason.empty() ? "" : ": " + result.reason);
    }
    rules::Player winner =
        result.code == ResultCode::FirstWins ? rules::Player::First : rules::Player::Second;
    std::string name = winner == rules::Player::First ? sheet.firstName : sheet.secondName;
    std::string text = rules::colourName(rules::colourOf(game, winner)) + std::string(" (") + name +
                       ") wins" + (result.reason.empty() ? "" : ": " + result.reason);
    return result.isFromGame ? text : text + " (entered by the arbiter)";
}

/// Five-in-a-row: the opening, the stones, every move with its remark and clock, the claims.
FiveInARowSheet fiveInARowSheet(const rules::Game& game, const GameSheet& names,
                                const std::vector<std::string>& clocks,
                                std::vector<std::string>& notes) {
    FiveInARowSheet sheet;
    sheet.openingRules = rules::formatOpeningRules(game.openingRules());
    if (auto pattern = game.openingPattern()) {
        sheet.openingCode = pattern->code;
        sheet.openingName = pattern->name;
    }
    for (const rules::MoveRecord& move : game.moves()) {
        std::size_t index = sheet.moves.size();
        sheet.moves.push_back(SheetMove{move.number, rules::formatMove(move.move), move.colour,
                                        index < clocks.size() ? clocks[index] : "",
                                        moveRemark(move)});
        if (!move.move.isPass) {
            sheet.stones.push_back(SheetStone{move.move.point, move.colour, move.number});
        }
    }
    RecordWalker(game, names, sheet, notes).walk();
    sheet.isAwaitingRuling = game.isAwaitingRuling();
    if (sheet.isAwaitingRuling && !sheet.claims.empty()) {
        sheet.claims.back().ruling = "awaited";
    }
    return sheet;
}

/// Ren (seed 002): the record of squares, every move with its points, the running score and
/// the clock after its press.
RenGameSheet renSheet(const rules::RenGame& game, const GameSheet& names,
                      const std::vector<std::string>& clocks) {
    RenGameSheet sheet = renGameSheet(game, RenSheetPlayers{names.blackName, names.whiteName});
    for (std::size_t i = 0; i < sheet.moves.size() && i < clocks.size(); ++i) {
        sheet.moves[i].clock = clocks[i];
    }
    return sheet;
}

} // namespace

std::optional<GameSheet> gameSheet(const model::EventState& state, int round, int table,
                                   int gameNumber) {
    const model::Round* found = state.findRound(round);
    const model::Table* atTable = found ? found->findTable(table) : nullptr;
    const model::TableGame* played = atTable ? atTable->findGame(gameNumber) : nullptr;
    if (!played) {
        return std::nullopt;
    }
    GameSheet sheet;
    sheet.round = round;
    sheet.table = table;
    sheet.game = gameNumber;
    sheet.gameCount = static_cast<int>(atTable->games.size());
    const model::Player* first = state.findPlayer(played->first);
    const model::Player* second = state.findPlayer(played->second);
    sheet.firstName = first ? first->name : "?";
    sheet.secondName = second ? second->name : "?";
    const rules::AnyGame& game = played->game;
    const rules::GameRules& rules = rules::gameRulesOf(game);
    sheet.boardSize = rules.boardSize;
    sheet.ruleSet = std::string(rules.set.name());
    sheet.ruleSetTitle = std::string(rules.set.title());
    auto nameOf = [&](rules::Stone colour) {
        return rules::playerOf(game, colour) == rules::Player::First ? sheet.firstName
                                                                     : sheet.secondName;
    };
    sheet.blackName = nameOf(rules::Stone::Black);
    sheet.whiteName = nameOf(rules::Stone::White);
    sheet.timeControl = played->clock ? clock::formatClockControls(played->clock->setup().controls)
                                      : state.settings.timeControl;
    std::vector<std::string> clocks = moveClocks(*played);
    sheet.play = std::visit(
        rules::Overloaded{
            [&](const rules::Game& five) -> std::variant<FiveInARowSheet, RenGameSheet> {
                return fiveInARowSheet(five, sheet, clocks, sheet.arbiterNotes);
            },
            [&](const rules::RenGame& ren) -> std::variant<FiveInARowSheet, RenGameSheet> {
                return renSheet(ren, sheet, clocks);
            }},
        game);
    if (played->result) {
        sheet.resultCode = blackFirstScore(*played, played->result->code);
        sheet.resultText = winnerText(sheet, *played->result, game);
        if (!played->result->isFromGame && !model::isForfeit(played->result->code)) {
            sheet.arbiterNotes.push_back(
                "result entered by the arbiter: " + sheet.resultCode +
                (played->result->reason.empty() ? "" : " (" + played->result->reason + ")"));
        }
    }
    for (const model::TableCorrection& correction : played->corrections) {
        sheet.arbiterNotes.push_back("correction: took back " + correction.undone + " (" +
                                     correction.reason + ")");
    }
    if (atTable->isMatch()) {
        sheet.matchText = "game " + std::to_string(gameNumber) + " of a match (" +
                          std::string(rules::matchRuleName(*atTable->match)) + ")";
        std::string matchResult = tableResultSentence(state, *atTable);
        sheet.matchText += matchResult.empty() ? "" : ": " + matchResult;
    }
    return sheet;
}

std::vector<GameSheet> tableSheets(const model::EventState& state, int round, int table) {
    std::vector<GameSheet> sheets;
    const model::Round* found = state.findRound(round);
    const model::Table* atTable = found ? found->findTable(table) : nullptr;
    if (!atTable) {
        return sheets;
    }
    for (std::size_t i = 0; i < atTable->games.size(); ++i) {
        const model::TableGame& game = atTable->games[i];
        // Game 2 of a match that has not begun has nothing to print yet.
        if (i == 0 || game.hasStarted() || game.result) {
            sheets.push_back(*gameSheet(state, round, table, static_cast<int>(i) + 1));
        }
    }
    return sheets;
}

} // namespace renju::arbiter::app
