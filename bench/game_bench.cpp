// Replaying and adjudicating a 225-move game (every Black stone judged for 9.2 as it lands):
// the median time over repeated replays. Prints figures only.
#include "arbiter/time/real_clock.hpp"
#include "rules/forbidden.hpp"
#include "rules/game.hpp"

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace renju;
using arbiter::RealClock;

namespace {

/// A full board where no row reaches five (colour by floor((col + 2 row) / 2) mod 2), in an
/// order where no Black stone is forbidden: 225 stones, 113 Black.
std::vector<rules::Point> fullBoardGame() {
    std::vector<rules::Point> blacks;
    std::vector<rules::Point> whites;
    for (int col = 0; col < 15; ++col) {
        for (int row = 0; row < 15; ++row) {
            ((col + 2 * row) / 2 % 2 == 0 ? blacks : whites).push_back(rules::Point{col, row});
        }
    }
    std::erase(blacks, rules::Point{7, 7});
    blacks.insert(blacks.begin(), rules::Point{7, 7});
    rules::Board board;
    std::vector<rules::Point> order;
    for (std::size_t move = 0; move < 225; ++move) {
        auto& pool = move % 2 == 0 ? blacks : whites;
        auto next = pool.begin();
        while (move % 2 == 0 && move > 0 && rules::isForbidden(board, *next)) {
            ++next;
        }
        board.place(*next, rules::colourOfMove(move));
        order.push_back(*next);
        pool.erase(next);
    }
    return order;
}

} // namespace

int main() {
    std::vector<rules::Point> game = fullBoardGame();
    std::vector<double> times;
    std::string result;
    for (int run = 0; run < 200; ++run) {
        auto start = RealClock::monotonicNanoseconds();
        rules::Game replay(rules::OpeningRules{rules::OpeningProtocol::None});
        for (const rules::Point& point : game) {
            replay.apply(rules::StoneEvent{point});
        }
        times.push_back(static_cast<double>((RealClock::monotonicNanoseconds() - start).count()) /
                        1e6);
        result = rules::formatResult(replay.result());
    }
    std::sort(times.begin(), times.end());
    std::printf("replay and adjudicate a %zu-move game (result %s): median %.3f ms, best %.3f ms, "
                "worst %.3f ms over %zu runs\n",
                game.size(), result.c_str(), times[times.size() / 2], times.front(), times.back(),
                times.size());
    return 0;
}
