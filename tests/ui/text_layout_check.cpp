#include "text_layout_check.hpp"

#include <algorithm>
#include <cmath>

namespace renju::arbiter::test {

namespace {

struct Glyph {
    float x0, y0, x1, y1;
    ImVec4 clip;
    /// The glyph's place among all glyphs of the frame, in drawing order.
    std::size_t order = 0;
};

bool isGlyphQuad(const ImDrawVert* v) {
    // ImFont::RenderText writes each glyph as an axis-aligned quad with its own UV corners;
    // shapes use the atlas's single white pixel, so all their UVs are equal.
    bool isRect = v[0].pos.y == v[1].pos.y && v[1].pos.x == v[2].pos.x &&
                  v[2].pos.y == v[3].pos.y && v[3].pos.x == v[0].pos.x;
    bool hasUvArea = v[0].uv.x != v[2].uv.x && v[0].uv.y != v[2].uv.y;
    return isRect && hasUvArea && v[2].pos.x > v[0].pos.x && v[2].pos.y > v[0].pos.y;
}

void collectGlyphs(const ImDrawList& list, ImTextureID fontAtlas, std::vector<Glyph>& glyphs) {
    for (const ImDrawCmd& command : list.CmdBuffer) {
        if (command.UserCallback || command.TextureId != fontAtlas) {
            continue;
        }
        const ImDrawIdx* indices = list.IdxBuffer.Data + command.IdxOffset;
        const ImDrawVert* vertices = list.VtxBuffer.Data + command.VtxOffset;
        unsigned int count = command.ElemCount;
        for (unsigned int i = 0; i + 6 <= count;) {
            unsigned int a = indices[i];
            bool isQuad = indices[i + 1] == a + 1 && indices[i + 2] == a + 2 &&
                          indices[i + 3] == a && indices[i + 4] == a + 2 && indices[i + 5] == a + 3;
            if (isQuad && isGlyphQuad(vertices + a)) {
                const ImDrawVert* v = vertices + a;
                glyphs.push_back(Glyph{v[0].pos.x, v[0].pos.y, v[2].pos.x, v[2].pos.y,
                                       command.ClipRect, glyphs.size()});
                i += 6;
            } else {
                i += 3;
            }
        }
    }
}

std::string where(const Glyph& glyph) {
    return "(" + std::to_string(static_cast<int>(glyph.x0)) + ", " +
           std::to_string(static_cast<int>(glyph.y0)) + ")";
}

/// The part of a glyph inside its clip rectangle.
Glyph visiblePart(Glyph glyph) {
    glyph.x0 = std::max(glyph.x0, glyph.clip.x);
    glyph.y0 = std::max(glyph.y0, glyph.clip.y);
    glyph.x1 = std::min(glyph.x1, glyph.clip.z);
    glyph.y1 = std::min(glyph.y1, glyph.clip.w);
    return glyph;
}

float area(const Glyph& glyph) {
    return std::max(0.0f, glyph.x1 - glyph.x0) * std::max(0.0f, glyph.y1 - glyph.y0);
}

} // namespace

std::vector<std::string> textLayoutProblems(const ImDrawData& data, ImTextureID fontAtlas) {
    std::vector<Glyph> glyphs;
    for (int i = 0; i < data.CmdListsCount; ++i) {
        collectGlyphs(*data.CmdLists[i], fontAtlas, glyphs);
    }
    std::vector<std::string> problems;
    constexpr float kSlack = 1.0f; // anti-aliasing pixels at a glyph's edge
    for (const Glyph& glyph : glyphs) {
        bool isVisible = glyph.y1 > glyph.clip.y && glyph.y0 < glyph.clip.w;
        bool crossesLeft = glyph.x0 < glyph.clip.x - kSlack && glyph.x1 > glyph.clip.x + kSlack;
        bool crossesRight = glyph.x0 < glyph.clip.z - kSlack && glyph.x1 > glyph.clip.z + kSlack;
        if (isVisible && (crossesLeft || crossesRight)) {
            problems.push_back("text cut without an ellipsis at " + where(glyph));
        }
    }
    std::vector<Glyph> visible;
    for (const Glyph& glyph : glyphs) {
        Glyph part = visiblePart(glyph);
        if (area(part) > 0) {
            visible.push_back(part);
        }
    }
    std::sort(visible.begin(), visible.end(),
              [](const Glyph& a, const Glyph& b) { return a.x0 < b.x0; });
    for (std::size_t i = 0; i < visible.size(); ++i) {
        for (std::size_t j = i + 1; j < visible.size() && visible[j].x0 < visible[i].x1; ++j) {
            const Glyph& a = visible[i];
            const Glyph& b = visible[j];
            std::size_t distance = a.order > b.order ? a.order - b.order : b.order - a.order;
            if (distance <= 1) {
                continue; // neighbours in one run of text may touch (kerning)
            }
            Glyph overlap{std::max(a.x0, b.x0),
                          std::max(a.y0, b.y0),
                          std::min(a.x1, b.x1),
                          std::min(a.y1, b.y1),
                          {},
                          0};
            if (area(overlap) > std::min(area(a), area(b)) / 3) {
                problems.push_back("text drawn over other text at " + where(a) + " and " +
                                   where(b));
            }
        }
    }
    return problems;
}

} // namespace renju::arbiter::test
