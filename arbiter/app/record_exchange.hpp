#pragma once

#include "arbiter/records/record_formats.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace renju::arbiter::app {

/// The games of a record file as the GUI's record browser and import read them.
struct RecordFileRead {
    std::vector<records::GameRecord> games;
    /// Damage met on the way ("line 7, game 3: ..."); the other games are still read.
    std::vector<std::string> problems;
    /// Why the file could not be read at all (unknown kind, missing, too large); "" otherwise.
    std::string error;
};

/// Reads a record file (.rif .xml .lib .psq .sgf .txt, by extension).
RecordFileRead readRecordFile(const std::filesystem::path& path);

/// Writes `games` as `path`'s format (a .psq per game, PATH-1.psq ... when there are several);
/// each file is written beside its name and renamed, so it appears whole or not at all. Returns
/// what went wrong (games the format cannot hold, a file that cannot be written), empty when
/// all went well; `written` receives the files written.
std::vector<std::string> writeRecordFile(const std::vector<records::GameRecord>& games,
                                         const std::filesystem::path& path,
                                         std::vector<std::filesystem::path>& written);

} // namespace renju::arbiter::app
