#include "rules/rule_set.hpp"

#include <array>

namespace renju::rules {

namespace {

/// One row of the table of rule sets (RULES.md, "Other games in the seeds: rule sets").
struct RuleSetRow {
    RuleSetId id;
    std::string_view name;
    std::string_view title;
    GameFamily family;
    int defaultBoardSize;
    std::array<int, 2> boardSizes;
    bool hasOpeningProtocols;
    ColourRules black;
    ColourRules white;
};

constexpr ColourRules kFree{FiveRule::FiveOrMore, false, false, ThreeRule::Allowed, Sanction::None};
constexpr ColourRules kExactFree{FiveRule::Exact, false, false, ThreeRule::Allowed, Sanction::None};
constexpr ColourRules kRefusedThrees{FiveRule::FiveOrMore, false, false, ThreeRule::UnlessFour,
                                     Sanction::Refused};
constexpr ColourRules kLosingThrees{FiveRule::FiveOrMore, false, false, ThreeRule::UnlessFour,
                                    Sanction::LosesAtOnce};
constexpr ColourRules k1916Black{FiveRule::Exact, true, false, ThreeRule::UnlessFour,
                                 Sanction::LosesAtOnce};
constexpr ColourRules k1918Black{FiveRule::Exact, true, false, ThreeRule::FourThreeThree,
                                 Sanction::LosesAtOnce};

constexpr int kGoBoard = 19;
// Seed 002: "played on a 10x10 or 8x8 board".
constexpr int kRenBoard = 10;
constexpr int kSmallRenBoard = 8;

// Seed 004 and RULES.md: free-style and gomoku on 15 (or 19); the Japanese sets of 1899-1918
// on the Go board. A double-four is forbidden only under renju (proposed in 1931).
constexpr std::array<RuleSetRow, 9> kRows{{
    {RuleSetId::Renju,
     "renju",
     "RIF Renju (RIF 1996/1998)",
     GameFamily::FiveInARow,
     kRenjuBoardSize,
     {kRenjuBoardSize, kGoBoard},
     true,
     kRifBlackRules,
     kFree},
    {RuleSetId::Freestyle,
     "freestyle",
     "completely free five-in-a-row (seed 004, rules 1-2)",
     GameFamily::FiveInARow,
     kRenjuBoardSize,
     {kRenjuBoardSize, kGoBoard},
     false,
     kFree,
     kFree},
    {RuleSetId::Gomoku,
     "gomoku",
     "standard gomoku: exactly five wins",
     GameFamily::FiveInARow,
     kRenjuBoardSize,
     {kRenjuBoardSize, kGoBoard},
     false,
     kExactFree,
     kExactFree},
    {RuleSetId::Japan1899,
     "japan-1899",
     "Japanese rules of 1899: double-three refused to both",
     GameFamily::FiveInARow,
     kGoBoard,
     {kRenjuBoardSize, kGoBoard},
     false,
     kRefusedThrees,
     kRefusedThrees},
    {RuleSetId::Japan1903,
     "japan-1903",
     "Japanese rules of 1903: Black's double-three refused",
     GameFamily::FiveInARow,
     kGoBoard,
     {kRenjuBoardSize, kGoBoard},
     false,
     kRefusedThrees,
     kFree},
    {RuleSetId::Japan1912,
     "japan-1912",
     "Japanese rules of 1912: Black's double-three loses at once",
     GameFamily::FiveInARow,
     kGoBoard,
     {kRenjuBoardSize, kGoBoard},
     false,
     kLosingThrees,
     kFree},
    {RuleSetId::Japan1916,
     "japan-1916",
     "Japanese rules of 1916: Black's double-three and overline lose at once",
     GameFamily::FiveInARow,
     kGoBoard,
     {kRenjuBoardSize, kGoBoard},
     false,
     k1916Black,
     kFree},
    {RuleSetId::Japan1918,
     "japan-1918",
     "Japanese rules of 1918: Black's double-three, overline and four-three-three lose at once",
     GameFamily::FiveInARow,
     kGoBoard,
     {kRenjuBoardSize, kGoBoard},
     false,
     k1918Black,
     kFree},
    {RuleSetId::Ren,
     "ren",
     "Ren (seed 002): a scoring game on the squares of 8x8 or 10x10",
     GameFamily::Ren,
     kRenBoard,
     {kSmallRenBoard, kRenBoard},
     false,
     kFree,
     kFree},
}};

constexpr bool rowsFollowIds() {
    for (std::size_t i = 0; i < kRows.size(); ++i) {
        if (static_cast<std::size_t>(kRows[i].id) != i) {
            return false;
        }
    }
    return true;
}
static_assert(rowsFollowIds(), "the rows of kRows are indexed by RuleSetId");

constexpr std::array<RuleSet, kRows.size()> kAll = [] {
    std::array<RuleSet, kRows.size()> all{};
    for (std::size_t i = 0; i < kRows.size(); ++i) {
        all[i] = RuleSet(kRows[i].id);
    }
    return all;
}();

const RuleSetRow& rowOf(RuleSetId id) {
    return kRows[static_cast<std::size_t>(id)];
}

} // namespace

std::optional<RuleSet> RuleSet::parse(std::string_view name) {
    for (const RuleSetRow& row : kRows) {
        if (row.name == name) {
            return RuleSet(row.id);
        }
    }
    return std::nullopt;
}

std::span<const RuleSet> RuleSet::all() {
    return kAll;
}

std::string RuleSet::names() {
    std::string text;
    for (const RuleSetRow& row : kRows) {
        text += (text.empty() ? "" : ", ") + std::string(row.name);
    }
    return text;
}

std::string RuleSet::names(GameFamily family) {
    std::string text;
    for (const RuleSetRow& row : kRows) {
        if (row.family == family) {
            text += (text.empty() ? "" : ", ") + std::string(row.name);
        }
    }
    return text;
}

std::string_view RuleSet::name() const {
    return rowOf(m_id).name;
}

std::string_view RuleSet::title() const {
    return rowOf(m_id).title;
}

GameFamily RuleSet::family() const {
    return rowOf(m_id).family;
}

int RuleSet::defaultBoardSize() const {
    return rowOf(m_id).defaultBoardSize;
}

bool RuleSet::allowsBoardSize(int size) const {
    for (int allowed : rowOf(m_id).boardSizes) {
        if (allowed == size) {
            return true;
        }
    }
    return false;
}

std::string RuleSet::boardSizesText() const {
    const auto& sizes = rowOf(m_id).boardSizes;
    return std::to_string(sizes[0]) + " or " + std::to_string(sizes[1]);
}

bool RuleSet::hasOpeningProtocols() const {
    return rowOf(m_id).hasOpeningProtocols;
}

const ColourRules& RuleSet::rulesFor(Stone colour) const {
    const RuleSetRow& row = rowOf(m_id);
    return colour == Stone::White ? row.white : row.black;
}

GameRules defaultGameRules(RuleSet set) {
    GameRules rules;
    rules.set = set;
    rules.boardSize = set.defaultBoardSize();
    rules.opening.protocol =
        set.hasOpeningProtocols() ? OpeningProtocol::Rif : OpeningProtocol::None;
    return rules;
}

std::optional<std::string> findGameRulesProblem(const GameRules& rules) {
    std::string name(rules.set.name());
    bool isRen = rules.set.family() == GameFamily::Ren;
    if (!rules.set.allowsBoardSize(rules.boardSize)) {
        if (isRen) {
            return name + " is played on 8x8 or 10x10 squares, not " +
                   std::to_string(rules.boardSize);
        }
        return name + " is played on " + rules.set.boardSizesText() + " lines, not " +
               std::to_string(rules.boardSize);
    }
    if (!isRen && rules.ren != RenVariants{}) {
        return "rui-limit and lead are variants of ren, not of " + name;
    }
    if (isRen) {
        if (auto problem = findRenVariantsProblem(rules.ren)) {
            return problem;
        }
    }
    if (!rules.set.hasOpeningProtocols() && rules.opening.protocol != OpeningProtocol::None) {
        return "opening protocols belong to renju: " + name +
               " plays the opening none (the first stone anywhere), not " +
               formatOpeningRules(rules.opening);
    }
    return std::nullopt;
}

} // namespace renju::rules
