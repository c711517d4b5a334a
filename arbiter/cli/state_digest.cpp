#include "arbiter/cli/state_digest.hpp"

#include "arbiter/app/command_json.hpp"
#include "rules/game_event.hpp"

#include <sstream>

namespace renju::arbiter::cli {

namespace {

void writeClock(std::ostream& out, const clock::GameClock& gameClock, std::int64_t eventTime) {
    clock::ClockState state = gameClock.stateAt(clock::Milliseconds(eventTime));
    out << " clock=" << static_cast<int>(state.status) << "/"
        << (state.running == clock::Seat::A ? "A" : "B") << "/"
        << gameClock.remaining(clock::Seat::A, state.at).count() << "/"
        << gameClock.remaining(clock::Seat::B, state.at).count() << "/moves"
        << state.seat(clock::Seat::A).movesCompleted << "-"
        << state.seat(clock::Seat::B).movesCompleted << "/flags" << state.flags.count << "/events"
        << gameClock.events().size();
}

} // namespace

std::string stateDigest(const model::EventState& state, std::int64_t eventTime) {
    std::ostringstream out;
    out << app::eventSummaryJson(state) << "\n";
    for (const model::Player& player : state.players) {
        out << "player " << player.id.value << " " << player.name << " " << player.rating << " "
            << static_cast<int>(player.status) << " " << player.firstRound << " "
            << player.withdrawnAfterRound << "\n";
    }
    for (const model::ByeRequest& bye : state.byeRequests) {
        out << "bye " << bye.player.value << " " << bye.round << " " << static_cast<int>(bye.kind)
            << "\n";
    }
    for (const auto& [first, second] : state.forbiddenPairs) {
        out << "apart " << first.value << " " << second.value << "\n";
    }
    for (const model::Round& round : state.rounds) {
        out << "round " << round.number << " " << model::roundStatusName(round.status) << " bye "
            << (round.pairingBye ? round.pairingBye->value : 0) << "\n";
        for (const model::Table& table : round.tables) {
            out << " table " << table.number << " " << table.first.value << "-"
                << table.second.value;
            for (std::size_t i = 0; i < table.games.size(); ++i) {
                // One game is written as before a match could have two.
                const model::TableGame& game = table.games[i];
                out << (i == 0 ? "" : " game" + std::to_string(i + 1)) << " record";
                for (const rules::GameEvent& event : rules::recordOf(game.game)) {
                    out << " " << rules::formatEvent(event);
                }
                if (game.result && table.isMatch()) {
                    out << " result=" << model::resultCodeText(game.result->code) << "("
                        << game.result->reason << ")";
                }
                if (game.clock) {
                    writeClock(out, *game.clock, eventTime);
                }
            }
            if (table.result) {
                out << " result=" << model::resultCodeText(table.result->code) << "("
                    << table.result->reason << ")";
            }
            out << "\n";
        }
    }
    return out.str();
}

std::string firstDifference(const std::string& first, const std::string& second) {
    std::istringstream a(first);
    std::istringstream b(second);
    std::string lineA;
    std::string lineB;
    for (int line = 1;; ++line) {
        bool hasA = static_cast<bool>(std::getline(a, lineA));
        bool hasB = static_cast<bool>(std::getline(b, lineB));
        if (!hasA && !hasB) {
            return "";
        }
        if (!hasA || !hasB || lineA != lineB) {
            return std::to_string(line) + ": " + (hasA ? lineA : "(end)") + " | " +
                   (hasB ? lineB : "(end)");
        }
    }
}

} // namespace renju::arbiter::cli
