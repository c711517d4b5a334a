#pragma once

#include "rules/game_event.hpp"
#include "rules/notation.hpp"
#include "rules/point.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace renju::arbiter::records {

/// The largest board side a record may name (columns `a`..`z`); the rule set decides what is on
/// its board, so a record keeps points the rules will call off the board.
inline constexpr int kMaxRecordBoardSize = 26;

/// The extras of a line of a tree rather than of its game start with this.
inline constexpr std::string_view kLineExtraPrefix = "renlib.";

/// One move of a record: a stone or a pass, with the time it took when the format keeps it.
struct RecordMove {
    rules::Move move;
    /// Milliseconds the mover used on this move, or -1 when the record does not say.
    std::int64_t milliseconds = -1;

    friend bool operator==(const RecordMove&, const RecordMove&) = default;
};

/// A comment on the position after a move; `afterMove` 0 is before the first move.
struct MoveComment {
    int afterMove = 0;
    std::string text;

    friend bool operator==(const MoveComment&, const MoveComment&) = default;
};

/// A text on a point of the board in the position after a move (SGF's `LB`, RenLib's board
/// texts); `afterMove` 0 is before the first move.
struct BoardLabel {
    int afterMove = 0;
    rules::Point point{};
    std::string text;

    friend bool operator==(const BoardLabel&, const BoardLabel&) = default;
};

/// One game as the record formats hold it, neutral of any format: the players by colour, where
/// and when, the rule set, the moves (Black first, alternating, passes included), the unchosen
/// 5th-move proposals, comments and the result by colour (Black's score first). Text is UTF-8.
struct GameRecord {
    std::string black;
    std::string white;
    std::string event;
    std::string round;
    /// As the file gives it; the writers prefer YYYY-MM-DD.
    std::string date;
    /// The rule set as the file names it ("renju", "RIF", "gomoku"...); empty when not stated.
    std::string ruleSet;
    int boardSize = rules::kRenjuBoardSize;
    std::vector<RecordMove> moves;
    /// The 5th-move proposals White did not choose (RIF 12.7), where the format keeps them.
    std::vector<rules::Point> fifthAlternatives;
    std::vector<MoveComment> comments;
    /// Texts on points of the board, by position.
    std::vector<BoardLabel> labels;
    /// Black's score: BlackWins is 1-0.
    rules::Score result = rules::Score::Unfinished;
    /// Fields of one format kept for writing it back (e.g. "psq.error"); other formats ignore them.
    /// Those starting with kLineExtraPrefix belong to the line (RenLib's marks on its nodes), the
    /// others to the game.
    std::vector<std::pair<std::string, std::string>> extras;
    /// Its place in the file it was read from (1-based, dropped games counted), for messages.
    int number = 0;
    /// The lines of one game tree (SGF variations, a RenLib library) share its number, from 1,
    /// so that a format of trees writes them back as one tree; 0 for a game of its own.
    int tree = 0;

    /// Returns the extra field `key`, or nothing.
    [[nodiscard]] std::optional<std::string> extra(std::string_view key) const;
    /// Sets the extra field `key` (replacing an earlier value).
    void setExtra(const std::string& key, std::string value);

    friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

/// True when two games have the same players, event, round, date, rule set, board, result,
/// 5th-move proposals and game extras: the game information SGF keeps in a tree's root.
bool hasSameInfo(const GameRecord& a, const GameRecord& b);

/// True when a game says anything besides its moves, comments and labels (names, event, round,
/// date, rule set, a result, 5th-move proposals).
bool hasInfo(const GameRecord& game);

/// The names a format gives the text fields of a game; an empty name: the format has no such
/// field.
struct InfoKeys {
    std::string_view black;
    std::string_view white;
    std::string_view event;
    std::string_view round;
    std::string_view date;
    std::string_view rules;
};

/// Returns the text field of `game` that `key` names in a format's `keys`, or nullptr.
std::string* infoField(GameRecord& game, std::string_view key, const InfoKeys& keys);

/// Returns the moves as the project writes them: `h8 h9 --`, a pass as `--`.
std::string formatRecordMoves(const GameRecord& game);

/// Returns the result by colour: "1-0" (Black won), "0-1", "0.5-0.5" or "*".
const char* formatRecordResult(rules::Score result);

/// Parses "1-0", "0-1", "0.5-0.5" (also "1/2-1/2", "½-½") or "*"; nothing otherwise.
std::optional<rules::Score> parseRecordResult(std::string_view text);

/// Parses a point `a1`..`z26` of a record (any board up to 26): nothing for other text.
std::optional<rules::Point> parseRecordPoint(std::string_view text);

} // namespace renju::arbiter::records
