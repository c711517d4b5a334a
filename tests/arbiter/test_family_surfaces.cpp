// Every surface that reads a table's game, for both game families: a renju table and a Ren
// table of the same shape (two players, round 1 started, a few moves), read through the game
// sheet, the records export, typed scoresheets, the correction's wording and every printed
// document. A surface that read the other family's game would show an empty board or the
// wrong form here.
#include "app_fixture.hpp"
#include "arbiter/app/event_records.hpp"
#include "arbiter/app/game_sheet.hpp"
#include "arbiter/app/round_lists.hpp"
#include "arbiter/app/table_play.hpp"
#include "arbiter/print/pdf_writer.hpp"
#include "arbiter/records/record_formats.hpp"
#include "print_support.hpp"
#include "temp_folder.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::app;

namespace {

/// Round 1 of a two-player event started at 0 under `set` (Ren: 10x10, a two-game match under
/// total-points; the others one game), clock 10 minutes.
Application startedEvent(const std::string& set) {
    Application application;
    model::EventSettings settings;
    settings.name = "Families";
    settings.rounds = 1;
    settings.timeControl = "600";
    settings.ruleSet = *rules::RuleSet::parse(set);
    rules::GameRules defaults = rules::defaultGameRules(settings.ruleSet);
    settings.boardSize = set == "ren" ? 10 : defaults.boardSize;
    settings.opening = defaults.opening;
    if (set == "ren") {
        settings.match = rules::MatchRule::TotalPoints;
    }
    test::mustAccept(application, CreateEvent{settings}, 0);
    test::mustAccept(application, AddPlayer{test::named("Anna Ivanova", 2000)}, 0);
    test::mustAccept(application, AddPlayer{test::named("Boris Berg", 1900)}, 0);
    test::startHandPairedRound(application, 1, 1, 0);
    return application;
}

void play(Application& application, const std::vector<std::string>& events, std::int64_t& at) {
    for (const std::string& event : events) {
        at += 5000;
        test::mustAccept(application, GameAction{1, 1, event}, at);
    }
}

/// Ren: a nibai that scores (move 9: Black's d3 captures d2 and scores the row b2-e2), then
/// White's rui replacement of e2 (move 10), each move pressed.
Application renTable() {
    Application application = startedEvent("ren");
    std::int64_t at = 0;
    for (const char* square : {"b2", "d4", "c2", "c3", "e2", "e3", "d1", "d2", "d3", "e2"}) {
        play(application, {square, "press"}, at);
    }
    return application;
}

/// Renju: the RIF opening up to move 5 and two more moves, each pressed.
Application renjuTable() {
    Application application = startedEvent("renju");
    std::int64_t at = 0;
    play(application,
         {"h8", "h9", "i10", "press", "noswap", "press", "j11", "press", "propose l12 e4", "press",
          "choose l12", "g7", "press"},
         at);
    return application;
}

const model::TableGame& gameOf(const Application& application) {
    return application.state().rounds[0].tables[0].currentGame();
}

std::string pdfOf(const model::EventState& state, print::DocumentKind kind, bool isBulletin,
                  const std::string& name) {
    test::TempFolder folder("family-" + name);
    print::PdfOptions options;
    options.printedAt = test::fixedPrintTime();
    std::filesystem::path path = folder.path() / (name + ".pdf");
    print::writePdf(test::documentOf(state, kind, 1, 0, isBulletin), options, path);
    return test::pdfText(path);
}

} // namespace

TEST_CASE("Game sheet, each family: its own record with every move's clock after its press",
          "[family]") {
    Application ren = renTable();
    GameSheet renSheet = *gameSheet(ren.state(), 1, 1);
    CHECK(renSheet.ruleSet == "ren");
    CHECK(renSheet.boardSize == 10);
    const auto* squares = std::get_if<RenGameSheet>(&renSheet.play);
    REQUIRE(squares);
    REQUIRE(squares->moves.size() == 10);
    CHECK(squares->moves[8].groups == "row of 4");
    CHECK(squares->moves[8].score == "1-0");
    CHECK(squares->moves[9].action == "replaces rui (1 of 3)");
    // Black pressed at 10 s after running from 0: 9:50 left; White's first press at 20 s, its
    // clock having run from Black's press at 10 s: 9:50 too.
    CHECK(squares->moves[0].clock == "9:50");
    CHECK(squares->moves[1].clock == "9:50");
    CHECK(squares->scores == std::array<int, 2>{1, 0});

    Application renju = renjuTable();
    GameSheet renjuSheet = *gameSheet(renju.state(), 1, 1);
    const auto* intersections = std::get_if<FiveInARowSheet>(&renjuSheet.play);
    REQUIRE(intersections);
    CHECK(intersections->moves.size() == 6);
    CHECK(intersections->openingCode == "2D");
    CHECK(intersections->unchosenProposals.size() == 1);
}

TEST_CASE("Records export, each family: a Ren game in the text format only, with the reason",
          "[family][records]") {
    Application ren = renTable();
    EventRecords asSgf = eventRecords(ren.state(), 1, 0, records::RecordFormat::Sgf);
    CHECK(asSgf.games.empty());
    REQUIRE(asSgf.leftOut.size() == 2);
    CHECK(asSgf.leftOut[0] ==
          "round 1 table 1 game 1: a game of ren is held by text only, not by SGF");
    CHECK(asSgf.leftOut[1] == "round 1 table 1 game 2: no move entered");
    EventRecords asText = eventRecords(ren.state(), 1, 0, records::RecordFormat::Text);
    REQUIRE(asText.games.size() == 1);
    CHECK(asText.games[0].ruleSet == "ren");
    CHECK(asText.games[0].boardSize == 10);
    CHECK(asText.games[0].moves.size() == 10);
    records::WrittenRecords text =
        records::writeRecords(asText.games, records::RecordFormat::Text, {});
    CHECK(text.problems.empty());
    CHECK(text.bytes.find("b2 d4 c2 c3 e2 e3 d1 d2 d3 e2\t") != std::string::npos);
    CHECK(text.bytes.find("rules=ren") != std::string::npos);
    CHECK(recordFormatsFor(gameOf(ren).game) ==
          std::vector<records::RecordFormat>{records::RecordFormat::Text});

    Application renju = renjuTable();
    CHECK(eventRecords(renju.state(), 1, 0, records::RecordFormat::Sgf).games.size() == 1);
    CHECK(recordFormatsFor(gameOf(renju).game).size() == 9);
}

TEST_CASE("Typed scoresheet, each family: a Ren game's squares are checked as played",
          "[family][scoresheet]") {
    Application ren = startedEvent("ren");
    CHECK_FALSE(ren.dispatch(EnterScoresheet{1, 1, "b2 d4 c2", true, "", "typed", 1}, 100)
                    .isAccepted); // in Ren the game's first player has Black
    CommandOutcome typed = ren.dispatch(
        EnterScoresheet{1, 1, "b2 d4 c2 c3 e2 e3 d1 d2 d3", false, "", "typed", 1}, 100);
    INFO(typed.message);
    REQUIRE(typed.isAccepted);
    CHECK(typed.message.find("move 9 (d3) scores 1") != std::string::npos);
    CHECK(rules::boardPoints(gameOf(ren).game) == std::array<int, 2>{1, 0});
    CommandOutcome refused =
        startedEvent("ren").dispatch(EnterScoresheet{1, 1, "b2 b2", false, "", "typed", 1}, 100);
    CHECK_FALSE(refused.isAccepted);
    CHECK(refused.message.find("move 2 (b2)") != std::string::npos);
}

TEST_CASE("Corrections, each family: what is taken back is named in the game's own words",
          "[family][corrections]") {
    Application ren = renTable();
    // The last entry is White's press after the replacement; then the replacement itself.
    test::mustAccept(ren, GameAction{1, 1, "undo", "a slip"}, 200'000);
    CHECK(describeLastEntry(gameOf(ren)) == "White's rui replacement e2 (move 10)");
    // A flag ends a Ren game: the entry that found it over names the end, not its last move.
    Application flagged = renTable();
    test::mustAccept(flagged, GameAction{1, 1, "a9"}, 2'000'000);
    CHECK(describeLastEntry(gameOf(flagged)) ==
          "the end of the game on time, recorded with 'a9' (which was not applied)");
    Application renju = renjuTable();
    test::mustAccept(renju, GameAction{1, 1, "undo", "a slip"}, 200'000);
    CHECK(describeLastEntry(gameOf(renju)) == "White's stone g7 (move 6)");
}

TEST_CASE("Print, each family: scoresheets, slips, records and the bulletin in the game's form",
          "[family][print]") {
    Application ren = renTable();
    std::string renSheets = pdfOf(ren.state(), print::DocumentKind::Scoresheets, false, "ren-s");
    CHECK(renSheets.find("Ren scoresheet") != std::string::npos);
    CHECK(renSheets.find("How it ended") != std::string::npos);
    CHECK(renSheets.find("10x10 squares") != std::string::npos);
    CHECK(renSheets.find("Claims") == std::string::npos);
    CHECK(renSheets.find("swap") == std::string::npos);
    std::string renRecord = pdfOf(ren.state(), print::DocumentKind::Record, false, "ren-r");
    CHECK(renRecord.find("What it did") != std::string::npos);
    CHECK(renRecord.find("Clock") != std::string::npos);
    CHECK(renRecord.find("9:50") != std::string::npos);
    std::string renBulletin = pdfOf(ren.state(), print::DocumentKind::Record, true, "ren-b");
    CHECK(renBulletin.find("Points: Black 1, White 0") != std::string::npos);
    std::string renSlips = pdfOf(ren.state(), print::DocumentKind::Slips, false, "ren-slip");
    CHECK(renSlips.find("forbidden") == std::string::npos);
    CHECK(renSlips.find("Points") != std::string::npos);

    Application renju = renjuTable();
    std::string renjuSheets =
        pdfOf(renju.state(), print::DocumentKind::Scoresheets, false, "renju-s");
    CHECK(renjuSheets.find("Claims") != std::string::npos);
    CHECK(renjuSheets.find("Opening rules") != std::string::npos);
    std::string renjuSlips = pdfOf(renju.state(), print::DocumentKind::Slips, false, "renju-l");
    CHECK(renjuSlips.find("forbidden 33") != std::string::npos);
    std::string freestyle =
        pdfOf(startedEvent("freestyle").state(), print::DocumentKind::Slips, false, "free-l");
    CHECK(freestyle.find("forbidden") == std::string::npos); // nothing is forbidden
    CHECK(freestyle.find("33, 44, 6") == std::string::npos);
}

TEST_CASE("Lists, each family: a Ren match by its points, legends without a swap",
          "[family][print]") {
    Application ren = renTable();
    // Game 1 ends on the board (two passes: Black 1, White 0), then game 2 (White 3, Black 0:
    // the arbiter's result, points 0 each) gives the match to Black on points.
    std::int64_t at = 100'000;
    play(ren, {"pass", "press", "pass"}, at);
    test::mustAccept(ren, StartGame{1, 1, 2}, at + 1000);
    play(ren, {"pass", "press", "pass"}, at);
    const model::Table& table = ren.state().rounds[0].tables[0];
    REQUIRE(table.result);
    CHECK(tableOwnScore(table, true) == "1 (1:0, 0:0)");
    CHECK(tableOwnScore(table, false) == "0 (0:1, 0:0)");
    std::string pairings = pdfOf(ren.state(), print::DocumentKind::Pairings, false, "ren-p");
    CHECK(pairings.find("swap") == std::string::npos);
    CHECK(pairings.find("points on the board") != std::string::npos);
    std::string renju = pdfOf(renjuTable().state(), print::DocumentKind::Pairings, false, "p");
    CHECK(renju.find("the opening may swap the colours") != std::string::npos);
}
