// HTML pages: the same documents, escaped, with inline SVG diagrams and an index per event.
#include "app_fixture.hpp"
#include "arbiter/print/board_svg.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/html_text.hpp"
#include "arbiter/print/html_writer.hpp"
#include "print_support.hpp"
#include "temp_folder.hpp"

#include <catch2/catch.hpp>
#include <regex>

using namespace renju;
using namespace renju::arbiter;
using arbiter::test::documentOf;
using arbiter::test::mustAccept;

namespace {

/// Checks that every element that is opened is closed as often.
void checkBalanced(const std::string& html) {
    for (const char* tag : {"table", "tr", "svg", "div", "dl", "p", "h2", "main", "header"}) {
        INFO(tag);
        std::string open = std::string("<") + tag;
        std::size_t opened =
            test::occurrences(html, open + " ") + test::occurrences(html, open + ">");
        CHECK(opened == test::occurrences(html, std::string("</") + tag + ">"));
    }
}

} // namespace

TEST_CASE("HTML escapes every text", "[print][html]") {
    CHECK(print::escapeHtml("<b>\"Tom\" & 'Jerry'</b>") ==
          "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;");
    app::Application application = test::eventWithPlayers(2, 1);
    model::Player player = test::named("<script>alert(\"x\")</script> & Co", 1900);
    mustAccept(application, app::EditPlayer{model::PlayerId{1}, player}, 0);
    test::startHandPairedRound(application, 1, 1, 0);
    std::string html = print::documentHtml(
        documentOf(application.state(), print::DocumentKind::Pairings), test::fixedPrintTime());
    CHECK(html.find("<script>") == std::string::npos);
    CHECK(html.find("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co") !=
          std::string::npos);
    checkBalanced(html);
}

TEST_CASE("HTML pages of the demo: names in every script, UTF-8, balanced elements",
          "[print][html]") {
    const model::EventState& state = test::demoEvent();
    for (auto kind : {print::DocumentKind::Pairings, print::DocumentKind::Standings,
                      print::DocumentKind::Crosstable, print::DocumentKind::Record,
                      print::DocumentKind::Scoresheets, print::DocumentKind::Slips}) {
        std::string html = print::documentHtml(documentOf(state, kind), test::fixedPrintTime());
        INFO(print::documentKindName(kind));
        CHECK(html.find("<meta charset=\"utf-8\">") != std::string::npos);
        CHECK(html.find("printed 2026-11-23 18:00 UTC") != std::string::npos);
        checkBalanced(html);
    }
    std::string pairings = print::documentHtml(documentOf(state, print::DocumentKind::Pairings),
                                               test::fixedPrintTime());
    for (const char* name : {"Jānis Bērziņš", "Иван Петров", "王伟", "佐藤健"}) {
        CHECK(test::occurrences(pairings, name) >= 3);
    }
}

TEST_CASE("HTML game record: the diagram is inline SVG with every stone numbered",
          "[print][html]") {
    const model::EventState& state = test::demoEvent();
    auto sheet = std::get<app::FiveInARowSheet>(app::gameSheet(state, 5, 1)->play);
    print::BoardBlock board;
    for (const app::SheetStone& stone : sheet.stones) {
        board.stones.push_back({stone.point, stone.colour, stone.number});
    }
    std::string svg = print::boardSvg(board, 300);
    CHECK(svg.rfind("<svg", 0) == 0);
    // One circle per stone and the five star points of the 15x15 board.
    CHECK(test::occurrences(svg, "<circle") == sheet.stones.size() + 5);
    // Move 1 is Black's: a white number on it.
    CHECK(std::regex_search(svg, std::regex("fill=\"#fff\"[^>]*>1</text>")));
    CHECK(test::occurrences(svg, ">o</text>") == 1); // the last column letter
    CHECK(test::occurrences(svg, ">15</text>") >= 1);
}

TEST_CASE("HTML folder: one page per document, style.css, and an index of them all",
          "[print][html]") {
    const model::EventState& state = test::demoEvent();
    test::TempFolder folder("print-html");
    std::filesystem::path web = folder / "event";
    print::writeHtml(documentOf(state, print::DocumentKind::Pairings, 3), test::fixedPrintTime(),
                     web);
    print::writeHtml(documentOf(state, print::DocumentKind::Pairings, 12 - 10),
                     test::fixedPrintTime(), web);
    print::writeHtml(documentOf(state, print::DocumentKind::Standings), test::fixedPrintTime(),
                     web);
    CHECK(std::filesystem::exists(web / "style.css"));
    CHECK(std::filesystem::exists(web / "pairings-round-3.html"));
    std::string index = test::fileText(web / "index.html");
    auto round2 = index.find("<a href=\"pairings-round-2.html\">Pairings, round 2 · ");
    auto round3 = index.find("<a href=\"pairings-round-3.html\">Pairings, round 3 · ");
    auto standings = index.find("<a href=\"standings-round-5.html\">Standings, after round 5");
    CHECK(round2 < round3);
    CHECK(round3 < standings);
    CHECK(standings != std::string::npos);
    for (const auto& entry : std::filesystem::directory_iterator(web)) {
        CHECK(entry.path().extension() != ".partial");
    }
}
