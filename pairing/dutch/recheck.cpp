#include "pairing/dutch/recheck.hpp"

#include "pairing/dutch/dutch.hpp"
#include "pairing/trf.hpp"
#include "pairing/vector_index.hpp"

#include <algorithm>

namespace renju::pairing::dutch {

namespace {

bool isSamePair(const Board& a, const Board& b) {
    return std::minmax(a.first, a.second) == std::minmax(b.first, b.second);
}

/// True when the held board has no roles to compare (a forfeit written without them).
bool hasNoRoles(const Tournament& tournament, const Board& board) {
    const Player* player = tournament.find(board.first);
    return player != nullptr && !board.isBye() &&
           std::none_of(player->rounds.begin(), player->rounds.end(), [&](const RoundEntry& e) {
               return e.opponent == board.second && e.role.has_value();
           });
}

} // namespace

RecheckSetup prepareRecheck(const Tournament& tournament) {
    RecheckSetup setup;
    setup.tournament = tournament;
    Tournament& t = setup.tournament;
    const int rounds = t.pairedRounds();
    if (rounds == 0) {
        setup.error = "the file holds no paired round: there is nothing to check";
        return setup;
    }
    if (t.totalRounds == 0) {
        t.totalRounds = rounds;
        setup.notes.push_back("XXR is absent: the file's " + std::to_string(rounds) +
                              " rounds are taken as the whole tournament (round " +
                              std::to_string(rounds) + " is checked as the last round)");
    } else if (t.totalRounds < rounds) {
        setup.error = "XXR says " + std::to_string(t.totalRounds) + " rounds but the file holds " +
                      std::to_string(rounds);
        return setup;
    }
    if (!t.initialRole) {
        const std::optional<RoleInference> inferred = inferInitialRole(t);
        if (!inferred) {
            setup.error = "XXC is absent and no round lists a role: the initial role of the top "
                          "seed cannot be inferred";
            return setup;
        }
        t.initialRole = inferred->role;
        setup.notes.push_back(inferred->explanation);
    }
    return setup;
}

Tournament tournamentBefore(const Tournament& tournament, int round) {
    Tournament cut = tournament;
    for (Player& player : cut.players) {
        const bool takesNoPart = static_cast<int>(player.rounds.size()) >= round &&
                                 !player.rounds[at(round - 1)].isPaired();
        player.rounds.resize(std::min(player.rounds.size(), at(takesNoPart ? round : round - 1)));
        player.declaredPoints = pointsAfter(cut, player, round - 1);
        player.scoreAdjustment = 0; // the file's points are those after its last round
    }
    return cut;
}

std::vector<Board> boardsOfRound(const Tournament& tournament, int round) {
    std::vector<Board> boards;
    std::vector<Board> byes;
    for (const Player& player : tournament.players) {
        if (static_cast<int>(player.rounds.size()) < round) {
            continue;
        }
        const RoundEntry& entry = player.rounds[at(round - 1)];
        if (!entry.isPaired()) {
            continue;
        }
        if (entry.opponent.isNone()) {
            byes.push_back(Board{player.id, PlayerId{}});
        } else if (entry.role == Role::First ||
                   (!entry.role.has_value() && player.id < entry.opponent)) {
            boards.push_back(Board{player.id, entry.opponent});
        }
    }
    std::sort(boards.begin(), boards.end(),
              [](const Board& a, const Board& b) { return a.first < b.first; });
    boards.insert(boards.end(), byes.begin(), byes.end());
    return boards;
}

std::vector<RoundComparison> recheckRounds(const Tournament& tournament, Rules rules) {
    std::vector<RoundComparison> differing;
    const int rounds = tournament.pairedRounds();
    for (int round = 1; round <= rounds; ++round) {
        RoundComparison comparison;
        comparison.round = round;
        const std::vector<Board> held = boardsOfRound(tournament, round);
        comparison.boards = static_cast<int>(held.size());
        const DutchPairing pairing = pairNextRound(tournamentBefore(tournament, round), rules);
        if (!pairing.error.empty()) {
            comparison.error = pairing.error;
            differing.push_back(comparison);
            continue;
        }
        std::vector<Board> engine = pairing.boards;
        for (const Board& board : held) {
            auto match = std::find_if(engine.begin(), engine.end(), [&](const Board& e) {
                return e == board || (isSamePair(e, board) && hasNoRoles(tournament, board));
            });
            if (match == engine.end()) {
                comparison.held.push_back(board);
            } else {
                engine.erase(match);
            }
        }
        comparison.engine = engine;
        if (!comparison.held.empty() || !comparison.engine.empty()) {
            differing.push_back(comparison);
        }
    }
    return differing;
}

std::string formatBoardList(const std::vector<Board>& boards) {
    std::string text;
    for (const Board& board : boards) {
        text += (text.empty() ? "" : " ") + std::to_string(board.first.value) + "-" +
                std::to_string(board.second.value);
    }
    return text;
}

} // namespace renju::pairing::dutch
