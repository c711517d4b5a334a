#pragma once

#include "rules/notation.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace renju::arbiter::cli {

/// Generates `count` positions of `minStones`..`maxStones` stones: games from the centre (h8 on
/// 15x15) where each stone is played within two intersections of an earlier one, so lines are
/// dense and forbidden points frequent. Positions are move lists, Black first, on a board of
/// `boardSize`.
std::vector<std::vector<rules::Move>> generateBenchCorpus(std::uint64_t seed, int count,
                                                          int minStones, int maxStones,
                                                          int boardSize = rules::kRenjuBoardSize);

/// The corpus `renju-arbiter bench` runs: 10,000 positions of 30-60 stones, seed 2026.
std::vector<std::vector<rules::Move>> standardBenchCorpus();

/// The result of scanning a corpus: forbidden points by kind and a hash of every answer.
struct CorpusSignature {
    long overlines = 0;
    long doubleFours = 0;
    long doubleThrees = 0;
    std::uint64_t hash = 0;

    long total() const { return overlines + doubleFours + doubleThrees; }
    /// Returns the signature as one line, e.g. "forbidden 1234 (6:10 44:200 33:1024) hash ...".
    std::string text() const;
};

/// Scans every position of the corpus for Black's forbidden points and returns the signature.
CorpusSignature signCorpus(const std::vector<std::vector<rules::Move>>& corpus);

} // namespace renju::arbiter::cli
