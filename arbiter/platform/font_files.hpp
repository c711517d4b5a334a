#pragma once

#include "arbiter/ui/fonts.hpp"

#include <stdexcept>

namespace renju::arbiter::platform {

/// Fonts that are not installed.
class MissingFontError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Finds DejaVu Sans (regular and bold) and Noto Sans CJK at the paths Debian installs them
/// to (fonts-dejavu-core, fonts-noto-cjk), else through fontconfig. Throws MissingFontError
/// naming the missing fonts and the packages that provide them.
ui::FontFiles findFontFiles();

} // namespace renju::arbiter::platform
