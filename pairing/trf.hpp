#pragma once

#include "pairing/tournament.hpp"

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace renju::pairing {

/// Where and why a TRF text is malformed; line and column are 1-based.
struct TrfError {
    int line = 0;
    int column = 0;
    std::string message;
    /// "line L, column C: message".
    [[nodiscard]] std::string describe() const;
};

/// A parsed tournament, or the first error found.
struct TrfRead {
    Tournament tournament;
    std::optional<TrfError> error;
};

/// Reads FIDE TRF-16 (lines end with CR, LF or CR LF) with the extensions XXR (rounds), XXC
/// (initial role), XXP (forbidden pairs) and BBW BBD BBL BBZ BBF BBU (points). In player lines `w`
/// marks the First role (tentative Black). Checks that opponents exist and agree, and that the
/// points column matches the results (it may also include a bye already entered for the next
/// round). A file without player lines is an error.
TrfRead readTrf(std::istream& in);
/// Reads TRF from a string.
TrfRead readTrf(std::string_view text);

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
/// from 1 / ½ / 0). Reading the output gives the same tournament.
void writeTrf(const Tournament& tournament, std::ostream& out);
/// Writes TRF to a string.
std::string writeTrf(const Tournament& tournament);

} // namespace renju::pairing
