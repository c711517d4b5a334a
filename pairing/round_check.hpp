#pragma once

#include "pairing/board.hpp"
#include "pairing/dutch/round_state.hpp"
#include "pairing/tournament.hpp"

#include <functional>
#include <string>
#include <vector>

namespace renju::pairing {

/// One breach of an absolute criterion, or of the roster, in a proposed round.
struct Violation {
    std::string rule; ///< "C1", "C2", "C3", "XXP" (forbidden pair) or "roster"
    std::vector<PlayerId> players;
    std::string text; ///< a sentence for the arbiter, starting with the rule
};

/// Checks boards proposed for the round after the last paired round (made or changed by hand,
/// roles swapped) and reports every breach; it never refuses. The absolute criteria of C.04.3
/// under `rules`: C1 players who already played each other; C2 the pairing-allocated bye for a
/// player who may not have it (2017: had one, or won by forfeit; 2026: scored a win without
/// playing); C3 two non-topscorers with the same absolute role preference, or an absolute
/// preference not granted (topscorers are exempt in the last round); forbidden pairs (XXP).
/// The roster: unknown players, a player on two boards, a player who takes no part in the
/// round (requested bye, absent, withdrawn), a player left out, a second bye.
/// `label` names a player in the texts (default: playerLabel, "#number Name").
std::vector<Violation> checkRound(const Tournament& tournament, const std::vector<Board>& boards,
                                  dutch::Rules rules,
                                  const std::function<std::string(PlayerId)>& label = {});

/// "#12 Name", or "#12" for an unknown number.
std::string playerLabel(const Tournament& tournament, PlayerId id);

/// "Black" for the first mover (tentative Black), "White" for the second: the words the
/// program's screens and printouts use.
const char* roleWord(Role role);

} // namespace renju::pairing
