#include "pairing/dutch/dutch.hpp"

#include "pairing/dutch/dutch_2017.hpp"
#include "pairing/dutch/dutch_2025.hpp"

namespace renju::pairing::dutch {

DutchPairing pairNextRound(const Tournament& tournament, Rules rules) {
    DutchPairing result;
    RoundStateBuild build = buildRoundState(tournament, rules);
    if (!build.error.empty()) {
        result.error = build.error;
        return result;
    }
    if (build.state.players.empty()) {
        result.error =
            "nobody is to be paired in round " + std::to_string(build.state.playedRounds + 1);
        return result;
    }
    auto pairs =
        rules == Rules::Fide2017 ? matchDutch2017(build.state) : matchDutch2025(build.state);
    if (!pairs) {
        result.error = "no pairing of round " + std::to_string(build.state.playedRounds + 1) +
                       " satisfies the absolute criteria (C1-C3)";
        return result;
    }
    result.boards = arrangeBoards(build.state, *pairs);
    return result;
}

std::string formatBoards(const std::vector<Board>& boards) {
    std::string out = std::to_string(boards.size()) + "\n";
    for (const Board& board : boards) {
        out += std::to_string(board.first.value);
        out += ' ';
        out += std::to_string(board.second.value);
        out += '\n';
    }
    return out;
}

} // namespace renju::pairing::dutch
