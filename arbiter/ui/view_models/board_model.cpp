#include "arbiter/ui/view_models/board_model.hpp"

#include "arbiter/ui/view_models/table_summary.hpp"
#include "rules/forbidden_explain.hpp"
#include "rules/notation.hpp"

#include <algorithm>
#include <tuple>

namespace renju::arbiter::ui {

namespace {

/// Orders two points along a line so that `from` comes first (left, then bottom).
std::pair<rules::Point, rules::Point> extent(const rules::LineWitness& line) {
    auto count = static_cast<std::ptrdiff_t>(line.stoneCount);
    auto [low, high] = std::minmax_element(line.stones.begin(), line.stones.begin() + count);
    return {*low, *high};
}

} // namespace

BoardModel boardModel(const rules::Game& game) {
    BoardModel model;
    model.size = game.board().size();
    for (const rules::MoveRecord& move : game.moves()) {
        if (move.move.isPass) {
            continue;
        }
        model.stones.push_back(BoardStone{move.move.point, move.colour, move.number});
    }
    if (!game.moves().empty() && !game.moves().back().move.isPass) {
        model.lastMove = game.moves().back().move.point;
    }
    if (!game.claims().empty()) {
        model.claimMarks = game.claims().back().marked;
    }
    model.expectation = game.expectation();
    model.isOver = game.result().isOver();
    model.prompt = model.isOver ? "the game is over: " + rules::formatResult(game.result())
                                : model.expectation.describe();
    // The software advises, the arbiter decides: a claim stops the game until the ruling.
    if (game.isAwaitingRuling()) {
        const rules::ClaimRecord& claim = game.claims().back();
        model.prompt = std::string(rules::colourName(claim.claim.claimant)) + "'s claim (" +
                       claimKindName(claim.claim.kind) + ") stopped the game: advice " +
                       (claim.isUpheld ? "uphold" : "reject") + " (" + claim.clause +
                       "); your ruling is awaited (9.6)";
    }
    bool isProposalStep = model.expectation.action == rules::ExpectedAction::Proposals ||
                          model.expectation.action == rules::ExpectedAction::Choice;
    if (isProposalStep) {
        model.proposals = game.proposals();
    }
    if (model.expectation.action == rules::ExpectedAction::Stone) {
        model.zone = model.expectation.zone;
    }
    return model;
}

std::string clickEvent(const rules::Game& game, rules::Point point) {
    rules::Expectation expected = game.expectation();
    std::string text = rules::formatPoint(point);
    // Taraguchi after move 4: a click on the board is choice 2, proposals with no swap.
    if (expected.action == rules::ExpectedAction::Proposals || expected.mayProposeInstead) {
        return "propose " + text;
    }
    if (expected.action == rules::ExpectedAction::Choice) {
        const std::vector<rules::Point>& proposals = game.proposals();
        if (std::find(proposals.begin(), proposals.end(), point) != proposals.end()) {
            return "choose " + text;
        }
    }
    return text;
}

std::vector<ForbiddenMark> forbiddenMarks(const rules::Game& game, rules::Stone colour) {
    std::vector<ForbiddenMark> marks;
    if (game.board().stoneCount() == 0) {
        return marks;
    }
    for (const rules::ForbiddenPoint& point : game.forbiddenPoints(colour)) {
        marks.push_back(ForbiddenMark{point.point, point.kind});
    }
    return marks;
}

std::vector<WitnessSegment> witnessSegments(const rules::ForbiddenVerdict& verdict) {
    std::vector<WitnessSegment> segments;
    for (const rules::LineWitness& line : verdict.lines) {
        if (line.shape == rules::LineShape::None || line.stoneCount == 0) {
            continue;
        }
        WitnessSegment segment;
        std::tie(segment.from, segment.to) = extent(line);
        segment.shape = line.shape;
        segment.counts = line.shape != rules::LineShape::Three || line.isRealThree();
        std::string keys;
        for (int i = 0; i < line.keyPointCount; ++i) {
            rules::Point key = line.keyPoints[static_cast<std::size_t>(i)];
            segment.keyPoints.push_back(key);
            keys += (keys.empty() ? "" : ", ") + rules::formatPoint(key);
            if (line.shape == rules::LineShape::Three) {
                keys += std::string(" ") +
                        rules::completionStatusName(line.keyStatus[static_cast<std::size_t>(i)]);
            }
        }
        segment.label = std::string(rules::lineShapeName(line.shape)) + " on the " +
                        rules::directionName(line.direction) + " line " +
                        rules::formatPoint(segment.from) + "-" + rules::formatPoint(segment.to);
        if (!keys.empty()) {
            segment.label += " (" + keys + ")";
        }
        if (!segment.counts) {
            segment.label += ": not a real three (9.3)";
        }
        segments.push_back(std::move(segment));
    }
    return segments;
}

} // namespace renju::arbiter::ui
