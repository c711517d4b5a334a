#pragma once

#include "arbiter/model/event_state.hpp"

#include <functional>
#include <string_view>
#include <vector>

namespace renju::arbiter::ui {

/// Calls `visit` with every text of the event the application may show: the settings'
/// names, every player's name, federation, club and RIF id, manual pairing reasons and
/// warnings, results' reasons. The font atlas is built from these.
void forEachEventText(const model::EventState& state,
                      const std::function<void(std::string_view)>& visit);

/// Returns the distinct code points of every event text, sorted.
std::vector<char32_t> eventCodepoints(const model::EventState& state);

} // namespace renju::arbiter::ui
