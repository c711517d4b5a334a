#include "table_digest.hpp"

#include "rules/overloaded.hpp"
#include "rules/ren/ren_text.hpp"

#include <sstream>

namespace renju::arbiter::test {

namespace {

void writeSeat(std::ostream& out, const clock::SeatView& seat) {
    out << seat.remaining.count() << "ms/p" << seat.period << "/m" << seat.movesCompleted << "/due"
        << seat.movesToControl << "/phase" << static_cast<int>(seat.phase) << "/byo"
        << seat.byoYomiPeriodsLeft << (seat.isRunning ? "/running" : "")
        << (seat.isAbsent ? "/absent" : "") << (seat.hasFlagFallen ? "/flag" : "");
}

/// What the game waits for, in any family: the five-in-a-row expectation, or the Ren colour
/// to move.
std::string expectationText(const rules::AnyGame& game) {
    return std::visit(
        rules::Overloaded{[](const rules::Game& five) { return five.expectation().describe(); },
                          [](const rules::RenGame& ren) {
                              return std::string(rules::colourName(ren.colourToMove())) +
                                     " to move, " + rules::renScoreText(ren.position().scores);
                          }},
        game);
}

} // namespace

std::string tableDigest(const model::Table& table, std::int64_t at) {
    std::ostringstream out;
    out << "record:";
    for (const rules::GameEvent& event : rules::recordOf(table.currentGame().game)) {
        out << " " << rules::formatEvent(event);
    }
    out << "\nexpects: " << expectationText(table.currentGame().game)
        << (rules::isAwaitingRuling(table.currentGame().game) ? " (ruling awaited)" : "")
        << "\ngame result: " << rules::formatResult(rules::resultOf(table.currentGame().game))
        << "\ntable result: ";
    if (table.result) {
        out << model::resultCodeText(table.result->code) << " (" << table.result->reason << ")"
            << (table.result->isFromGame ? " from the game" : " by the arbiter");
    } else {
        out << "none";
    }
    if (table.currentGame().clock) {
        clock::Milliseconds now(at);
        clock::ClockState state = table.currentGame().clock->stateAt(now);
        out << "\nclock: status " << static_cast<int>(state.status) << ", flags "
            << state.flags.count << "\n A ";
        writeSeat(out, table.currentGame().clock->view(clock::Seat::A, now));
        out << "\n B ";
        writeSeat(out, table.currentGame().clock->view(clock::Seat::B, now));
    }
    out << "\n";
    return out.str();
}

} // namespace renju::arbiter::test
