#pragma once

#include "rules/forbidden.hpp"
#include "rules/rule_set.hpp"

#include <array>
#include <vector>

namespace renju::rules {

/// The forbidden-move judge of one colour under any five-in-a-row rule set (RULES.md, "Other
/// games in the seeds: rule sets"): the colour's five rule, the shapes its set forbids, the
/// 9.3 recursion with the set's own allowances, four-three-three, and the defence exception of
/// the sets that refuse moves. It reads the same line codes and tables as the RIF checker of
/// forbidden.cpp, which stays the fast path for renju's Black; tests check the two agree.
class SetJudge {
public:
    /// Judges `colour` under `own`; `opponentFive` is the opponent's five rule (for defence).
    SetJudge(const ColourRules& own, FiveRule opponentFive, Stone colour);
    /// Judges `colour` under its rules in `set`.
    SetJudge(RuleSet set, Stone colour);

    Stone colour() const { return m_colour; }
    const ColourRules& rules() const { return m_rules; }

    /// Returns the kind of a stone of the colour on the empty on-board `point`.
    ForbiddenKind kind(const Board& board, Point point) const;
    /// Returns the judgement of a stone on the empty on-board `point`, with its witness lines
    /// (the verdict's set is left to the caller).
    ForbiddenVerdict verdict(const Board& board, Point point) const;
    /// Replaces `out` with every empty point where the colour may not play, sorted by column
    /// then row.
    void scan(const Board& board, std::vector<ForbiddenPoint>& out) const;
    /// Returns true when the opponent would make a five on the empty `cell`: a stone there
    /// stops a four (the defence exception of the sets that refuse moves).
    bool stopsOpponentFive(const Board& board, int cell) const;

private:
    using Shapes = std::array<LineShape, 4>;

    /// What the four line shapes of a stone make.
    struct Counts {
        bool hasFive = false;
        bool hasOverline = false;
        int fours = 0;
        int threes = 0;
    };

    Shapes shapesAt(const Board& board, int cell) const;
    static Counts count(const Shapes& shapes);
    /// Returns true when the shapes can make a forbidden double-three or four-three-three.
    bool mayBeThrees(const Counts& counts) const;
    /// Judges the shapes of a stone on the scratch board, without the defence exception.
    ForbiddenKind shapeKind(Board& scratch, int cell, const Shapes& shapes) const;
    /// Judges a stone on the scratch board with the defence exception; the board is restored.
    ForbiddenKind judge(Board& scratch, int cell) const;
    /// Judges a straight-four point of a three on the scratch board (9.3).
    CompletionStatus completion(Board& scratch, int cell) const;
    /// Counts the real threes of a stone (9.3), stopping at two; the board is restored.
    int realThrees(Board& scratch, int cell, const Shapes& shapes, int threes) const;
    bool isRealThree(Board& scratch, int cell, Direction direction) const;
    /// The scan, with the line codes read by `codeOf(cell, direction)` (inlined per colour).
    template <class CodeOf>
    void scanWith(const Board& board, CodeOf codeOf, std::vector<ForbiddenPoint>& out) const;

    ColourRules m_rules;
    Stone m_colour;
    const LineShape* m_table;
    const LineShape* m_opponentTable;
};

} // namespace renju::rules
