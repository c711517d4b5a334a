#pragma once

#include "arbiter/print/paper.hpp"
#include "arbiter/print/print_time.hpp"

#include <iosfwd>
#include <string>

namespace renju::arbiter::cli {

/// What `print ren-board` and `print ren-record` print, outside any event.
struct RenPrintRequest {
    /// "ren-board" or "ren-record".
    std::string kind;
    /// ren-record: the replay script of the game (`rules ren ...`), and the players' names.
    std::string script;
    std::string black;
    std::string white;
    print::Paper paper = print::Paper::A4;
    /// The PDF to write, or the folder of HTML pages.
    std::string output;
    std::string html;
};

/// Returns true for the print kinds that need no event (`ren-board`, `ren-record`).
bool isRenPrintKind(const std::string& kind);

/// Prints the Ren board with its counters and stones, or the record sheet of the game a
/// script replays; says what it wrote on `out`. Returns 0, or 1 with the problem on `err`
/// (an unreadable script, a script that is not Ren, a script with errors, named by line).
int runRenPrint(const RenPrintRequest& request, const print::PrintTime& printedAt,
                std::ostream& out, std::ostream& err);

} // namespace renju::arbiter::cli
