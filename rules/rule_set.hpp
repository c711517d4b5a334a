#pragma once

#include "rules/board.hpp"
#include "rules/opening_protocol.hpp"
#include "rules/ren/ren_variants.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace renju::rules {

/// The kind of game a rule set plays. Each family has its own board, moves and ends: the
/// five-in-a-row family is everything in `Game` (intersections, fives, forbidden moves, claims);
/// Ren (seed 002) is `RenGame` (squares, scoring groups, rui, captures, nibai).
enum class GameFamily : std::uint8_t { FiveInARow, Ren };

/// What makes a row a five for one colour (RULES.md, table of rule sets: "wins").
enum class FiveRule : std::uint8_t {
    Exact,      ///< exactly five; six or more is an overline (RIF 3 for Black, gomoku)
    FiveOrMore, ///< five or more (RIF 9.1 for White, freestyle, the Japanese sets)
};

/// How a colour's double-three rule treats a move that also makes a four.
enum class ThreeRule : std::uint8_t {
    Allowed,        ///< no double-three rule
    DoubleThree,    ///< RIF 9.2 c: two real threes are forbidden whatever else the move makes
    UnlessFour,     ///< japan-1899..1916: a move that makes a four is never a double-three
    FourThreeThree, ///< japan-1918: double-three, and with a four a four-three-three (433)
};

/// What happens to a colour's forbidden move (RULES.md, "refused" and "loses at once").
enum class Sanction : std::uint8_t {
    None,        ///< the colour has no forbidden moves
    Claim,       ///< RIF 9.2, 9.6, 9.8: the stone is recorded and the opponent may claim it
    Refused,     ///< 1899, 1903: the stone cannot be played, except in defence
    LosesAtOnce, ///< 1912 on: the stone is recorded and the game ends at once, no claim
};

/// One colour's part of a five-in-a-row rule set.
struct ColourRules {
    FiveRule five = FiveRule::FiveOrMore;
    bool forbidsOverline = false;
    bool forbidsDoubleFour = false;
    ThreeRule threes = ThreeRule::Allowed;
    Sanction sanction = Sanction::None;

    /// Returns true when some move of this colour can be forbidden.
    constexpr bool hasForbiddenMoves() const {
        return forbidsOverline || forbidsDoubleFour || threes != ThreeRule::Allowed;
    }

    friend constexpr bool operator==(const ColourRules&, const ColourRules&) = default;
};

/// Black's rules under RIF Renju (9.2, 9.3): the checker's fast path is written for these.
inline constexpr ColourRules kRifBlackRules{FiveRule::Exact, true, true, ThreeRule::DoubleThree,
                                            Sanction::Claim};

/// The named rule sets, one per row of RULES.md's table.
enum class RuleSetId : std::uint8_t {
    Renju,
    Freestyle,
    Gomoku,
    Japan1899,
    Japan1903,
    Japan1912,
    Japan1916,
    Japan1918,
    /// Ren (seed 002): not a five-in-a-row set; its colour rules are unused.
    Ren,
};

/// A rule set: a small value naming one row of the table of rule sets (RULES.md, "Other games
/// in the seeds: rule sets"). Everything that differs between sets is data of the row, so a
/// new set is a new row, not a new branch. The default is `renju`; the text form is the name.
class RuleSet {
public:
    constexpr RuleSet() = default;
    constexpr explicit RuleSet(RuleSetId id) : m_id(id) {}

    /// Returns the set named `name` ("renju", "japan-1918", ...), or nothing.
    static std::optional<RuleSet> parse(std::string_view name);
    /// Returns every set, in the table's order.
    static std::span<const RuleSet> all();
    /// Returns the names of every set separated by ", ", for messages.
    static std::string names();
    /// Returns the names of the sets of one family separated by ", " (the five-in-a-row sets
    /// for the forbidden points and records, which Ren has none of).
    static std::string names(GameFamily family);

    RuleSetId id() const { return m_id; }
    /// Returns the name, as scripts, the CLI and event files write it: "japan-1903".
    std::string_view name() const;
    /// Returns a one-line description, e.g. "Japanese rules of 1918 (seed 004)".
    std::string_view title() const;
    GameFamily family() const;
    /// Returns the board size a game of this set has unless the event says otherwise.
    int defaultBoardSize() const;
    /// Returns true when games of this set may be played on `size` x `size`.
    bool allowsBoardSize(int size) const;
    /// Returns the allowed sizes as text, e.g. "15 or 19".
    std::string boardSizesText() const;
    /// Returns true for the set whose games follow opening protocols (`renju`); the others
    /// play the opening `none` with the first stone anywhere.
    bool hasOpeningProtocols() const;
    /// Returns the rules of one colour.
    const ColourRules& rulesFor(Stone colour) const;
    /// Returns what makes a five for `colour`.
    FiveRule fiveRuleFor(Stone colour) const { return rulesFor(colour).five; }

    friend constexpr bool operator==(RuleSet, RuleSet) = default;

private:
    RuleSetId m_id = RuleSetId::Renju;
};

/// Everything a game is played under: the rule set, the board and the opening protocol, and
/// under ren its variants. The constructor keeps `GameRules{set, size, opening}` working as it
/// did when this was an aggregate of three members.
struct GameRules {
    RuleSet set;
    /// Intersections a side for five-in-a-row, squares a side for Ren.
    int boardSize = kRenjuBoardSize;
    OpeningRules opening;
    /// The variants of seed 002 (used only when `set` is ren).
    RenVariants ren;

    GameRules() = default;
    GameRules(RuleSet ruleSet, int size, OpeningRules openingRules = {},
              RenVariants renVariants = {})
        : set(ruleSet), boardSize(size), opening(openingRules), ren(renVariants) {}

    friend bool operator==(const GameRules&, const GameRules&) = default;
};

/// Returns the rules of a set with its default board and opening (`rif` for renju, else `none`).
GameRules defaultGameRules(RuleSet set);

/// Returns why a game cannot be played under `rules` (a board size the set does not use, an
/// opening protocol under a set that has none, Ren's variants under another set or out of
/// range), or nothing when it can.
std::optional<std::string> findGameRulesProblem(const GameRules& rules);

} // namespace renju::rules
