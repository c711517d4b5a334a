#include "rules/line_witness.hpp"

namespace renju::rules {

namespace {

void addStone(LineWitness& line, Point point) {
    for (int i = 0; i < line.stoneCount; ++i) {
        if (line.stones[static_cast<std::size_t>(i)] == point) {
            return;
        }
    }
    line.stones[static_cast<std::size_t>(line.stoneCount++)] = point;
}

/// Adds the candidate's own stones (decoded as Black) between two offsets.
void addOwnStonesBetween(LineWitness& line, const LineWindow& window, Point centre, int from,
                         int to) {
    for (int offset = from; offset <= to; ++offset) {
        if (window.at(offset) == Cell::Black) {
            addStone(line, stepAlong(centre, line.direction, offset));
        }
    }
}

void describeFours(LineWitness& line, const LineWindow& window, Point centre, FiveRule rule) {
    LineOffsets completions = fiveCompletions(window, rule);
    for (int i = 0; i < completions.count; ++i) {
        int offset = completions.offsets[static_cast<std::size_t>(i)];
        line.keyPoints[static_cast<std::size_t>(line.keyPointCount++)] =
            stepAlong(centre, line.direction, offset);
        // The five would be a window of five cells holding the centre and the completion.
        for (int start = -4; start <= 0; ++start) {
            bool isFiveWindow = start <= offset && offset <= start + 4;
            for (int k = start; k <= start + 4 && isFiveWindow; ++k) {
                isFiveWindow = k == offset || window.at(k) == Cell::Black;
            }
            if (isFiveWindow) {
                addOwnStonesBetween(line, window, centre, start, start + 4);
            }
        }
    }
}

} // namespace

void describeLine(const PlacedCandidate& candidate, LineWitness& line,
                  const CompletionJudge& judge) {
    FiveRule rule = candidate.rule;
    Point centre = Board::pointOf(candidate.cell);
    std::uint16_t code = candidate.board.lineCodeFor(candidate.cell, line.direction, candidate.own);
    LineWindow window = decodeLineCode(code);
    switch (line.shape) {
    case LineShape::Five:
    case LineShape::Overline: {
        auto run = blackRunThroughCentre(window);
        addOwnStonesBetween(line, window, centre, run[0], run[1]);
        break;
    }
    case LineShape::Four:
    case LineShape::DoubleFour:
        describeFours(line, window, centre, rule);
        break;
    case LineShape::Three: {
        LineOffsets points = straightFourPoints(code, rule);
        for (int i = 0; i < points.count; ++i) {
            int offset = points.offsets[static_cast<std::size_t>(i)];
            Point point = stepAlong(centre, line.direction, offset);
            line.keyPoints[static_cast<std::size_t>(line.keyPointCount)] = point;
            line.keyStatus[static_cast<std::size_t>(line.keyPointCount)] =
                judge(Board::cellIndex(point));
            ++line.keyPointCount;
            if (i == 0) {
                // The three's stones: those of the straight four the first point makes.
                int first = straightFourStart(window, offset, rule);
                addOwnStonesBetween(line, window, centre, first, first + 3);
            }
        }
        break;
    }
    case LineShape::None:
        break;
    }
}

} // namespace renju::rules
