#pragma once

#include "pairing/board.hpp"
#include "pairing/dutch/round_state.hpp"
#include "pairing/tournament.hpp"

#include <optional>
#include <string>
#include <vector>

namespace renju::pairing::dutch {

/// How strongly a player wants a role (C.04.3 A.6).
enum class PreferenceStrength : unsigned char { None, Mild, Strong, Absolute };

/// "none", "mild", "strong" or "absolute".
const char* strengthName(PreferenceStrength strength);

/// What the arbiter checks about one player before a round.
struct PlayerChecklist {
    PlayerId id;
    HalfPoints score = 0;
    int roleDifference = 0;  ///< games as First (Black) minus games as Second (White)
    std::string roleHistory; ///< "B"/"W" per game played, oldest first
    std::optional<Role> preference;
    PreferenceStrength strength = PreferenceStrength::None;
    Float floats[2] = {Float::None, Float::None}; ///< last round, the round before
    bool isByeEligible = true;
    bool isTopscorer = false; ///< counts only in the last round (A.7)
};

/// The checklist of the round after the last paired one, or why there is none.
struct RoundChecklist {
    int round = 0;
    bool isLastRound = false;
    std::vector<PlayerChecklist> players; ///< the players to be paired, by pairing number
    std::string error;
};

/// Builds the checklist of the next round from the same round state the engine pairs from.
RoundChecklist roundChecklist(const Tournament& tournament, Rules rules);

/// The checklist as a text table, one line per player.
std::string formatChecklist(const Tournament& tournament, const RoundChecklist& checklist);

/// The engine's pairing of the next round with the reasons for every board.
struct PairingExplanation {
    std::vector<Board> boards;
    std::vector<std::vector<std::string>> reasons; ///< per board, readable lines
    std::string error;
};

/// Pairs the next round and explains each board: the bracket and score group it was made in,
/// floats and the float history, the players' role preferences and the rule (E.1-E.5) that
/// gave the roles, and which other opponents in the bracket were ruled out and by what.
PairingExplanation explainPairing(const Tournament& tournament, Rules rules);

} // namespace renju::pairing::dutch
