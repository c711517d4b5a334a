#pragma once

// The fixed columns of TRF lines, counted in characters as the FIDE reference pairing program
// reads them: a name with "ü" takes one column, not two. Used by the TRF reader and writer only.

#include "pairing/tournament.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::pairing::trf {

/// A failure while reading one line, carried to the line loop; the column is 1-based, in
/// characters.
struct LineFailure {
    int column;
    std::string message;
};

/// One line of a TRF text split into characters: a UTF-8 sequence is one character, and so is
/// any byte that does not start one (text in a legacy code page is made UTF-8 by the caller).
class TrfLine {
public:
    explicit TrfLine(std::string_view text);

    /// Returns the number of characters.
    [[nodiscard]] int size() const { return static_cast<int>(m_starts.size()); }
    /// Returns the text of 1-based columns [from, to], spaces past the end of the line.
    [[nodiscard]] std::string columns(int from, int to) const;
    /// Returns the character at a 1-based column as text (" " past the end).
    [[nodiscard]] std::string at(int column) const { return columns(column, column); }
    /// Returns the text from a 1-based column to the end.
    [[nodiscard]] std::string from(int column) const;
    /// Returns the line as read.
    [[nodiscard]] const std::string& text() const { return m_text; }

private:
    std::string m_text;
    std::vector<std::size_t> m_starts;
};

/// Returns `text` without leading and trailing spaces.
std::string trim(std::string_view text);

/// Parses a non-negative integer in 1-based columns [from, to]; empty gives `fallback`, or a
/// LineFailure naming `what` when there is none.
int readNumber(const TrfLine& line, int from, int to, const char* what,
               std::optional<int> fallback = std::nullopt);

/// Parses points such as "2.5" or "3" into half-points; nothing for other text.
std::optional<HalfPoints> parsePoints(std::string_view raw);

/// Parses a points field in columns [from, to], or throws a LineFailure naming `what`.
HalfPoints readPointsField(const TrfLine& line, int from, int to, const char* what);

/// Returns `text` cut or padded with spaces to `width` characters, on the right or the left.
std::string field(const std::string& text, std::size_t width, bool isRight);

} // namespace renju::pairing::trf
