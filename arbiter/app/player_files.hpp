#pragma once

#include "arbiter/app/player_csv.hpp"

#include <filesystem>

namespace renju::arbiter::app {

/// Reads players from a file: a FIDE TRF file (recognised by its `001` player lines; name,
/// rating, federation and FIDE id as RIF id are taken) or a CSV file (see readPlayerCsv()).
/// The result's error names the file and the line when the file cannot be used.
PlayerCsv readPlayersFile(const std::filesystem::path& path);

} // namespace renju::arbiter::app
