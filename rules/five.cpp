#include "rules/five.hpp"

namespace renju::rules {

namespace {

int countFrom(const Board& board, Point point, Direction direction, int step, Stone colour) {
    int count = 0;
    for (Point next = stepAlong(point, direction, step);
         board.contains(next) && board.at(next) == colour;
         next = stepAlong(next, direction, step)) {
        ++count;
    }
    return count;
}

} // namespace

int rowLengthThrough(const Board& board, Point point, Direction direction, Stone colour) {
    return 1 + countFrom(board, point, direction, -1, colour) +
           countFrom(board, point, direction, 1, colour);
}

bool makesFive(const Board& board, Point point, Stone colour) {
    return makesFive(board, point, colour,
                     colour == Stone::Black ? FiveRule::Exact : FiveRule::FiveOrMore);
}

bool makesFive(const Board& board, Point point, Stone colour, FiveRule rule) {
    for (Direction direction : kDirections) {
        if (isFiveLength(rowLengthThrough(board, point, direction, colour), rule)) {
            return true;
        }
    }
    return false;
}

std::optional<FiveRow> findFive(const Board& board, Stone colour) {
    return findFive(board, colour, colour == Stone::Black ? FiveRule::Exact : FiveRule::FiveOrMore);
}

std::optional<FiveRow> findFive(const Board& board, Stone colour, FiveRule rule) {
    for (int col = 0; col < board.size(); ++col) {
        for (int row = 0; row < board.size(); ++row) {
            Point point{col, row};
            if (board.at(point) != colour) {
                continue;
            }
            for (Direction direction : kDirections) {
                // Only the start of a row is considered, so each row is measured once.
                Point before = stepAlong(point, direction, -1);
                if (board.contains(before) && board.at(before) == colour) {
                    continue;
                }
                int length = rowLengthThrough(board, point, direction, colour);
                if (isFiveLength(length, rule)) {
                    return FiveRow{colour, point, stepAlong(point, direction, length - 1)};
                }
            }
        }
    }
    return std::nullopt;
}

bool hasBlackOverline(const Board& board) {
    return hasOverline(board, Stone::Black);
}

bool hasOverline(const Board& board, Stone colour) {
    for (int col = 0; col < board.size(); ++col) {
        for (int row = 0; row < board.size(); ++row) {
            Point point{col, row};
            if (board.at(point) != colour) {
                continue;
            }
            for (Direction direction : kDirections) {
                if (rowLengthThrough(board, point, direction, colour) >= 6) {
                    return true;
                }
            }
        }
    }
    return false;
}

} // namespace renju::rules
