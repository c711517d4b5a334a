#include "table_digest.hpp"

#include <sstream>

namespace renju::arbiter::test {

namespace {

void writeSeat(std::ostream& out, const clock::SeatView& seat) {
    out << seat.remaining.count() << "ms/p" << seat.period << "/m" << seat.movesCompleted << "/due"
        << seat.movesToControl << "/phase" << static_cast<int>(seat.phase) << "/byo"
        << seat.byoYomiPeriodsLeft << (seat.isRunning ? "/running" : "")
        << (seat.isAbsent ? "/absent" : "") << (seat.hasFlagFallen ? "/flag" : "");
}

} // namespace

std::string tableDigest(const model::Table& table, std::int64_t at) {
    std::ostringstream out;
    out << "record:";
    for (const rules::GameEvent& event : table.currentGame().game.record()) {
        out << " " << rules::formatEvent(event);
    }
    out << "\nexpects: " << table.currentGame().game.expectation().describe()
        << (table.currentGame().game.isAwaitingRuling() ? " (ruling awaited)" : "")
        << "\ngame result: " << rules::formatResult(table.currentGame().game.result())
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
