#pragma once

#include "rules/board.hpp"
#include "rules/line_pattern.hpp"
#include "rules/rule_set.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace renju::rules {

/// Forbidden moves (RIF 9.2; the other rule sets of RULES.md). A point gets one kind, in this
/// priority: overline > double-four > four-three-three > double-three. The values are stable
/// (the bench signature hashes them): new kinds go at the end.
enum class ForbiddenKind : std::uint8_t { None, DoubleThree, DoubleFour, Overline, FourThreeThree };

/// Returns the short code of a kind as the CLI and records write it: "33", "44", "433", "6" or
/// "-".
const char* forbiddenKindCode(ForbiddenKind kind);
/// Returns the clause of 9.2 that forbids a kind: "9.2 a" (overline), "9.2 b", "9.2 c"; a
/// four-three-three, which RIF does not name (it is a double-three there), gives "1918".
const char* forbiddenKindClause(ForbiddenKind kind);
/// Returns a short English name: "overline", "double-four", "four-three-three",
/// "double-three", "not forbidden".
const char* forbiddenKindName(ForbiddenKind kind);

/// Why a straight-four point of a three can or cannot make that three real (RIF 9.3).
enum class CompletionStatus : std::uint8_t {
    Legal,       ///< a legal move that makes a straight four: the three is real
    MakesFive,   ///< the stone makes a five at the same time: not a three's completion (clause 3)
    Overline,    ///< the point is an overline (9.3 a)
    DoubleFour,  ///< the point is a double-four (9.3 a)
    DoubleThree, ///< the point is itself a forbidden double-three (9.3 b, recursively)
    FourThreeThree, ///< the point is itself a forbidden four-three-three (japan-1918)
};

/// Returns a short English reason for a completion status ("a legal move", "makes a five", ...).
const char* completionStatusName(CompletionStatus status);

/// What a candidate Black stone makes on one line, with the stones and points that show it.
struct LineWitness {
    Direction direction = Direction::Horizontal;
    LineShape shape = LineShape::None;
    /// The Black stones of the row, the candidate included: the unbroken run for a five or an
    /// overline, the stones of the four(s), or the three stones of a three.
    std::array<Point, 11> stones{};
    int stoneCount = 0;
    /// Four: the points that complete an exact five. Three: its straight-four points.
    std::array<Point, 2> keyPoints{};
    int keyPointCount = 0;
    /// Three only: whether each straight-four point may be played (9.3), in keyPoints' order.
    std::array<CompletionStatus, 2> keyStatus{};

    /// Returns true for a three with at least one legal straight-four point (9.3).
    bool isRealThree() const;
};

/// The judgement of one stone on an empty point, with its reasons.
struct ForbiddenVerdict {
    Point point{};
    /// The rule set and the colour the stone was judged under (RIF Black by default).
    RuleSet set;
    Stone colour = Stone::Black;
    ForbiddenKind kind = ForbiddenKind::None;
    /// Under a set that refuses forbidden moves: the kind the stone would have if it did not
    /// stop the opponent's five (the defence exception); then `kind` is None.
    ForbiddenKind defendedKind = ForbiddenKind::None;
    /// True when the stone makes a five as the set defines it: then it is never forbidden.
    bool makesFive = false;
    int fourCount = 0;
    int threeCount = 0;
    /// Threes with a legal straight-four point (9.3); 2 or more make a double-three.
    int realThreeCount = 0;
    /// One entry per direction, in kDirections order.
    std::array<LineWitness, 4> lines{};
};

/// Judges a Black stone on the empty on-board `point` of `board` (RIF 9.2, 9.3), with the
/// witness lines; the recursion of 9.3 runs to any depth. White is never restricted.
ForbiddenVerdict judgeBlackMove(const Board& board, Point point);

/// Returns the forbidden kind of a Black stone on the empty on-board `point` (no witnesses).
ForbiddenKind forbiddenKind(const Board& board, Point point);

/// Returns true when a Black stone on the empty on-board `point` is forbidden.
inline bool isForbidden(const Board& board, Point point) {
    return forbiddenKind(board, point) != ForbiddenKind::None;
}

/// Judges a straight-four point on a board that already holds the three's stones: whether it
/// makes a five, or is forbidden, or is legal (9.3).
CompletionStatus judgeCompletion(const Board& board, Point point);

/// A forbidden point and its kind.
struct ForbiddenPoint {
    Point point{};
    ForbiddenKind kind = ForbiddenKind::None;

    friend bool operator==(const ForbiddenPoint&, const ForbiddenPoint&) = default;
};

/// Replaces `out` with every empty point where Black may not play, sorted by column then row.
/// Reuses `out`'s capacity, so a caller that scans many positions allocates nothing per scan.
void findForbiddenPoints(const Board& board, std::vector<ForbiddenPoint>& out);

/// Returns every empty point where Black may not play, sorted by column then row.
std::vector<ForbiddenPoint> findForbiddenPoints(const Board& board);

} // namespace renju::rules
