#include "tournament_builder.hpp"

#include <algorithm>

namespace renju::pairing::test {

TournamentBuilder::TournamentBuilder(int players, int totalRounds) {
    m_tournament.name = "Builder";
    m_tournament.totalRounds = totalRounds;
    m_tournament.initialRole = Role::First;
    for (int i = 1; i <= players; ++i) {
        Player player;
        player.id = PlayerId{i};
        player.name = "P" + std::to_string(i);
        m_tournament.players.push_back(player);
    }
}

RoundEntry& TournamentBuilder::slot(int round, int player) {
    auto& rounds = m_tournament.players[static_cast<std::size_t>(player - 1)].rounds;
    if (rounds.size() < static_cast<std::size_t>(round)) {
        rounds.resize(static_cast<std::size_t>(round));
    }
    return rounds[static_cast<std::size_t>(round - 1)];
}

TournamentBuilder& TournamentBuilder::game(int round, int first, int second, char result) {
    ResultKind a = ResultKind::Draw;
    ResultKind b = ResultKind::Draw;
    switch (result) {
    case '1':
        a = ResultKind::Win;
        b = ResultKind::Loss;
        break;
    case '0':
        a = ResultKind::Loss;
        b = ResultKind::Win;
        break;
    case '+':
        a = ResultKind::ForfeitWin;
        b = ResultKind::ForfeitLoss;
        break;
    case '-':
        a = ResultKind::ForfeitLoss;
        b = ResultKind::ForfeitWin;
        break;
    default:
        break;
    }
    slot(round, first) = RoundEntry{PlayerId{second}, Role::First, a};
    slot(round, second) = RoundEntry{PlayerId{first}, Role::Second, b};
    return *this;
}

TournamentBuilder& TournamentBuilder::bye(int round, int player, ResultKind kind) {
    slot(round, player) = RoundEntry{PlayerId{}, std::nullopt, kind};
    return *this;
}

TournamentBuilder& TournamentBuilder::info(int player, int rating, const std::string& federation) {
    Player& p = m_tournament.players[static_cast<std::size_t>(player - 1)];
    p.rating = rating;
    p.federation = federation;
    return *this;
}

RandomTournamentSpec randomSpec(std::uint64_t seed, dutch::Rules rules, int extraPlayers) {
    SeededRandom random(seed * 7919U);
    RandomTournamentSpec spec;
    spec.seed = seed;
    spec.rules = rules;
    spec.players = 7 + random.below(extraPlayers);
    spec.totalRounds = 3 + random.below(std::min(7, spec.players / 3));
    spec.playedRounds = spec.totalRounds;
    spec.drawPercent = random.below(40);
    spec.forfeitPercent = random.below(3) == 0 ? 5 : 0;
    spec.absencePercent = random.below(3) == 0 ? 5 : 0;
    spec.halfByePercent = random.below(3) == 0 ? 5 : 0;
    return spec;
}

} // namespace renju::pairing::test
