#include "arbiter/ui/text_fit.hpp"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace renju::arbiter::ui {

namespace {

constexpr const char* kEllipsis = "…";

/// Returns the byte offsets where the UTF-8 characters of `text` end (one per character).
std::vector<std::size_t> characterEnds(const std::string& text) {
    std::vector<std::size_t> ends;
    for (std::size_t i = 1; i <= text.size(); ++i) {
        if (i == text.size() || (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ends.push_back(i);
        }
    }
    return ends;
}

float textWidth(ImFont* font, float size, const char* begin, const char* end) {
    return font->CalcTextSizeA(size, FLT_MAX, 0.0f, begin, end).x;
}

} // namespace

std::string elideToWidth(ImFont* font, float size, const std::string& text, float width) {
    const char* begin = text.data();
    if (textWidth(font, size, begin, begin + text.size()) <= width) {
        return text;
    }
    float room = width - textWidth(font, size, kEllipsis, nullptr);
    // The most characters that fit: widths grow with the length, so a binary search over the
    // character ends finds them in O(log n) measurements.
    std::vector<std::size_t> ends = characterEnds(text);
    std::size_t low = 0; // characters known to fit
    std::size_t high = ends.size();
    while (low < high) {
        std::size_t middle = (low + high + 1) / 2;
        if (textWidth(font, size, begin, begin + ends[middle - 1]) <= room) {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    std::size_t cut = low == 0 ? 0 : ends[low - 1];
    while (cut > 0 && text[cut - 1] == ' ') {
        --cut; // no space before the ellipsis
    }
    return text.substr(0, cut) + kEllipsis;
}

std::string elidePair(const std::string& prefix, const std::string& first,
                      const std::string& separator, const std::string& second, float width) {
    ImFont* font = ImGui::GetFont();
    float size = ImGui::GetFontSize();
    std::string whole = prefix + first + separator + second;
    if (textWidth(font, size, whole.data(), whole.data() + whole.size()) <= width) {
        return whole;
    }
    std::string fixed = prefix + separator;
    float room = width - textWidth(font, size, fixed.data(), fixed.data() + fixed.size());
    float firstWidth = textWidth(font, size, first.data(), first.data() + first.size());
    float secondWidth = textWidth(font, size, second.data(), second.data() + second.size());
    // A short name keeps its room; the longer one gets the rest.
    float half = room / 2;
    float firstRoom = firstWidth <= half ? firstWidth : std::max(half, room - secondWidth);
    float secondRoom = room - firstRoom;
    return prefix + elideToWidth(font, size, first, firstRoom) + separator +
           elideToWidth(font, size, second, secondRoom);
}

bool fittedText(const std::string& text, float width) {
    if (width <= 0) {
        width = ImGui::GetContentRegionAvail().x;
    }
    ImFont* font = ImGui::GetFont();
    float size = ImGui::GetFontSize();
    std::string shown = elideToWidth(font, size, text, width);
    bool isCut = shown.size() != text.size();
    ImGui::TextUnformatted(shown.c_str());
    if (isCut && ImGui::IsItemHovered()) {
        ImGui::SetTooltip("%s", text.c_str());
    }
    return isCut;
}

bool fittedText(const ImVec4& colour, const std::string& text, float width) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    bool isCut = fittedText(text, width);
    ImGui::PopStyleColor();
    return isCut;
}

bool fittedText(ImFont* font, const std::string& text, float width) {
    ImGui::PushFont(font);
    bool isCut = fittedText(text, width);
    ImGui::PopFont();
    return isCut;
}

bool fittedLines(const ImVec4& colour, const std::string& text, int lines, float width) {
    if (width <= 0) {
        width = ImGui::GetContentRegionAvail().x;
    }
    ImFont* font = ImGui::GetFont();
    float size = ImGui::GetFontSize();
    ImVec2 start = ImGui::GetCursorScreenPos();
    const char* at = text.c_str();
    const char* end = at + text.size();
    bool isCut = false;
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    for (int line = 0; line < lines && at < end; ++line) {
        const char* wrap = font->CalcWordWrapPositionA(size / font->FontSize, at, end, width);
        if (wrap == at) {
            wrap = at + 1; // a character wider than the line: let it go, it is cut below
        }
        std::string piece(at, wrap);
        bool isLast = line + 1 == lines;
        if (isLast && wrap < end) {
            piece = elideToWidth(font, size, std::string(at, end), width);
            isCut = true;
        } else if (isLast || font->CalcTextSizeA(size, FLT_MAX, 0, piece.c_str()).x > width) {
            // A word longer than the line (a name in a script without spaces) is cut too.
            std::string fitted = elideToWidth(font, size, piece, width);
            isCut = isCut || fitted != piece;
            piece = fitted;
        }
        ImGui::SetCursorScreenPos(
            ImVec2(start.x, start.y + static_cast<float>(line) * ImGui::GetTextLineHeight()));
        ImGui::TextUnformatted(piece.c_str());
        at = wrap;
        while (at < end && (*at == ' ' || *at == '\n')) {
            ++at;
        }
    }
    ImGui::PopStyleColor();
    ImGui::SetCursorScreenPos(start);
    float height = static_cast<float>(lines) * ImGui::GetTextLineHeight();
    ImGui::Dummy(ImVec2(width, height));
    if (isCut && ImGui::IsItemHovered()) {
        ImGui::SetTooltip("%s", text.c_str());
    }
    return isCut;
}

} // namespace renju::arbiter::ui
