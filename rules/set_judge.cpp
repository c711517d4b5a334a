#include "rules/set_judge.hpp"

#include "rules/line_witness.hpp"

#include <optional>

namespace renju::rules {

SetJudge::SetJudge(const ColourRules& own, FiveRule opponentFive, Stone colour)
    : m_rules(own), m_colour(colour), m_table(lineShapeTable(own.five)),
      m_opponentTable(lineShapeTable(opponentFive)) {}

SetJudge::SetJudge(RuleSet set, Stone colour)
    : SetJudge(set.rulesFor(colour), set.fiveRuleFor(opponent(colour)), colour) {}

SetJudge::Shapes SetJudge::shapesAt(const Board& board, int cell) const {
    Shapes shapes;
    for (Direction direction : kDirections) {
        shapes[static_cast<std::size_t>(direction)] =
            m_table[board.lineCodeFor(cell, direction, m_colour)];
    }
    return shapes;
}

SetJudge::Counts SetJudge::count(const Shapes& shapes) {
    Counts counts;
    for (LineShape shape : shapes) {
        counts.hasFive = counts.hasFive || shape == LineShape::Five;
        counts.hasOverline = counts.hasOverline || shape == LineShape::Overline;
        counts.fours += shape == LineShape::DoubleFour ? 2 : (shape == LineShape::Four ? 1 : 0);
        counts.threes += shape == LineShape::Three ? 1 : 0;
    }
    return counts;
}

bool SetJudge::mayBeThrees(const Counts& counts) const {
    switch (m_rules.threes) {
    case ThreeRule::Allowed:
        return false;
    case ThreeRule::UnlessFour:
        // japan-1899..1916: a move that makes a four is never a double-three (RULES.md).
        return counts.threes >= 2 && counts.fours == 0;
    case ThreeRule::DoubleThree:
    case ThreeRule::FourThreeThree:
        break;
    }
    return counts.threes >= 2;
}

ForbiddenKind SetJudge::shapeKind(Board& scratch, int cell, const Shapes& shapes) const {
    Counts counts = count(shapes);
    if (counts.hasFive) {
        return ForbiddenKind::None; // a five as the set defines it is never forbidden (5-3-3)
    }
    if (counts.hasOverline && m_rules.forbidsOverline) {
        return ForbiddenKind::Overline;
    }
    if (counts.fours >= 2 && m_rules.forbidsDoubleFour) {
        return ForbiddenKind::DoubleFour;
    }
    if (!mayBeThrees(counts) || realThrees(scratch, cell, shapes, counts.threes) < 2) {
        return ForbiddenKind::None;
    }
    // 1918: a four and two or more (real) threes are a four-three-three; under renju 4-3-3 is
    // a double-three (9.2 c).
    bool isFourThreeThree = m_rules.threes == ThreeRule::FourThreeThree && counts.fours >= 1;
    return isFourThreeThree ? ForbiddenKind::FourThreeThree : ForbiddenKind::DoubleThree;
}

ForbiddenKind SetJudge::judge(Board& scratch, int cell) const {
    ForbiddenKind kind = shapeKind(scratch, cell, shapesAt(scratch, cell));
    if (kind != ForbiddenKind::None && m_rules.sanction == Sanction::Refused &&
        stopsOpponentFive(scratch, cell)) {
        return ForbiddenKind::None; // in defence: allowed (1899, 1903)
    }
    return kind;
}

CompletionStatus SetJudge::completion(Board& scratch, int cell) const {
    // Clause 3, THREE: the stone that makes the straight four must not make a five as well.
    if (count(shapesAt(scratch, cell)).hasFive) {
        return CompletionStatus::MakesFive;
    }
    switch (judge(scratch, cell)) {
    case ForbiddenKind::Overline:
        return CompletionStatus::Overline;
    case ForbiddenKind::DoubleFour:
        return CompletionStatus::DoubleFour;
    case ForbiddenKind::DoubleThree:
        return CompletionStatus::DoubleThree;
    case ForbiddenKind::FourThreeThree:
        return CompletionStatus::FourThreeThree;
    case ForbiddenKind::None:
        break;
    }
    return CompletionStatus::Legal;
}

bool SetJudge::isRealThree(Board& scratch, int cell, Direction direction) const {
    LineOffsets points =
        straightFourPoints(scratch.lineCodeFor(cell, direction, m_colour), m_rules.five);
    for (int i = 0; i < points.count; ++i) {
        int point = cell + points.offsets[static_cast<std::size_t>(i)] * Board::cellStep(direction);
        if (completion(scratch, point) == CompletionStatus::Legal) {
            return true;
        }
    }
    return false;
}

int SetJudge::realThrees(Board& scratch, int cell, const Shapes& shapes, int threes) const {
    // 9.3, read with the set's own allowances: a three is real when one of its straight-four
    // points is a move the set allows.
    scratch.placeAt(cell, m_colour);
    int real = 0;
    for (Direction direction : kDirections) {
        if (shapes[static_cast<std::size_t>(direction)] != LineShape::Three) {
            continue;
        }
        --threes;
        real += isRealThree(scratch, cell, direction) ? 1 : 0;
        if (real >= 2 || real + threes < 2) {
            break;
        }
    }
    scratch.removeAt(cell);
    return real;
}

bool SetJudge::stopsOpponentFive(const Board& board, int cell) const {
    Stone other = opponent(m_colour);
    for (Direction direction : kDirections) {
        if (m_opponentTable[board.lineCodeFor(cell, direction, other)] == LineShape::Five) {
            return true;
        }
    }
    return false;
}

ForbiddenKind SetJudge::kind(const Board& board, Point point) const {
    if (!m_rules.hasForbiddenMoves()) {
        return ForbiddenKind::None;
    }
    Board scratch = board;
    return judge(scratch, Board::cellIndex(point));
}

ForbiddenVerdict SetJudge::verdict(const Board& board, Point point) const {
    Board scratch = board;
    int cell = Board::cellIndex(point);
    Shapes shapes = shapesAt(scratch, cell);
    Counts counts = count(shapes);
    ForbiddenVerdict verdict;
    verdict.point = point;
    verdict.colour = m_colour;
    verdict.makesFive = counts.hasFive;
    verdict.fourCount = counts.fours;
    verdict.threeCount = counts.threes;
    if (m_rules.hasForbiddenMoves()) {
        verdict.kind = shapeKind(scratch, cell, shapes);
        if (verdict.kind != ForbiddenKind::None && m_rules.sanction == Sanction::Refused &&
            stopsOpponentFive(scratch, cell)) {
            verdict.defendedKind = verdict.kind;
            verdict.kind = ForbiddenKind::None;
        }
    }
    scratch.placeAt(cell, m_colour);
    auto judgeCompletion = [this, &scratch](int key) { return completion(scratch, key); };
    for (Direction direction : kDirections) {
        LineWitness& line = verdict.lines[static_cast<std::size_t>(direction)];
        line.direction = direction;
        line.shape = shapes[static_cast<std::size_t>(direction)];
        describeLine(PlacedCandidate{scratch, cell, m_colour, m_rules.five}, line, judgeCompletion);
        verdict.realThreeCount += line.isRealThree() ? 1 : 0;
    }
    return verdict;
}

template <class CodeOf>
void SetJudge::scanWith(const Board& board, CodeOf codeOf, std::vector<ForbiddenPoint>& out) const {
    const LineShape* table = m_table;
    std::optional<Board> scratch; // copied only when a double-three needs the 9.3 recursion
    for (int col = 0; col < board.size(); ++col) {
        for (int row = 0; row < board.size(); ++row) {
            int cell = Board::cellIndex(Point{col, row});
            if (board.cell(cell) != Cell::Empty) {
                continue;
            }
            Shapes shapes = {table[codeOf(cell, Direction::Horizontal)],
                             table[codeOf(cell, Direction::Vertical)],
                             table[codeOf(cell, Direction::Diagonal)],
                             table[codeOf(cell, Direction::AntiDiagonal)]};
            if (shapes[0] == LineShape::None && shapes[1] == LineShape::None &&
                shapes[2] == LineShape::None && shapes[3] == LineShape::None) {
                continue;
            }
            Counts counts = count(shapes);
            bool mayBeForbidden =
                !counts.hasFive &&
                ((counts.hasOverline && m_rules.forbidsOverline) ||
                 (counts.fours >= 2 && m_rules.forbidsDoubleFour) || mayBeThrees(counts));
            if (!mayBeForbidden) {
                continue;
            }
            if (!scratch) {
                scratch.emplace(board);
            }
            ForbiddenKind kind = judge(*scratch, cell);
            if (kind != ForbiddenKind::None) {
                out.push_back(ForbiddenPoint{Point{col, row}, kind});
            }
        }
    }
}

void SetJudge::scan(const Board& board, std::vector<ForbiddenPoint>& out) const {
    out.clear();
    if (!m_rules.hasForbiddenMoves()) {
        return;
    }
    if (m_colour == Stone::Black) {
        scanWith(
            board, [&board](int cell, Direction d) { return board.lineCode(cell, d); }, out);
    } else {
        const std::uint16_t* swapped = swappedLineCodes();
        std::array<const std::uint16_t*, 4> walls{};
        for (Direction direction : kDirections) {
            walls[static_cast<std::size_t>(direction)] = board.wallCodes(direction);
        }
        auto whiteCode = [&](int cell, Direction d) {
            std::uint16_t wall = walls[static_cast<std::size_t>(d)][static_cast<std::size_t>(cell)];
            return Board::whiteCodeOf(board.lineCode(cell, d), wall, swapped);
        };
        scanWith(board, whiteCode, out);
    }
}

} // namespace renju::rules
