// Printed PDFs, read back with poppler-utils: content in every script, page counts, headers
// and footers, cells that keep their text, reproducible bytes, and printing through lp.
#include "app_fixture.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/pdf_blocks.hpp"
#include "arbiter/print/pdf_writer.hpp"
#include "arbiter/print/printer.hpp"
#include "print_support.hpp"
#include "temp_folder.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <regex>

using namespace renju;
using namespace renju::arbiter;
using arbiter::test::documentOf;
using arbiter::test::mustAccept;

namespace {

std::filesystem::path writeDemo(const test::TempFolder& folder, print::DocumentKind kind,
                                const std::string& name, print::Paper paper = print::Paper::A4,
                                bool isBulletin = false) {
    std::filesystem::path path = folder / name;
    print::writePdf(documentOf(test::demoEvent(), kind, 0, 0, isBulletin),
                    {paper, test::fixedPrintTime()}, path);
    return path;
}

/// An event whose players have names far too long for any cell, in three scripts.
app::Application longNamesEvent() {
    app::Application application;
    model::EventSettings settings;
    settings.name = "Long Names Cup";
    mustAccept(application, app::CreateEvent{settings}, 0);
    for (const char* name :
         {"Wolfgang Amadeus Theophilus Maximilian Sebastian Hieronymus von Hohenzollern-Berg",
          "Александра Константиновна Преображенская-Воскресенская-Новгородская",
          "欧阳慕容司马上官诸葛东方皇甫尉迟公羊长孙宇文令狐端木", "Li Na"}) {
        model::Player player = test::named(name, 2000);
        player.federation = "GER";
        mustAccept(application, app::AddPlayer{player}, 0);
    }
    test::startHandPairedRound(application, 1, 2, 0);
    return application;
}

/// Returns the grey levels (0 black, 255 white) of a strip of page 1 rendered at 144 dpi
/// (2 pixels a point): `pdftoppm -gray`, read back from its PGM file.
std::vector<unsigned char> renderedStrip(const std::filesystem::path& pdf, double x, double y,
                                         double width, double height) {
    auto pixels = [](double points) { return std::to_string(static_cast<int>(points * 2)); };
    std::filesystem::path root = pdf.parent_path() / "strip";
    test::commandOutput("pdftoppm -gray -r 144 -f 1 -l 1 -singlefile -x " + pixels(x) + " -y " +
                        pixels(y) + " -W " + pixels(width) + " -H " + pixels(height) + " '" +
                        pdf.string() + "' '" + root.string() + "'");
    std::string image = test::fileText(root.string() + ".pgm");
    // "P5\nW H\n255\n" and then one byte per pixel.
    std::size_t start = 0;
    for (int lines = 0; lines < 3; ++lines) {
        start = image.find('\n', start) + 1;
    }
    return std::vector<unsigned char>(image.begin() + static_cast<std::ptrdiff_t>(start),
                                      image.end());
}

/// A longer demo: 34 players, 15 rounds (long games, two-digit pairing numbers).
const model::EventState& longDemo() {
    static const model::EventState state = [] {
        app::DemoOptions options;
        options.players = 34;
        options.rounds = 15;
        return test::demoEventWith(options);
    }();
    return state;
}

} // namespace

TEST_CASE("PDF pairings: by table and by name, names in Latin, Cyrillic, Chinese, Japanese",
          "[print][pdf]") {
    test::TempFolder folder("print-pairings");
    auto pdf = writeDemo(folder, print::DocumentKind::Pairings, "pairings.pdf");
    std::string text = test::pdfText(pdf);
    CHECK(test::pdfPages(pdf) == 2);
    for (const char* name : {"Jānis Bērziņš", "Petra Dvořáková", "Иван Петров", "Марина Коваленко",
                             "王伟", "刘洋", "佐藤健", "渡辺結衣"}) {
        INFO(name);
        CHECK(test::occurrences(text, name) >= 3); // at a table, in the list, as an opponent
    }
    CHECK(text.find("By table") != std::string::npos);
    CHECK(text.find("By name") != std::string::npos);
    CHECK(text.find("Pairings, round 5") != std::string::npos);
}

TEST_CASE("PDF: every page has the event header, the printed-at time and page N of M",
          "[print][pdf]") {
    test::TempFolder folder("print-frames");
    auto pdf = writeDemo(folder, print::DocumentKind::Scoresheets, "scoresheets.pdf");
    int pages = test::pdfPages(pdf);
    CHECK(pages == 24); // 13.1: one scoresheet for each player of the 12 tables
    std::string text = test::pdfText(pdf);
    CHECK(test::occurrences(text, "Renju Arbiter Demo Open 2026") == 24);
    CHECK(test::occurrences(text, "printed 2026-11-23 18:00 UTC") == 24);
    CHECK(text.find("page 1 of 24") != std::string::npos);
    CHECK(text.find("page 24 of 24") != std::string::npos);
    CHECK(test::occurrences(text, "Recorded by") == 24);
    CHECK(text.find("Black (tentative)") != std::string::npos);
}

TEST_CASE("PDF: one page for each scoresheet on Letter as on A4", "[print][pdf]") {
    test::TempFolder folder("print-letter-sheets");
    auto pdf =
        writeDemo(folder, print::DocumentKind::Scoresheets, "letter.pdf", print::Paper::Letter);
    CHECK(test::pdfPages(pdf) == 24);
    // Every page is a whole sheet: its heading, its last move box and its result line.
    std::string text = test::pdfText(pdf);
    std::size_t start = 0;
    for (int page = 1; page <= 24; ++page) {
        std::size_t end = text.find('\f', start);
        std::string pageText = text.substr(start, end - start);
        INFO("page " << page);
        CHECK(pageText.find("Scoresheet: round 5") != std::string::npos);
        CHECK(pageText.find("90") != std::string::npos);
        CHECK(pageText.find("0.5-0.5") != std::string::npos);
        start = end + 1;
    }
}

TEST_CASE("PDF crosstable of many rounds: printed across the page, every result whole",
          "[print][pdf]") {
    const model::EventState& state = longDemo();
    test::TempFolder folder("print-wide-crosstable");
    std::filesystem::path pdf = folder / "crosstable.pdf";
    print::writePdf(documentOf(state, print::DocumentKind::Crosstable),
                    {print::Paper::A4, test::fixedPrintTime()}, pdf);
    CHECK(test::commandOutput("pdfinfo '" + pdf.string() + "'").find("841.89 x 595.276") !=
          std::string::npos);
    std::string text = test::pdfText(pdf);
    CHECK(text.find("R15") != std::string::npos);
    CHECK(text.find("…") == std::string::npos); // nothing cut to fit its cell
    // The demo's standard crosstable of 5 rounds stays upright.
    auto upright = writeDemo(folder, print::DocumentKind::Crosstable, "upright.pdf");
    CHECK(test::commandOutput("pdfinfo '" + upright.string() + "'").find("595.276 x 841.89") !=
          std::string::npos);
}

TEST_CASE("PDF game records: the result and signature lines never stand alone on a page",
          "[print][pdf]") {
    test::TempFolder folder("print-record-tails");
    int resultPages = 0;
    for (int round : {1, 8, 15}) {
        std::filesystem::path pdf = folder / ("records-" + std::to_string(round) + ".pdf");
        print::writePdf(documentOf(longDemo(), print::DocumentKind::Record, round),
                        {print::Paper::A4, test::fixedPrintTime()}, pdf);
        std::string text = test::pdfText(pdf);
        std::size_t start = 0;
        while (start < text.size()) {
            std::size_t end = std::min(text.find('\f', start), text.size());
            std::string page = text.substr(start, end - start);
            if (page.find("Result:") != std::string::npos) {
                ++resultPages;
                INFO("round " << round << ":\n" << page);
                CHECK(page.find("Clock") != std::string::npos); // some of the moves come along
            }
            start = end + 1;
        }
    }
    CHECK(resultPages == 51); // 17 games a round
}

TEST_CASE("PDF: A4 and Letter", "[print][pdf]") {
    test::TempFolder folder("print-paper");
    auto a4 = writeDemo(folder, print::DocumentKind::Standings, "a4.pdf");
    auto letter =
        writeDemo(folder, print::DocumentKind::Standings, "letter.pdf", print::Paper::Letter);
    CHECK(test::commandOutput("pdfinfo '" + a4.string() + "'").find("(A4)") != std::string::npos);
    CHECK(test::commandOutput("pdfinfo '" + letter.string() + "'").find("(letter)") !=
          std::string::npos);
}

TEST_CASE("PDF standings: the event's tie-break columns and the chief arbiter's line",
          "[print][pdf]") {
    test::TempFolder folder("print-standings");
    auto pdf = writeDemo(folder, print::DocumentKind::Standings, "standings.pdf");
    std::string text = test::pdfText(pdf);
    CHECK(std::regex_search(text, std::regex("Rank +No\\. +Name +Fed +Rating +Pts +BH +SB +DE")));
    CHECK(text.find("Chief arbiter (Kadri Kuusk)") != std::string::npos);
    CHECK(text.find("Standings, after round 5") != std::string::npos);
}

TEST_CASE("PDF game records: diagram numbers, opening, clocks, claims, result, signatures",
          "[print][pdf]") {
    test::TempFolder folder("print-record");
    auto pdf = writeDemo(folder, print::DocumentKind::Record, "records.pdf");
    CHECK(test::pdfPages(pdf) == 12);
    std::string text = test::pdfText(pdf);
    CHECK(test::occurrences(text, "Opening rules") == 12);
    CHECK(text.find("Claims and rulings") != std::string::npos);
    CHECK(text.find("Advice: uphold (9.1)") != std::string::npos);
    CHECK(std::regex_search(text, std::regex("1:2[0-9]:[0-5][0-9]")));    // clock readings
    CHECK(std::regex_search(text, std::regex("[0-9]+[DI] [A-Z][a-z]+"))); // e.g. "3I Kosei"
    CHECK(test::occurrences(text, "Arbiter") >= 12);
    auto bulletin =
        writeDemo(folder, print::DocumentKind::Record, "bulletin.pdf", print::Paper::A4, true);
    CHECK(test::pdfPages(bulletin) == 3); // four games a page
}

TEST_CASE("PDF slips and crosstable", "[print][pdf]") {
    test::TempFolder folder("print-slips");
    auto slips = writeDemo(folder, print::DocumentKind::Slips, "slips.pdf");
    std::string text = test::pdfText(slips);
    CHECK(test::occurrences(text, "Result slip: round 5, table") == 12);
    CHECK(test::occurrences(text, "forbidden 33") == 12);
    CHECK(test::pdfPages(slips) == 4);
    auto crosstable = writeDemo(folder, print::DocumentKind::Crosstable, "crosstable.pdf");
    std::string chart = test::pdfText(crosstable);
    CHECK(std::regex_search(chart, std::regex("R1 +R2 +R3 +R4 +R5 +Pts")));
    CHECK(chart.find("bye =") != std::string::npos);
}

TEST_CASE("PDF: a text too long for its cell is shrunk, then cut, never drawn over the next "
          "cell",
          "[print][pdf]") {
    app::Application application = longNamesEvent();
    print::Document document = documentOf(application.state(), print::DocumentKind::Pairings);
    test::TempFolder folder("print-overflow");
    std::filesystem::path pdf = folder / "long.pdf";
    print::writePdf(document, {print::Paper::A4, test::fixedPrintTime()}, pdf);
    const auto& table = std::get<print::TableBlock>(document.blocks[1].content);
    print::PageFrame frame = print::pageFrame(print::Paper::A4);
    std::vector<double> edges = print::columnEdges(table, frame.left, frame.width);
    // The rows of both tables (the heading, then the header row, then two rows), on a strip
    // 3 points wide around the right edge of each name column: inside the cells' padding, so
    // nothing may be drawn there but the stripes.
    double rowsTop = frame.contentTop + 36;
    for (std::size_t column : {std::size_t{1}, std::size_t{5}}) {
        INFO("the right edge of column " << column << " at " << edges[column + 1]);
        std::vector<unsigned char> strip =
            renderedStrip(pdf, edges[column + 1] - 1.5, rowsTop, 3, 26);
        REQUIRE(strip.size() == 6 * 52);
        unsigned char darkest = *std::min_element(strip.begin(), strip.end());
        CHECK(darkest > 200);
    }
    // The same strip inside a name cell does catch text: the check can fail.
    std::vector<unsigned char> inside = renderedStrip(pdf, edges[1] + 60, rowsTop, 3, 26);
    CHECK(*std::min_element(inside.begin(), inside.end()) < 128);
    std::string text = test::pdfText(pdf);
    CHECK(test::occurrences(text, "GER") >= 4); // the federation cells keep their text
    // The text layer keeps a cut name whole (cairo maps the ellipsis to the elided text), so
    // searching the PDF finds it.
    CHECK(text.find("Hohenzollern-Berg") != std::string::npos);
    CHECK(text.find("Li Na") != std::string::npos);
}

TEST_CASE("PDF: the same event and printed-at time give the same bytes; metadata dates",
          "[print][pdf]") {
    test::TempFolder folder("print-reproducible");
    auto first = writeDemo(folder, print::DocumentKind::Record, "first.pdf");
    auto second = writeDemo(folder, print::DocumentKind::Record, "second.pdf");
    CHECK(test::fileText(first) == test::fileText(second));
    std::string info = test::commandOutput("pdfinfo -isodates '" + first.string() + "'");
    CHECK(std::regex_search(info, std::regex("CreationDate: +2026-11-23T18:00:00Z")));
    CHECK(std::regex_search(info, std::regex("ModDate: +2026-11-23T18:00:00Z")));
    CHECK(std::regex_search(info, std::regex("Creator: +Renju Arbiter")));
}

TEST_CASE("PDF: an unwritable file is an error naming it; nothing is left behind", "[print][pdf]") {
    print::Document document = documentOf(test::demoEvent(), print::DocumentKind::Standings);
    test::TempFolder folder("print-unwritable");
    std::filesystem::path path = folder / "missing-folder" / "standings.pdf";
    CHECK_THROWS_WITH(print::writePdf(document, {}, path),
                      Catch::Contains("cannot write " + path.string()));
    CHECK_FALSE(std::filesystem::exists(folder / "missing-folder"));
}

TEST_CASE("Documents: a round or table that does not exist is refused with the reason", "[print]") {
    const model::EventState& state = test::demoEvent();
    std::string problem;
    CHECK_FALSE(print::buildDocument(state, {print::DocumentKind::Pairings, 9, 0, false}, problem));
    CHECK(problem == "round 9 is not paired (rounds 1-5 are paired)");
    CHECK_FALSE(print::buildDocument(state, {print::DocumentKind::Slips, 2, 40, false}, problem));
    CHECK(problem == "round 2 has no table 40 (tables 1-11)");
    CHECK_FALSE(
        print::buildDocument(state, {print::DocumentKind::Standings, 0, 3, false}, problem));
    CHECK(problem ==
          "--table is not an option of `print standings` (only of record, scoresheets and slips)");
    auto oneTable =
        print::buildDocument(state, {print::DocumentKind::Scoresheets, 3, 4, false}, problem);
    REQUIRE(oneTable);
    CHECK(oneTable->fileStem == "scoresheets-round-3-table-4");
    CHECK(oneTable->subtitle == "round 3, table 4");
    app::Application empty = test::eventWithPlayers(4);
    CHECK_FALSE(
        print::buildDocument(empty.state(), {print::DocumentKind::Record, 0, 0, false}, problem));
    CHECK(problem == "no round is paired yet");
}

TEST_CASE("Printing: sent with lp when CUPS is there, otherwise the file's place is told",
          "[print][lp]") {
    test::TempFolder folder("print-lp");
    print::Document document = documentOf(test::demoEvent(), print::DocumentKind::Slips, 5, 3);
    print::PdfOptions options{print::Paper::A4, test::fixedPrintTime()};
    std::filesystem::create_directories(folder / "bin");
    std::filesystem::create_directories(folder / "empty");

    auto noPrinter = print::printDocument(document, options, folder / "slip.pdf",
                                          {"", (folder / "empty").string()});
    CHECK_FALSE(noPrinter.isSent);
    CHECK(noPrinter.message == "no printer: CUPS (lp) is not installed; the PDF is at " +
                                   (folder / "slip.pdf").string());
    CHECK(test::pdfPages(folder / "slip.pdf") == 1);

    std::filesystem::path lp = folder / "bin" / "lp";
    {
        std::ofstream script(lp);
        script << "#!/bin/sh\necho \"$@\" > '" << (folder / "args").string()
               << "'\necho 'request id is hall-7 (1 file(s))'\n";
    }
    std::filesystem::permissions(lp, std::filesystem::perms::owner_all);
    auto sent = print::printDocument(document, options, folder / "slip.pdf",
                                     {"hall printer", (folder / "bin").string()});
    CHECK(sent.isSent);
    CHECK(sent.message == "sent to the printer (request id is hall-7 (1 file(s)))");
    CHECK(test::fileText(folder / "args") ==
          "-d hall printer -t Result slips -- " + (folder / "slip.pdf").string() + "\n");

    {
        std::ofstream script(lp);
        script << "#!/bin/sh\necho 'lp: The printer or class does not exist.' >&2\nexit 1\n";
    }
    auto refused = print::printDocument(document, options, folder / "slip.pdf",
                                        {"nowhere", (folder / "bin").string()});
    CHECK_FALSE(refused.isSent);
    CHECK(refused.message == "the printer refused the job (lp: lp: The printer or class does "
                             "not exist.); the PDF is at " +
                                 (folder / "slip.pdf").string());
}

TEST_CASE("PDF crosstable of a round robin: a grid of players, the diagonal shaded",
          "[print][pdf]") {
    app::Application application = test::eventWithPlayers(4, 3);
    model::EventSettings settings = application.state().settings;
    settings.system = model::PairingSystem::RoundRobin;
    mustAccept(application, app::EditEvent{settings}, 0);
    const int pairs[3][4] = {{1, 2, 3, 4}, {3, 1, 2, 4}, {1, 4, 2, 3}};
    const model::ResultCode results[3][2] = {
        {model::ResultCode::FirstWins, model::ResultCode::Draw},
        {model::ResultCode::SecondWins, model::ResultCode::FirstForfeit},
        {model::ResultCode::Draw, model::ResultCode::SecondWins}};
    for (int round = 1; round <= 3; ++round) {
        const int* ids = pairs[round - 1];
        app::PairRound pairing;
        pairing.round = round;
        pairing.tables = {{model::PlayerId{ids[0]}, model::PlayerId{ids[1]}},
                          {model::PlayerId{ids[2]}, model::PlayerId{ids[3]}}};
        mustAccept(application, pairing, 0);
        mustAccept(application, app::PublishRound{round}, 0);
        mustAccept(application, app::StartRound{round}, 0);
        for (int table = 1; table <= 2; ++table) {
            mustAccept(application, app::SetResult{round, table, results[round - 1][table - 1], ""},
                       0);
        }
        mustAccept(application, app::FinishRound{round}, 0);
    }
    print::Document document = documentOf(application.state(), print::DocumentKind::Crosstable);
    const auto& grid = std::get<print::TableBlock>(document.blocks[0].content);
    REQUIRE(grid.rows.size() == 4);
    CHECK(grid.columns.size() == 3 + 4 + 1); // No., Name, Fed, the four players, Pts
    CHECK(grid.shadedCells.size() == 4);
    // Player 1: beat 2, beat 3 (0-1 with 3 first), drew with 4: 2.5 points, first line.
    CHECK(grid.rows[0][1] == "Player 1");
    CHECK(grid.rows[0][7] == "2.5");
    test::TempFolder folder("print-roundrobin");
    print::writePdf(document, {print::Paper::A4, test::fixedPrintTime()}, folder / "rr.pdf");
    std::string text = test::pdfText(folder / "rr.pdf");
    CHECK(std::regex_search(text, std::regex("No\\. +Name +Fed +1 +2 +3 +4 +Pts")));
    CHECK(text.find("Player 1") < text.find("Player 2"));
}
