#include "rules/forbidden.hpp"

#include "rules/line_witness.hpp"

#include <optional>

namespace renju::rules {

namespace {

using Shapes = std::array<LineShape, 4>;

Shapes lineShapes(const Board& board, int cell, const LineShape* table) {
    return {table[board.lineCode(cell, Direction::Horizontal)],
            table[board.lineCode(cell, Direction::Vertical)],
            table[board.lineCode(cell, Direction::Diagonal)],
            table[board.lineCode(cell, Direction::AntiDiagonal)]};
}

Shapes lineShapes(const Board& board, int cell) {
    return lineShapes(board, cell, blackLineShapeTable());
}

/// Counts of the shapes that matter for 9.2 once a five is ruled out.
struct ShapeCounts {
    bool hasFive = false;
    bool hasOverline = false;
    int fours = 0;
    int threes = 0;
};

ShapeCounts countShapes(const Shapes& shapes) {
    ShapeCounts counts;
    for (LineShape shape : shapes) {
        switch (shape) {
        case LineShape::Five:
            counts.hasFive = true;
            break;
        case LineShape::Overline:
            counts.hasOverline = true;
            break;
        case LineShape::DoubleFour:
            counts.fours += 2;
            break;
        case LineShape::Four:
            ++counts.fours;
            break;
        case LineShape::Three:
            ++counts.threes;
            break;
        case LineShape::None:
            break;
        }
    }
    return counts;
}

/// What the four line shapes alone decide; a double-three candidate needs the 9.3 check.
struct Prejudgement {
    ForbiddenKind kind = ForbiddenKind::None;
    bool needsThreeCheck = false;
    int threes = 0;
};

Prejudgement prejudge(const Shapes& shapes) {
    ShapeCounts counts = countShapes(shapes);
    if (counts.hasFive) {
        return {}; // 9.2: forbidden only "without at the same time attaining five in a row"
    }
    if (counts.hasOverline) {
        return {ForbiddenKind::Overline, false, 0}; // 9.2 a
    }
    if (counts.fours >= 2) {
        return {ForbiddenKind::DoubleFour, false, 0}; // 9.2 b
    }
    return {ForbiddenKind::None, counts.threes >= 2, counts.threes}; // 9.2 c, if 9.3 agrees
}

ForbiddenKind judgeCell(Board& board, int cell);

/// Judges a straight-four point on the scratch board (which holds the three already).
CompletionStatus completionStatus(Board& board, int cell) {
    Shapes shapes = lineShapes(board, cell);
    // Clause 3, THREE: the stone that makes the straight four must not make a five as well.
    if (countShapes(shapes).hasFive) {
        return CompletionStatus::MakesFive;
    }
    switch (judgeCell(board, cell)) {
    case ForbiddenKind::Overline:
        return CompletionStatus::Overline;
    case ForbiddenKind::DoubleFour:
        return CompletionStatus::DoubleFour;
    case ForbiddenKind::DoubleThree:
        return CompletionStatus::DoubleThree;
    case ForbiddenKind::FourThreeThree: // never under renju
    case ForbiddenKind::None:
        break;
    }
    return CompletionStatus::Legal;
}

/// Returns true when the three on `direction` through `cell` (already holding the candidate)
/// has a straight-four point that is a legal move (9.3 a and b).
bool isRealThree(Board& board, int cell, Direction direction) {
    LineOffsets points = blackStraightFourPoints(board.lineCode(cell, direction));
    for (int i = 0; i < points.count; ++i) {
        int point = cell + points.offsets[static_cast<std::size_t>(i)] * Board::cellStep(direction);
        if (completionStatus(board, point) == CompletionStatus::Legal) {
            return true;
        }
    }
    return false;
}

/// 9.3: decides a double-three candidate by its real threes, stopping as soon as two are real
/// or two can no longer be. The scratch board is restored before returning.
ForbiddenKind checkThrees(Board& board, int cell, const Shapes& shapes, int threes) {
    board.placeAt(cell, Stone::Black);
    int real = 0;
    for (Direction direction : kDirections) {
        if (shapes[static_cast<std::size_t>(direction)] != LineShape::Three) {
            continue;
        }
        --threes;
        real += isRealThree(board, cell, direction) ? 1 : 0;
        if (real >= 2 || real + threes < 2) {
            break;
        }
    }
    board.removeAt(cell);
    return real >= 2 ? ForbiddenKind::DoubleThree : ForbiddenKind::None;
}

/// Judges a Black stone at the empty `cell` of the scratch board, restoring it afterwards.
ForbiddenKind judgeCell(Board& board, int cell) {
    Shapes shapes = lineShapes(board, cell);
    Prejudgement pre = prejudge(shapes);
    return pre.needsThreeCheck ? checkThrees(board, cell, shapes, pre.threes) : pre.kind;
}

} // namespace

const char* forbiddenKindCode(ForbiddenKind kind) {
    switch (kind) {
    case ForbiddenKind::DoubleThree:
        return "33";
    case ForbiddenKind::FourThreeThree:
        return "433";
    case ForbiddenKind::DoubleFour:
        return "44";
    case ForbiddenKind::Overline:
        return "6";
    case ForbiddenKind::None:
        break;
    }
    return "-";
}

const char* forbiddenKindClause(ForbiddenKind kind) {
    switch (kind) {
    case ForbiddenKind::DoubleThree:
        return "9.2 c";
    case ForbiddenKind::FourThreeThree:
        return "1918";
    case ForbiddenKind::DoubleFour:
        return "9.2 b";
    case ForbiddenKind::Overline:
        return "9.2 a";
    case ForbiddenKind::None:
        break;
    }
    return "9.2";
}

const char* forbiddenKindName(ForbiddenKind kind) {
    switch (kind) {
    case ForbiddenKind::DoubleThree:
        return "double-three";
    case ForbiddenKind::FourThreeThree:
        return "four-three-three";
    case ForbiddenKind::DoubleFour:
        return "double-four";
    case ForbiddenKind::Overline:
        return "overline";
    case ForbiddenKind::None:
        break;
    }
    return "not forbidden";
}

const char* completionStatusName(CompletionStatus status) {
    switch (status) {
    case CompletionStatus::Legal:
        return "a legal move";
    case CompletionStatus::MakesFive:
        return "makes a five at the same time";
    case CompletionStatus::Overline:
        return "an overline";
    case CompletionStatus::DoubleFour:
        return "a double-four";
    case CompletionStatus::DoubleThree:
        return "a forbidden double-three";
    case CompletionStatus::FourThreeThree:
        return "a forbidden four-three-three";
    }
    return "?";
}

bool LineWitness::isRealThree() const {
    if (shape != LineShape::Three) {
        return false;
    }
    for (int i = 0; i < keyPointCount; ++i) {
        if (keyStatus[static_cast<std::size_t>(i)] == CompletionStatus::Legal) {
            return true;
        }
    }
    return false;
}

ForbiddenKind forbiddenKind(const Board& board, Point point) {
    int cell = Board::cellIndex(point);
    Shapes shapes = lineShapes(board, cell);
    Prejudgement pre = prejudge(shapes);
    if (!pre.needsThreeCheck) {
        return pre.kind;
    }
    Board scratch = board;
    return checkThrees(scratch, cell, shapes, pre.threes);
}

CompletionStatus judgeCompletion(const Board& board, Point point) {
    Board scratch = board;
    return completionStatus(scratch, Board::cellIndex(point));
}

ForbiddenVerdict judgeBlackMove(const Board& board, Point point) {
    Board scratch = board;
    int cell = Board::cellIndex(point);
    Shapes shapes = lineShapes(scratch, cell);
    ForbiddenVerdict verdict;
    verdict.point = point;
    verdict.kind = judgeCell(scratch, cell);
    ShapeCounts counts = countShapes(shapes);
    verdict.makesFive = counts.hasFive;
    verdict.fourCount = counts.fours;
    verdict.threeCount = counts.threes;
    scratch.placeAt(cell, Stone::Black);
    auto judge = [&scratch](int key) { return completionStatus(scratch, key); };
    for (Direction direction : kDirections) {
        LineWitness& line = verdict.lines[static_cast<std::size_t>(direction)];
        line.direction = direction;
        line.shape = shapes[static_cast<std::size_t>(direction)];
        describeLine(PlacedCandidate{scratch, cell, Stone::Black, FiveRule::Exact}, line, judge);
        verdict.realThreeCount += line.isRealThree() ? 1 : 0;
    }
    return verdict;
}

void findForbiddenPoints(const Board& board, std::vector<ForbiddenPoint>& out) {
    out.clear();
    const LineShape* table = blackLineShapeTable();
    std::optional<Board> scratch; // copied only when a double-three needs the 9.3 recursion
    for (int col = 0; col < board.size(); ++col) {
        for (int row = 0; row < board.size(); ++row) {
            int cell = Board::cellIndex(Point{col, row});
            if (board.cell(cell) != Cell::Empty) {
                continue;
            }
            Shapes shapes = lineShapes(board, cell, table);
            if (shapes[0] == LineShape::None && shapes[1] == LineShape::None &&
                shapes[2] == LineShape::None && shapes[3] == LineShape::None) {
                continue;
            }
            Prejudgement pre = prejudge(shapes);
            ForbiddenKind kind = pre.kind;
            if (pre.needsThreeCheck) {
                if (!scratch) {
                    scratch.emplace(board);
                }
                kind = checkThrees(*scratch, cell, shapes, pre.threes);
            }
            if (kind != ForbiddenKind::None) {
                out.push_back(ForbiddenPoint{Point{col, row}, kind});
            }
        }
    }
}

std::vector<ForbiddenPoint> findForbiddenPoints(const Board& board) {
    std::vector<ForbiddenPoint> points;
    findForbiddenPoints(board, points);
    return points;
}

} // namespace renju::rules
