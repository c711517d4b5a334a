// Printed PDFs, read back with poppler-utils: content in every script, page counts, headers
// and footers, cells that keep their text, reproducible bytes, and printing through a print
// service.
#include "app_fixture.hpp"
#include "arbiter/print/board_geometry.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/fit_check.hpp"
#include "arbiter/print/page_images.hpp"
#include "arbiter/print/pdf_blocks.hpp"
#include "arbiter/print/pdf_writer.hpp"
#include "arbiter/print/printer.hpp"
#include "arbiter/print/scoresheet_layout.hpp"
#include "print_support.hpp"
#include "temp_folder.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
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
    CHECK(text.find("By board") != std::string::npos);
    CHECK(text.find("By name") != std::string::npos);
    CHECK(text.find("Pairings, round 5") != std::string::npos);
}

TEST_CASE("PDF: every page has the event header, the printed-at time and page N of M",
          "[print][pdf]") {
    test::TempFolder folder("print-frames");
    auto pdf = writeDemo(folder, print::DocumentKind::Scoresheets, "scoresheets.pdf");
    int pages = test::pdfPages(pdf);
    // 13.1: a scoresheet for each player of the 12 tables, two sheets each (225 moves).
    CHECK(pages == 48);
    std::string text = test::pdfText(pdf);
    CHECK(test::occurrences(text, "Renju Arbiter Demo Open 2026") == 48);
    CHECK(test::occurrences(text, "printed 2026-11-23 18:00 UTC") == 48);
    CHECK(text.find("page 1 of 48") != std::string::npos);
    CHECK(text.find("page 48 of 48") != std::string::npos);
    CHECK(test::occurrences(text, "Recorded by") == 48);
    CHECK(text.find("Black (tentative)") != std::string::npos);
}

TEST_CASE("PDF: scoresheets of 225 moves, a sheet a page, on Letter as on A4", "[print][pdf]") {
    test::TempFolder folder("print-letter-sheets");
    for (print::Paper paper : {print::Paper::A4, print::Paper::Letter}) {
        INFO(print::paperName(paper));
        auto pdf = writeDemo(folder, print::DocumentKind::Scoresheets,
                             std::string(print::paperName(paper)) + ".pdf", paper);
        CHECK(test::pdfPages(pdf) == 48);
        // Every page is a whole sheet: its heading with the players, the move-number header
        // whole (never cut to "…"), and the first sheet's result line or the second's last
        // move box.
        std::string text = test::pdfText(pdf);
        CHECK(text.find("…") == std::string::npos);
        std::size_t start = 0;
        for (int page = 1; page <= 48; ++page) {
            std::size_t end = text.find('\f', start);
            std::string pageText = text.substr(start, end - start);
            INFO("page " << page);
            bool isFirst = page % 2 == 1;
            CHECK(pageText.find(isFirst ? "(sheet 1 of 2)" : "(sheet 2 of 2)") !=
                  std::string::npos);
            CHECK(pageText.find("Black (tentative)") != std::string::npos);
            CHECK(test::occurrences(pageText, "No.") >= 6);
            CHECK(pageText.find(isFirst ? "0.5-0.5 draw" : "225") != std::string::npos);
            CHECK(std::regex_search(pageText, std::regex(isFirst ? "\\b54\\b" : "\\b55\\b")));
            start = end + 1;
        }
    }
}

TEST_CASE("Scoresheets: 225 moves over two sheets, diagram cells of at least 6 mm",
          "[print][pdf]") {
    print::ScoresheetPlan plan = print::scoresheetPlan(15);
    CHECK(plan.moves == 225);
    CHECK(plan.sheets == 2);
    CHECK(plan.firstSheetLast == 54);
    print::Document document =
        documentOf(test::demoEvent(), print::DocumentKind::Scoresheets, 3, 4);
    // Every move number from 1 to 225 has its box, once for each of the two players.
    std::map<int, int> boxes;
    const print::BoardBlock* diagram = nullptr;
    double diagramColumn = 0;
    for (const print::Block& block : document.blocks) {
        if (const auto* table = std::get_if<print::TableBlock>(&block.content)) {
            for (const auto& row : table->rows) {
                for (std::size_t cell = 0; cell < row.size(); cell += 3) {
                    if (!row[cell].empty()) {
                        ++boxes[std::stoi(row[cell])];
                    }
                }
            }
        } else if (const auto* columns = std::get_if<print::ColumnsBlock>(&block.content)) {
            diagram = std::get_if<print::BoardBlock>(&columns->columns[0][0].content);
            diagramColumn =
                print::columnWidth(*columns, 0, print::pageFrame(print::Paper::A4).width);
        }
    }
    CHECK(boxes.size() == 225);
    CHECK(boxes.begin()->first == 1);
    CHECK(boxes.rbegin()->first == 225);
    CHECK(std::all_of(boxes.begin(), boxes.end(), [](const auto& box) { return box.second == 2; }));
    REQUIRE(diagram);
    // The diagram is drawn at its own width, whole in its column on either paper.
    double side = print::boardSide(*diagram, diagramColumn);
    CHECK(side == Approx(diagram->width));
    double cellMillimetres = print::boardGeometry(0, 0, side, 15).cell * 25.4 / 72;
    CHECK(cellMillimetres >= 6.0);
    CHECK(cellMillimetres == Approx(print::kScoresheetCellMillimetres));
}

TEST_CASE("PDF: every header and cell of every document prints whole and at full size, on "
          "A4 and Letter",
          "[print][pdf]") {
    using print::DocumentKind;
    for (print::Paper paper : {print::Paper::A4, print::Paper::Letter}) {
        for (DocumentKind kind :
             {DocumentKind::Pairings, DocumentKind::Standings, DocumentKind::Crosstable,
              DocumentKind::Record, DocumentKind::Scoresheets, DocumentKind::Slips}) {
            for (const model::EventState* state : {&test::demoEvent(), &longDemo()}) {
                print::Document document = documentOf(*state, kind);
                // A game record's claim words may be shrunk a little (never cut).
                double leastScale = kind == DocumentKind::Record ? 0.8 : 1.0;
                for (const print::CutText& cut : print::cutTexts(document, paper, leastScale)) {
                    FAIL_CHECK(document.title << " on " << print::paperName(paper) << ": "
                                              << (cut.isHeader ? "header" : "cell") << " '"
                                              << cut.text << "' needs " << cut.needed << " pt, has "
                                              << cut.available);
                }
            }
        }
    }
    // The check can fail: with no column to take room from, a header too wide for its column
    // is reported, and a cell.
    print::Document narrow;
    print::TableBlock table;
    table.columns.assign(8, {"Sonneborn-Berger", 1, print::Align::Left});
    table.rows = {std::vector<std::string>(8, "12"),
                  {"123456789012345678", "1", "1", "1", "1", "1", "1", "1"}};
    narrow.blocks.push_back(print::Block{table});
    auto cut = print::cutTexts(narrow, print::Paper::A4);
    REQUIRE(cut.size() == 9); // each column's header, then the long cell of the first
    CHECK(cut[0].text == "Sonneborn-Berger");
    CHECK(cut[0].isHeader);
    CHECK(cut[1].text == "123456789012345678");
    CHECK_FALSE(cut[1].isHeader);
    // A column with room beside it takes what it needs: a shared rank, a long name.
    print::TableBlock roomy;
    roomy.columns = {{"Rk.", 0.4, print::Align::Right}, {"Name", 9, print::Align::Left}};
    roomy.rows = {{"10-11", "Li Na"}};
    print::Document ranks;
    ranks.blocks.push_back(print::Block{roomy});
    CHECK(print::cutTexts(ranks, print::Paper::A4).empty());
}

TEST_CASE("Preview: the pages are those of the PDF, drawn in pixels on white", "[print][pdf]") {
    test::TempFolder folder("print-preview");
    for (print::DocumentKind kind :
         {print::DocumentKind::Pairings, print::DocumentKind::Scoresheets,
          print::DocumentKind::Crosstable}) {
        print::Document document = documentOf(test::demoEvent(), kind);
        print::PdfOptions options{print::Paper::Letter, test::fixedPrintTime()};
        int pages = print::writePdf(document, options, folder / "preview.pdf");
        print::PagePreview preview = print::renderPreview(document, options, 3, 0.5);
        CHECK(preview.pages == pages);
        REQUIRE(preview.images.size() == static_cast<std::size_t>(std::min(3, pages)));
        const print::PageImage& page = preview.images[0];
        CHECK(page.width == 306); // Letter, 612 x 792 points, at half a pixel a point
        CHECK(page.height == 396);
        REQUIRE(page.rgba.size() == 306u * 396u * 4u);
        // The corner is the white paper; the header rule under the event's name (0.8 point, so
        // a grey line at half a pixel a point) crosses the middle of the page.
        CHECK(page.rgba[0] == 255);
        CHECK(page.rgba[3] == 255);
        std::size_t darkRows = 0;
        for (std::size_t y = 25; y < 40; ++y) {
            std::size_t at = (y * 306 + 150) * 4;
            if (page.rgba[at] < 200) {
                ++darkRows;
            }
        }
        CHECK(darkRows >= 1);
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
    CHECK(
        std::regex_search(text, std::regex("Rk\\. +No\\. +Name +Fed +Rtg +Pts +Gms +BH +SB +DE")));
    CHECK(text.find("Chief arbiter (Kadri Kuusk)") != std::string::npos);
    CHECK(text.find("Standings, after round 5") != std::string::npos);
    // A player can add up his own Buchholz: the legend says what unplayed rounds count.
    CHECK(text.find("BH, unplayed") != std::string::npos);
    CHECK(text.find("16.4") != std::string::npos);
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
    print::PageFrame frame = print::pageFrame(print::Paper::A4, document.isLandscape);
    std::vector<double> edges = print::printedColumnEdges(table, frame.left, frame.width);
    // The rows of both tables (the heading, then the header row, then two rows), on a strip
    // 3 points wide around the right edge of each name column: inside the cells' padding, so
    // nothing may be drawn there but the stripes.
    double rowsTop = frame.contentTop + 36;
    REQUIRE(table.columns[2].header == "Black (first)");
    REQUIRE(table.columns[9].header == "White (second)");
    for (std::size_t column : {std::size_t{2}, std::size_t{9}}) {
        INFO("the right edge of column " << column << " at " << edges[column + 1]);
        std::vector<unsigned char> strip =
            renderedStrip(pdf, edges[column + 1] - 1.5, rowsTop, 3, 26);
        REQUIRE(strip.size() == 6 * 52);
        unsigned char darkest = *std::min_element(strip.begin(), strip.end());
        CHECK(darkest > 200);
    }
    // The same strip inside a name cell does catch text: the check can fail.
    std::vector<unsigned char> inside = renderedStrip(pdf, edges[2] + 60, rowsTop, 3, 26);
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
    CHECK(oneTable->subtitle == "round 3, table 4 · 2026-11-22 10:00");
    app::Application empty = test::eventWithPlayers(4);
    CHECK_FALSE(
        print::buildDocument(empty.state(), {print::DocumentKind::Record, 0, 0, false}, problem));
    CHECK(problem == "no round is paired yet");
}

namespace {

/// A print service that records what it is sent and refuses printers named "jammed".
class FakePrintService final : public print::PrintService {
public:
    print::PrinterListing listPrinters() override { return {true, {{"hall", "", "", true}}, ""}; }
    int submit(const std::filesystem::path& pdf, const std::string& title,
               const print::PrintTarget& target, std::string& problem) override {
        if (target.printer == "jammed") {
            problem = "The printer is not responding.";
            return 0;
        }
        sent.push_back(pdf.string() + " | " + title + " | " + target.printer + " x" +
                       std::to_string(target.copies));
        return 41 + static_cast<int>(sent.size());
    }
    std::vector<std::string> sent;
};

} // namespace

TEST_CASE("Printing: the PDF is saved, then sent to the chosen printer with the copies",
          "[print][service]") {
    test::TempFolder folder("print-service");
    print::Document document = documentOf(test::demoEvent(), print::DocumentKind::Slips, 5, 3);
    print::PdfOptions options{print::Paper::A4, test::fixedPrintTime()};
    std::string file = (folder / "slip.pdf").string();
    FakePrintService service;

    auto saved = print::printDocument(document, options, folder / "slip.pdf", &service, {});
    CHECK_FALSE(saved.isSent);
    CHECK(saved.message == "saved, not printed (no printer chosen); the PDF is at " + file);
    CHECK(service.sent.empty());
    CHECK(test::pdfPages(folder / "slip.pdf") == 1);

    auto sent = print::printDocument(document, options, folder / "slip.pdf", &service, {"hall", 3});
    CHECK(sent.isSent);
    CHECK(sent.jobId == 42);
    CHECK(sent.message == "sent to hall: 3 copies of Result slips, round 5, table 3 · 2026-11-23 "
                          "10:00 (job 42); the PDF is at " +
                              file);
    CHECK(service.sent ==
          std::vector<std::string>{file + " | Result slips, round 5, table 3 · 2026-11-23 10:00 | "
                                          "hall x3"});

    auto refused =
        print::printDocument(document, options, folder / "slip.pdf", &service, {"jammed", 1});
    CHECK_FALSE(refused.isSent);
    CHECK(refused.message ==
          "jammed refused the job (The printer is not responding.); the PDF is at " + file);
    CHECK(test::pdfPages(folder / "slip.pdf") == 1); // the PDF stays

    auto noService =
        print::printDocument(document, options, folder / "slip.pdf", nullptr, {"hall", 1});
    CHECK_FALSE(noService.isSent);
    CHECK(noService.message.rfind("saved, not printed", 0) == 0);
}

TEST_CASE("Printing from the GUI warns as the CLI does: a missing glyph names the player's No.",
          "[print][service]") {
    test::TempFolder folder("print-glyph");
    app::Application application = test::eventWithPlayers(3, 3);
    model::Player player = test::named("Li \xF0\xAA\x9C\x80\xF0\xAA\x9C\x81", 2500); // U+2A700
    mustAccept(application, app::AddPlayer{player}, 0);
    std::vector<int> numbers = application.state().pairingNumbers();
    std::string number = std::to_string(numbers.back()); // the player added last
    print::Document document = documentOf(application.state(), print::DocumentKind::Standings);
    print::PdfOptions options{print::Paper::A4, test::fixedPrintTime()};

    auto saved = print::printDocument(document, options, folder / "pairings.pdf", nullptr, {});
    REQUIRE(saved.warnings.size() == 1);
    CHECK(saved.warnings[0] == "print: no font has U+2A700 in player No. " + number + " \"" +
                                   player.name + "\"; it prints as a box");
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
    // No., Name, Fed, Rtg, the four players, Pts, Rk. and the tie-breaks (BH, SB, DE).
    REQUIRE(grid.columns.size() == 4 + 4 + 2 + 3);
    CHECK(grid.columns[9].header == "Rk.");
    CHECK(grid.columns[10].header == "BH");
    CHECK(grid.shadedCells.size() == 4);
    // Lines in pairing-number order, the diagonal against oneself: Player 1 is No. 1 (the
    // highest rating). He beat 2, beat 3 (0-1 with 3 first), drew with 4: 2.5 points, rank 1.
    CHECK(grid.rows[0][0] == "1");
    CHECK(grid.rows[0][1] == "Player 1");
    CHECK(grid.rows[0][5] == "1");
    CHECK(grid.rows[0][6] == "1");
    CHECK(grid.rows[0][7] == "½");
    CHECK(grid.rows[0][8] == "2.5");
    CHECK(grid.rows[0][9] == "1");
    for (std::size_t line = 0; line < 4; ++line) {
        CHECK(grid.shadedCells[line] == std::pair{line, 4 + line});
    }
    test::TempFolder folder("print-roundrobin");
    print::writePdf(document, {print::Paper::A4, test::fixedPrintTime()}, folder / "rr.pdf");
    std::string text = test::pdfText(folder / "rr.pdf");
    CHECK(std::regex_search(
        text, std::regex("No\\. +Name +Fed +Rtg +1 +2 +3 +4 +Pts +Rk\\. +BH +SB +DE")));
    CHECK(text.find("Player 1") < text.find("Player 2"));
    CHECK(text.find("Legend: Rk.: rank") != std::string::npos);
    CHECK(text.find("BH: Buchholz") != std::string::npos);
}
