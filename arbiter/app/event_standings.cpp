#include "arbiter/app/event_standings.hpp"

#include "arbiter/app/pairing_bridge.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace renju::arbiter::app {

EventStandings eventStandings(const model::EventState& state,
                              const std::vector<std::string>& tieBreaks, int afterRound) {
    EventStandings result;
    const std::vector<std::string>& codes =
        tieBreaks.empty() ? state.settings.tieBreaks : tieBreaks;
    pairing::TieBreakList list = pairing::parseTieBreaks(codes);
    if (!list.error.empty()) {
        result.error = list.error;
        return result;
    }
    int finished = afterRound;
    if (finished < 0) {
        finished = 0;
        for (const model::Round& round : state.rounds) {
            finished = round.status == model::RoundStatus::Finished ? round.number : finished;
        }
    }
    const TournamentView view = toTournament(state, finished + 1);
    pairing::StandingsOptions options;
    options.tieBreaks = list.items.empty() ? pairing::defaultTieBreaks() : list.items;
    // Ren's matches (total-points) rank by match points, then by the points scored on the board.
    bool isRen = state.settings.match && rules::isRenMatchRule(*state.settings.match);
    pairing::TieBreak gamesTieBreak =
        isRen ? pairing::TieBreak::TotalPoints : pairing::TieBreak::GamePoints;
    bool listsGamePoints = std::find(options.tieBreaks.begin(), options.tieBreaks.end(),
                                     gamesTieBreak) != options.tieBreaks.end();
    if (state.settings.match && !listsGamePoints) {
        // Rounds of matches rank by match points, then by the games' points.
        options.tieBreaks.insert(options.tieBreaks.begin(), gamesTieBreak);
    }
    options.rounds = finished;
    options.isRoundRobin = state.settings.system != model::PairingSystem::Swiss;
    result.standings = pairing::computeStandings(view.tournament, options);
    for (const pairing::StandingRow& row : result.standings.rows) {
        result.playerIds.push_back(view.idOfNumber[static_cast<std::size_t>(row.id.value)]);
    }
    return result;
}

std::string standingsJson(const pairing::Standings& standings) {
    nlohmann::ordered_json out;
    out["rounds"] = standings.rounds;
    nlohmann::ordered_json codes = nlohmann::ordered_json::array();
    for (pairing::TieBreak tieBreak : standings.tieBreaks) {
        codes.push_back(pairing::tieBreakCode(tieBreak));
    }
    out["tieBreaks"] = codes;
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (const pairing::StandingRow& row : standings.rows) {
        nlohmann::ordered_json values = nlohmann::ordered_json::object();
        for (std::size_t c = 0; c < row.values.size(); ++c) {
            values[pairing::tieBreakCode(standings.tieBreaks[c])] = row.values[c].text;
        }
        rows.push_back({{"rank", row.rank},
                        {"shared", row.isShared},
                        {"number", row.id.value},
                        {"name", row.name},
                        {"federation", row.federation},
                        {"rating", row.rating},
                        {"points", pairing::formatFraction(row.points, 2)},
                        {"tieBreaks", values}});
    }
    out["rows"] = rows;
    // A name that is not UTF-8 (a TRF read raw) is shown with U+FFFD, never an abort.
    return out.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

} // namespace renju::arbiter::app
