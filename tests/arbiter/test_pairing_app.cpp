// The application pairs round robins by the Berger tables and ranks events with the
// tie-breaks of their settings.
#include "app_fixture.hpp"
#include "arbiter/app/event_standings.hpp"
#include "arbiter/app/event_views.hpp"
#include "arbiter/app/round_lists.hpp"
#include "arbiter/app/standings_sheet.hpp"

#include <catch2/catch.hpp>
#include <set>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::app;
using arbiter::test::mustAccept;

namespace {

/// An event of `players` players (pairing numbers = registration order) under `system`.
Application roundRobin(int players, model::PairingSystem system, int rounds) {
    Application application = test::eventWithPlayers(players, rounds);
    model::EventSettings settings = application.state().settings;
    settings.system = system;
    mustAccept(application, EditEvent{settings}, 0);
    return application;
}

/// Pairs the next round with the engine, plays it (the first player of every table wins) and
/// finishes it; returns the pairing.
PairRound playNextRound(Application& application, std::int64_t now) {
    CommandOutcome outcome = mustAccept(application, PairNextRound{}, now);
    const PairRound pairing = std::get<PairRound>(*outcome.journaled);
    mustAccept(application, PublishRound{pairing.round}, now);
    mustAccept(application, StartRound{pairing.round}, now);
    for (std::size_t t = 0; t < pairing.tables.size(); ++t) {
        mustAccept(
            application,
            SetResult{pairing.round, static_cast<int>(t) + 1, model::ResultCode::FirstWins, ""},
            now + 1);
    }
    mustAccept(application, FinishRound{pairing.round}, now + 2);
    return pairing;
}

std::string tablesText(const PairRound& pairing) {
    std::string text;
    for (const TablePairing& table : pairing.tables) {
        text += (text.empty() ? "" : " ") + std::to_string(table.first.value) + "-" +
                std::to_string(table.second.value);
    }
    return text + (pairing.bye ? " rest " + std::to_string(pairing.bye->value) : "");
}

} // namespace

TEST_CASE("App: a round robin is paired by the Berger tables, the odd player resting",
          "[app][round-robin]") {
    Application application = roundRobin(5, model::PairingSystem::RoundRobin, 5);
    // C.05 Annex 1, the table of 6 without number 6.
    const std::vector<std::string> expected = {"2-5 3-4 rest 1", "5-3 1-2 rest 4", "3-1 4-5 rest 2",
                                               "1-4 2-3 rest 5", "4-2 5-1 rest 3"};
    std::set<std::pair<int, int>> met;
    for (int round = 1; round <= 5; ++round) {
        const PairRound pairing = playNextRound(application, round * 100);
        CHECK(tablesText(pairing) == expected[static_cast<std::size_t>(round - 1)]);
        CHECK(application.state().findRound(round)->warnings.empty()); // no C2 for the rests
        for (const TablePairing& table : pairing.tables) {
            REQUIRE(met.insert(std::minmax(table.first.value, table.second.value)).second);
        }
    }
    CHECK(met.size() == 10);
    // A rest is no game and scores nothing: every player won exactly the games he led.
    const std::vector<int> points = halfPointsBefore(application.state(), 0);
    // P1 rests in round 1, wins leading 1-2 and 1-4, loses 3-1 and 5-1: two wins.
    CHECK(points[1] == 4);
    // The lists and the crosstable say so too (not the Swiss bye's point).
    std::vector<ByeEntry> byes = roundByes(application.state(), 1);
    REQUIRE(byes.size() == 1);
    CHECK(byes[0].kind == "bye (0 points)");
    CrosstableSheet sheet = crosstableSheet(application.state(), 5);
    int rests = 0;
    for (const CrosstableLine& line : sheet.lines) {
        for (const CrosstableCell& cell : line.cells) {
            if (cell.isBye) {
                ++rests;
                CHECK(cell.result == "-");
            }
        }
    }
    CHECK(rests == 5); // one a round
    CHECK(application.dispatch(PairNextRound{}, 600).message == "all 5 rounds are paired");
}

TEST_CASE("App: a double round robin plays the second cycle with the roles reversed",
          "[app][round-robin]") {
    Application application = roundRobin(4, model::PairingSystem::DoubleRoundRobin, 6);
    std::vector<std::string> rounds;
    for (int round = 1; round <= 6; ++round) {
        rounds.push_back(tablesText(playNextRound(application, round * 100)));
    }
    CHECK(rounds == std::vector<std::string>{"1-4 2-3", "2-4 3-1", "4-3 1-2", "4-1 3-2", "3-4 2-1",
                                             "4-2 1-3"});
}

TEST_CASE("App: standings of an event use its tie-breaks", "[app][standings]") {
    Application application = roundRobin(4, model::PairingSystem::RoundRobin, 3);
    for (int round = 1; round <= 3; ++round) {
        playNextRound(application, round * 100);
    }
    // Round 1 1-4 2-3, round 2 4-3 1-2, round 3 2-4 3-1, the first player always winning:
    // P1 2 (beat 4 and 2), P2 2 (beat 3 and 4), P4 1 (beat 3), P3 1 (beat 1).
    // DE: P1 beat P2; P4 beat P3.
    const EventStandings s = eventStandings(application.state(), {"DE"});
    REQUIRE(s.error.empty());
    std::vector<int> order;
    for (model::PlayerId id : s.playerIds) {
        order.push_back(id.value);
    }
    CHECK(order == std::vector<int>{1, 2, 4, 3});
    CHECK(s.standings.rounds == 3);
    CHECK(eventStandings(application.state(), {"BH", "XX"})
              .error.rfind("unknown tie-break 'XX'", 0) == 0);
    // The settings accept only known codes and presets.
    model::EventSettings settings = application.state().settings;
    settings.tieBreaks = {"BH", "XX"};
    CHECK(application.dispatch(EditEvent{settings}, 400).message.rfind("unknown tie-break", 0) ==
          0);
    // Without a list: the settings' list, here empty: the default (BH, SB, DE).
    CHECK(eventStandings(application.state(), {}).standings.tieBreaks.size() == 3);
    CHECK(standingsJson(s.standings).find("\"tieBreaks\": {\n        \"DE\": \"1.0\"") !=
          std::string::npos);
}

TEST_CASE("App: a round robin with a federation draw lets compatriots meet first (C.05 Annex 2)",
          "[app][round-robin]") {
    Application application;
    model::EventSettings settings;
    settings.name = "Final";
    settings.rounds = 5;
    settings.system = model::PairingSystem::RoundRobin;
    settings.federationDrawSeed = 2026;
    mustAccept(application, CreateEvent{settings}, 0);
    const char* federations[] = {"EST", "RUS", "JPN", "EST", "RUS", "JPN"};
    for (int i = 0; i < 6; ++i) {
        model::Player player = test::named("Player " + std::to_string(i + 1), 2000 - 10 * i);
        player.federation = federations[i];
        mustAccept(application, AddPlayer{player}, 0);
    }
    PairRound first = playNextRound(application, 10);
    REQUIRE(first.tables.size() == 3);
    for (const TablePairing& table : first.tables) {
        const model::EventState& state = application.state();
        CHECK(state.findPlayer(table.first)->federation ==
              state.findPlayer(table.second)->federation);
    }
    // The seed is part of the settings: once paired, it cannot change.
    settings.federationDrawSeed = 7;
    CHECK(application.dispatch(EditEvent{settings}, 20).message ==
          "the draw of the pairing numbers cannot change once a round is paired");
}
