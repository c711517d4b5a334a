#pragma once

// The tournament section of a TRF file (022 to 132) and the records of the 2026 revision (142 to
// 222 before the players, 240, 250 and 260 after them): written, and those the pairing needs
// (152, 162, 240, 260) read. Used by the TRF reader and writer only.

#include "pairing/trf.hpp"
#include "pairing/trf_columns.hpp"

#include <ostream>

namespace renju::pairing::trf {

/// Writes 022 to 132 from the header: city, federation, dates, the counts of players and of
/// rated players, type, arbiters, time control and the rounds' dates.
void writeTournamentSection(const Tournament& tournament, const TrfHeader& header,
                            std::ostream& out);

/// Writes TRF-26's settings: 142 (rounds), 152 (the top seed's colour in round 1), 162 (points
/// that differ from 1 / ½ / 0), and from the header 192, 202, 212 and 222.
void writeTrf26Settings(const Tournament& tournament, const TrfHeader* header, std::ostream& out);

/// True for an entry that is an absence from a round not yet paired (a requested bye, a
/// withdrawal): TRF-26 writes it as a 240 line, not in the player's line.
bool isAbsenceAfter(const RoundEntry& entry, std::size_t round, int pairedRounds);

/// Writes TRF-26's records after the players: 240 (absences from the next round), 250 (the
/// acceleration, a line per player and run of rounds with the same points) and 260 (forbidden
/// pairs, for every round).
void writeTrf26Records(const Tournament& tournament, std::ostream& out);

/// Absences from rounds not yet paired, read from 240 lines: (round, kind, player) in file order.
struct Absence {
    int round = 0;
    ResultKind kind = ResultKind::ZeroPointBye;
    int player = 0;
};

/// Reads `152 W` or `152 B` (the top seed's colour in round 1; W is the first role).
void readInitialColourLine(const TrfLine& line, Tournament& tournament);

/// Reads a 162 line: codes at columns 6, 15, 24 ... (W, D, L, A, P; X is refused) with their
/// points in the four columns after each; W sets the pairing bye's points too unless they were
/// set (`hasByePoints`, or P). Returns whether the pairing bye's points are set now.
bool readScoringLine(const TrfLine& line, ScoringSystem& scoring, bool hasByePoints);

/// Reads `240 T RRR PPPP PPPP ...`: a bye of kind T (F, H, Z) in round RRR for each player.
void read240Line(const TrfLine& line, std::vector<Absence>& absences);

/// Reads `260 RRR RRR PPPP PPPP ...`: players who must not meet from round to round (kept for
/// every round); returns the group.
std::vector<PlayerId> read260Line(const TrfLine& line);

/// Puts each absence in its player's round (a round already holding an entry keeps it); what is
/// wrong when one names no player.
std::optional<std::string> applyAbsences(const std::vector<Absence>& absences,
                                         Tournament& tournament);

} // namespace renju::pairing::trf
