#pragma once

#include "rules/game_script.hpp"
#include "rules/ren/ren_game.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::platform {

/// A game of Ren kept in its replay script (the `replay` and `print ren-record` commands read
/// it): opened or created, replayed into a `RenGame`, and every accepted event appended as
/// its line and flushed to the disk before it counts, so that nothing entered is lost.
class RenGameFile {
public:
    /// Opens `path`, or creates it with the header of `rules` (`rules ren ...`, `board N`)
    /// when it does not exist. Throws std::runtime_error naming the file and, for a script
    /// with errors, each line and its problem.
    RenGameFile(const std::filesystem::path& path, const rules::GameRules& rules);

    const rules::RenGame& game() const { return m_game; }
    /// Returns the problems met when the file was replayed: "line 12: refused (ren): ...".
    const std::vector<std::string>& loadNotices() const { return m_notices; }

    /// Applies one event in the replay grammar ("e5", "pass", "undo", "resign black"); when
    /// the rules accept it, appends it to the file (fsync) first. Returns the outcome as
    /// `replay` prints it; a refusal changes nothing, in the game or the file. Throws
    /// std::runtime_error when the file cannot be written (the game is then unchanged).
    rules::EventOutcome apply(const std::string& line);

private:
    std::filesystem::path m_path;
    rules::RenGame m_game;
    std::vector<std::string> m_notices;
};

/// Returns the header of a new Ren game file: "rules ren[ VARIANTS]\nboard N\n".
std::string renFileHeader(const rules::GameRules& rules);

} // namespace renju::arbiter::platform
