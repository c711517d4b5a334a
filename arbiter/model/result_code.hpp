#pragma once

#include <optional>
#include <string_view>

namespace renju::arbiter::model {

/// A table's result, written as the score of the player listed first in the pairing
/// (tentative Black) and then the second: the same codes serve the CLI, `batch`, the GUI and
/// the result slips.
enum class ResultCode {
    FirstWins,     ///< "1-0"
    SecondWins,    ///< "0-1"
    Draw,          ///< "0.5-0.5"
    FirstForfeit,  ///< "1-0f": the first player wins, the game was not played
    SecondForfeit, ///< "0-1f"
    DoubleForfeit, ///< "0-0f": neither played
};

/// Returns the code as written ("1-0", "0-1f", ...).
const char* resultCodeText(ResultCode code);
/// Parses a code; nothing for unknown text.
std::optional<ResultCode> parseResultCode(std::string_view text);
/// Returns the same result with the players exchanged ("1-0" becomes "0-1", "1-0f" "0-1f").
ResultCode exchangedCode(ResultCode code);
/// Returns the half-points of the first player (2 win, 1 draw, 0 loss).
int firstHalfPoints(ResultCode code);
/// Returns the half-points of the second player.
int secondHalfPoints(ResultCode code);
/// Returns true when the game was not played (a forfeit).
bool isForfeit(ResultCode code);

} // namespace renju::arbiter::model
