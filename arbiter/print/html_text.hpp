#pragma once

#include <string>
#include <string_view>

namespace renju::arbiter::print {

/// Returns text safe inside HTML elements and attribute values: & < > " ' are escaped.
std::string escapeHtml(std::string_view text);

} // namespace renju::arbiter::print
