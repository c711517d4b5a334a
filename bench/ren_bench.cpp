// Replaying random games of Ren on 10x10 (seed 002): moves per second through the rules core
// (`playRenMove`, the scoring, captures, nibai and rui of every move) and through `RenGame`
// (the events of a replay script with the line each move prints). The games are generated once
// from a fixed seed, legal move by legal move; the median of repeated runs is printed.
#include "arbiter/time/real_clock.hpp"
#include "rules/ren/ren_game.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

using namespace renju;
using arbiter::RealClock;

namespace {

constexpr int kGames = 2000;
constexpr int kRuns = 7;

/// A seeded generator (the benchmark's games are the same on every run).
struct Random {
    std::uint64_t state;
    int below(int bound) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(bound));
    }
};

/// Returns a random legal move: a replacement half the time one is allowed, a pass now and
/// then, else a random empty square.
rules::Move randomMove(Random& random, const rules::RenPosition& position,
                       const rules::RenVariants& variants) {
    if (!position.rui.empty() && position.ruiRun < variants.ruiLimit && random.below(2) == 0) {
        int index = random.below(static_cast<int>(position.rui.size()));
        return rules::Move::at(position.rui[static_cast<std::size_t>(index)]);
    }
    if (random.below(60) == 0 || position.board.isFull()) {
        return rules::Move::pass();
    }
    while (true) {
        rules::Point square{random.below(10), random.below(10)};
        if (position.board.at(square) == rules::Stone::Empty) {
            return rules::Move::at(square);
        }
    }
}

std::vector<std::vector<rules::Move>> randomGames() {
    Random random{2006};
    std::vector<std::vector<rules::Move>> games;
    for (int game = 0; game < kGames; ++game) {
        rules::RenPosition position = rules::initialRenPosition(10);
        std::vector<rules::Move> moves;
        while (!position.result.isOver()) {
            rules::Move move = randomMove(random, position, {});
            rules::playRenMove(position, move, {});
            moves.push_back(move);
        }
        games.push_back(std::move(moves));
    }
    return games;
}

template <class Replay>
double medianMovesPerSecond(std::size_t moves, Replay replay) {
    std::vector<double> rates;
    for (int run = 0; run < kRuns; ++run) {
        auto start = RealClock::monotonicNanoseconds();
        replay();
        double seconds =
            static_cast<double>((RealClock::monotonicNanoseconds() - start).count()) / 1e9;
        rates.push_back(static_cast<double>(moves) / seconds);
    }
    std::sort(rates.begin(), rates.end());
    return rates[rates.size() / 2];
}

} // namespace

int main() {
    auto games = randomGames();
    std::size_t moves = 0;
    for (const auto& game : games) {
        moves += game.size();
    }
    long long checksum = 0;
    double core = medianMovesPerSecond(moves, [&] {
        for (const auto& game : games) {
            rules::RenPosition position = rules::initialRenPosition(10);
            for (const rules::Move& move : game) {
                checksum += rules::playRenMove(position, move, {}).report.points;
            }
        }
    });
    rules::GameRules ren{*rules::RuleSet::parse("ren"), 10};
    double replay = medianMovesPerSecond(moves, [&] {
        for (const auto& game : games) {
            rules::RenGame renGame(ren);
            for (const rules::Move& move : game) {
                rules::GameEvent event = move.isPass
                                             ? rules::GameEvent(rules::PassEvent{})
                                             : rules::GameEvent(rules::StoneEvent{move.point});
                checksum += static_cast<long long>(renGame.apply(event).text.size());
            }
        }
    });
    std::printf("%d random 10x10 games, %zu moves (%.1f a game), checksum %lld\n", kGames, moves,
                static_cast<double>(moves) / kGames, checksum);
    std::printf("rules core (playRenMove):            %.2f million moves/s\n", core / 1e6);
    std::printf("replay (RenGame, with each move's line): %.2f million moves/s\n", replay / 1e6);
    return 0;
}
