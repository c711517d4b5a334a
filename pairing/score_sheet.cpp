#include "pairing/score_sheet.hpp"

namespace renju::pairing {

bool isVoluntarilyUnplayed(const RoundEntry& entry) {
    if (entry.isPlayed()) {
        return false;
    }
    return entry.result == ResultKind::ForfeitLoss || entry.result == ResultKind::HalfPointBye ||
           entry.result == ResultKind::ZeroPointBye;
}

ScoreSheet::ScoreSheet(const Tournament& tournament, const TieBreakContext& context)
    : m_context(context), m_scoring(tournament.scoring) {
    const std::size_t count = tournament.players.size();
    m_entries.resize(count);
    m_scores.assign(count, 0);
    m_adjusted.assign(count, 0);
    m_ratings.assign(count, 0);
    for (std::size_t i = 0; i < count; ++i) {
        const Player& player = tournament.players[i];
        m_indexOf[player.id.value] = static_cast<int>(i);
        m_ratings[i] = player.rating;
        std::vector<RoundEntry>& entries = m_entries[i];
        entries.assign(at(context.rounds), RoundEntry{});
        int lastAvailable = 0; // 1-based; 0 when every round was voluntarily unplayed
        for (int r = 0; r < context.rounds && r < static_cast<int>(player.rounds.size()); ++r) {
            entries[at(r)] = player.rounds[at(r)];
        }
        // The file's points, when they are to count instead of the results.
        m_scores[i] = player.scoreAdjustment;
        m_adjusted[i] = player.scoreAdjustment;
        for (int r = 0; r < context.rounds; ++r) {
            m_scores[i] += points(entries[at(r)]);
            if (!isVoluntarilyUnplayed(entries[at(r)])) {
                lastAvailable = r + 1;
            }
        }
        for (int r = 0; r < context.rounds; ++r) {
            const RoundEntry& entry = entries[at(r)];
            // 16.3: the rounds a withdrawn player no longer plays count as draws for his
            // opponents (a round robin schedules his remaining games: they count as scored).
            const bool counts = r < lastAvailable || !entry.opponent.isNone();
            m_adjusted[i] += counts ? points(entry) : (context.isRoundRobin ? 0 : m_scoring.draw);
        }
    }
}

int ScoreSheet::indexOf(PlayerId id) const {
    auto found = m_indexOf.find(id.value);
    return found == m_indexOf.end() ? -1 : found->second;
}

} // namespace renju::pairing
