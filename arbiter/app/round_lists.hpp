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

/// Returns a key that orders names alphabetically across scripts: Latin letters with
/// diacritics sort with their base letter, case is ignored, other scripts by code point.
std::string nameSortKey(std::string_view name);

} // namespace renju::arbiter::app
