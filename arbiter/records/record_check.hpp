#pragma once

#include "arbiter/records/game_record.hpp"
#include "rules/rule_set.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace renju::arbiter::records {

/// Returns the rule set a rule name of a file stands for: "renju" for renju and its opening
/// rules as renju.net and SGF files name them (RIF, Yamaguchi, Sakata, Tarannikov, Jonsson,
/// Taraguchi-N, Soosorv-N...; also an empty name), "gomoku", "freestyle", a set's own name
/// ("japan-1918"), or nothing for a name it does not know.
std::optional<std::string> ruleSetOfName(std::string_view name);

/// The rules a game is replayed under by the check.
struct CheckRules {
    rules::RuleSet set;
    int boardSize = rules::kRenjuBoardSize;
};

/// Returns the rules of a set for the check on a board of `boardSize`, or why a game of that
/// set cannot be checked (not a set, a board the set is not played on). Sets without forbidden
/// moves (freestyle, gomoku) are checked on any board from 15 to 20 (Gomocup plays 20x20); the
/// others on their own boards. The one place that maps a set's name to game rules
/// (rules/rule_set.hpp).
std::variant<CheckRules, std::string> checkRulesFor(std::string_view set,
                                                    int boardSize = rules::kRenjuBoardSize);

/// A game's check.
struct GameCheck {
    enum class Status { Ok, Problem, NotChecked };
    Status status = Status::Ok;
    /// The move the problem is at (1-based), 0 when it is about the game as a whole.
    int move = 0;
    /// "move 23: j9 is a forbidden double-three ..." or why it was not checked.
    std::string message;
};

/// Replays a game under `ruleOverride` (a set name) or else its own rule set, on the record's
/// board, Black first: an occupied point, a point off the board, a forbidden move the record
/// goes on after (RIF 9.2 under renju; a move the set loses at once), a move the set refuses,
/// a five (as the set defines it) or two passes in a row (10.3) before the last move, and a
/// result the final position contradicts (a five of the other colour, a forbidden last move
/// of the winner).
GameCheck checkGame(const GameRecord& game, std::string_view ruleOverride = {});

} // namespace renju::arbiter::records
