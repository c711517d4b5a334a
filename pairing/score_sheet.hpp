#pragma once

#include "pairing/tiebreaks.hpp"
#include "pairing/tournament.hpp"

#include <unordered_map>
#include <vector>

namespace renju::pairing {

/// The rounds counted for tie-breaks, laid out once: every player's entries (a missing entry is
/// an absence), scores and the scores adjusted for the opponents' sake (C.07 16.3). Players are
/// found by pairing number, so the order of `tournament.players` does not matter.
class ScoreSheet {
public:
    ScoreSheet(const Tournament& tournament, const TieBreakContext& context);

    /// The number of players.
    [[nodiscard]] int size() const { return static_cast<int>(m_entries.size()); }
    /// The rounds counted.
    [[nodiscard]] int rounds() const { return m_context.rounds; }
    /// True for a round robin.
    [[nodiscard]] bool isRoundRobin() const { return m_context.isRoundRobin; }
    /// Player `index`'s entry in round `round` (0-based).
    [[nodiscard]] const RoundEntry& entry(int index, int round) const {
        return m_entries[at(index)][at(round)];
    }
    /// The points an entry is worth.
    [[nodiscard]] HalfPoints points(const RoundEntry& entry) const {
        return m_scoring.pointsFor(entry);
    }
    /// The points of a win and of a draw.
    [[nodiscard]] HalfPoints winPoints() const { return m_scoring.win; }
    [[nodiscard]] HalfPoints drawPoints() const { return m_scoring.draw; }
    /// Player `index`'s score after the rounds counted.
    [[nodiscard]] HalfPoints score(int index) const { return m_scores[at(index)]; }
    /// The score the player's opponents count (16.3): voluntarily unplayed rounds after his last
    /// available round count as draws (in a Swiss; nothing in a round robin).
    [[nodiscard]] HalfPoints adjustedScore(int index) const { return m_adjusted[at(index)]; }
    /// The index of the player with pairing number `id`, or -1.
    [[nodiscard]] int indexOf(PlayerId id) const;
    /// The player's rating.
    [[nodiscard]] int rating(int index) const { return m_ratings[at(index)]; }

private:
    static std::size_t at(int i) { return static_cast<std::size_t>(i); }

    TieBreakContext m_context;
    ScoringSystem m_scoring;
    std::vector<std::vector<RoundEntry>> m_entries;
    std::vector<HalfPoints> m_scores;
    std::vector<HalfPoints> m_adjusted;
    std::vector<int> m_ratings;
    std::unordered_map<int, int> m_indexOf;
};

/// True for a voluntarily unplayed round (C.07 16.2.5): a forfeit loss, a requested half- or
/// zero-point bye, an absence. A pairing-allocated bye, a forfeit win and a full-point bye are
/// not voluntary.
bool isVoluntarilyUnplayed(const RoundEntry& entry);

/// The value of a tie-break other than DE for player `index` (see computeTieBreak()).
TieBreakValue tieBreakValue(const ScoreSheet& sheet, TieBreak tieBreak, int index);

/// Direct encounter among `group` (sheet indices), as directEncounter() describes it.
std::vector<TieBreakValue> directEncounter(const ScoreSheet& sheet, const std::vector<int>& group);

} // namespace renju::pairing
