#pragma once

#include "arbiter/model/player.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::app {

/// Players read from a CSV file, or the first problem with the line it is on.
struct PlayerCsv {
    std::vector<model::Player> players;
    std::string error;
    /// What the reader says of the file it read (how text that was not UTF-8 was read).
    std::vector<std::string> notes;
};

/// Reads players from CSV text, or from a rating list saved as text (the RIF's, a federation's).
/// The first line names the columns (any order, any case): `name` or `surname` (one is
/// required; a name missing is written from the surname and `given_names` in `name_order`),
/// `rating`, `rating_source`, `federation` (or `country`), `club`, `city`, `title`, `rif_id`
/// (or `id`), `national_id`, `fide_id`, `birth_year`, `sex`; a rating list's `place`, `rank`,
/// `games` and `change` are read and left. Fields are separated by a tab, `,` or `;`
/// (whichever the header uses); `"..."` quotes a field (`""` is a quote). UTF-8 with or
/// without a byte-order mark; a line that is not UTF-8 is refused with its number. `source`
/// names the file in messages.
PlayerCsv readPlayerCsv(std::string_view text, const std::string& source);

/// Returns the byte offset of the first invalid UTF-8 sequence, or npos when the text is valid.
std::size_t findInvalidUtf8(std::string_view text);

} // namespace renju::arbiter::app
