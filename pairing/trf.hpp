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

/// Writes a tournament as TRF-16 with the same extensions (points lines only when they differ
/// from 1 / ½ / 0; the round count as XXR, the acceleration as XXA lines), columns counted in
/// characters. Reading the output gives the same tournament.
void writeTrf(const Tournament& tournament, std::ostream& out);
/// Writes TRF to a string.
std::string writeTrf(const Tournament& tournament);

} // namespace renju::pairing
