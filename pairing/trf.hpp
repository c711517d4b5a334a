#pragma once

#include "pairing/tournament.hpp"

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::pairing {

/// A place in a TRF text (line and column 1-based, the column in characters; line 0 for the file
/// as a whole) and what is wrong there, or what the reader says of it.
struct TrfError {
    int line = 0;
    int column = 0;
    std::string message;
    /// "line L, column C: message".
    [[nodiscard]] std::string describe() const;
};

/// What a note of the reader is about.
enum class TrfNoteKind : unsigned char {
    Points,       ///< a points column disagrees with the results (a warning)
    RoundCount,   ///< 142 and XXR disagree (a warning)
    Acceleration, ///< how the virtual points are applied (a note)
    Teams,        ///< team lines the engine does not pair by (a warning)
};

/// What the reader says of a file it could read: a warning when the file disagrees with itself or
/// holds what the engine does not apply (team lines), a note when it tells how a line was applied.
struct TrfNote : TrfError {
    TrfNoteKind kind = TrfNoteKind::Points;
    /// True for a warning, false for a note.
    [[nodiscard]] bool isWarning() const { return kind != TrfNoteKind::Acceleration; }
};

/// Which score counts when a player's points column disagrees with his results.
enum class TrfPoints : unsigned char {
    Results, ///< the results (and the scoring system) count; the column is only compared
    File,    ///< the points column counts: the difference is kept as Player::scoreAdjustment
};

/// What readTrf() may be told.
struct TrfReadOptions {
    TrfPoints points = TrfPoints::Results;
};

/// A parsed tournament, or the first error found; the warnings and notes in file order.
struct TrfRead {
    Tournament tournament;
    std::optional<TrfError> error;
    std::vector<TrfNote> notes;
};

/// Reads FIDE TRF-16 (lines end with CR, LF or CR LF; columns counted in characters of UTF-8, a
/// byte that is not UTF-8 counting as one) with the extensions XXR or TRF-26's 142 (rounds), XXC
/// (initial role), XXP (forbidden pairs), XXA or TRF-26's 250 (acceleration) and BBW BBD BBL BBZ
/// BBF BBU (points), and team lines (013, TRF-26's 310), read and kept verbatim. In player lines
/// `w` marks the First role (tentative Black); a blank opponent is no opponent (as lichess
/// writes byes and absences); an opponent and a role with a blank result is a round paired but
/// not yet played. Checks that opponents exist and agree. A points column that disagrees with
/// the results (it may also include a bye already entered for the next round, or the
/// acceleration) is a warning, and `options.points` says which counts. A file without player
/// lines is an error.
TrfRead readTrf(std::istream& in, const TrfReadOptions& options = {});
/// Reads TRF from a string.
TrfRead readTrf(std::string_view text, const TrfReadOptions& options = {});

/// The top seed's initial role inferred from the rounds a file holds, and how.
struct RoleInference {
    Role role = Role::First;
    /// "XXC is absent: the top seed's initial role is taken as white1 from round 1 (...)".
    std::string explanation;
};

/// Infers the initial role of the top seed when XXC is absent, as the reference pairing program
/// documents: from the first round that lists roles, the highest player's role in that round,
/// or the reverse of the next one's (ranked players alternate in round 1). Nothing when no round
/// lists a role.
std::optional<RoleInference> inferInitialRole(const Tournament& tournament);

/// The revision of TRF a file is written in.
enum class TrfVersion : unsigned char {
    /// FIDE TRF-16 with the pairing programs' extensions: XXR, XXC, XXP, XXA and BBW...BBU; the
    /// next round's absences in the player lines (as JaVaFo and bbpPairings read them).
    Trf16,
    /// The 2026 revision: 142, 152, 162, 192, 202, 212 and 222 in the tournament section, the
    /// next round's absences as 240 lines, the acceleration as 250 and forbidden pairs as 260.
    Trf26,
};

/// The tournament section of a TRF file beyond the name (012) and the counts (062, 072), as the
/// organiser knows it. Empty fields are not written.
struct TrfHeader {
    std::string city;       ///< 022
    std::string federation; ///< 032
    /// 042 and 052: ISO dates ("2026-11-21"), written YYYY/MM/DD.
    std::string startDate;
    std::string endDate;
    std::string type;                  ///< 092, in words
    std::string chiefArbiter;          ///< 102
    std::vector<std::string> deputies; ///< 112, a line each
    std::string timeControl;           ///< 122, in words
    /// 132: each round's ISO date ("" for a round without one), written YY/MM/DD from column
    /// 92, ten columns apart, as the rounds of a player line.
    std::vector<std::string> roundDates;
    /// TRF-26: 192, the encoded type ("FIDE_DUTCH_2025"); 202 and 212, the tie-break codes
    /// (212 puts PTS first); 222, the encoded time control ("5400+30", "40/6000+30:900+30").
    std::string encodedType;
    std::vector<std::string> tieBreaks;
    std::string encodedTimeControl;
};

/// How writeTrf() writes.
struct TrfWriteOptions {
    TrfVersion version = TrfVersion::Trf16;
    /// The tournament section; with one, the counts of players (062) and of rated players (072)
    /// are written too. Without, only the name.
    std::optional<TrfHeader> header;
};

/// Writes a tournament as TRF-16 with the same extensions (points lines only when they differ
/// from 1 / ½ / 0; the round count as XXR, the acceleration as XXA lines), or as TRF-26, columns
/// counted in characters (a name is cut at a character). Reading the output gives the same
/// tournament.
void writeTrf(const Tournament& tournament, std::ostream& out, const TrfWriteOptions& options = {});
/// Writes TRF to a string.
std::string writeTrf(const Tournament& tournament, const TrfWriteOptions& options = {});

} // namespace renju::pairing
