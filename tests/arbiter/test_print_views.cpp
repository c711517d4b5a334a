// The view-models the printed documents are made from: game sheets, standings, crosstables
// and the alphabetical pairing list.
#include "app_fixture.hpp"
#include "arbiter/app/event_views.hpp"
#include "arbiter/app/game_sheet.hpp"
#include "arbiter/app/round_lists.hpp"
#include "arbiter/app/standings_sheet.hpp"
#include "print_support.hpp"

#include <catch2/catch.hpp>
#include <map>

using namespace renju;
using namespace renju::arbiter;
using arbiter::test::mustAccept;

namespace {

/// Plays `events` at table 1 of round 1, one every `step` milliseconds from `start`.
void play(app::Application& application,
          const std::vector<std::pair<std::int64_t, std::string>>& events) {
    for (const auto& [at, event] : events) {
        mustAccept(application, app::GameAction{1, 1, event}, at);
    }
}

/// A RIF game with a swap, two proposals, a claim the arbiter rejects and a resignation.
app::Application recordedGame() {
    app::Application application = test::eventWithPlayers(2, 1, "rif"); // 600+5
    test::startHandPairedRound(application, 1, 1, 0);
    play(application, {{1000, "h8"},
                       {2000, "h9"},
                       {3000, "h10"},
                       {10000, "press"}, // first player: 600 - 10 + 5 = 595 s
                       {14000, "swap"},
                       {14000, "press"}, // second player: 600 - 4 + 5 = 601 s; the first
                                         // player (now White) runs from here
                       {20000, "g7"},
                       {21000, "press"}, // first player: 595 - 7 + 5 = 593 s
                       {30000, "propose l12"},
                       {31000, "propose e4"},
                       {32000, "press"}, // second player: 601 - 11 + 5 = 595 s
                       {40000, "choose l12"},
                       {41000, "i9"},
                       {50000, "press"}, // first player: 593 - 18 + 5 = 580 s (12.7)
                       {55000, "j9"},
                       {60000, "claim black five"},
                       {61000, "ruling reject no five on the board"},
                       {62000, "resign black"}});
    return application;
}

} // namespace

TEST_CASE("Game sheet 13.1: every move with the mover's clock after the press", "[print][views]") {
    app::Application application = recordedGame();
    auto game = app::gameSheet(application.state(), 1, 1);
    REQUIRE(game);
    const auto* sheet = std::get_if<app::FiveInARowSheet>(&game->play);
    REQUIRE(sheet);
    REQUIRE(sheet->moves.size() == 7);
    CHECK(sheet->moves[0].clock.empty()); // moves 1-2 are placed before the first press
    CHECK(sheet->moves[2].move == "h10");
    CHECK(sheet->moves[2].clock == "9:55");
    CHECK(sheet->moves[3].clock == "9:53");
    CHECK(sheet->moves[4].clock.empty()); // move 5 is Black's stone, chosen by White (12.7)
    CHECK(sheet->moves[5].clock == "9:40");
    CHECK(sheet->moves[6].clock.empty()); // the claim stopped the clocks before a press
    CHECK(sheet->stones.size() == 7);
    CHECK(sheet->stones[4].number == 5);
}

TEST_CASE("Game sheet 12.5-12.7: opening, swap, proposals and the choice", "[print][views]") {
    app::Application application = recordedGame();
    auto game = *app::gameSheet(application.state(), 1, 1);
    auto sheet = std::get<app::FiveInARowSheet>(game.play);
    CHECK(sheet.openingCode == "1D");
    CHECK(sheet.openingName == "Kansei");
    CHECK(game.firstName == "Player 1");
    CHECK(game.blackName == "Player 2"); // the swap gave Black to the second player
    CHECK(game.whiteName == "Player 1");
    REQUIRE(sheet.openingSteps.size() == 4);
    CHECK(sheet.openingSteps[0] == "after move 3: swap, Black (Player 2) now plays Black");
    CHECK(sheet.openingSteps[1] == "Black (Player 2) proposed l12 for move 5");
    CHECK(sheet.openingSteps[3] == "White (Player 1) chose l12 as move 5");
    REQUIRE(sheet.unchosenProposals.size() == 1);
    CHECK(sheet.unchosenProposals[0] == rules::Point{4, 3}); // e4
}

TEST_CASE("Game sheet 9.6: claims with clause, advice, clocks and ruling; the result",
          "[print][views]") {
    app::Application application = recordedGame();
    auto game = *app::gameSheet(application.state(), 1, 1);
    auto sheet = std::get<app::FiveInARowSheet>(game.play);
    REQUIRE(sheet.claims.size() == 1);
    const app::SheetClaim& claim = sheet.claims[0];
    CHECK(claim.afterMove == 7);
    CHECK(claim.claimant == "Black (Player 2)");
    CHECK(claim.claim == "five");
    CHECK(claim.clause == "9.1");
    CHECK_FALSE(claim.isUpheldByAdvice);
    CHECK(claim.ruling == "rejected: no five on the board");
    CHECK(claim.clocks.find("Black 9:") == 0);
    // By colour, Black's score first: White (the first player, after the swap) won.
    CHECK(game.resultCode == "0-1");
    CHECK(game.resultText == "White (Player 1) wins: resignation");
    CHECK_FALSE(app::gameSheet(application.state(), 1, 2).has_value());
    CHECK_FALSE(app::gameSheet(application.state(), 2, 1).has_value());
}

TEST_CASE("Standings: points, then the event's tie-breaks (BH, SB, DE); shared ranks",
          "[print][views]") {
    const model::EventState& state = test::demoEvent();
    app::StandingsSheet sheet = app::standingsSheet(state, 5);
    REQUIRE(sheet.lines.size() == 24);
    CHECK(sheet.tieBreakHeaders == std::vector<std::string>{"BH", "SB", "DE"});
    CHECK_FALSE(sheet.isProvisional);
    CHECK(sheet.note.empty());
    auto value = [](const app::StandingsLine& line, std::size_t column) {
        return std::stod(line.tieBreaks[column]);
    };
    for (std::size_t i = 1; i < sheet.lines.size(); ++i) {
        const app::StandingsLine& above = sheet.lines[i - 1];
        const app::StandingsLine& line = sheet.lines[i];
        REQUIRE(line.tieBreaks.size() == 3);
        CHECK(above.halfPoints >= line.halfPoints);
        if (above.halfPoints != line.halfPoints) {
            CHECK(line.rank == static_cast<int>(i) + 1);
            continue;
        }
        CHECK(value(above, 0) >= value(line, 0)); // Buchholz first
        if (value(above, 0) == value(line, 0)) {
            CHECK(value(above, 1) >= value(line, 1)); // then Sonneborn-Berger
        }
        if (line.sharesRank) {
            CHECK(line.tieBreaks == above.tieBreaks);
            CHECK(line.rank == above.rank);
        } else {
            CHECK(line.rank == static_cast<int>(i) + 1);
        }
    }
    app::StandingsSheet before = app::standingsSheet(state, 0);
    for (const app::StandingsLine& line : before.lines) {
        CHECK(line.halfPoints == 0);
    }
    CHECK(app::defaultStandingsRound(state) == 5);
}

TEST_CASE("Crosstable: opponents by pairing number, role, result, byes; the standings' ranks "
          "and tie-breaks",
          "[print][views]") {
    const model::EventState& state = test::demoEvent();
    app::CrosstableSheet sheet = app::crosstableSheet(state, 5);
    app::StandingsSheet standings = app::standingsSheet(state, 5);
    REQUIRE(sheet.lines.size() == 24);
    CHECK(sheet.tieBreakHeaders == standings.tieBreakHeaders);
    std::map<int, const app::CrosstableLine*> byNumber;
    int fewestGames = 5;
    for (std::size_t i = 0; i < sheet.lines.size(); ++i) {
        const app::CrosstableLine& line = sheet.lines[i];
        // The standings' games played are the crosstable's games over the board: no bye, no
        // forfeit won or lost.
        int games = 0;
        for (const app::CrosstableCell& cell : line.cells) {
            games += !cell.isBye && cell.opponent > 0 &&
                     (cell.result == "1" || cell.result == "0" || cell.result == "½");
        }
        CHECK(standings.lines[i].gamesPlayed == games);
        fewestGames = std::min(fewestGames, games);
        // The same numbering as the standings: No. the pairing number, Rk. the rank.
        CHECK(line.number == standings.lines[i].pairingNumber);
        CHECK(line.rank == standings.lines[i].rank);
        CHECK(line.tieBreaks == standings.lines[i].tieBreaks);
        byNumber[line.number] = &line;
    }
    CHECK(byNumber.size() == 24);
    int byes = 0;
    for (const app::CrosstableLine& line : sheet.lines) {
        REQUIRE(line.cells.size() == 5);
        for (std::size_t round = 0; round < 5; ++round) {
            const app::CrosstableCell& cell = line.cells[round];
            if (cell.isBye) {
                ++byes;
                continue;
            }
            REQUIRE(byNumber.count(cell.opponent) == 1);
            // The opponent's cell of that round points back, with the other role.
            const app::CrosstableCell& back = byNumber[cell.opponent]->cells[round];
            CHECK(back.opponent == line.number);
            CHECK(back.role != cell.role);
        }
    }
    // Round 2: the requested half-point bye leaves 23 players, so one more gets the pairing bye.
    CHECK(byes == 2);
    CHECK(fewestGames < 5); // the byes and the forfeit: not every player played five games
}

TEST_CASE("Pairing list: pairing numbers, ratings, points before the round, each player's own "
          "score",
          "[print][views]") {
    const model::EventState& state = test::demoEvent();
    app::PairingList list = app::pairingList(state, 5);
    REQUIRE(list.tables.size() == 12);
    std::vector<int> numbers = state.pairingNumbers();
    std::vector<int> before = app::halfPointsBefore(state, 5);
    for (const app::PairingListRow& row : list.tables) {
        for (const app::ListedPlayer* player : {&row.first, &row.second}) {
            const model::Player& registered = *state.findPlayer(player->id);
            auto index = static_cast<std::size_t>(player->id.value);
            CHECK(player->number == numbers[index - 1]);
            CHECK(player->rating == registered.rating);
            CHECK(player->halfPoints == before[index]);
        }
        // Round 5 is finished: every board has both scores, and they add up to one point.
        const model::Table& table = *state.findRound(5)->findTable(row.table);
        REQUIRE(table.result);
        CHECK(row.firstScore == app::ownScore(table.result->code, true));
        CHECK(row.secondScore == app::ownScore(table.result->code, false));
    }
    CHECK(app::ownScore(model::ResultCode::FirstWins, true) == "1");
    CHECK(app::ownScore(model::ResultCode::FirstWins, false) == "0");
    CHECK(app::ownScore(model::ResultCode::Draw, false) == "½");
    CHECK(app::ownScore(model::ResultCode::SecondForfeit, false) == "+");
    CHECK(app::ownScore(model::ResultCode::SecondForfeit, true) == "-");
    CHECK(app::ownScore(model::ResultCode::DoubleForfeit, true) == "-");
    CHECK(app::ownScore(model::ResultCode::DoubleForfeit, false) == "-");
    // Round 2 had the pairing bye and a requested half-point bye.
    CHECK(app::pairingList(state, 2).byes.size() == 2);
    CHECK(app::pairingList(state, 9).tables.empty());
}

TEST_CASE("Alphabetical list: every player once, Latin diacritics with their base letter",
          "[print][views]") {
    CHECK(app::nameSortKey("Jānis Bērziņš") == "janis berzins");
    CHECK(app::nameSortKey("Petra Dvořáková") == "petra dvorakova");
    CHECK(app::nameSortKey("Иван") == "Иван");
    const model::EventState& state = test::demoEvent();
    std::vector<app::NameListEntry> list = app::nameList(state, 2);
    CHECK(list.size() == 24); // 22 at tables, the pairing bye and the requested bye
    for (std::size_t i = 1; i < list.size(); ++i) {
        CHECK(app::nameSortKey(list[i - 1].name) <= app::nameSortKey(list[i].name));
    }
    int byes = 0;
    for (const app::NameListEntry& entry : list) {
        byes += entry.table == 0 ? 1 : 0;
        CHECK(entry.number >= 1);
        CHECK(entry.number <= 24);
        if (entry.table > 0) {
            CHECK(entry.opponentNumber >= 1);
            CHECK(entry.opponentNumber != entry.number);
            CHECK(entry.score.size() >= 1); // round 2 is finished: every game has a result
        } else {
            CHECK(entry.opponentNumber == 0);
        }
    }
    CHECK(byes == 2);
}

TEST_CASE("A shared rank reads one way on every surface: 3-4 on each line of the group",
          "[standings]") {
    CHECK(app::rankRanges({{1, false}, {2, false}, {3, false}, {3, true}, {5, false}}) ==
          std::vector<std::string>{"1", "2", "3-4", "3-4", "5"});
    CHECK(app::rankRanges({{1, false}, {1, true}, {1, true}}) ==
          std::vector<std::string>{"1-3", "1-3", "1-3"});
    const model::EventState& state = test::demoEvent();
    app::StandingsSheet sheet = app::standingsSheet(state, app::defaultStandingsRound(state));
    std::vector<std::string> texts = app::rankTexts(sheet);
    REQUIRE(texts.size() == sheet.lines.size());
    for (std::size_t i = 0; i < texts.size(); ++i) {
        bool isShared =
            sheet.lines[i].sharesRank || (i + 1 < texts.size() && sheet.lines[i + 1].sharesRank);
        CHECK((texts[i].find('-') != std::string::npos) == isShared);
        CHECK(texts[i].rfind(std::to_string(sheet.lines[i].rank), 0) == 0);
    }
}
