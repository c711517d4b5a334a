#pragma once

#include <optional>
#include <string_view>

namespace renju::arbiter::print {

/// The paper sizes documents are laid out for.
enum class Paper { A4, Letter };

/// A page size in PDF points (1/72 inch).
struct PageSize {
    double width = 0;
    double height = 0;
};

/// Returns the size of a paper in portrait orientation: A4 210x297 mm, Letter 8.5x11 in.
PageSize pageSize(Paper paper);

/// Parses "a4" or "letter" (any case); nothing for anything else.
std::optional<Paper> parsePaper(std::string_view text);

/// The system's paper as Debian's libpaper names it: the PAPERSIZE variable when it names a
/// known paper, else the first line of /etc/papersize (given as its text) that is not a
/// comment, else A4. Used by the application's Print buttons.
Paper systemPaper(const char* papersizeVariable, std::string_view papersizeFile);

/// Returns "a4" or "letter".
const char* paperName(Paper paper);

} // namespace renju::arbiter::print
