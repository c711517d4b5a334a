#pragma once

#include "arbiter/ui/view.hpp"

#include <memory>
#include <vector>

namespace renju::arbiter::ui {

/// Returns one instance of every view, in tab order: the one place views are registered.
std::vector<std::unique_ptr<View>> makeViews();

} // namespace renju::arbiter::ui
