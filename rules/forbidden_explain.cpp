#include "rules/forbidden_explain.hpp"

#include "rules/notation.hpp"
#include "rules/set_forbidden.hpp"

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
    case CompletionStatus::FourThreeThree:
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

/// What an explanation judges (one colour under one set) and how deep it goes.
struct Subject {
    RuleSet set;
    Stone colour = Stone::Black;
    int maxDepth = 4;
};

/// The stone being explained and its depth in the 9.3 recursion.
struct Step {
    Point candidate;
    int level = 0;
};

void explainInto(std::string& out, Board& board, const Step& step, const Subject& subject);

/// Returns true when a verdict turns on its threes (9.3): they are counted and explained.
bool turnsOnThrees(const ForbiddenVerdict& verdict) {
    const ColourRules& rules = verdict.set.rulesFor(verdict.colour);
    if (verdict.makesFive || verdict.threeCount < 2 || rules.threes == ThreeRule::Allowed) {
        return false;
    }
    if (rules.forbidsDoubleFour && verdict.fourCount >= 2) {
        return false;
    }
    return !(rules.threes == ThreeRule::UnlessFour && verdict.fourCount >= 1);
}

bool isRenju(const ForbiddenVerdict& verdict) {
    return verdict.set == RuleSet();
}

std::string threesConclusion(const ForbiddenVerdict& verdict) {
    if (verdict.realThreeCount < 2) {
        return " -> allowed (9.3)";
    }
    if (isRenju(verdict)) {
        return " -> double-three (9.2 c)";
    }
    ForbiddenKind kind = verdict.kind != ForbiddenKind::None ? verdict.kind : verdict.defendedKind;
    return std::string(" -> ") + forbiddenKindName(kind) + " (" +
           forbiddingRule(kind, verdict.set) + ")";
}

std::string indentOf(int level) {
    return std::string(static_cast<std::size_t>(4 * level), ' ');
}

void explainLine(std::string& out, Board& board, const LineWitness& line, const Step& step,
                 const Subject& subject) {
    int level = step.level;
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
        bool isThrees =
            status == CompletionStatus::DoubleThree || status == CompletionStatus::FourThreeThree;
        if (level + 1 >= subject.maxDepth || (!isThrees && status != CompletionStatus::Legal)) {
            continue;
        }
        // 9.3 b: the straight-four point is judged on the board holding the candidate. A legal
        // point is explained too when it is legal only because some of its threes are not real.
        int cell = Board::cellIndex(step.candidate);
        board.placeAt(cell, subject.colour);
        bool needsReason = isThrees;
        if (!needsReason) {
            needsReason = turnsOnThrees(judgeMove(board, key, subject.set, subject.colour));
        }
        if (needsReason) {
            explainInto(out, board, Step{key, level + 1}, subject);
        }
        board.removeAt(cell);
    }
    out +=
        indent + "  -> " + (line.isRealThree() ? "a real three" : "not a real three (9.3)") + "\n";
}

void explainInto(std::string& out, Board& board, const Step& step, const Subject& subject) {
    ForbiddenVerdict verdict = judgeMove(board, step.candidate, subject.set, subject.colour);
    std::string indent = indentOf(step.level);
    out += indent + formatPoint(step.candidate) + ": " + summarizeVerdict(verdict) + "\n";
    for (const LineWitness& line : verdict.lines) {
        if (line.shape != LineShape::None) {
            explainLine(out, board, line, step, subject);
        }
    }
    if (turnsOnThrees(verdict)) {
        out += indent + "  real threes: " + std::to_string(verdict.realThreeCount) + " of " +
               std::to_string(verdict.threeCount) + threesConclusion(verdict) + "\n";
    }
}

const char* sanctionText(Sanction sanction) {
    switch (sanction) {
    case Sanction::Refused:
        return "refused";
    case Sanction::LosesAtOnce:
        return "loses at once";
    case Sanction::Claim:
        return "the opponent may claim it";
    case Sanction::None:
        break;
    }
    return "not forbidden";
}

std::string setSummary(const ForbiddenVerdict& verdict) {
    std::string set(verdict.set.name());
    const ColourRules& rules = verdict.set.rulesFor(verdict.colour);
    std::string colour = verdict.colour == Stone::White ? "White" : "Black";
    if (verdict.makesFive) {
        return "makes a five: never forbidden (" + set + ")";
    }
    if (verdict.kind != ForbiddenKind::None) {
        return std::string("forbidden ") + forbiddenKindName(verdict.kind) + " (" + set + ": " +
               sanctionText(rules.sanction) + ")";
    }
    if (verdict.defendedKind != ForbiddenKind::None) {
        return std::string("allowed in defence: a ") + forbiddenKindName(verdict.defendedKind) +
               " that stops the opponent's five (" + set + ")";
    }
    if (!rules.hasForbiddenMoves()) {
        return "allowed: " + colour + " has no forbidden moves under " + set;
    }
    if (rules.threes == ThreeRule::UnlessFour && verdict.fourCount >= 1 &&
        verdict.threeCount >= 2) {
        return "allowed: a move that makes a four is never a double-three (" + set + ")";
    }
    if (verdict.threeCount >= 2) {
        return "allowed: fewer than two real threes (9.3)";
    }
    return verdict.fourCount >= 1 && verdict.threeCount == 1 ? "allowed: four-three" : "allowed";
}

} // namespace

std::string forbiddingRule(ForbiddenKind kind, RuleSet set) {
    return set == RuleSet() ? std::string(forbiddenKindClause(kind)) : std::string(set.name());
}

std::string summarizeVerdict(const ForbiddenVerdict& verdict) {
    if (!isRenju(verdict) || verdict.colour != Stone::Black) {
        return setSummary(verdict);
    }
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
    return explainMove(board, point, RuleSet(), Stone::Black, maxDepth);
}

std::string explainMove(const Board& board, Point point, RuleSet set, Stone colour, int maxDepth) {
    std::string out;
    Board scratch = board;
    explainInto(out, scratch, Step{point, 0}, Subject{set, colour, maxDepth});
    return out;
}

} // namespace renju::rules
