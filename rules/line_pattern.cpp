#include "rules/line_pattern.hpp"

#include <memory>

namespace renju::rules {

namespace {

bool isBlack(const LineWindow& window, int offset) {
    return window.at(offset) == Cell::Black;
}

int runLengthThroughCentre(const LineWindow& window) {
    auto run = blackRunThroughCentre(window);
    return run[1] - run[0] + 1;
}

// The classification is written once for both five rules; each rule gets its own instance, so
// the exact-five tables (RIF Black) are built by code with no rule test in it.

template <FiveRule Rule>
bool isFiveRun(int length) {
    return Rule == FiveRule::Exact ? length == 5 : length >= 5;
}

/// Returns true when the stones at offsets a..a+3 form a straight four: both ends are empty
/// and filling either gives a five; under the exact rule the cells beyond must not be own
/// stones (RIF 3: `.XXXX.` with both ends giving exactly five).
template <FiveRule Rule>
bool isStraightFourAt(const LineWindow& window, int first) {
    for (int offset = first; offset < first + 4; ++offset) {
        if (!isBlack(window, offset)) {
            return false;
        }
    }
    bool endsEmpty = window.at(first - 1) == Cell::Empty && window.at(first + 4) == Cell::Empty;
    if constexpr (Rule == FiveRule::FiveOrMore) {
        return endsEmpty;
    }
    return endsEmpty && !isBlack(window, first - 2) && !isBlack(window, first + 5);
}

template <FiveRule Rule>
LineOffsets completionsOf(const LineWindow& window) {
    LineOffsets completions;
    LineWindow trial = window;
    for (int offset = -4; offset <= 4; ++offset) {
        if (offset == 0 || trial.at(offset) != Cell::Empty) {
            continue;
        }
        trial.set(offset, Cell::Black);
        if (isFiveRun<Rule>(runLengthThroughCentre(trial)) && completions.count < 2) {
            completions.offsets[static_cast<std::size_t>(completions.count++)] = offset;
        }
        trial.set(offset, Cell::Empty);
    }
    return completions;
}

template <FiveRule Rule>
int straightFourStartOf(LineWindow window, int offset) {
    if (offset == 0 || window.at(offset) != Cell::Empty) {
        return kNoStraightFour;
    }
    window.set(offset, Cell::Black);
    // The four must contain both the centre and the new stone: its first offset is in [-3, 0].
    for (int first = -3; first <= 0; ++first) {
        if (first <= offset && offset <= first + 3 && isStraightFourAt<Rule>(window, first)) {
            return first;
        }
    }
    return kNoStraightFour;
}

/// Returns the offsets where one more stone makes a straight four that contains the centre.
template <FiveRule Rule>
LineOffsets straightFourPointsOf(const LineWindow& window) {
    LineOffsets points;
    for (int offset = -4; offset <= 4; ++offset) {
        if (straightFourStartOf<Rule>(window, offset) != kNoStraightFour) {
            points.offsets[static_cast<std::size_t>(points.count++)] = offset;
        }
    }
    return points;
}

template <FiveRule Rule>
LineShape classify(const LineWindow& window, LineOffsets& threePoints) {
    int run = runLengthThroughCentre(window);
    if (isFiveRun<Rule>(run)) {
        return LineShape::Five;
    }
    if (run >= 6) {
        return LineShape::Overline;
    }
    LineOffsets completions = completionsOf<Rule>(window);
    if (completions.count == 2) {
        // Two completions five apart belong to one straight four (`.XXXX.`): one four.
        bool isStraightFour = completions.offsets[1] - completions.offsets[0] == 5;
        return isStraightFour ? LineShape::Four : LineShape::DoubleFour;
    }
    if (completions.count == 1) {
        return LineShape::Four;
    }
    threePoints = straightFourPointsOf<Rule>(window);
    return threePoints.count > 0 ? LineShape::Three : LineShape::None;
}

/// The shape of every line code, and the straight-four points of every Three, packed as two
/// nibbles (offset + 5; 0 = none).
struct PatternTables {
    std::array<LineShape, Board::kLineCodeCount> shapes{};
    std::array<std::uint8_t, Board::kLineCodeCount> threePoints{};
};

template <FiveRule Rule>
std::unique_ptr<PatternTables> buildTables() {
    auto tables = std::make_unique<PatternTables>();
    for (int code = 0; code < Board::kLineCodeCount; ++code) {
        LineOffsets points;
        auto index = static_cast<std::size_t>(code);
        tables->shapes[index] =
            classify<Rule>(decodeLineCode(static_cast<std::uint16_t>(code)), points);
        int packed = 0;
        for (int i = 0; i < points.count; ++i) {
            packed |= (points.offsets[static_cast<std::size_t>(i)] + 5) << (4 * i);
        }
        tables->threePoints[index] = static_cast<std::uint8_t>(packed);
    }
    return tables;
}

/// Returns the exact-five tables (RIF Black), built once on first use (a few milliseconds).
const PatternTables& tables() {
    static const std::unique_ptr<PatternTables> instance = buildTables<FiveRule::Exact>();
    return *instance;
}

/// Returns the five-or-more tables, built once on first use; renju's Black never needs them.
const PatternTables& fiveOrMoreTables() {
    static const std::unique_ptr<PatternTables> instance = buildTables<FiveRule::FiveOrMore>();
    return *instance;
}

const PatternTables& tables(FiveRule rule) {
    return rule == FiveRule::Exact ? tables() : fiveOrMoreTables();
}

LineOffsets unpackPoints(int packed) {
    LineOffsets points;
    while (packed != 0) {
        points.offsets[static_cast<std::size_t>(points.count++)] = (packed & 0xF) - 5;
        packed >>= 4;
    }
    return points;
}

} // namespace

LineWindow decodeLineCode(std::uint16_t code) {
    LineWindow window;
    int rest = code;
    for (int offset : {-5, -4, -3, -2, -1, 1, 2, 3, 4, 5}) {
        int digit = rest % 3;
        rest /= 3;
        window.set(offset, digit == 0 ? Cell::Empty : (digit == 1 ? Cell::Black : Cell::White));
    }
    window.set(0, Cell::Black);
    return window;
}

const LineShape* blackLineShapeTable() {
    return tables().shapes.data();
}

LineOffsets blackStraightFourPoints(std::uint16_t code) {
    return unpackPoints(tables().threePoints[code]);
}

LineOffsets blackFiveCompletions(const LineWindow& window) {
    return fiveCompletions(window, FiveRule::Exact);
}

int blackStraightFourStart(LineWindow window, int offset) {
    return straightFourStart(window, offset, FiveRule::Exact);
}

const LineShape* lineShapeTable(FiveRule rule) {
    return tables(rule).shapes.data();
}

LineOffsets straightFourPoints(std::uint16_t code, FiveRule rule) {
    return unpackPoints(tables(rule).threePoints[code]);
}

LineOffsets fiveCompletions(const LineWindow& window, FiveRule rule) {
    return rule == FiveRule::Exact ? completionsOf<FiveRule::Exact>(window)
                                   : completionsOf<FiveRule::FiveOrMore>(window);
}

int straightFourStart(LineWindow window, int offset, FiveRule rule) {
    return rule == FiveRule::Exact ? straightFourStartOf<FiveRule::Exact>(window, offset)
                                   : straightFourStartOf<FiveRule::FiveOrMore>(window, offset);
}

std::array<int, 2> blackRunThroughCentre(const LineWindow& window) {
    int first = 0;
    while (first > -5 && isBlack(window, first - 1)) {
        --first;
    }
    int last = 0;
    while (last < 5 && isBlack(window, last + 1)) {
        ++last;
    }
    return {first, last};
}

} // namespace renju::rules
