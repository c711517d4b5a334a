#pragma once

#include "arbiter/model/result_code.hpp"

#include <optional>
#include <string>

namespace renju::arbiter::ui {

/// Returns the result a key enters in the Round view: `1` 1-0, `0` 0-1, `5` or `=` 0.5-0.5,
/// `+` 1-0f, `-` 0-1f, `*` 0-0f (the first player is the one listed first); nothing for
/// other keys.
std::optional<model::ResultCode> resultForKey(char32_t key);

/// Returns the key list as the Round view explains it.
std::string resultKeysHelp();

} // namespace renju::arbiter::ui
