// A game of Ren at one board (rules/ren/ren_game.hpp): the events of a script, their outcomes and
// the record, undo, the clock events, resignation; and the script header `rules ren [rui-limit=N]
// [lead=N]`, `board 8|10`.
#include "rules/game_script.hpp"
#include "rules/ren/ren_game.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

namespace {

GameRules renRules(int size = 8, RenVariants variants = {}) {
    return GameRules{*RuleSet::parse("ren"), size, OpeningRules{OpeningProtocol::None}, variants};
}

/// Applies every event line and returns the outcome lines, as `replay` prints them.
std::vector<std::string> play(RenGame& game, std::string_view script) {
    GameScript parsed = parseGameScript(script);
    REQUIRE(parsed.errors.empty());
    std::vector<std::string> lines;
    for (const ScriptLine& line : parsed.lines) {
        lines.push_back(formatOutcome(game.apply(line.event)));
    }
    return lines;
}

// Black's e5 makes the four-box d4-e5 (d4 e4 d5 become rui); White's fillers in the corners.
constexpr const char* kFourBoxGame = "rules ren\nboard 8\nd4\na1\ne4\nh8\nd5\na8\n";

} // namespace

TEST_CASE("Ren game: the rule set is the Ren family on 8x8 or 10x10 squares", "[ren][rule-set]") {
    RuleSet ren = *RuleSet::parse("ren");
    CHECK(ren.family() == GameFamily::Ren);
    CHECK(ren.defaultBoardSize() == 10);
    CHECK(ren.allowsBoardSize(8));
    CHECK_FALSE(ren.allowsBoardSize(15));
    CHECK_FALSE(ren.hasOpeningProtocols());
    CHECK(RuleSet::names(GameFamily::Ren) == "ren");
    CHECK(RuleSet::names(GameFamily::FiveInARow) ==
          "renju, freestyle, gomoku, japan-1899, japan-1903, japan-1912, japan-1916, japan-1918");
    CHECK(findGameRulesProblem(renRules(15)) == "ren is played on 8x8 or 10x10 squares, not 15");
    CHECK_FALSE(findGameRulesProblem(renRules(10, RenVariants{5, 6})));
    CHECK(findGameRulesProblem(renRules(10, RenVariants{3, 0})) ==
          "the lead must be 1 to 999 points, not 0");
    GameRules renju = defaultGameRules(RuleSet());
    renju.ren.lead = 6;
    CHECK(findGameRulesProblem(renju) == "rui-limit and lead are variants of ren, not of renju");
}

TEST_CASE("Ren game: every event prints what it did; a refusal names ren and changes nothing",
          "[ren][game]") {
    RenGame game(renRules());
    auto lines = play(game, "rules ren\nboard 8\ne5\ne5\nd4\n");
    CHECK(lines == std::vector<std::string>{"1. e5 Black",
                                            "refused (ren): e5 holds a Black stone that is not rui "
                                            "(Black has no rui stone now)",
                                            "2. d4 White"});
    CHECK(game.record().size() == 2);
    CHECK(game.colourToMove() == Stone::Black);
}

TEST_CASE("Ren game: a scoring move, the replacement and the score in the lines", "[ren][game]") {
    RenGame game(renRules());
    play(game, kFourBoxGame);
    auto lines = play(game, "e5\nd5\n");
    CHECK(lines.at(0) == "7. e5 Black; scores four-box d4-e5 = 1 point: Black 1, White 0; rui: d4 "
                         "e4 d5");
    CHECK(lines.at(1) == "8. d5 White replaces Black's rui stone (replacement 1 of 3 in "
                         "succession)");
    CHECK(game.score(Stone::Black) == 1);
    CHECK(game.board().at(Point{3, 4}) == Stone::White);
    CHECK(game.moves().back().kind == RenMoveKind::Replacement);
}

TEST_CASE("Ren game: undo takes back the last event; the undo stays in the record",
          "[ren][game][undo]") {
    RenGame game(renRules());
    play(game, kFourBoxGame);
    play(game, "e5\nd5\n");
    RenGame without(renRules());
    play(without, kFourBoxGame);
    play(without, "e5\n");
    auto undo = game.apply(UndoEvent{});
    CHECK(formatOutcome(undo) == "undo: takes back 'd5'; the correction is recorded");
    CHECK(game.position() == without.position());
    CHECK(game.moves() == without.moves());
    CHECK(game.record().size() == without.record().size() + 2); // d5 and the undo
    CHECK(std::holds_alternative<UndoEvent>(game.record().back()));
    RenGame fresh(renRules());
    CHECK(formatOutcome(fresh.apply(UndoEvent{})) == "refused (ren): there is nothing to undo");
}

TEST_CASE("Ren game: undo after the end takes the end back", "[ren][game][undo]") {
    RenGame game(renRules());
    play(game, "rules ren\nboard 8\ne5\nresign white\n");
    CHECK(game.result() == GameResult{Score::BlackWins, ResultReason::Resignation});
    CHECK(formatOutcome(game.apply(PassEvent{})) ==
          "refused (ren): the game is over (1-0 resignation)");
    game.apply(UndoEvent{});
    CHECK_FALSE(game.result().isOver());
    CHECK(formatOutcome(game.apply(PassEvent{})) == "2. pass by White");
}

TEST_CASE("Ren game: the clock is pressed by the player who has just moved", "[ren][game][clock]") {
    RenGame game(renRules());
    auto lines = play(game, "rules ren\nboard 8\npress\ne5\npress\npress\nd4\npress\n");
    CHECK(lines == std::vector<std::string>{
                       "refused (ren): no one has moved yet: Black's clock starts when the game "
                       "begins",
                       "1. e5 Black", "press: Black stopped their clock",
                       "refused (ren): the clock was already pressed after the last move",
                       "2. d4 White", "press: White stopped their clock"});
}

TEST_CASE("Ren game: a flag ends the game on time, the scores stay", "[ren][game][clock]") {
    RenGame game(renRules());
    auto lines = play(game, "rules ren\nboard 8\ne5\nflag black 2\nd4\n");
    CHECK(lines.at(1) == "flag: Black's time has run out, 2 move(s) short of the time control; "
                         "the game ends: White wins (time), 0 points to 0");
    CHECK(lines.at(2) == "refused (ren): the game is over (0-1 time)");
    CHECK(game.result() == GameResult{Score::WhiteWins, ResultReason::Time});
    CHECK(game.hasFlagFallen(Stone::Black));
}

TEST_CASE("Ren game: resignation ends the game", "[ren][game]") {
    RenGame game(renRules());
    auto lines = play(game, "rules ren\nboard 8\nresign black\n");
    CHECK(lines.at(0) == "resignation: Black resigns; the game ends: White wins "
                         "(resignation), 0 points to 0");
}

TEST_CASE("Ren game: the events of five-in-a-row games are refused", "[ren][game]") {
    RenGame game(renRules());
    auto lines = play(game, "rules ren\nboard 8\nswap\nclaim white five\noffer-draw\n");
    CHECK(lines.at(0) ==
          "refused (ren): 'swap' is not an event of Ren (a square, pass, resign, undo, press, "
          "flag)");
    CHECK(lines.at(1).rfind("refused (ren): 'claim white five' is not an event of Ren", 0) == 0);
    CHECK(game.record().empty());
}

TEST_CASE("Ren script: the header names ren, its variants and the board", "[ren][script]") {
    GameScript script = parseGameScript("# a game\nrules ren rui-limit=5 lead=6\nboard 8\ne4\n");
    REQUIRE(script.errors.empty());
    CHECK(script.rules.set.family() == GameFamily::Ren);
    CHECK(script.rules.boardSize == 8);
    CHECK(script.rules.ren == RenVariants{5, 6});
    CHECK(formatRenVariants(script.rules.ren) == "rui-limit=5 lead=6");
    GameScript defaults = parseGameScript("rules ren rui-limit=3\nj10\n");
    REQUIRE(defaults.errors.empty());
    CHECK(defaults.rules.boardSize == 10); // 10x10 unless the header says 8
    CHECK(defaults.rules.ren == RenVariants{});
    CHECK(formatRenVariants(defaults.rules.ren).empty());
}

TEST_CASE("Ren script: bad headers are errors on their lines", "[ren][script]") {
    auto errorOf = [](std::string_view text) {
        GameScript script = parseGameScript(text);
        REQUIRE(script.errors.size() == 1);
        return std::to_string(script.errors[0].lineNumber) + ": " + script.errors[0].message;
    };
    CHECK(errorOf("rules ren\nboard 15\n") == "2: ren is played on 8x8 or 10x10 squares, not 15");
    CHECK(errorOf("rules ren\nboard\n") == "2: board needs the number of squares: board 8|10");
    CHECK(errorOf("rules ren limit=4\n") == "1: unknown ren variant 'limit=4' (rui-limit=N, "
                                            "lead=N)");
    CHECK(errorOf("rules ren lead=six\n") == "1: lead needs a whole number: lead=N");
    CHECK(errorOf("rules ren lead=0\n") == "1: the lead must be 1 to 999 points, not 0");
    CHECK(errorOf("rules ren lead=6 lead=5\n") == "1: lead is named twice");
    CHECK(errorOf("rules renju lead=6\n").rfind("1: unknown rules 'renju lead=6'", 0) == 0);
    CHECK(errorOf("rules ren\nboard 8\ni1\n") == "3: 'i1' is not a point (a1-h8)");
}
