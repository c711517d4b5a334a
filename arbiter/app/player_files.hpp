#pragma once

#include "arbiter/app/player_csv.hpp"

#include <filesystem>
#include <string>
#include <string_view>

namespace renju::arbiter::app {

/// Reads players from a file's bytes: a FIDE TRF file (recognised by its `001` player lines; the
/// players in pairing-number order with name, rating, federation, the id column as RIF id and
/// the team of a team line as club; a file that is not UTF-8 is read in `encoding` or the code
/// page detected) or a CSV file (see readPlayerCsv(); read in `encoding` when it is given). The
/// result's error names `source` and the line when the file cannot be used; its notes say how
/// the file was read and what the TRF reader warned of.
PlayerCsv readPlayers(std::string_view bytes, const std::string& source,
                      const std::string& encoding = "");

/// Reads players from the file at `path` (see readPlayers()).
PlayerCsv readPlayersFile(const std::filesystem::path& path);

} // namespace renju::arbiter::app
