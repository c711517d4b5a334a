#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::cli {

/// Words of a command line, or why it cannot be split.
struct ShellWords {
    std::vector<std::string> words;
    std::string error;
};

/// Splits a line into words as a POSIX shell does for plain words: blanks separate words;
/// '...' keeps everything literally; "..." keeps everything but \" \\ \$ \` escapes; a
/// backslash outside quotes escapes the next character. UTF-8 passes through untouched.
/// No expansions of any kind.
ShellWords splitShellWords(std::string_view line);

} // namespace renju::arbiter::cli
