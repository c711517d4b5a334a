// Ren's printed documents (seed 002): the record sheet's view-model (app/ren_sheet) and PDF,
// and the printable board with its score counters and stones to cut out; read back with
// poppler-utils; every cell and label fits.
#include "arbiter/app/ren_sheet.hpp"
#include "arbiter/print/fit_check.hpp"
#include "arbiter/print/html_writer.hpp"
#include "arbiter/print/pdf_writer.hpp"
#include "arbiter/print/ren_documents.hpp"
#include "print_support.hpp"
#include "rules/game_script.hpp"
#include "temp_folder.hpp"

#include <catch2/catch.hpp>
#include <regex>

using namespace renju;
using namespace renju::arbiter;

namespace {

rules::RenGame renGame(std::string_view script) {
    rules::GameScript parsed = rules::parseGameScript(script);
    REQUIRE(parsed.errors.empty());
    rules::RenGame game(parsed.rules);
    for (const rules::ScriptLine& line : parsed.lines) {
        game.apply(line.event);
    }
    return game;
}

// A nibai that scores (move 9), a replacement (10), a correction, White's resignation.
constexpr const char* kGame = "rules ren lead=6\nboard 8\n"
                              "b2\nd4\nc2\nc3\ne2\ne3\nd1\nd2\nd3\ne2\nundo\nc2\nh8\n"
                              "resign white\n";

} // namespace

TEST_CASE("Ren record sheet: every move with what it did, its points and the running score",
          "[print][ren]") {
    app::RenGameSheet sheet = app::renGameSheet(renGame(kGame), {"Anna Ivanova", "王伟"});
    CHECK(sheet.boardSize == 8);
    CHECK(sheet.variants == "rui limit 3, lead 6");
    REQUIRE(sheet.moves.size() == 11);
    const app::RenSheetMove& nibai = sheet.moves[8];
    CHECK(nibai.number == 9);
    CHECK(nibai.move == "d3");
    CHECK(nibai.action == "captures d2; nibai: niban d2");
    CHECK(nibai.groups == "row of 4");
    CHECK(nibai.points == 1);
    CHECK(nibai.score == "1-0");
    CHECK(sheet.moves[9].action == "replaces rui (1 of 3)");
    CHECK(sheet.moves[9].move == "c2");
    CHECK(sheet.moves[10].score == "1-0");
    auto niban = std::find_if(sheet.stones.begin(), sheet.stones.end(),
                              [](const app::RenSheetStone& s) { return s.isNiban; });
    REQUIRE(niban != sheet.stones.end());
    CHECK(niban->number == 9);
    CHECK(sheet.resultCode == "1-0");
    CHECK(sheet.resultReason == "resignation");
    CHECK(sheet.resultText == "Black (Anna Ivanova) wins: resignation, 1 point to 0");
    CHECK(sheet.notes ==
          std::vector<std::string>{"White resigned after move 11", "1 correction (undo) recorded"});
}

TEST_CASE("Ren record sheet: a game in progress and a draw", "[print][ren]") {
    app::RenGameSheet going = app::renGameSheet(renGame("rules ren\ne5\n"), {});
    CHECK(going.resultCode.empty());
    CHECK(going.resultText == "game in progress");
    CHECK(going.variants == "rui limit 3, no lead rule");
    app::RenGameSheet drawn = app::renGameSheet(renGame("rules ren\npass\npass\n"), {});
    CHECK(drawn.resultText == "draw: double-pass, 0 points each");
    CHECK(app::renPlayerText(rules::Stone::White, {}) == "White");
}

TEST_CASE("Ren record sheet: the PDF has the board, every move and the result, every text whole",
          "[print][ren][pdf]") {
    app::RenGameSheet sheet = app::renGameSheet(renGame(kGame), {"Anna Ivanova", "王伟"});
    print::Document document = print::renRecordDocument(sheet, {"Ren club night", "game 1"});
    for (print::Paper paper : {print::Paper::A4, print::Paper::Letter}) {
        CHECK(print::cutTexts(document, paper).empty());
    }
    test::TempFolder folder("ren-record");
    std::filesystem::path pdf = folder / "record.pdf";
    CHECK(print::writePdf(document, {print::Paper::A4, test::fixedPrintTime()}, pdf) == 1);
    std::string text = test::pdfText(pdf);
    for (const char* expected :
         {"Ren club night", "Ren game record", "Black (Anna Ivanova) - White (王伟)",
          "captures d2; nibai: niban d2", "replaces rui (1 of 3)", "rui limit 3, lead 6",
          "White resigned after move 11", "Final score: Black 1, White 0",
          "1-0 Black (Anna Ivanova) wins:", "resignation, 1 point to 0"}) {
        INFO(expected);
        CHECK(text.find(expected) != std::string::npos);
    }
    std::filesystem::path page = print::writeHtml(document, test::fixedPrintTime(), folder / "web");
    std::string html = test::fileText(page);
    CHECK(test::occurrences(html, "<rect ") == 64); // the 8x8 squares
    CHECK(html.find(">9</text>") != std::string::npos);
}

TEST_CASE("Ren board: the 10x10 board with counters on a page, 120 stones on the next",
          "[print][ren][pdf]") {
    print::Document document = print::renBoardDocument();
    test::TempFolder folder("ren-board");
    for (print::Paper paper : {print::Paper::A4, print::Paper::Letter}) {
        INFO(static_cast<int>(paper));
        CHECK(print::cutTexts(document, paper).empty());
        std::filesystem::path pdf = folder / "board.pdf";
        CHECK(print::writePdf(document, {paper, test::fixedPrintTime()}, pdf) == 2);
        std::string text = test::pdfText(pdf);
        std::string first = text.substr(0, text.find('\f'));
        // Both counters: a row of tens and a row of ones, each numbered 0 to 9.
        for (const char* row : {"tens", "ones"}) {
            std::regex counter(std::string(row) + R"(\s+0\s+1\s+2\s+3\s+4\s+5\s+6\s+7\s+8\s+9)");
            auto found = std::sregex_iterator(first.begin(), first.end(), counter);
            CHECK(std::distance(found, std::sregex_iterator()) == 2);
        }
        CHECK(first.find("10") != std::string::npos); // the row numbers of the board
        CHECK(text.find("60 Black and 60 White") != std::string::npos);
    }
    int stones = 0;
    for (const print::Block& block : document.blocks) {
        if (const auto* board = std::get_if<print::BoardBlock>(&block.content)) {
            if (board->look == print::BoardLook::CutOut) {
                stones += static_cast<int>(board->stones.size());
            }
        }
    }
    CHECK(stones == 120);
}
