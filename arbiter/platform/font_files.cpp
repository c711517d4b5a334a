#include "arbiter/platform/font_files.hpp"

#include <filesystem>
#include <fontconfig/fontconfig.h>
#include <optional>
#include <string>

namespace renju::arbiter::platform {

namespace {

struct FoundFont {
    std::string file;
    int index = 0;
};

/// Asks fontconfig for `pattern` ("DejaVu Sans:style=Bold"); accepts the answer only when its
/// family is `family` (fontconfig otherwise substitutes whatever it has).
std::optional<FoundFont> matchFont(FcConfig* config, const char* pattern,
                                   const std::string& family) {
    std::optional<FoundFont> found;
    FcPattern* request = FcNameParse(reinterpret_cast<const FcChar8*>(pattern));
    if (!request) {
        return found;
    }
    FcConfigSubstitute(config, request, FcMatchPattern);
    FcDefaultSubstitute(request);
    FcResult result = FcResultNoMatch;
    FcPattern* match = FcFontMatch(config, request, &result);
    if (match) {
        FcChar8* file = nullptr;
        FcChar8* matchedFamily = nullptr;
        int index = 0;
        bool hasFile = FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch;
        bool hasFamily = FcPatternGetString(match, FC_FAMILY, 0, &matchedFamily) == FcResultMatch;
        FcPatternGetInteger(match, FC_INDEX, 0, &index);
        if (hasFile && hasFamily && family == reinterpret_cast<const char*>(matchedFamily)) {
            found = FoundFont{reinterpret_cast<const char*>(file), index};
        }
        FcPatternDestroy(match);
    }
    FcPatternDestroy(request);
    return found;
}

std::optional<FoundFont> findFont(FcConfig* config, const char* pattern, const std::string& family,
                                  const char* debianPath, int debianIndex) {
    if (auto found = config ? matchFont(config, pattern, family) : std::nullopt) {
        return found;
    }
    if (std::filesystem::exists(debianPath)) {
        return FoundFont{debianPath, debianIndex};
    }
    return std::nullopt;
}

} // namespace

ui::FontFiles findFontFiles() {
    // A configuration of our own, destroyed after use: fontconfig's default one would live
    // (and show as a leak) until the process ends.
    FcConfig* config = FcInitLoadConfigAndFonts();
    auto sans = findFont(config, "DejaVu Sans:style=Book", "DejaVu Sans",
                         "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0);
    auto bold = findFont(config, "DejaVu Sans:style=Bold", "DejaVu Sans",
                         "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 0);
    auto cjk = findFont(config, "Noto Sans CJK JP:style=Regular", "Noto Sans CJK JP",
                        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0);
    if (config) {
        FcConfigDestroy(config);
    }
    std::string missing;
    if (!sans || !bold) {
        missing += "DejaVu Sans (Debian package fonts-dejavu-core)";
    }
    if (!cjk) {
        missing += std::string(missing.empty() ? "" : " and ") +
                   "Noto Sans CJK (Debian package fonts-noto-cjk)";
    }
    if (!missing.empty()) {
        throw MissingFontError("fonts not found: " + missing +
                               "; install them with scripts/install-deps.sh");
    }
    return ui::FontFiles{sans->file, bold->file, cjk->file, cjk->index};
}

} // namespace renju::arbiter::platform
