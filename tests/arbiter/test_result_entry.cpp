// One meaning of a result on every surface: given by colour, Black's score first ("1-0" is
// Black's win, after any swap), a forfeit by the tentative colours; a result that is there
// already changes only as a correction with its reason, and one that came from a ruling only by
// changing the ruling.
#include "app_fixture.hpp"
#include "arbiter/app/result_input.hpp"
#include "arbiter/app/result_text.hpp"
#include "arbiter/app/round_lists.hpp"
#include "arbiter/print/pdf_writer.hpp"
#include "print_support.hpp"
#include "temp_folder.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::app;
using test::mustAccept;

namespace {

const model::Table& table1(const Application& application) {
    return application.state().rounds[0].tables[0];
}

/// Table 1 after the RIF opening's swap: the second listed player holds Black.
Application swappedTable() {
    Application application = test::eventWithPlayers(2, 5, "rif");
    test::startHandPairedRound(application, 1, 1, 0);
    for (const char* event : {"h8", "h9", "h10", "swap", "press", "h7", "press"}) {
        mustAccept(application, GameAction{1, 1, event}, 1000);
    }
    return application;
}

SetResult byColour(model::ResultCode code, std::string reason = "") {
    return SetResult{1, 1, code, std::move(reason), "", 0, true};
}

} // namespace

TEST_CASE("Results by colour: 1-0 is Black's win, whoever was listed first, after a swap",
          "[results]") {
    Application application = swappedTable();
    CommandOutcome outcome = mustAccept(application, byColour(model::ResultCode::FirstWins), 2000);
    // Black is the second listed player: the table's result is the second player's win.
    REQUIRE(table1(application).result);
    CHECK(table1(application).result->code == model::ResultCode::SecondWins);
    CHECK(outcome.message.find("1-0 Black (") != std::string::npos);
    // Journaled by the players as listed, so that older journals read as they were written.
    const auto& journaled = std::get<SetResult>(*outcome.journaled);
    CHECK(journaled.code == model::ResultCode::SecondWins);
    CHECK_FALSE(journaled.isByColour);
}

TEST_CASE("Results by colour: a forfeit reads by the tentative colours", "[results]") {
    Application application = swappedTable();
    mustAccept(application, byColour(model::ResultCode::FirstForfeit), 2000);
    CHECK(table1(application).result->code == model::ResultCode::FirstForfeit);
}

TEST_CASE("Results by colour: the codes and the words every surface reads", "[results]") {
    std::string problem;
    CHECK(parseResultByColour("1-0", problem) == model::ResultCode::FirstWins);
    CHECK(parseResultByColour("Black", problem) == model::ResultCode::FirstWins);
    CHECK(parseResultByColour("white", problem) == model::ResultCode::SecondWins);
    CHECK(parseResultByColour("DRAW", problem) == model::ResultCode::Draw);
    CHECK(parseResultByColour("½-½", problem) == model::ResultCode::Draw);
    CHECK(parseResultByColour("1/2-1/2", problem) == model::ResultCode::Draw);
    CHECK(parseResultByColour("black-absent", problem) == model::ResultCode::SecondForfeit);
    CHECK(parseResultByColour("white-absent", problem) == model::ResultCode::FirstForfeit);
    CHECK(parseResultByColour("both-absent", problem) == model::ResultCode::DoubleForfeit);
    CHECK_FALSE(parseResultByColour("first", problem));
    CHECK(problem.find("'first' is not a result: give it by colour") == 0);
}

TEST_CASE("A result there already changes only as a correction, with its reason", "[results]") {
    Application application = swappedTable();
    mustAccept(application, byColour(model::ResultCode::Draw), 2000);
    CommandOutcome bare = application.dispatch(byColour(model::ResultCode::FirstWins), 3000);
    CHECK_FALSE(bare.isAccepted);
    CHECK(bare.message.find("has its result (0.5-0.5 draw (entered by the arbiter)): changing "
                            "it is a correction: give the reason") != std::string::npos);
    CHECK(table1(application).result->code == model::ResultCode::Draw);
    CommandOutcome corrected =
        mustAccept(application, byColour(model::ResultCode::FirstWins, "misread"), 4000);
    CHECK(corrected.message.find("result corrected from 0.5-0.5 draw") != std::string::npos);
    CHECK(std::get<SetResult>(*corrected.journaled).corrects == "0.5-0.5");
    // Before the round starts, a forfeit entered twice is a correction too.
    Application paired = test::eventWithPlayers(2, 5, "rif");
    mustAccept(paired, PairRound{1, {{model::PlayerId{1}, model::PlayerId{2}}}, {}, false, {}}, 0);
    mustAccept(paired, byColour(model::ResultCode::FirstForfeit), 0);
    CHECK_FALSE(paired.dispatch(byColour(model::ResultCode::SecondForfeit), 0).isAccepted);
    mustAccept(paired, byColour(model::ResultCode::SecondForfeit, "the other one came"), 0);
}

TEST_CASE("A result from a ruling changes only by changing the ruling (9.6)", "[results]") {
    Application application = test::eventWithPlayers(2, 5, "none");
    test::startHandPairedRound(application, 1, 1, 0);
    for (const char* event : {"h8", "a1", "g8", "a3", "i6", "a5", "i7", "a7", "i8",
                              "claim white forbidden", "ruling uphold"}) {
        mustAccept(application, GameAction{1, 1, event}, 1000);
    }
    REQUIRE(table1(application).result);
    CHECK(table1(application).result->reason == "forbidden-33");
    CommandOutcome refused =
        application.dispatch(byColour(model::ResultCode::FirstWins, "appeal"), 2000);
    CHECK_FALSE(refused.isAccepted);
    CHECK(refused.message.find("it comes from the ruling on the last claim; change the ruling "
                               "instead") != std::string::npos);
    // The ruling changed with its reason: the claim rejected, the game goes on.
    mustAccept(application, GameAction{1, 1, "undo", "the appeal committee upheld the appeal"},
               3000);
    mustAccept(application, GameAction{1, 1, "ruling reject"}, 3000);
    CHECK_FALSE(table1(application).result);
}

namespace {

std::string slipsText(const model::EventState& state, const std::string& name) {
    test::TempFolder folder("slips-" + name);
    print::PdfOptions options;
    options.printedAt = test::fixedPrintTime();
    std::filesystem::path path = folder.path() / "slips.pdf";
    print::writePdf(test::documentOf(state, print::DocumentKind::Slips, 1), options, path);
    return test::pdfText(path);
}

} // namespace

TEST_CASE("Slips credit the player who held Black: settled colours after the opening, a swap "
          "box before it",
          "[results][print]") {
    Application before = test::eventWithPlayers(2, 5, "rif");
    test::startHandPairedRound(before, 1, 1, 0);
    std::string blank = slipsText(before.state(), "before");
    CHECK(blank.find("First (tentative Black)") != std::string::npos);
    CHECK(blank.find("Black after the opening") != std::string::npos);
    CHECK(blank.find("swapped: the second is Black") != std::string::npos);

    Application swapped = swappedTable();
    for (const char* event : {"propose l12 e4", "press", "choose l12"}) {
        mustAccept(swapped, GameAction{1, 1, event}, 1500);
    }
    const model::Table& table = table1(swapped);
    std::string second = swapped.state().findPlayer(table.second)->name;
    std::string first = swapped.state().findPlayer(table.first)->name;
    std::string settled = slipsText(swapped.state(), "after");
    std::size_t black = settled.find("Black " + second);
    std::size_t white = settled.find("White " + first);
    CHECK(black != std::string::npos); // the second listed player ended up with Black
    CHECK(white != std::string::npos);
    CHECK(settled.find("First (tentative Black)") == std::string::npos);
}

TEST_CASE("Pairings printed after the opening's swap name the colours the players held",
          "[results][print]") {
    Application swapped = swappedTable();
    for (const char* event : {"propose l12 e4", "press", "choose l12"}) {
        mustAccept(swapped, GameAction{1, 1, event}, 1500);
    }
    const model::Table& table = table1(swapped);
    std::vector<app::NameListEntry> names = app::nameList(swapped.state(), 1);
    auto roleOf = [&](model::PlayerId id) {
        std::string name = swapped.state().findPlayer(id)->name;
        auto found = std::find_if(names.begin(), names.end(), [&](const app::NameListEntry& entry) {
            return entry.name == name;
        });
        return found == names.end() ? std::string("(missing)") : found->role;
    };
    CHECK(roleOf(table.first) == "White*");
    CHECK(roleOf(table.second) == "Black*");
    REQUIRE(app::pairingList(swapped.state(), 1).tables.size() == 1);
    CHECK(app::pairingList(swapped.state(), 1).tables[0].isSwapped);

    // Before the swap is settled, the tentative colours.
    Application before = test::eventWithPlayers(2, 5, "rif");
    test::startHandPairedRound(before, 1, 1, 0);
    CHECK_FALSE(app::pairingList(before.state(), 1).tables[0].isSwapped);
    CHECK(app::nameList(before.state(), 1)[0].role.find("swap") == std::string::npos);
}
