#include "arbiter/cli/batch_answer.hpp"

namespace renju::arbiter::cli {

std::string refusalLine(std::string_view message) {
    std::string line = "refused: ";
    bool isBreak = false;
    for (char c : message) {
        if (c == '\n' || c == '\r') {
            isBreak = true;
            continue;
        }
        if (isBreak) {
            // A break followed by indentation (libpq's "DETAIL:", "HINT:" lines) reads as one.
            if (c == ' ' || c == '\t') {
                continue;
            }
            line += "; ";
            isBreak = false;
        }
        line += c;
    }
    return line + "\n";
}

} // namespace renju::arbiter::cli
