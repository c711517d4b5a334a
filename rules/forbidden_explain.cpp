#include "rules/forbidden_explain.hpp"

#include "rules/notation.hpp"

namespace renju::rules {

const char* lineShapeName(LineShape shape) {
    switch (shape) {
    case LineShape::Three:
        return "three";
    case LineShape::Four:
        return "four";
    case LineShape::DoubleFour:
        return "two fours";
    case LineShape::Five:
        return "five";
    case LineShape::Overline:
        return "overline";
    case LineShape::None:
        break;
    }
    return "nothing";
}

namespace {

const char* statusClause(CompletionStatus status) {
    switch (status) {
    case CompletionStatus::MakesFive:
        return " (clause 3: a three's completion must not make a five at the same time)";
    case CompletionStatus::Overline:
    case CompletionStatus::DoubleFour:
        return " (9.3 a)";
    case CompletionStatus::DoubleThree:
        return " (9.3 b)";
    case CompletionStatus::Legal:
        break;
    }
    return "";
}

std::string pointList(const std::array<Point, 11>& points, int count) {
    std::string text;
    for (int i = 0; i < count; ++i) {
        text += (i == 0 ? "" : " ") + formatPoint(points[static_cast<std::size_t>(i)]);
    }
    return text;
}

void explainInto(std::string& out, Board& board, Point point, int level, int maxDepth);

std::string indentOf(int level) {
    return std::string(static_cast<std::size_t>(4 * level), ' ');
}

void explainLine(std::string& out, Board& board, const LineWitness& line, Point candidate,
                 int level, int maxDepth) {
    std::string indent = indentOf(level) + "  ";
    out += indent + directionName(line.direction) + ": " + lineShapeName(line.shape) + " " +
           pointList(line.stones, line.stoneCount);
    if (line.shape == LineShape::Four || line.shape == LineShape::DoubleFour) {
        out += "; five at";
        for (int i = 0; i < line.keyPointCount; ++i) {
            out += " " + formatPoint(line.keyPoints[static_cast<std::size_t>(i)]);
        }
    }
    out += "\n";
    if (line.shape != LineShape::Three) {
        return;
    }
    for (int i = 0; i < line.keyPointCount; ++i) {
        Point key = line.keyPoints[static_cast<std::size_t>(i)];
        CompletionStatus status = line.keyStatus[static_cast<std::size_t>(i)];
        out += indent + "  straight four at " + formatPoint(key) + ": " +
               completionStatusName(status) + statusClause(status) + "\n";
        if (level + 1 >= maxDepth ||
            (status != CompletionStatus::DoubleThree && status != CompletionStatus::Legal)) {
            continue;
        }
        // 9.3 b: the straight-four point is judged on the board holding the candidate. A legal
        // point is explained too when it is legal only because some of its threes are not real.
        int cell = Board::cellIndex(candidate);
        board.placeAt(cell, Stone::Black);
        bool needsReason = status == CompletionStatus::DoubleThree;
        if (!needsReason) {
            ForbiddenVerdict keyVerdict = judgeBlackMove(board, key);
            needsReason =
                !keyVerdict.makesFive && keyVerdict.fourCount < 2 && keyVerdict.threeCount >= 2;
        }
        if (needsReason) {
            explainInto(out, board, key, level + 1, maxDepth);
        }
        board.removeAt(cell);
    }
    out +=
        indent + "  -> " + (line.isRealThree() ? "a real three" : "not a real three (9.3)") + "\n";
}

void explainInto(std::string& out, Board& board, Point point, int level, int maxDepth) {
    ForbiddenVerdict verdict = judgeBlackMove(board, point);
    std::string indent = indentOf(level);
    out += indent + formatPoint(point) + ": " + summarizeVerdict(verdict) + "\n";
    for (const LineWitness& line : verdict.lines) {
        if (line.shape != LineShape::None) {
            explainLine(out, board, line, point, level, maxDepth);
        }
    }
    if (!verdict.makesFive && verdict.fourCount < 2 && verdict.threeCount >= 2) {
        out += indent + "  real threes: " + std::to_string(verdict.realThreeCount) + " of " +
               std::to_string(verdict.threeCount) +
               (verdict.realThreeCount >= 2 ? " -> double-three (9.2 c)" : " -> allowed (9.3)") +
               "\n";
    }
}

} // namespace

std::string summarizeVerdict(const ForbiddenVerdict& verdict) {
    if (verdict.makesFive) {
        return "makes a five: never forbidden (9.2)";
    }
    if (verdict.kind != ForbiddenKind::None) {
        return std::string("forbidden ") + forbiddenKindName(verdict.kind) + " (" +
               forbiddenKindClause(verdict.kind) + ")";
    }
    if (verdict.threeCount >= 2) {
        return "allowed: fewer than two real threes (9.3)";
    }
    if (verdict.fourCount == 1 && verdict.threeCount == 1) {
        return "allowed: four-three";
    }
    return "allowed";
}

std::string explainBlackMove(const Board& board, Point point, int maxDepth) {
    std::string out;
    Board scratch = board;
    explainInto(out, scratch, point, 0, maxDepth);
    return out;
}

} // namespace renju::rules
