// The live page's JSON views: results by colour, a claim awaiting the ruling, nothing that only
// the arbiter may see while a game goes on, and the clocks' projections.
#include "app_fixture.hpp"
#include "arbiter/app/quick_match.hpp"
#include "arbiter/web/clock_projection.hpp"
#include "arbiter/web/live_views.hpp"
#include "clock/time_control_text.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using app::GameAction;
using nlohmann::json;
using test::mustAccept;

namespace {

const std::string& nameOf(const app::Application& application, int id) {
    return application.state().findPlayer(model::PlayerId{id})->name;
}

json table1(const app::Application& application, std::int64_t now) {
    std::int64_t validUntil = std::numeric_limits<std::int64_t>::max();
    return web::tableJson(application.state(), 1, 1, now, validUntil);
}

/// Plays a double-three for Black at i8 (move 9) with free opening, as in the app's tests.
app::Application doubleThreeGame() {
    app::Application application = test::eventWithPlayers(2, 5, "none");
    test::startHandPairedRound(application, 1, 1, 0);
    for (const char* event : {"h8", "a1", "g8", "a3", "i6", "a5", "i7", "a7", "i8"}) {
        mustAccept(application, GameAction{1, 1, event}, 1000);
    }
    return application;
}

} // namespace

TEST_CASE("Live: a result stands alone by colour, Black's score first, after a swap",
          "[web][result]") {
    app::Application application = test::eventWithPlayers(2);
    test::startHandPairedRound(application, 1, 1, 0);
    for (const char* event : {"h8", "h9", "j10", "press", "swap", "press"}) {
        mustAccept(application, GameAction{1, 1, event}, 1000);
    }
    // The swap gave Black to the second player; White (the first player) resigns.
    mustAccept(application, GameAction{1, 1, "resign white"}, 2000);
    const model::Table& table = application.state().rounds[0].tables[0];
    REQUIRE(table.result);
    CHECK(table.result->code == model::ResultCode::SecondWins); // the first player's score
    web::ColourResult result = web::colourResult(application.state(), table);
    CHECK(result.code == "1-0");
    CHECK(result.text == "1-0 Black (" + nameOf(application, 2) + ") wins");
    json view = table1(application, 3000);
    CHECK(view["state"] == "finished");
    CHECK(view["result"]["text"] == result.text);
    CHECK(view["first"]["colour"] == "white");
    CHECK(view["second"]["colour"] == "black");
}

TEST_CASE("Live: a forfeit and a draw by colour", "[web][result]") {
    app::Application application = test::eventWithPlayers(4);
    test::startHandPairedRound(application, 1, 2, 0);
    mustAccept(application, app::SetResult{1, 1, model::ResultCode::SecondForfeit, "did not come"},
               1000);
    mustAccept(application, app::SetResult{1, 2, model::ResultCode::Draw, "agreed"}, 1000);
    const model::Round& round = application.state().rounds[0];
    CHECK(web::colourResult(application.state(), round.tables[0]).text ==
          "0-1f White (" + nameOf(application, 2) + ") wins by forfeit");
    CHECK(web::colourResult(application.state(), round.tables[1]).text == "½-½ draw");
    json results = web::roundJson(application.state(), 1);
    CHECK(results["tables"][0]["firstScore"] == "-");
    CHECK(results["tables"][0]["secondScore"] == "+");
    CHECK(results["tables"][1]["firstScore"] == "½");
}

TEST_CASE("Live: a claim awaits the arbiter's ruling and is never shown as a result",
          "[web][claim]") {
    app::Application application = doubleThreeGame();
    json playing = table1(application, 2000);
    CHECK(playing["state"] == "playing");
    // 9.8: White must see the forbidden move for themselves; the page does not tell.
    CHECK(playing["moves"][8]["move"] == "i8");
    CHECK(playing["moves"][8]["remark"] == "");
    CHECK(playing.dump().find("forbidden") == std::string::npos);
    CHECK(playing["lastMove"] == "i8");
    CHECK(playing["black"] == "h8 g8 i6 i7 i8");

    mustAccept(application, GameAction{1, 1, "claim white forbidden"}, 61000);
    json claimed = table1(application, 62000);
    CHECK(claimed["state"] == "claim");
    CHECK(claimed["stateText"] == "claim: awaiting the arbiter's ruling");
    CHECK(claimed["result"].is_null());
    CHECK(claimed["claims"][0]["ruling"] == "awaiting the arbiter's ruling");
    CHECK_FALSE(claimed["claims"][0].contains("advice")); // the advice is the arbiter's
    std::int64_t validUntil = std::numeric_limits<std::int64_t>::max();
    json overview = web::overviewJson(application.state(), 1, 62000, validUntil);
    CHECK(overview["boards"][0]["state"] == "claim");

    mustAccept(application, GameAction{1, 1, "ruling uphold"}, 63000);
    json ruled = table1(application, 64000);
    CHECK(ruled["state"] == "finished");
    CHECK(ruled["stateText"] == "0-1 White (" + nameOf(application, 2) + ") wins");
    CHECK(ruled["moves"][8]["remark"] != ""); // the record, as the printed sheet shows it
    CHECK(ruled["claims"][0]["advice"] == "uphold");
}

TEST_CASE("Live: clocks carry their projection and a fallen flag only with time referees",
          "[web][clock]") {
    app::Application application = test::eventWithPlayers(2, 5, "none");
    test::startHandPairedRound(application, 1, 1, 0);
    json view = table1(application, 10'000);
    const json& seatA = view["clocks"]["seats"][0];
    CHECK(seatA["running"] == true);
    CHECK(seatA["rate"] == -1);
    CHECK(seatA["remaining"].get<std::int64_t>() + 10'000 ==
          view["clocks"]["seats"][1]["remaining"].get<std::int64_t>());
    CHECK(view["clocks"]["seats"][1]["rate"] == 0);
    // Far past the flag: the players' page does not show it (14.8).
    json late = table1(application, 100'000'000);
    CHECK(late["clocks"]["seats"][0]["flag"] == false);
    CHECK(late["clocks"]["seats"][0]["remaining"] == 0);
}

TEST_CASE("Live: a projection ends where the clock leaves its line", "[web][clock]") {
    auto clockOf = [](const char* control) {
        clock::ClockSetup setup;
        setup.controls = *clock::parseClockControls(control).controls;
        clock::GameClock made(setup);
        REQUIRE(made.start(clock::Seat::A, clock::Milliseconds(0)).isAccepted());
        return made;
    };
    SECTION("Fischer: down to the flag, then the five-minute mark first") {
        clock::GameClock fischer = clockOf("600+5");
        web::SeatProjection a = web::projectSeat(fischer, clock::Seat::A, 1000);
        CHECK(a.remaining == 599'000);
        CHECK(a.rate == -1);
        CHECK(a.until == 1000 + 299'000); // 13.2's note appears at 5:00
        web::SeatProjection b = web::projectSeat(fischer, clock::Seat::B, 1000);
        CHECK(b.rate == 0);
        web::SeatProjection flag = web::projectSeat(fischer, clock::Seat::A, 590'000);
        CHECK(flag.until == 600'000);
    }
    SECTION("US delay: the time stands, then runs") {
        clock::GameClock delay = clockOf("120+5d");
        web::SeatProjection a = web::projectSeat(delay, clock::Seat::A, 1000);
        CHECK(a.rate == 0);
        CHECK(a.until == 5000);
        web::SeatProjection later = web::projectSeat(delay, clock::Seat::A, 6000);
        CHECK(later.rate == -1);
        CHECK(later.remaining == 119'000);
    }
    SECTION("Byo-yomi: the main time ends the line") {
        clock::GameClock byoyomi = clockOf("60:3x30");
        web::SeatProjection a = web::projectSeat(byoyomi, clock::Seat::A, 10'000);
        CHECK(a.until == 59'999); // the last instant of main time; then 30 s of byo-yomi
    }
}

TEST_CASE("Live: a match's lists show both games and the match's score", "[web][match]") {
    app::QuickMatch match;
    match.first = test::named("Beginner", 1200);
    match.second = test::named("Expert", 2100);
    match.rule = rules::MatchRule::Beginners;
    app::Application application;
    for (const app::Command& command : app::quickMatchCommands(match)) {
        mustAccept(application, command, 0);
    }
    // The expert wins game 1, the beginner (Black again) game 2: the beginner wins the match.
    mustAccept(application, GameAction{1, 1, "resign black"}, 10'000);
    json pending = web::pairingsJson(application.state(), 1);
    CHECK(pending["tables"][0]["firstScore"] == "(0)");
    CHECK(pending["tables"][0]["secondScore"] == "(1)");
    mustAccept(application, app::StartGame{1, 1, 2}, 20'000);
    mustAccept(application, GameAction{1, 1, "resign white"}, 30'000);
    json pairings = web::pairingsJson(application.state(), 1);
    CHECK(pairings["tables"][0]["firstScore"] == "1 (0, 1)");
    CHECK(pairings["tables"][0]["secondScore"] == "0 (1, 0)");
    json results = web::roundJson(application.state(), 1);
    CHECK(results["tables"][0]["result"].get<std::string>().find("Beginner wins the match") !=
          std::string::npos);
    json crosstable = web::crosstableJson(application.state());
    CHECK(crosstable["matches"] == true);
    const json& cell = crosstable["lines"][0]["cells"][0];
    CHECK(crosstable["lines"][0]["name"] == "Beginner");
    CHECK(cell["result"] == "1");
    CHECK(cell["games"] == "0 1");
}

namespace {

/// A quick Ren event of one table on 10x10 (clock `rapid`: 15 minutes and 10 s a move), up to a
/// nibai that scores (move 9) and White's rui replacement (move 10), each move pressed; the
/// first `moves` of them.
app::Application renGame(std::size_t moves = 10) {
    app::QuickMatch match;
    match.first = test::named("Anna", 2000);
    match.second = test::named("Boris", 1900);
    match.rule = rules::MatchRule::TotalPoints;
    match.ruleSet = rules::RuleSet::parse("ren");
    match.boardSize = 10;
    app::Application application;
    for (const app::Command& command : app::quickMatchCommands(match)) {
        mustAccept(application, command, 0);
    }
    std::int64_t at = 0;
    const std::vector<std::string> squares = {"b2", "d4", "c2", "c3", "e2",
                                              "e3", "d1", "d2", "d3", "e2"};
    for (std::size_t i = 0; i < moves; ++i) {
        mustAccept(application, GameAction{1, 1, squares[i]}, at += 1000);
        mustAccept(application, GameAction{1, 1, "press"}, at += 1000);
    }
    return application;
}

} // namespace

TEST_CASE("Live, each family: a Ren board is squares with its points, rui, niban and groups",
          "[web][family]") {
    app::Application ren = renGame();
    std::int64_t validUntil = std::numeric_limits<std::int64_t>::max();
    json overview = web::overviewJson(ren.state(), 1, 20'000, validUntil);
    const json& card = overview["boards"][0];
    CHECK(card["look"] == "squares");
    CHECK(card["size"] == 10);
    CHECK(card["moveCount"] == 10);
    CHECK(card["scores"] == json::array({1, 0}));
    CHECK(card["black"].get<std::string>().find("d3") != std::string::npos);
    CHECK(card["lastMove"] == "e2");
    CHECK(card["stateText"] == "game 1: move 11, Black to play; points: Black 1, White 0");

    json board = table1(ren, 20'000);
    CHECK(board["look"] == "squares");
    CHECK(board["opening"].is_null());
    CHECK(board["recordFormats"] == json::array({"pdf", "txt"}));
    CHECK(board["stones"].size() == 9); // d2 captured, then a niban on it; e2 replaced
    const json& info = board["ren"];
    CHECK(info["scores"] == json::array({1, 0}));
    CHECK(info["variants"] == "rui limit 3, no lead rule");
    CHECK(info["niban"] == json::array({json::array({3, 1})}));
    CHECK(info["rui"].empty()); // White replaced e2: Black has no stone of White's to replace
    REQUIRE(board["moves"].size() == 10);
    const json& nibai = board["moves"][8];
    CHECK(nibai["move"] == "d3");
    CHECK(nibai["points"] == 1);
    CHECK(nibai["score"] == "1-0");
    CHECK(nibai["clock"] == "15:40"); // 9 s used, 5 increments of 10 s
    CHECK(nibai["remark"] == "captures d2; nibai: niban d2; row of 4");

    json afterNibai = table1(renGame(9), 20'000);
    // c2 and e2: Black's stones in atari that White may replace (the niban d2 never).
    CHECK(afterNibai["ren"]["rui"] == json::array({json::array({2, 1}), json::array({4, 1})}));
    REQUIRE(afterNibai["ren"]["groups"].size() == 1);
    CHECK(afterNibai["ren"]["groups"][0]["name"] == "row of 4");
    CHECK(afterNibai["ren"]["captures"] == json::array({json::array({3, 1})}));

    json renju = table1(doubleThreeGame(), 2000);
    CHECK(renju["look"] == "intersections");
    CHECK(renju.contains("ren") == false);
    CHECK(renju["recordFormats"].size() == 10);
    CHECK(renju["opening"]["rules"] == "none");
}

TEST_CASE("Live: a round's pages say when it is played, as the schedule has it",
          "[web][schedule]") {
    app::QuickMatch match;
    match.first = test::named("Beginner", 1200);
    match.second = test::named("Expert", 2100);
    match.rule = rules::MatchRule::Beginners;
    app::Application application;
    for (const app::Command& command : app::quickMatchCommands(match)) {
        mustAccept(application, command, 0);
    }
    std::int64_t validUntil = 0;
    CHECK(web::overviewJson(application.state(), 1, 1000, validUntil)["when"] == "");
    model::EventSettings settings = application.state().settings;
    settings.schedule.setRound({1, "2026-11-22", "15:00"});
    mustAccept(application, app::EditEvent{settings}, 2000);
    CHECK(web::overviewJson(application.state(), 1, 3000, validUntil)["when"] ==
          "2026-11-22 15:00");
    CHECK(web::pairingsJson(application.state(), 1)["when"] == "2026-11-22 15:00");
    CHECK(web::roundJson(application.state(), 1)["when"] == "2026-11-22 15:00");
    CHECK(web::eventJson(application.state())["rounds"][0]["when"] == "2026-11-22 15:00");
}
