#include "reference_forbidden.hpp"

#include <set>
#include <vector>

namespace renju::rules::test {

namespace {

constexpr int kEmpty = 0;
constexpr int kBlack = 1;
constexpr int kWhite = 2;
constexpr int kOff = 3;
constexpr int kSteps[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

struct Grid {
    int size = 15;
    std::vector<int> cells;

    int get(int col, int row) const {
        if (col < 0 || row < 0 || col >= size || row >= size) {
            return kOff;
        }
        return cells[static_cast<std::size_t>(row * size + col)];
    }
    void set(int col, int row, int value) {
        cells[static_cast<std::size_t>(row * size + col)] = value;
    }
};

/// Length of the unbroken Black row through (col,row) along direction d.
int runLength(const Grid& g, int col, int row, int d) {
    int length = 1;
    for (int sign : {-1, 1}) {
        int c = col + sign * kSteps[d][0];
        int r = row + sign * kSteps[d][1];
        while (g.get(c, r) == kBlack) {
            ++length;
            c += sign * kSteps[d][0];
            r += sign * kSteps[d][1];
        }
    }
    return length;
}

bool makesExactFive(const Grid& g, int col, int row) {
    for (int d = 0; d < 4; ++d) {
        if (runLength(g, col, row, d) == 5) {
            return true;
        }
    }
    return false;
}

/// The number of distinct fours through the (placed) stone on direction d: sets of four Black
/// stones in a five-cell window with one empty cell whose filling gives exactly five.
int fourCount(const Grid& g, int col, int row, int d) {
    std::set<std::vector<int>> fours;
    for (int start = -4; start <= 0; ++start) {
        std::vector<int> stones;
        int empties = 0;
        int emptyAt = 0;
        bool blocked = false;
        for (int k = start; k < start + 5; ++k) {
            int v = g.get(col + k * kSteps[d][0], row + k * kSteps[d][1]);
            if (v == kBlack) {
                stones.push_back(k);
            } else if (v == kEmpty) {
                ++empties;
                emptyAt = k;
            } else {
                blocked = true;
            }
        }
        if (blocked || empties != 1) {
            continue;
        }
        Grid trial = g;
        trial.set(col + emptyAt * kSteps[d][0], row + emptyAt * kSteps[d][1], kBlack);
        if (runLength(trial, col, row, d) == 5) {
            fours.insert(stones);
        }
    }
    return static_cast<int>(fours.size());
}

int kindOf(Grid& g, int col, int row);

/// True when the (placed) stone makes a three on direction d with a straight-four point that
/// does not make a five and is not itself forbidden (9.3).
bool hasRealThree(Grid& g, int col, int row, int d) {
    for (int k = -4; k <= 4; ++k) {
        int qc = col + k * kSteps[d][0];
        int qr = row + k * kSteps[d][1];
        if (k == 0 || g.get(qc, qr) != kEmpty) {
            continue;
        }
        g.set(qc, qr, kBlack);
        // Straight four: the unbroken run through both stones is four long, and both cells
        // beyond it are empty and would give exactly five.
        bool straight = false;
        if (runLength(g, col, row, d) == 4 && runLength(g, qc, qr, d) == 4) {
            int lo = 0;
            while (g.get(col + (lo - 1) * kSteps[d][0], row + (lo - 1) * kSteps[d][1]) == kBlack) {
                --lo;
            }
            int hi = lo + 3;
            auto at = [&](int offset) {
                return g.get(col + offset * kSteps[d][0], row + offset * kSteps[d][1]);
            };
            straight = at(lo - 1) == kEmpty && at(hi + 1) == kEmpty && at(lo - 2) != kBlack &&
                       at(hi + 2) != kBlack;
        }
        bool fiveToo = straight && makesExactFive(g, qc, qr);
        g.set(qc, qr, kEmpty);
        if (straight && !fiveToo) {
            if (kindOf(g, qc, qr) == 0) {
                return true;
            }
        }
    }
    return false;
}

/// 0 allowed, 1 double-three, 2 double-four, 3 overline; the grid is restored.
int kindOf(Grid& g, int col, int row) {
    g.set(col, row, kBlack);
    int result = 0;
    bool five = false;
    bool overline = false;
    int fours = 0;
    for (int d = 0; d < 4; ++d) {
        int run = runLength(g, col, row, d);
        five = five || run == 5;
        overline = overline || run >= 6;
        fours += fourCount(g, col, row, d);
    }
    if (five) {
        result = 0;
    } else if (overline) {
        result = 3;
    } else if (fours >= 2) {
        result = 2;
    } else {
        int threes = 0;
        for (int d = 0; d < 4; ++d) {
            if (fourCount(g, col, row, d) == 0 && hasRealThree(g, col, row, d)) {
                ++threes;
            }
        }
        result = threes >= 2 ? 1 : 0;
    }
    g.set(col, row, kEmpty);
    return result;
}

} // namespace

ForbiddenKind referenceForbiddenKind(const Board& board, Point point) {
    Grid grid{board.size(),
              std::vector<int>(static_cast<std::size_t>(board.size() * board.size()))};
    for (int row = 0; row < board.size(); ++row) {
        for (int col = 0; col < board.size(); ++col) {
            Stone stone = board.at(Point{col, row});
            grid.set(col, row,
                     stone == Stone::Black ? kBlack : (stone == Stone::White ? kWhite : kEmpty));
        }
    }
    switch (kindOf(grid, point.col, point.row)) {
    case 1:
        return ForbiddenKind::DoubleThree;
    case 2:
        return ForbiddenKind::DoubleFour;
    case 3:
        return ForbiddenKind::Overline;
    default:
        return ForbiddenKind::None;
    }
}

} // namespace renju::rules::test
