// Property tests: SetJudge (rules/set_judge.cpp) equals a plain reading of RULES.md's rule sets
// (reference_rule_sets.cpp) on every empty point of seeded random dense positions, on 15x15 and
// 19x19, in the middle and at the edges; and under renju's rules it equals the RIF fast path.
#include "random_positions.hpp"
#include "reference_rule_sets.hpp"
#include "rules/game_event.hpp"
#include "rules/notation.hpp"
#include "rules/set_forbidden.hpp"
#include "rules/set_judge.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

namespace {

/// What the compared positions exercised.
struct Seen {
    int forbidden = 0;
    /// Points forbidden by shape but allowed in defence (the sets that refuse moves).
    int defended = 0;
};

/// Compares SetJudge's single-point judgement and scan with the reference on every empty point.
void compareWithReference(const Board& board, RuleSet set, Stone colour, Seen& seen) {
    SetJudge judge(set, colour);
    std::vector<ForbiddenPoint> scanned;
    judge.scan(board, scanned);
    std::size_t next = 0;
    for (int col = 0; col < board.size(); ++col) {
        for (int row = 0; row < board.size(); ++row) {
            Point point{col, row};
            if (board.at(point) != Stone::Empty) {
                continue;
            }
            ForbiddenKind fast = judge.kind(board, point);
            ForbiddenKind reference = test::referenceSetKind(board, point, set, colour);
            INFO(set.name() << " " << colourName(colour) << " " << formatPoint(point) << " judge "
                            << forbiddenKindCode(fast) << " reference "
                            << forbiddenKindCode(reference));
            CHECK(fast == reference);
            if (judge.stopsOpponentFive(board, Board::cellIndex(point)) &&
                judge.verdict(board, point).defendedKind != ForbiddenKind::None) {
                ++seen.defended;
            }
            if (fast != ForbiddenKind::None) {
                ++seen.forbidden;
                REQUIRE(next < scanned.size());
                CHECK(scanned[next] == ForbiddenPoint{point, fast});
                ++next;
            }
        }
    }
    CHECK(next == scanned.size());
}

/// A start point at an edge or corner of a board of `size`.
Point edgeStart(test::Lcg& random, int size) {
    Point start{random.below(2) * (size - 1), random.below(size)};
    if (random.below(2) == 0) {
        std::swap(start.col, start.row);
    }
    return start;
}

} // namespace

TEST_CASE("Rule sets: SetJudge equals a plain reading of every set with forbidden moves",
          "[rule-set][reference]") {
    test::Lcg random{160116};
    for (RuleSet set : RuleSet::all()) {
        for (Stone colour : {Stone::Black, Stone::White}) {
            if (!set.rulesFor(colour).hasForbiddenMoves()) {
                continue;
            }
            Seen seen;
            for (int size : {15, 19}) {
                for (int game = 0; game < 90; ++game) {
                    test::DenseShape shape{size, Point{size / 2, size / 2}, 25 + random.below(45),
                                           45 + random.below(30), colour};
                    if (game % 3 == 2) {
                        shape.start = edgeStart(random, size); // edges and corners
                    }
                    compareWithReference(test::randomDensePosition(random, shape), set, colour,
                                         seen);
                }
            }
            INFO(set.name() << " " << colourName(colour) << ": " << seen.forbidden << " forbidden, "
                            << seen.defended << " in defence");
            CHECK(seen.forbidden > 80); // the positions do exercise the rules
            if (set.rulesFor(colour).sanction == Sanction::Refused) {
                CHECK(seen.defended > 0);
            }
        }
    }
}

TEST_CASE("Rule sets: the sets without forbidden moves never forbid anything",
          "[rule-set][reference]") {
    test::Lcg random{4};
    for (RuleSet set : RuleSet::all()) {
        if (set.family() != GameFamily::FiveInARow) {
            continue;
        }
        for (Stone colour : {Stone::Black, Stone::White}) {
            if (set.rulesFor(colour).hasForbiddenMoves()) {
                continue;
            }
            Board board = test::randomDensePosition(random, {19, Point{9, 9}, 60, 70, colour});
            INFO(set.name() << " " << colourName(colour));
            CHECK(findForbiddenPoints(board, set, colour).empty());
        }
    }
}

TEST_CASE("Rule sets: under renju's rules SetJudge equals the RIF fast path",
          "[rule-set][reference][renju]") {
    SetJudge judge(kRifBlackRules, FiveRule::FiveOrMore, Stone::Black);
    test::Lcg random{2026};
    for (int game = 0; game < 150; ++game) {
        int size = game % 3 == 0 ? 19 : 15;
        test::DenseShape shape{size, Point{size / 2, size / 2}, 20 + random.below(45), 60,
                               Stone::Black};
        if (game % 5 == 4) {
            shape.start = edgeStart(random, size);
        }
        Board board = test::randomDensePosition(random, shape);
        std::vector<ForbiddenPoint> general;
        judge.scan(board, general);
        CHECK(general == findForbiddenPoints(board));
        for (const ForbiddenPoint& point : general) {
            CHECK(judge.kind(board, point.point) == forbiddenKind(board, point.point));
        }
    }
}
