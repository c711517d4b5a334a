// What the Correction panel and `game undo` say they take back: the table's last entry in
// words, from the table's present state.
#include "arbiter/app/round_lists.hpp"
#include "arbiter/app/table_play.hpp"
#include "clock/display.hpp"
#include "rules/notation.hpp"
#include "rules/overloaded.hpp"

namespace renju::arbiter::app {

namespace {

using clock::Milliseconds;
using clock::Seat;
using rules::Overloaded;

std::string colourOf(const model::TableGame& table, rules::Player player) {
    return rules::colourName(rules::colourOf(table.game, player));
}

std::string seatColour(const model::TableGame& table, Seat seat) {
    return colourOf(table, seat == Seat::A ? rules::Player::First : rules::Player::Second);
}

std::string movesText(const model::TableGame& table) {
    return "move " + std::to_string(rules::moveCountOf(table.game));
}

/// The last press: whose it was and the presser's time right after it.
std::string pressText(const model::TableGame& table) {
    if (!table.clock) {
        return "the press";
    }
    const auto& events = table.clock->events();
    for (auto event = events.rbegin(); event != events.rend(); ++event) {
        if (event->kind == clock::ClockEventKind::Press) {
            clock::GameClock upToPress =
                clock::GameClock::replay(table.clock->setup(), std::vector<clock::ClockEvent>(
                                                                   events.begin(), event.base()))
                    .clock;
            Milliseconds left = upToPress.remaining(event->seat, event->at);
            return seatColour(table, event->seat) + "'s press at " + clock::formatClockTime(left) +
                   " (after " + movesText(table) + ")";
        }
    }
    return "the press";
}

/// Ren (seed 002): the last move on the squares, its kind in words.
std::string lastRenMoveText(const rules::RenGame& game) {
    if (game.moves().empty()) {
        return "the move";
    }
    const rules::RenMoveReport& move = game.moves().back();
    std::string what = move.kind == rules::RenMoveKind::Pass          ? "pass"
                       : move.kind == rules::RenMoveKind::Replacement ? "rui replacement "
                                                                      : "stone ";
    if (move.kind != rules::RenMoveKind::Pass) {
        what += rules::formatPoint(move.square);
    }
    return std::string(rules::colourName(move.colour)) + "'s " + what + " (move " +
           std::to_string(move.number) + ")";
}

/// Five-in-a-row: the last stone, pass or choice of move 5.
std::string lastStoneText(const rules::Game& game, const char* what) {
    const auto& moves = game.moves();
    if (moves.empty()) {
        return what;
    }
    const rules::MoveRecord& move = moves.back();
    return std::string(rules::colourName(move.colour)) + "'s " + what + " " +
           rules::formatMove(move.move) + " (move " + std::to_string(move.number) + ")";
}

std::string lastMoveText(const model::TableGame& table, const char* what) {
    return std::visit(
        Overloaded{[what](const rules::Game& game) { return lastStoneText(game, what); },
                   [](const rules::RenGame& game) { return lastRenMoveText(game); }},
        table.game);
}

std::string claimText(const rules::ClaimEvent& claim) {
    std::string what = claim.kind == rules::ClaimKind::Five        ? "five"
                       : claim.kind == rules::ClaimKind::Forbidden ? "forbidden move"
                                                                   : "time";
    if (claim.point) {
        what += " " + rules::formatPoint(*claim.point);
    }
    return std::string(rules::colourName(claim.claimant)) + "'s claim (" + what + ")";
}

std::string boardEventText(const model::TableGame& table, const rules::GameEvent& event) {
    return std::visit(
        Overloaded{
            [&](const rules::StoneEvent&) { return lastMoveText(table, "stone"); },
            [&](const rules::PassEvent&) { return lastMoveText(table, "pass"); },
            [&](const rules::ChooseEvent&) { return lastMoveText(table, "choice of move 5,"); },
            [&](const rules::PressEvent&) { return pressText(table); },
            [](const rules::SwapEvent& e) {
                return std::string(e.swapped ? "the swap of colours" : "the decision not to swap");
            },
            [](const rules::DeclareEvent& e) {
                return "the declaration of " + std::to_string(e.count) + " 5th-move proposals";
            },
            [](const rules::ProposeEvent& e) {
                std::string points;
                for (const rules::Point& point : e.points) {
                    points += (points.empty() ? "" : ", ") + rules::formatPoint(point);
                }
                return "Black's 5th-move proposals " + points;
            },
            [](const rules::FlagEvent& e) {
                return std::string(rules::colourName(e.colour)) + "'s flag fall";
            },
            [](const rules::ClaimEvent& e) { return claimText(e); },
            [](const rules::DrawOfferEvent&) { return std::string("the draw offer"); },
            [](const rules::DrawAcceptEvent&) { return std::string("the acceptance of the draw"); },
            [](const rules::DrawRefuseEvent&) { return std::string("the refusal of the draw"); },
            [](const rules::ResignEvent& e) {
                return std::string(rules::colourName(e.colour)) + "'s resignation";
            },
            [](const rules::RulingEvent& e) {
                return std::string("the ruling (") + (e.upholds ? "upheld" : "rejected") +
                       ") on the last claim";
            },
            [](const rules::OverrideEvent& e) {
                return "the arbiter's result " + rules::formatResult(e.result);
            },
            [](const rules::UndoEvent&) { return std::string("an earlier correction"); },
        },
        event);
}

std::string clockEventText(const model::TableGame& table, const clock::ClockEvent& event) {
    std::string when = " at the event time " + std::to_string(event.at.count() / 1000) + " s";
    std::string why = event.reason.empty() ? "" : " (" + event.reason + ")";
    switch (event.kind) {
    case clock::ClockEventKind::Pause:
        return "the clock's pause" + when;
    case clock::ClockEventKind::Resume:
        return "the clock's restart" + when;
    case clock::ClockEventKind::AdjustTime:
        return "the adjustment of " + seatColour(table, event.seat) + "'s time by " +
               (event.amount < 0 ? "-" : "+") +
               clock::formatClockTime(
                   Milliseconds(event.amount < 0 ? -event.amount : event.amount)) +
               why;
    case clock::ClockEventKind::AdjustMoves:
        return "the adjustment of " + seatColour(table, event.seat) + "'s moves by " +
               std::to_string(event.amount) + why;
    case clock::ClockEventKind::SetPeriod:
        return seatColour(table, event.seat) + "'s period set to " + std::to_string(event.amount) +
               why;
    case clock::ClockEventKind::SetAbsence:
        return "the change of who is absent (15)";
    case clock::ClockEventKind::Start:
    case clock::ClockEventKind::Press:
    case clock::ClockEventKind::Next:
        break;
    }
    return "the clock action" + when;
}

} // namespace

std::string describeLastEntry(const model::TableGame& table) {
    if (table.history.empty()) {
        return "";
    }
    const model::TableEntry& entry = table.history.back();
    if (entry.isEndByFlags) {
        const auto& event = std::get<rules::GameEvent>(entry.event);
        return "the end of the game on time, recorded with '" + rules::formatEvent(event) +
               "' (which was not applied)";
    }
    return std::visit(
        Overloaded{
            [&](const rules::GameEvent& event) { return boardEventText(table, event); },
            [&](const clock::ClockEvent& event) { return clockEventText(table, event); },
            [](const model::ArbiterResult& result) {
                // By player, as entered: a bare "1-0" would read as Black's win.
                return "the result entered by the arbiter (first player " +
                       ownScore(result.code, true) + ", second player " +
                       ownScore(result.code, false) + ")";
            },
            [](const model::TypedGame& typed) {
                return "the game typed from the scoresheet (" + std::to_string(typed.moves.size()) +
                       " moves)";
            },
        },
        entry.event);
}

} // namespace renju::arbiter::app
