// Ren (seed 002): random legal play on 8x8 and 10x10 under every variant. After every move the
// score is the sum of the points the moves reported (the nine-box's swap and 10 points
// included), no stone count goes wrong through captures, niban stones and replacements, and the
// rui stones are what RULES.md says they are. A refused move changes nothing.
#include "random_positions.hpp"
#include "ren_diagram.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>

using namespace renju::rules;

namespace {

/// Returns a random legal move: a replacement half of the time when one is allowed, a pass
/// now and then, else a random empty square.
Move randomMove(test::Lcg& random, const RenPosition& position, const RenVariants& variants) {
    if (!position.rui.empty() && position.ruiRun < variants.ruiLimit && random.below(2) == 0) {
        return Move::at(position.rui[static_cast<std::size_t>(
            random.below(static_cast<int>(position.rui.size())))]);
    }
    int size = position.board.size();
    if (random.below(40) == 0 || position.board.isFull()) {
        return Move::pass();
    }
    while (true) {
        Point square{random.below(size), random.below(size)};
        if (position.board.at(square) == Stone::Empty) {
            return Move::at(square);
        }
    }
}

/// Counts the stones of `colour` square by square.
int recount(const RenBoard& board, Stone colour) {
    int count = 0;
    for (int row = 0; row < board.size(); ++row) {
        for (int col = 0; col < board.size(); ++col) {
            count += board.at(Point{col, row}) == colour ? 1 : 0;
        }
    }
    return count;
}

/// Checks the stone counts a move leaves against what it reported.
void checkStones(const RenPosition& position, const RenMoveReport& report,
                 std::array<int, 2>& expected) {
    std::size_t mover = renSide(report.colour);
    if (report.kind == RenMoveKind::Placement) {
        expected[mover] += 1 + (report.niban ? 1 : 0);
        expected[1 - mover] -= static_cast<int>(report.captures.size());
    } else if (report.kind == RenMoveKind::Replacement) {
        expected[mover] += 1;
        expected[1 - mover] -= 1;
        CHECK(report.captures.empty());
    }
    const RenBoard& board = position.board;
    CHECK(board.count(Stone::Black) == expected[0]);
    CHECK(board.count(Stone::White) == expected[1]);
    CHECK(recount(board, Stone::Black) == expected[0]);
    CHECK(recount(board, Stone::White) == expected[1]);
    int size = board.size();
    CHECK(board.count(Stone::Empty) == size * size - expected[0] - expected[1]);
    CHECK(report.captures.size() <= 4);
    CHECK((!report.niban || report.captures.size() == 1));
}

/// Checks the rui of a move: the mover's stones next to the square played, never a niban.
void checkRui(const RenPosition& position, const RenMoveReport& report) {
    CHECK((report.rui.empty() || report.points > 0));
    for (Point square : report.rui) {
        CHECK(position.board.at(square) == report.colour);
        CHECK_FALSE(position.board.isNiban(square));
        CHECK(std::abs(square.col - report.square.col) <= 1);
        CHECK(std::abs(square.row - report.square.row) <= 1);
        CHECK(square != report.square);
    }
}

/// Adds a move's points to `sum` as RULES.md says, and checks the score against it.
void checkScore(const RenMoveReport& report, std::array<int, 2>& sum) {
    std::size_t mover = renSide(report.colour);
    int groupPoints = 0;
    for (const RenGroup& group : report.groups) {
        groupPoints += group.points;
    }
    if (report.isNineBox) {
        CHECK(report.swapsScores == (sum[mover] < sum[1 - mover]));
        if (report.swapsScores) {
            std::swap(sum[0], sum[1]);
        }
        sum[mover] += 10;
    } else {
        CHECK(groupPoints == report.points);
        sum[mover] += report.points;
    }
    CHECK(report.scoresAfter == sum);
}

/// Plays one random game and checks every move; returns the number of moves.
int playRandomGame(test::Lcg& random, int size, const RenVariants& variants) {
    RenPosition position = initialRenPosition(size);
    std::array<int, 2> sum{};
    std::array<int, 2> stones{};
    int moves = 0;
    while (!position.result.isOver() && moves < 400) {
        // An occupied square that is not a current rui stone is refused and changes nothing.
        Point probe{random.below(size), random.below(size)};
        if (position.board.at(probe) != Stone::Empty && !position.isRui(probe)) {
            RenPosition before = position;
            CHECK(playRenMove(position, Move::at(probe), variants).refusal != RenRefusal::None);
            CHECK(position == before);
        }
        RenPlay play = playRenMove(position, randomMove(random, position, variants), variants);
        REQUIRE(play.refusal == RenRefusal::None);
        CHECK(play.report.ruiRun <= variants.ruiLimit);
        checkStones(position, play.report, stones);
        checkRui(position, play.report);
        checkScore(play.report, sum);
        CHECK(position.scores == sum);
        ++moves;
    }
    CHECK(position.result.isOver());
    CHECK(playRenMove(position, Move::pass(), variants).refusal == RenRefusal::GameOver);
    return moves;
}

} // namespace

TEST_CASE("Ren property: random legal play keeps the score and every stone count right",
          "[ren][property]") {
    test::Lcg random{20060510};
    int moves = 0;
    for (int game = 0; game < 240; ++game) {
        int size = game % 2 == 0 ? 10 : 8;
        RenVariants variants{game % 3 == 0 ? 5 : 3, std::nullopt};
        if (game % 4 == 3) {
            variants.lead = 6;
        }
        INFO("game " << game);
        moves += playRandomGame(random, size, variants);
    }
    CHECK(moves > 240 * 20);
}
