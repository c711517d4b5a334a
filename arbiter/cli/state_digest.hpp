#pragma once

#include "arbiter/model/event_state.hpp"

#include <cstdint>
#include <string>

namespace renju::arbiter::cli {

/// Returns the event as one canonical text: the settings summary, every player, bye and kept-
/// apart pair, and every round's tables with their game records, results and clocks (status,
/// running seat, both seats' times and flags at `eventTime`). Two journals that replay to the
/// same event give the same text; `event push` and `event pull` compare them.
std::string stateDigest(const model::EventState& state, std::int64_t eventTime);

/// Returns the first line where two digests differ, as "LINE: A | B" (for a message), or "".
std::string firstDifference(const std::string& first, const std::string& second);

} // namespace renju::arbiter::cli
