#pragma once

#include "pairing/tiebreaks.hpp"
#include "pairing/tournament.hpp"

#include <string>
#include <vector>

namespace renju::pairing {

/// How to rank: the tie-breaks in order, the rounds counted and the kind of tournament.
struct StandingsOptions {
    std::vector<TieBreak> tieBreaks = defaultTieBreaks();
    int rounds = -1;           ///< rounds counted; -1: every paired round
    bool isRoundRobin = false; ///< see TieBreakContext
};

/// One line of the standings.
struct StandingRow {
    int rank = 0; ///< 1-based; players equal on points and every tie-break share it
    bool isShared = false;
    PlayerId id;
    std::string name;
    std::string federation;
    int rating = 0;
    HalfPoints points = 0;
    std::vector<TieBreakValue> values; ///< one per tie-break, in the order asked for
    friend bool operator==(const StandingRow&, const StandingRow&) = default;
};

/// The standings after some rounds.
struct Standings {
    int rounds = 0;
    std::vector<TieBreak> tieBreaks;
    std::vector<StandingRow> rows; ///< best first; shared ranks by pairing number
};

/// Ranks the players by points, then by each tie-break in turn: a tie-break only separates
/// players still equal on everything before it (DE is computed within each such group).
/// Players equal on all share the rank. The result depends on the players and their results,
/// not on the order of `tournament.players`.
Standings computeStandings(const Tournament& tournament, const StandingsOptions& options);

/// True when the tournament looks like a round robin: as many rounds as a single or double
/// cycle of its players needs (TRF does not say which system was played).
bool looksLikeRoundRobin(const Tournament& tournament);

/// The standings as a text table: a heading line, then rank, pairing number, name, federation,
/// rating, points and one column per tie-break code; a shared rank carries "=" ("2=").
std::string formatStandings(const Standings& standings);

} // namespace renju::pairing
