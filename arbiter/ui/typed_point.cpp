#include "arbiter/ui/typed_point.hpp"

#include "arbiter/ui/keys.hpp"
#include "rules/notation.hpp"

#include <cctype>
#include <imgui.h>

namespace renju::arbiter::ui {

namespace {

/// The longest text a point takes: a letter and two digits.
constexpr std::size_t kLongest = 3;

} // namespace

std::optional<rules::Point> TypedPoint::read(int boardSize) {
    ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) {
        return std::nullopt; // a text field or a dialog has the keys
    }
    for (ImWchar typed : io.InputQueueCharacters) {
        bool isPointCharacter = typed < 0x80 && std::isalnum(static_cast<int>(typed));
        if (isPointCharacter && m_text.size() < kLongest) {
            m_text += static_cast<char>(std::tolower(static_cast<int>(typed)));
            m_problem.clear();
        }
    }
    if (ImGui::IsKeyPressed(key::kBackspace) && !m_text.empty()) {
        m_text.pop_back();
        m_problem.clear();
    }
    if (ImGui::IsKeyPressed(key::kEscape)) {
        m_text.clear();
        m_problem.clear();
    }
    bool isEnter =
        ImGui::IsKeyPressed(key::kEnter, false) || ImGui::IsKeyPressed(key::kKeypadEnter, false);
    if (!isEnter || m_text.empty()) {
        return std::nullopt;
    }
    std::optional<rules::Point> point = rules::parsePoint(m_text, boardSize);
    if (!point) {
        m_problem = "'" + m_text + "' is not a point of this board";
        return std::nullopt;
    }
    m_text.clear();
    return point;
}

std::string TypedPoint::line() const {
    if (!m_problem.empty()) {
        return m_problem + " (Backspace or Escape to change it)";
    }
    return m_text.empty() ? "" : "typed: " + m_text + "_   (Enter enters it; Escape clears)";
}

} // namespace renju::arbiter::ui
