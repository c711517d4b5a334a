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

/// Reads FIDE TRF-16 with the extensions XXR (rounds), XXC (initial role), XXP (forbidden
/// pairs) and BBW BBD BBL BBZ BBF BBU (points). In player lines `w` marks the First role
/// (tentative Black). Checks that opponents exist and agree, and that the points column matches
/// the results (it may also include a bye already entered for the next round).
TrfRead readTrf(std::istream& in);
/// Reads TRF from a string.
TrfRead readTrf(std::string_view text);

/// Writes a tournament as TRF-16 with the same extensions (points lines only when they differ
/// from 1 / ½ / 0). Reading the output gives the same tournament.
void writeTrf(const Tournament& tournament, std::ostream& out);
/// Writes TRF to a string.
std::string writeTrf(const Tournament& tournament);

} // namespace renju::pairing
