#include "arbiter/app/demo_player.hpp"

#include "rules/five.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"

#include <algorithm>
#include <cstdlib>

namespace renju::arbiter::app {

namespace {

using rules::Point;
using rules::Stone;

/// Empty points within two intersections of a stone, in board order.
std::vector<Point> nearPoints(const rules::Board& board) {
    std::vector<Point> points;
    for (int col = 0; col < board.size(); ++col) {
        for (int row = 0; row < board.size(); ++row) {
            Point point{col, row};
            if (board.at(point) != Stone::Empty) {
                continue;
            }
            bool isNear = false;
            for (int dc = -2; dc <= 2 && !isNear; ++dc) {
                for (int dr = -2; dr <= 2 && !isNear; ++dr) {
                    Point other{col + dc, row + dr};
                    isNear = board.contains(other) && board.at(other) != Stone::Empty;
                }
            }
            if (isNear) {
                points.push_back(point);
            }
        }
    }
    if (points.empty()) {
        points.push_back(Point{7, 7});
    }
    return points;
}

std::optional<Point> fivePoint(const rules::Board& board, const std::vector<Point>& candidates,
                               Stone colour) {
    for (const Point& point : candidates) {
        if (rules::makesFive(board, point, colour)) {
            return point;
        }
    }
    return std::nullopt;
}

const char* colourWord(Stone colour) {
    return colour == Stone::Black ? "black" : "white";
}

} // namespace

bool DemoTable::claimIfDue(const rules::Game& game, DemoRandom& random, const Apply& apply) {
    const auto& moves = game.moves();
    if (moves.empty() || moves.back().number == m_lastJudgedMove) {
        return false;
    }
    const rules::MoveRecord& last = moves.back();
    m_lastJudgedMove = last.number;
    if (last.makesFive && random.chance(95)) {
        return apply(std::string("claim ") + colourWord(last.colour) + " five");
    }
    if (last.forbidden != rules::ForbiddenKind::None && random.chance(85)) {
        return apply("claim white forbidden");
    }
    return false;
}

void DemoTable::playMove(const rules::Game& game, DemoRandom& random, const Apply& apply) {
    const rules::Board& board = game.board();
    Stone colour = game.expectation().colour;
    std::vector<Point> candidates = nearPoints(board);
    std::optional<Point> choice = fivePoint(board, candidates, colour);
    if (!choice) {
        choice = fivePoint(board, candidates, rules::opponent(colour)); // block the four
    }
    // Real games stay near the centre and near the last moves: most tries look beside the
    // last stone, and points by the edge are mostly passed over.
    std::optional<Point> last;
    if (!game.moves().empty() && !game.moves().back().move.isPass) {
        last = game.moves().back().move.point;
    }
    auto isBeside = [&](const Point& p) {
        return last && std::abs(p.col - last->col) <= 2 && std::abs(p.row - last->row) <= 2;
    };
    auto edgeDistance = [&](const Point& p) {
        return std::min({p.col, p.row, board.size() - 1 - p.col, board.size() - 1 - p.row});
    };
    for (int attempt = 0; attempt < 10 && !choice; ++attempt) {
        Point point =
            candidates[static_cast<std::size_t>(random.below(static_cast<int>(candidates.size())))];
        if (attempt < 8 && ((!isBeside(point) && random.chance(70)) ||
                            (edgeDistance(point) < 2 && random.chance(85)))) {
            continue;
        }
        // Black mostly sees the forbidden points, but not always: White gets claims to make.
        bool isAvoided =
            colour == Stone::Black && rules::isForbidden(board, point) && random.chance(80);
        if (!isAvoided) {
            choice = point;
        }
    }
    if (choice) {
        apply(rules::formatPoint(*choice));
    }
}

void DemoTable::act(const model::EventState& state, int round, DemoRandom& random,
                    const Apply& apply) {
    // The demonstration event plays renju; a table of another family has no demo player.
    const auto* played =
        std::get_if<rules::Game>(&state.findRound(round)->findTable(m_number)->currentGame().game);
    if (!played) {
        return;
    }
    const rules::Game& game = *played;
    rules::Expectation expected = game.expectation();
    if (expected.action == rules::ExpectedAction::Nothing) {
        return;
    }
    if (m_needsPress) {
        m_needsPress = false;
        apply("press");
        return;
    }
    if (claimIfDue(game, random, apply)) {
        return;
    }
    if (m_hasOfferedDraw && game.drawOfferBy()) {
        m_hasOfferedDraw = false;
        if (apply(random.chance(70) ? "accept" : "refuse")) {
            return;
        }
    }
    rules::Player actor = expected.player;
    switch (expected.action) {
    case rules::ExpectedAction::Stone: {
        std::vector<Point> zone;
        int size = game.board().size();
        for (int col = 0; col < size; ++col) {
            for (int row = 0; row < size; ++row) {
                if (rules::isInZone(col, row, expected.zone, size) &&
                    game.board().at(Point{col, row}) == Stone::Empty) {
                    zone.push_back(Point{col, row});
                }
            }
        }
        apply(rules::formatPoint(
            zone[static_cast<std::size_t>(random.below(static_cast<int>(zone.size())))]));
        break;
    }
    case rules::ExpectedAction::SwapDecision:
        apply(random.chance(30) ? "swap" : "noswap");
        break;
    case rules::ExpectedAction::Declare:
        apply("declare " + std::to_string(1 + random.below(expected.count)));
        break;
    case rules::ExpectedAction::Proposals: {
        std::vector<Point> candidates = nearPoints(game.board());
        for (int attempt = 0; attempt < 20; ++attempt) {
            Point point = candidates[static_cast<std::size_t>(
                random.below(static_cast<int>(candidates.size())))];
            if (apply("propose " + rules::formatPoint(point))) {
                break; // symmetric images are refused (12.7): try another point
            }
        }
        break;
    }
    case rules::ExpectedAction::Choice: {
        const auto& proposals = game.proposals();
        apply("choose " + rules::formatPoint(proposals[static_cast<std::size_t>(
                              random.below(static_cast<int>(proposals.size())))]));
        break;
    }
    case rules::ExpectedAction::Move:
        if (game.moves().size() > static_cast<std::size_t>(70 + m_patience)) {
            m_patience = random.below(40);
            if (random.chance(40)) {
                apply(std::string("resign ") + colourWord(expected.colour));
                return;
            }
            playMove(game, random, apply);
            if (random.chance(50) && apply("offer-draw")) {
                m_hasOfferedDraw = true;
            }
            break;
        }
        playMove(game, random, apply);
        break;
    case rules::ExpectedAction::Ruling:
        // The demo's arbiter comes to the board and confirms the advice (9.6).
        apply(game.claims().back().isUpheld ? "ruling uphold" : "ruling reject");
        return;
    case rules::ExpectedAction::Nothing:
        return;
    }
    // The player presses the clock when the turn passes to the other player (14.3).
    rules::Expectation after = game.expectation();
    m_needsPress = after.action != rules::ExpectedAction::Nothing && after.player != actor;
}

} // namespace renju::arbiter::app
