#include "pairing/random_tournament.hpp"

#include "pairing/dutch/dutch.hpp"
#include "pairing/vector_index.hpp"

namespace renju::pairing {

namespace {

void enterResult(Tournament& t, const dutch::Board& board, int round, SeededRandom& random,
                 const RandomTournamentSpec& spec) {
    Player& first = t.players[at(board.first.value - 1)];
    if (board.isBye()) {
        first.rounds[at(round)] = RoundEntry{PlayerId{}, std::nullopt, ResultKind::PairingBye};
        return;
    }
    Player& second = t.players[at(board.second.value - 1)];
    RoundEntry a{second.id, Role::First, ResultKind::Draw};
    RoundEntry b{first.id, Role::Second, ResultKind::Draw};
    if (random.below(100) < spec.forfeitPercent) {
        const bool firstCame = random.below(2) == 0;
        a.result = firstCame ? ResultKind::ForfeitWin : ResultKind::ForfeitLoss;
        b.result = firstCame ? ResultKind::ForfeitLoss : ResultKind::ForfeitWin;
    } else if (random.below(100) >= spec.drawPercent) {
        // The higher-rated player wins 50% + (difference / 8)%, capped at 90%.
        const int edge = std::min(40, std::abs(first.rating - second.rating) / 8);
        const bool strongerIsFirst = first.rating >= second.rating;
        const bool strongerWins = random.below(100) < 50 + edge;
        const bool firstWins = strongerWins == strongerIsFirst;
        a.result = firstWins ? ResultKind::Win : ResultKind::Loss;
        b.result = firstWins ? ResultKind::Loss : ResultKind::Win;
    }
    first.rounds[at(round)] = a;
    second.rounds[at(round)] = b;
}

Tournament emptyTournament(const RandomTournamentSpec& spec) {
    Tournament t;
    t.name = "Generated tournament " + std::to_string(spec.seed);
    t.totalRounds = spec.totalRounds;
    t.initialRole = spec.seed % 2 == 0 ? Role::First : Role::Second;
    t.scoring = spec.scoring;
    for (int i = 0; i < spec.players; ++i) {
        Player p;
        p.id = PlayerId{i + 1};
        p.name = "Player " + std::to_string(i + 1);
        p.rating = 2400 - (1200 * i) / std::max(1, spec.players);
        t.players.push_back(p);
    }
    return t;
}

} // namespace

RandomTournament generateTournament(const RandomTournamentSpec& spec) {
    RandomTournament result;
    Tournament& t = result.tournament;
    t = emptyTournament(spec);
    SeededRandom random(spec.seed);
    for (int round = 0; round < spec.playedRounds; ++round) {
        for (Player& p : t.players) {
            const int roll = random.below(100);
            if (roll < spec.absencePercent) {
                p.rounds.push_back(RoundEntry{PlayerId{}, std::nullopt, ResultKind::ZeroPointBye});
            } else if (roll < spec.absencePercent + spec.halfByePercent) {
                p.rounds.push_back(RoundEntry{PlayerId{}, std::nullopt, ResultKind::HalfPointBye});
            }
        }
        dutch::DutchPairing pairing = dutch::pairNextRound(t, spec.rules);
        if (!pairing.error.empty()) {
            result.error = "round " + std::to_string(round + 1) + ": " + pairing.error;
            return result;
        }
        for (Player& p : t.players) {
            p.rounds.resize(at(round + 1));
        }
        for (const dutch::Board& board : pairing.boards) {
            enterResult(t, board, round, random, spec);
        }
    }
    for (Player& p : t.players) {
        p.declaredPoints = pointsAfter(t, p, spec.playedRounds);
    }
    return result;
}

} // namespace renju::pairing
