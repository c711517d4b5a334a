#include "rules/ren/ren_text.hpp"

namespace renju::rules {

namespace {

std::string squaresText(const std::vector<Point>& squares) {
    std::string text;
    for (Point square : squares) {
        text += (text.empty() ? "" : " ") + formatPoint(square);
    }
    return text;
}

std::string pointsWord(int points) {
    return std::to_string(points) + (points == 1 ? " point" : " points");
}

const char* reasonWords(ResultReason reason) {
    switch (reason) {
    case ResultReason::NineBox:
        return "nine in a box";
    case ResultReason::Lead:
        return "the lead";
    case ResultReason::DoublePass:
        return "two consecutive passes";
    case ResultReason::FullBoard:
        return "the board is full";
    case ResultReason::Resignation:
        return "resignation";
    case ResultReason::Time:
        return "time";
    default:
        return reasonCode(reason);
    }
}

/// The replacement's count in succession, and whether it reached the limit.
std::string replacementText(const RenMoveReport& report, const RenVariants& variants) {
    std::string text = " replaces " + std::string(colourName(opponent(report.colour))) +
                       "'s rui stone (replacement " + std::to_string(report.ruiRun) + " of " +
                       std::to_string(variants.ruiLimit) + " in succession";
    return text + (report.isRuiLimitReached ? ": the rui limit is reached)" : ")");
}

std::string scoringText(const RenMoveReport& report) {
    if (report.isNineBox) {
        std::string before = " (" + renScoreText(report.scoresBefore) + ")";
        return describeRenGroup(report.groups.front()) + ": " + colourName(report.colour) +
               (report.swapsScores ? " was behind" + before + ", so the scores are swapped and"
                                   : " was ahead or level" + before + ", so") +
               " 10 points are added";
    }
    std::string text = "scores ";
    for (std::size_t i = 0; i < report.groups.size(); ++i) {
        text += (i == 0 ? "" : " + ") + describeRenGroup(report.groups[i]);
    }
    return text + " = " + pointsWord(report.points);
}

} // namespace

const char* renGroupName(RenGroupKind kind) {
    switch (kind) {
    case RenGroupKind::RowOfFour:
        return "row of 4";
    case RenGroupKind::RowOfSix:
        return "row of 6";
    case RenGroupKind::FourBox:
        return "four-box";
    case RenGroupKind::SixBox:
        return "six-box";
    case RenGroupKind::NineBox:
        return "nine-box";
    }
    return "?";
}

std::string describeRenGroup(const RenGroup& group) {
    return std::string(renGroupName(group.kind)) + " " + formatPoint(group.from) + "-" +
           formatPoint(group.to);
}

std::string renPointsInWords(const RenMoveReport& report) {
    std::string who = std::string(colourName(report.colour)) + ": ";
    if (report.isNineBox) {
        return who + "nine-box, " + colourName(report.colour) + " wins (+10" +
               (report.swapsScores ? ", scores swapped)" : ")");
    }
    if (report.groups.empty()) {
        return "";
    }
    std::string text = who;
    for (std::size_t i = 0; i < report.groups.size(); ++i) {
        text += (i == 0 ? "" : " + ") + std::string(renGroupName(report.groups[i].kind));
    }
    return text + " = " + pointsWord(report.points);
}

std::string renScoreText(const std::array<int, 2>& scores) {
    return "Black " + std::to_string(scores[0]) + ", White " + std::to_string(scores[1]);
}

std::string renResultSentence(const GameResult& result, const std::array<int, 2>& scores) {
    if (!result.isOver()) {
        return "";
    }
    std::string why = std::string(" (") + reasonWords(result.reason) + ")";
    if (result.score != Score::BlackWins && result.score != Score::WhiteWins) {
        return "drawn" + why + ", " + pointsWord(scores[0]) + " each";
    }
    Stone winner = result.score == Score::BlackWins ? Stone::Black : Stone::White;
    return std::string(colourName(winner)) + " wins" + why + ", " +
           pointsWord(scores[renSide(winner)]) + " to " +
           std::to_string(scores[renSide(opponent(winner))]);
}

std::string describeRenMove(const RenMoveReport& report, const RenVariants& variants) {
    std::string text = std::to_string(report.number) + ". ";
    if (report.kind == RenMoveKind::Pass) {
        text += "pass by " + std::string(colourName(report.colour));
    } else {
        text += formatPoint(report.square) + " " + colourName(report.colour);
    }
    if (report.kind == RenMoveKind::Replacement) {
        text += replacementText(report, variants);
    }
    if (!report.captures.empty()) {
        text += (report.kind == RenMoveKind::Placement ? " captures " : "; captures ") +
                squaresText(report.captures);
    }
    if (report.niban) {
        text += "; nibai: a niban stone on " + formatPoint(*report.niban);
    }
    if (report.points > 0 || report.isNineBox) {
        text += "; " + scoringText(report) + ": " + renScoreText(report.scoresAfter);
    }
    if (!report.rui.empty() && !report.result.isOver()) {
        text += "; rui: " + squaresText(report.rui);
    }
    if (report.result.isOver()) {
        text += "; the game ends: " + renResultSentence(report.result, report.scoresAfter);
    }
    return text;
}

std::string renRefusalText(RenRefusal refusal, const RenPosition& position, const Move& move,
                           const RenVariants& variants) {
    std::string square = formatPoint(move.point);
    std::string mover = colourName(position.toMove);
    std::string other = colourName(opponent(position.toMove));
    std::string size = std::to_string(position.board.size());
    switch (refusal) {
    case RenRefusal::None:
        return "";
    case RenRefusal::OffBoard:
        return square + " is not on the " + size + "x" + size + " board";
    case RenRefusal::OwnStone:
        return square + " holds " + mover + "'s own stone";
    case RenRefusal::NotRui: {
        std::string now = position.rui.empty()
                              ? other + " has no rui stone now"
                              : other + "'s rui stones now: " + squaresText(position.rui);
        std::string what = position.board.isNiban(move.point) ? " niban stone, never rui"
                                                              : " stone that is not rui";
        return square + " holds a " + other + what + " (" + now + ")";
    }
    case RenRefusal::RuiLimit:
        return square + " is rui, but the rui limit is reached (" +
               std::to_string(variants.ruiLimit) + " replacements in succession): " + mover +
               " plays on an empty square or passes";
    case RenRefusal::GameOver:
        return "the game is over (" + formatResult(position.result) + ")";
    }
    return "";
}

} // namespace renju::rules
