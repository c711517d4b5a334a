#pragma once

#include "arbiter/model/round.hpp"

#include <cstdint>
#include <string>

namespace renju::arbiter::test {

/// Returns everything a referee could see of a table at event time `at`, as text: the game
/// record in effect, who must act, a claim awaiting its ruling, the result, and the clock to
/// the millisecond (status, running seat, each seat's time, period, moves, delay phase and
/// flags). Two tables with the same digest are the same to every view and every later command.
std::string tableDigest(const model::Table& table, std::int64_t at);

} // namespace renju::arbiter::test
