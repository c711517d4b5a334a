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

/// A font wanted: the fontconfig pattern and family, and where Debian installs it.
struct WantedFont {
    const char* pattern;
    const char* family;
    const char* debianPath;
};

constexpr WantedFont kSans{"DejaVu Sans:style=Book", "DejaVu Sans",
                           "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"};
constexpr WantedFont kBold{"DejaVu Sans:style=Bold", "DejaVu Sans",
                           "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"};
constexpr WantedFont kCjk{"Noto Sans CJK JP:style=Regular", "Noto Sans CJK JP",
                          "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"};
constexpr WantedFont kCjkBold{"Noto Sans CJK JP:style=Bold", "Noto Sans CJK JP",
                              "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"};

std::optional<FoundFont> atDebianPath(const WantedFont& wanted) {
    if (std::filesystem::exists(wanted.debianPath)) {
        return FoundFont{wanted.debianPath, 0}; // in Noto's collection, face 0 is JP
    }
    return std::nullopt;
}

/// Asks fontconfig for the wanted font; accepts the answer only when its family is the one
/// asked for (fontconfig otherwise substitutes whatever it has).
std::optional<FoundFont> matchFont(FcConfig* config, const WantedFont& wanted) {
    std::optional<FoundFont> found;
    FcPattern* request = FcNameParse(reinterpret_cast<const FcChar8*>(wanted.pattern));
    if (!request) {
        return found;
    }
    FcConfigSubstitute(config, request, FcMatchPattern);
    FcDefaultSubstitute(request);
    FcResult result = FcResultNoMatch;
    FcPattern* match = FcFontMatch(config, request, &result);
    if (match) {
        FcChar8* file = nullptr;
        FcChar8* family = nullptr;
        int index = 0;
        bool hasFile = FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch;
        bool hasFamily = FcPatternGetString(match, FC_FAMILY, 0, &family) == FcResultMatch;
        FcPatternGetInteger(match, FC_INDEX, 0, &index);
        if (hasFile && hasFamily &&
            std::string(wanted.family) == reinterpret_cast<const char*>(family)) {
            found = FoundFont{reinterpret_cast<const char*>(file), index};
        }
        FcPatternDestroy(match);
    }
    FcPatternDestroy(request);
    return found;
}

} // namespace

ui::FontFiles findFontFiles() {
    // Debian's paths first: loading fontconfig's configuration and caches costs ~0.1 s at
    // start-up, worth paying only when the fonts are elsewhere.
    std::optional<FoundFont> sans = atDebianPath(kSans);
    std::optional<FoundFont> bold = atDebianPath(kBold);
    std::optional<FoundFont> cjk = atDebianPath(kCjk);
    if (!sans || !bold || !cjk) {
        // A configuration of our own, destroyed after use: fontconfig's default one would
        // live (and show as a leak) until the process ends.
        if (FcConfig* config = FcInitLoadConfigAndFonts()) {
            for (auto [found, wanted] :
                 {std::pair{&sans, &kSans}, std::pair{&bold, &kBold}, std::pair{&cjk, &kCjk}}) {
                if (!*found) {
                    *found = matchFont(config, *wanted);
                }
            }
            FcConfigDestroy(config);
        }
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
    // The bold face is optional: without it bold text uses the regular ideographs.
    std::optional<FoundFont> cjkBold = atDebianPath(kCjkBold);
    return ui::FontFiles{sans->file, bold->file, cjk->file, cjk->index,
                         cjkBold ? cjkBold->file : std::string()};
}

} // namespace renju::arbiter::platform
