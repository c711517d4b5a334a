#include "rules/ren/ren_move.hpp"

#include "rules/game_outcomes.hpp"

#include <algorithm>
#include <cstdlib>

namespace renju::rules {

namespace {

constexpr int kNineBoxBonus = 10;
constexpr std::array<Point, 4> kSides{{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}};

Point offset(Point square, Point step) {
    return Point{square.col + step.col, square.row + step.row};
}

using outcomes::winFor;

/// "The player with more points wins; equal points is a draw."
GameResult byPoints(const std::array<int, 2>& scores, ResultReason reason) {
    if (scores[0] == scores[1]) {
        return GameResult{Score::Draw, reason};
    }
    return winFor(scores[0] > scores[1] ? Stone::Black : Stone::White, reason);
}

/// Returns true when every orthogonal side of `square` holds a stone of `colour` or is off
/// the board.
bool isSurroundedBy(const RenBoard& board, Point square, Stone colour) {
    return std::all_of(kSides.begin(), kSides.end(), [&](Point step) {
        Point side = offset(square, step);
        return !board.contains(side) || board.at(side) == colour;
    });
}

/// Capture: the placed stone's orthogonal neighbours of the other colour that it leaves with
/// every side held by the placer or off the board are removed (a stone with a same-coloured
/// neighbour never is: that side is not the placer's).
std::vector<Point> removeCaptures(RenBoard& board, Point placed, Stone colour) {
    std::vector<Point> captures;
    for (Point step : kSides) {
        Point neighbour = offset(placed, step);
        if (board.at(neighbour) == opponent(colour) && isSurroundedBy(board, neighbour, colour)) {
            captures.push_back(neighbour);
        }
    }
    for (Point captured : captures) {
        board.remove(captured);
    }
    return captures;
}

/// Nibai: after its captures the placed stone has all but one side held by the opponent or
/// the edge; the one free side is then the square of the single capture.
bool makesNibai(const RenBoard& board, Point placed, Stone colour, std::size_t captureCount) {
    if (captureCount != 1) {
        return false;
    }
    int held = 0;
    for (Point step : kSides) {
        Point side = offset(placed, step);
        held += !board.contains(side) || board.at(side) == opponent(colour) ? 1 : 0;
    }
    return held == static_cast<int>(kSides.size()) - 1;
}

/// Rui: the mover's stones in the 8 squares around the scoring stone, except niban stones;
/// listed from the bottom row up, each row from the left.
std::vector<Point> ruiAround(const RenBoard& board, Point scoring, Stone colour) {
    std::vector<Point> rui;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            Point square{scoring.col + dx, scoring.row + dy};
            if ((dx != 0 || dy != 0) && board.at(square) == colour && !board.isNiban(square)) {
                rui.push_back(square);
            }
        }
    }
    return rui;
}

/// Adds the move's points, or the nine-box's 10 (after swapping the scores when the scorer was
/// behind), and ends the game in RULES.md's order: nine-box, lead, full board.
void settle(RenPosition& position, RenMoveReport& report, const RenVariants& variants) {
    auto& scores = position.scores;
    std::size_t mover = renSide(report.colour);
    if (report.isNineBox) {
        if (scores[mover] < scores[1 - mover]) {
            std::swap(scores[0], scores[1]);
            report.swapsScores = true;
        }
        scores[mover] += kNineBoxBonus;
        report.points = kNineBoxBonus;
        position.result = winFor(report.colour, ResultReason::NineBox);
        return;
    }
    scores[mover] += report.points;
    if (variants.lead && std::abs(scores[0] - scores[1]) >= *variants.lead) {
        position.result = byPoints(scores, ResultReason::Lead);
    } else if (position.board.isFull()) {
        position.result = byPoints(scores, ResultReason::FullBoard);
    }
}

/// Puts the stone (or replaces the rui stone), with its captures and nibai, and scores it.
void playSquare(RenPosition& position, RenMoveReport& report) {
    RenBoard& board = position.board;
    if (report.kind == RenMoveKind::Replacement) {
        board.replace(report.square); // a rui replacement never captures
    } else {
        board.place(report.square, report.colour);
        report.captures = removeCaptures(board, report.square, report.colour);
        if (makesNibai(board, report.square, report.colour, report.captures.size())) {
            report.niban = report.captures.front();
            board.place(*report.niban, report.colour, true);
        }
    }
    RenScoring scoring = scoreRenMove(board, report.colour, report.square, report.niban);
    report.groups = std::move(scoring.groups);
    report.points = scoring.points;
    report.isNineBox = scoring.isNineBox;
    if (report.points > 0 || report.isNineBox) {
        report.rui = ruiAround(board, report.square, report.colour);
    }
}

} // namespace

bool RenPosition::isRui(Point square) const {
    return std::find(rui.begin(), rui.end(), square) != rui.end();
}

RenPosition initialRenPosition(int size) {
    RenPosition position;
    position.board = RenBoard(size);
    return position;
}

RenRefusal findRenRefusal(const RenPosition& position, const Move& move,
                          const RenVariants& variants) {
    if (position.result.isOver()) {
        return RenRefusal::GameOver; // every event after the end is refused, a pass included
    }
    if (move.isPass) {
        return RenRefusal::None;
    }
    if (!position.board.contains(move.point)) {
        return RenRefusal::OffBoard;
    }
    Stone held = position.board.at(move.point);
    if (held == Stone::Empty) {
        return RenRefusal::None;
    }
    if (held == position.toMove) {
        return RenRefusal::OwnStone;
    }
    if (!position.isRui(move.point)) {
        return RenRefusal::NotRui;
    }
    return position.ruiRun >= variants.ruiLimit ? RenRefusal::RuiLimit : RenRefusal::None;
}

RenPlay playRenMove(RenPosition& position, const Move& move, const RenVariants& variants) {
    RenPlay play;
    play.refusal = findRenRefusal(position, move, variants);
    if (play.refusal != RenRefusal::None) {
        return play;
    }
    RenMoveReport& report = play.report;
    report.number = position.movesPlayed + 1;
    report.colour = position.toMove;
    report.square = move.point;
    report.scoresBefore = position.scores;
    if (move.isPass) {
        report.kind = RenMoveKind::Pass;
        if (position.lastWasPass) {
            position.result = byPoints(position.scores, ResultReason::DoublePass);
        }
    } else {
        report.kind = position.board.at(move.point) == Stone::Empty ? RenMoveKind::Placement
                                                                    : RenMoveKind::Replacement;
        playSquare(position, report);
        settle(position, report, variants);
    }
    // The rui limit: replacements in succession over both players; any other move restarts it.
    report.ruiRun = report.kind == RenMoveKind::Replacement ? position.ruiRun + 1 : 0;
    report.isRuiLimitReached = report.ruiRun >= variants.ruiLimit;
    report.scoresAfter = position.scores;
    report.result = position.result;
    position.ruiRun = report.ruiRun;
    position.rui = report.rui; // rui of an earlier move expire now
    position.lastWasPass = move.isPass;
    position.toMove = opponent(position.toMove);
    ++position.movesPlayed;
    return play;
}

void endRenGame(RenPosition& position, Stone winner, ResultReason reason) {
    position.result = winFor(winner, reason);
}

std::string renResultProblem(const GameResult& result) {
    using R = ResultReason;
    R reason = result.reason;
    bool fits = false;
    switch (result.score) {
    case Score::Unfinished:
        fits = reason == R::None;
        break;
    case Score::Draw:
        fits = reason == R::DoublePass || reason == R::FullBoard;
        break;
    case Score::BlackWins:
    case Score::WhiteWins:
        fits = reason == R::NineBox || reason == R::Lead || reason == R::DoublePass ||
               reason == R::FullBoard || reason == R::Resignation || reason == R::Time;
        break;
    }
    if (fits) {
        return "";
    }
    return std::string("a game of ren cannot end ") + scoreCode(result.score) +
           " with the reason " + reasonCode(reason);
}

} // namespace renju::rules
