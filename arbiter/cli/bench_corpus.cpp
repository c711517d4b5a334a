#include "arbiter/cli/bench_corpus.hpp"

#include "pairing/seeded_random.hpp"
#include "rules/forbidden.hpp"

#include <cstdio>

namespace renju::arbiter::cli {

std::vector<std::vector<rules::Move>>
generateBenchCorpus(std::uint64_t seed, int count, int minStones, int maxStones, int boardSize) {
    // The same seed gives the same corpus on every machine and compiler: the bench signature is
    // stable.
    pairing::SeededRandom random(seed);
    std::vector<std::vector<rules::Move>> corpus;
    corpus.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        int stones = minStones + random.below(maxStones - minStones + 1);
        rules::Board board(boardSize);
        rules::Point centre{boardSize / 2, boardSize / 2};
        std::vector<rules::Move> moves{rules::Move::at(centre)};
        board.place(moves.back().point, rules::Stone::Black);
        while (static_cast<int>(moves.size()) < stones) {
            const rules::Move& anchor =
                moves[static_cast<std::size_t>(random.below(static_cast<int>(moves.size())))];
            rules::Point point{anchor.point.col + random.below(5) - 2,
                               anchor.point.row + random.below(5) - 2};
            if (!board.contains(point) || board.at(point) != rules::Stone::Empty) {
                continue;
            }
            board.place(point, rules::colourOfMove(moves.size()));
            moves.push_back(rules::Move::at(point));
        }
        corpus.push_back(std::move(moves));
    }
    return corpus;
}

std::vector<std::vector<rules::Move>> standardBenchCorpus() {
    return generateBenchCorpus(2026, 10000, 30, 60);
}

std::string CorpusSignature::text() const {
    char line[160];
    std::snprintf(line, sizeof line, "forbidden %ld (6:%ld 44:%ld 33:%ld) hash %016llx", total(),
                  overlines, doubleFours, doubleThrees, static_cast<unsigned long long>(hash));
    return line;
}

CorpusSignature signCorpus(const std::vector<std::vector<rules::Move>>& corpus) {
    constexpr std::uint64_t kFnvPrime = 0x100000001B3ULL;
    CorpusSignature signature;
    signature.hash = 0xCBF29CE484222325ULL;
    std::vector<rules::ForbiddenPoint> points;
    for (const auto& moves : corpus) {
        rules::findForbiddenPoints(rules::buildPosition(moves).board, points);
        for (const rules::ForbiddenPoint& point : points) {
            signature.overlines += point.kind == rules::ForbiddenKind::Overline ? 1 : 0;
            signature.doubleFours += point.kind == rules::ForbiddenKind::DoubleFour ? 1 : 0;
            signature.doubleThrees += point.kind == rules::ForbiddenKind::DoubleThree ? 1 : 0;
            auto value = static_cast<std::uint64_t>((point.point.col * 32 + point.point.row) * 4 +
                                                    static_cast<int>(point.kind));
            signature.hash = (signature.hash ^ value) * kFnvPrime;
        }
        signature.hash = (signature.hash ^ 0xFFU) * kFnvPrime; // end of a position
    }
    return signature;
}

} // namespace renju::arbiter::cli
