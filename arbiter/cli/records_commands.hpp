#pragma once

#include "arbiter/records/record_formats.hpp"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::cli {

/// A file named on the command line: its name as given and its bytes, or why it was not read.
struct InputFile {
    std::string name;
    std::string bytes;
    std::string error;
};

/// Options of the records commands.
struct RecordsOptions {
    /// `--rules SET`: check: every game is checked under this set instead of its own; convert:
    /// the rule set of the games whose file names none (a .psq never does).
    std::string rules;
    /// `--encoding NAME`: the code page of text that is not UTF-8 (detected otherwise).
    std::string encoding;
    /// `--format NAME`: the format of the files read, whatever their names say (formatNames()).
    std::string format;
    /// `convert --to NAME`: the format of the file written, whatever its name says.
    std::string to;
    /// `--board N`: the board of a game list that does not say it (PlayOK, offsets, packed,
    /// JSON), read or written; 0: 15.
    int boardSize = 0;
};

/// A file to write: where and what.
struct OutputFile {
    std::string path;
    std::string bytes;
};

/// Runs `records list`: one line per game, `FILE[#N]<TAB>BLACK<TAB>WHITE<TAB>RESULT<TAB>MOVES`
/// (RESULT by colour, Black's score first; a pass `--`); every line of a .lib's tree from the
/// root to a leaf is a game. Damage is reported on `err` (`error: FILE: line 7, game 3: ...`).
/// Returns 0, 1 when a file is damaged (the games around the damage are still listed), 2 when a
/// file cannot be read at all or its format is unknown.
int runRecordsList(const std::vector<InputFile>& files, const RecordsOptions& options,
                   std::ostream& out, std::ostream& err);

/// Runs `records check`: replays every game and prints `FILE[#N]<TAB>ok`, `FILE[#N]<TAB>move K:
/// what is wrong` or `FILE[#N]<TAB>not checked: why`, then a line that sums up. Returns 0 when
/// no game has a problem and every file was read whole, 1 otherwise, 2 for bad options or a
/// file that cannot be read at all.
int runRecordsCheck(const std::vector<InputFile>& files, const RecordsOptions& options,
                    std::ostream& out, std::ostream& err);

/// Converts the games of `input` into the format of `outputPath` (by extension, or `--to`). A
/// .psq holds one game: several games go to OUT-1.psq, OUT-2.psq... A .lib is written in the code
/// page `--encoding` names, else in the one the file read was in (UTF-8 when it was UTF-8).
/// Problems go to `err`. Returns the files to write (none when nothing can be written); `status` is
/// 0, 1 when a game was left out or the input is damaged, 2 when nothing can be written.
std::vector<OutputFile> convertRecords(const InputFile& input, const std::string& outputPath,
                                       const RecordsOptions& options, std::ostream& err,
                                       int& status);

/// Where records go: the path, and the format when its name does not say it (`--to`).
struct OutputTarget {
    std::string path;
    std::optional<records::RecordFormat> format;
};

/// Writes `games` in the target's format (a .psq per game when there are several): the files to
/// write, with problems (games left out) on `err` and counted in `problems`.
std::vector<OutputFile> writeRecordFiles(const std::vector<records::GameRecord>& games,
                                         const OutputTarget& target,
                                         const records::WriteOptions& options, std::ostream& err,
                                         int& problems);

} // namespace renju::arbiter::cli
