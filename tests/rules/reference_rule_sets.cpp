#include "reference_rule_sets.hpp"

#include <vector>

namespace renju::rules::test {

namespace {

constexpr int kSteps[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

/// The board as a plain grid of Stone values; off the board reads as a wall.
struct Grid {
    int size = 15;
    std::vector<Stone> cells;
    bool isOn(int col, int row) const { return col >= 0 && row >= 0 && col < size && row < size; }
    bool is(int col, int row, Stone stone) const {
        return isOn(col, row) && cells[static_cast<std::size_t>(row * size + col)] == stone;
    }
    void set(int col, int row, Stone stone) {
        cells[static_cast<std::size_t>(row * size + col)] = stone;
    }
};

/// Everything the judgement of one colour needs.
struct Judged {
    ColourRules rules;
    FiveRule opponentFive;
    Stone colour;
};

bool isFive(int length, FiveRule rule) {
    return rule == FiveRule::Exact ? length == 5 : length >= 5;
}

/// The unbroken row of `stone` through (col,row) along d, as offsets [low, high].
void runThrough(const Grid& g, int col, int row, int d, Stone stone, int& low, int& high) {
    low = 0;
    while (g.is(col + (low - 1) * kSteps[d][0], row + (low - 1) * kSteps[d][1], stone)) {
        --low;
    }
    high = 0;
    while (g.is(col + (high + 1) * kSteps[d][0], row + (high + 1) * kSteps[d][1], stone)) {
        ++high;
    }
}

int runLength(const Grid& g, int col, int row, int d, Stone stone) {
    int low = 0;
    int high = 0;
    runThrough(g, col, row, d, stone, low, high);
    return high - low + 1;
}

bool makesFiveAt(Grid& g, int col, int row, Stone stone, FiveRule rule) {
    g.set(col, row, stone);
    bool five = false;
    for (int d = 0; d < 4; ++d) {
        five = five || isFive(runLength(g, col, row, d, stone), rule);
    }
    g.set(col, row, Stone::Empty);
    return five;
}

/// The fours of the (placed) stone on line d: its five points, a pair that closes one
/// unbroken four from both ends (a straight four) counting once.
int fourCount(Grid& g, int col, int row, int d, const Judged& j) {
    std::vector<int> fivePoints;
    for (int k = -5; k <= 5; ++k) {
        int c = col + k * kSteps[d][0];
        int r = row + k * kSteps[d][1];
        if (k == 0 || !g.is(c, r, Stone::Empty)) {
            continue;
        }
        g.set(c, r, j.colour);
        if (isFive(runLength(g, col, row, d, j.colour), j.rules.five)) {
            fivePoints.push_back(k);
        }
        g.set(c, r, Stone::Empty);
    }
    if (fivePoints.size() == 2 && fivePoints[1] - fivePoints[0] == 5) {
        return 1; // `.XXXX.`: one straight four (clause 3)
    }
    return static_cast<int>(fivePoints.size());
}

ForbiddenKind kindOf(Grid& g, int col, int row, const Judged& j);

/// True when the (placed) stone makes a three on line d with a straight-four point that does
/// not make a five and that the set allows (9.3 with the set's allowances).
bool hasRealThree(Grid& g, int col, int row, int d, const Judged& j) {
    for (int k = -4; k <= 4; ++k) {
        int qc = col + k * kSteps[d][0];
        int qr = row + k * kSteps[d][1];
        if (k == 0 || !g.is(qc, qr, Stone::Empty)) {
            continue;
        }
        g.set(qc, qr, j.colour);
        int low = 0;
        int high = 0;
        runThrough(g, col, row, d, j.colour, low, high);
        auto cellIs = [&](int offset, Stone stone) {
            return g.is(col + offset * kSteps[d][0], row + offset * kSteps[d][1], stone);
        };
        bool straight = high - low + 1 == 4 && low <= k && k <= high &&
                        cellIs(low - 1, Stone::Empty) && cellIs(high + 1, Stone::Empty);
        if (straight && j.rules.five == FiveRule::Exact) {
            straight = !cellIs(low - 2, j.colour) && !cellIs(high + 2, j.colour);
        }
        g.set(qc, qr, Stone::Empty);
        if (straight && !makesFiveAt(g, qc, qr, j.colour, j.rules.five) &&
            kindOf(g, qc, qr, j) == ForbiddenKind::None) {
            return true;
        }
    }
    return false;
}

/// The kind of a stone on the empty (col,row) before the defence exception; the grid is kept.
ForbiddenKind shapeKindOf(Grid& g, int col, int row, const Judged& j) {
    g.set(col, row, j.colour);
    bool five = false;
    bool overline = false;
    int fours = 0;
    std::vector<int> fourLess;
    for (int d = 0; d < 4; ++d) {
        int length = runLength(g, col, row, d, j.colour);
        five = five || isFive(length, j.rules.five);
        overline = overline || length >= 6;
        int lineFours = fourCount(g, col, row, d, j);
        fours += lineFours;
        if (lineFours == 0) {
            fourLess.push_back(d);
        }
    }
    ForbiddenKind kind = ForbiddenKind::None;
    if (five) {
        kind = ForbiddenKind::None;
    } else if (overline && j.rules.forbidsOverline) {
        kind = ForbiddenKind::Overline;
    } else if (fours >= 2 && j.rules.forbidsDoubleFour) {
        kind = ForbiddenKind::DoubleFour;
    } else if (j.rules.threes != ThreeRule::Allowed &&
               !(j.rules.threes == ThreeRule::UnlessFour && fours > 0)) {
        int real = 0;
        for (int d : fourLess) {
            real += hasRealThree(g, col, row, d, j) ? 1 : 0;
        }
        if (real >= 2) {
            bool withFour = j.rules.threes == ThreeRule::FourThreeThree && fours > 0;
            kind = withFour ? ForbiddenKind::FourThreeThree : ForbiddenKind::DoubleThree;
        }
    }
    g.set(col, row, Stone::Empty);
    return kind;
}

ForbiddenKind kindOf(Grid& g, int col, int row, const Judged& j) {
    ForbiddenKind kind = shapeKindOf(g, col, row, j);
    if (kind != ForbiddenKind::None && j.rules.sanction == Sanction::Refused &&
        makesFiveAt(g, col, row, opponent(j.colour), j.opponentFive)) {
        return ForbiddenKind::None; // in defence
    }
    return kind;
}

} // namespace

ForbiddenKind referenceSetKind(const Board& board, Point point, RuleSet set, Stone colour) {
    Grid grid{board.size(),
              std::vector<Stone>(static_cast<std::size_t>(board.size() * board.size()))};
    for (int row = 0; row < board.size(); ++row) {
        for (int col = 0; col < board.size(); ++col) {
            grid.set(col, row, board.at(Point{col, row}));
        }
    }
    Judged judged{set.rulesFor(colour), set.fiveRuleFor(opponent(colour)), colour};
    return kindOf(grid, point.col, point.row, judged);
}

} // namespace renju::rules::test
