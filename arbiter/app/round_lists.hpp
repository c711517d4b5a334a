#pragma once

#include "arbiter/model/event_state.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::app {

/// One player in the alphabetical pairing list ("who finds their table").
struct NameListEntry {
    std::string name;
    std::string federation;
    /// 0 for a player who does not play this round (a bye).
    int table = 0;
    /// "Black" for the first player (tentative Black), "White" for the second; empty for byes.
    std::string role;
    std::string opponent;
    /// For byes: "bye (1 point)", "half-point bye", "zero-point bye".
    std::string note;
    /// The player's pairing number, rating and points before the round.
    int number = 0;
    int rating = 0;
    int halfPoints = 0;
    /// The opponent's pairing number (0 for a bye).
    int opponentNumber = 0;
    /// The player's own score in the game (ownScore), "" while it has no result.
    std::string score;
};

/// Returns every player of a round (paired or with a bye) in alphabetical order of name.
std::vector<NameListEntry> nameList(const model::EventState& state, int round);

/// A player not paired in a round.
struct ByeEntry {
    model::PlayerId player;
    std::string name;
    /// "bye (1 point)", "half-point bye", "zero-point bye".
    std::string kind;
};

/// Returns the pairing-allocated bye and the requested byes of a round.
std::vector<ByeEntry> roundByes(const model::EventState& state, int round);

/// Returns a player's own score in one game, as lists by player print it next to the name:
/// "1" won, "½" drawn, "0" lost, "+" won by forfeit, "-" lost by forfeit (both players "-"
/// when neither played).
std::string ownScore(model::ResultCode code, bool isFirst);

/// Returns one game of a match in a listed player's own view: the points on the board, the
/// player's first ("3:1"), in a family that scores them (Ren); else the player's own score
/// ("1", "½", "+"); "" while the game has no result.
std::string matchGameText(const model::Table& table, const model::TableGame& game, bool isFirst);

/// Returns a player's own score at a table, as lists by player print it next to the name: the
/// game's (ownScore), or for a match the match's followed by each game's, "1 (1, ½)"; while a
/// match goes on, the games finished so far, "(1)"; "" while there is nothing to show.
std::string tableOwnScore(const model::Table& table, bool isFirst);

/// A player as the printed lists show him: pairing number, name, federation, rating and the
/// points before the round.
struct ListedPlayer {
    model::PlayerId id;
    int number = 0;
    std::string name;
    std::string federation;
    int rating = 0;
    int halfPoints = 0;
};

/// One board of a round as the printed pairing list shows it.
struct PairingListRow {
    int table = 0;
    /// The first player (tentative Black) and the second.
    ListedPlayer first;
    ListedPlayer second;
    /// Each player's own score (ownScore); "" while the game has no result.
    std::string firstScore;
    std::string secondScore;
    /// The opening's swap made the first player White (a table of one game whose colours are
    /// settled): a list printed after it names the colours the players held.
    bool isSwapped = false;
};

/// A player not paired in a round, with the kind of bye ("bye (1 point)", "half-point bye").
struct ByeListRow {
    ListedPlayer player;
    std::string kind;
};

/// The printed pairing list of a round: the boards in order, then the players not paired.
struct PairingList {
    std::vector<PairingListRow> tables;
    std::vector<ByeListRow> byes;
};

/// Returns true once no opening step can swap the game's colours any more: a game under an
/// opening protocol after its opening, any other game from its start.
bool areColoursSettled(const rules::AnyGame& game);

/// Returns the pairing list of a round (empty for a round not paired).
PairingList pairingList(const model::EventState& state, int round);

/// Returns a key that orders names alphabetically across scripts: Latin letters with
/// diacritics sort with their base letter, case is ignored, other scripts by code point.
std::string nameSortKey(std::string_view name);

} // namespace renju::arbiter::app
