#pragma once

#include "arbiter/ui/fonts.hpp"
#include "arbiter/ui/shell.hpp"

#include <functional>
#include <imgui.h>
#include <memory>
#include <string>
#include <vector>

namespace renju::arbiter::test {

/// A Dear ImGui context with no platform and no renderer (as the library's example_null):
/// frames are built to their draw data and never drawn. The fonts are the real ones, built
/// from the event's characters as the application builds them. A failed ImGui assertion
/// aborts the test program (Debian's libimgui.a calls assert()).
class HeadlessImGui {
public:
    explicit HeadlessImGui(float width = 1280, float height = 800);
    ~HeadlessImGui();
    HeadlessImGui(const HeadlessImGui&) = delete;
    HeadlessImGui& operator=(const HeadlessImGui&) = delete;

    /// Builds one frame of `shell` on `state` at event time `now`.
    void frame(ui::Shell& shell, const model::EventState& state, std::int64_t now,
               ui::JournalSource* journal = nullptr);
    /// Builds one frame of what `draw` draws in a window filling the screen, with the glyphs of
    /// `codepoints` in the fonts (for views that are not the shell's).
    void frameOf(const std::function<void()>& draw, const std::vector<char32_t>& codepoints = {});
    /// Builds frames with the mouse at (x, y): moved there, pressed, released.
    void click(ui::Shell& shell, const model::EventState& state, std::int64_t now, float x,
               float y);

    ImGuiIO& io() { return ImGui::GetIO(); }
    ui::Fonts& fonts() { return *m_fonts; }
    /// Returns the vertices of the last frame's draw data.
    int vertices() const { return m_vertices; }
    /// Returns what is wrong with the last frame's text: overprints and cuts without "…"
    /// (textLayoutProblems()).
    std::vector<std::string> textProblems() const;

private:
    std::unique_ptr<ui::Fonts> m_fonts;
    int m_vertices = 0;
};

} // namespace renju::arbiter::test
