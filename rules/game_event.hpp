#pragma once

#include "rules/board.hpp"
#include "rules/point.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace renju::rules {

/// The two players of a game, not colours: openings swap colours. First is the tentative Black
/// (listed first in the pairing, the first to act); Second is the tentative White.
enum class Player : std::uint8_t { First, Second };

/// Returns the other player.
constexpr Player otherPlayer(Player player) {
    return player == Player::First ? Player::Second : Player::First;
}

/// Returns "first player" or "second player".
const char* playerName(Player player);

/// Returns "Black" or "White" for a stone colour.
const char* colourName(Stone colour);

/// How a game ended, from Black's point of view.
enum class Score : std::uint8_t { Unfinished, BlackWins, WhiteWins, Draw };

/// Why a game ended (or `None` while it goes on).
enum class ResultReason : std::uint8_t {
    None,
    Five,
    WhiteOverline,
    Forbidden33,
    Forbidden44,
    Forbidden6,
    Time,
    Resignation,
    Agreement,
    DoublePass,
    FullBoard,
    BothFlags,
    Arbiter,
    Forfeit,
    Void,
    /// A four-three-three, which loses at once under japan-1918 (RULES.md).
    Forbidden433,
    /// Ren: a filled 3x3 box ends the game at once and its scorer wins (seed 002).
    NineBox,
    /// Ren, variant b): a player leads by the variant's points or more and wins at once.
    Lead,
};

/// A result with its reason; every end of a game has one.
struct GameResult {
    Score score = Score::Unfinished;
    ResultReason reason = ResultReason::None;

    bool isOver() const { return score != Score::Unfinished || reason == ResultReason::Void; }
    friend bool operator==(const GameResult&, const GameResult&) = default;
};

/// Returns the score as written in records: "1-0" (Black won), "0-1", "0.5-0.5" or "*".
const char* scoreCode(Score score);
/// Returns the reason as written in records: "five", "forbidden-33", ..., "*" for None.
const char* reasonCode(ResultReason reason);
/// Parses a score code; nothing for unknown text.
std::optional<Score> parseScore(std::string_view text);
/// Parses a reason code; nothing for unknown text.
std::optional<ResultReason> parseReason(std::string_view text);
/// Returns "S REASON", e.g. "0-1 forbidden-33" or "* *".
std::string formatResult(const GameResult& result);
/// Returns the clause under which a game ends for this reason ("9.1" five, "9.2" forbidden
/// moves, "9.4" time, "9.5" resignation, "10.1"-"10.4" draws, "8" void), or "-" for an
/// arbiter's decision, a forfeit or no reason.
const char* reasonClause(ResultReason reason);
/// Returns why a score and a reason do not fit together in a five-in-a-row game (a win by a
/// double pass, a draw by a five, a finished game without a reason...), or "" when they do.
/// `* *` (going on) and `* void` (clause 8) fit. Ren's results: `renResultProblem`.
std::string resultProblem(const GameResult& result);

/// What a claim is about (9.1 five, 9.2 forbidden move, 9.4 time).
enum class ClaimKind : std::uint8_t { Five, Forbidden, Time };

/// Both clocks as read when a claim stopped them (9.6), in milliseconds, by colour.
struct ClockSnapshot {
    std::int64_t blackMilliseconds = 0;
    std::int64_t whiteMilliseconds = 0;
};

struct StoneEvent {
    Point point{};
};
struct PassEvent {};
/// The swap decision of the player entitled to it: `swapped` exchanges the colours.
struct SwapEvent {
    bool swapped = false;
};
/// The declaration of the number of 5th-move proposals.
struct DeclareEvent {
    int count = 0;
};
/// 5th-move proposals (several events may add up to the required number).
struct ProposeEvent {
    std::vector<Point> points;
};
/// White's choice among the proposals; it becomes move 5.
struct ChooseEvent {
    Point point{};
};
/// The player who just acted pressed the clock (14.3, 14.4).
struct PressEvent {};
/// The time of the player holding `colour` has run out; `movesShort` > 0 when it ran out
/// before the period's required number of moves (9.4).
struct FlagEvent {
    Stone colour = Stone::Black;
    int movesShort = 0;
};
/// A claim by the player holding `claimant` (9.6); `point` names a forbidden stone if given.
struct ClaimEvent {
    Stone claimant = Stone::White;
    ClaimKind kind = ClaimKind::Five;
    std::optional<Point> point;
    std::optional<ClockSnapshot> clocks;
    /// True where an arbiter decides (an event): the software's assessment is advice only, the
    /// game stops (9.6) and its result stays open until the ruling. False in a bare replay,
    /// where the advice stands as the result.
    bool awaitsRuling = false;
};
/// A draw offer made together with the offerer's move (10.2).
struct DrawOfferEvent {};
struct DrawAcceptEvent {};
struct DrawRefuseEvent {};
struct ResignEvent {
    Stone colour = Stone::Black;
};
/// The arbiter's decision on the last claim: uphold or reject it.
struct RulingEvent {
    bool upholds = true;
    std::string text;
};
/// The arbiter sets the result directly (a result of `* *` resumes the game).
struct OverrideEvent {
    GameResult result;
    std::string text;
};
/// Takes back the last recorded event; the undo itself stays in the record.
struct UndoEvent {};

/// Everything that can happen at one board.
using GameEvent =
    std::variant<StoneEvent, PassEvent, SwapEvent, DeclareEvent, ProposeEvent, ChooseEvent,
                 PressEvent, FlagEvent, ClaimEvent, DrawOfferEvent, DrawAcceptEvent,
                 DrawRefuseEvent, ResignEvent, RulingEvent, OverrideEvent, UndoEvent>;

/// Writes an event in the replay-script grammar (`h8`, `claim white forbidden j9`, ...).
std::string formatEvent(const GameEvent& event);

} // namespace renju::rules
