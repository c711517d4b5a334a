#include "headless_imgui.hpp"

#include "arbiter/platform/font_files.hpp"
#include "arbiter/ui/keys.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/event_text.hpp"
#include "text_layout_check.hpp"

namespace renju::arbiter::test {

HeadlessImGui::HeadlessImGui(float width, float height) {
    m_fonts = std::make_unique<ui::Fonts>(platform::findFontFiles());
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(width, height);
    io.DeltaTime = 1.0f / 60.0f;
    // What the OpenGL 3 backend declares: large draw lists are split by vertex offset.
    io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
    ui::configureKeyMap(io);
    m_fonts->build(*io.Fonts, 1.0f, {});
    io.FontDefault = m_fonts->get(ui::FontRole::Body);
    ui::applyTheme(ImGui::GetStyle(), 1.0f);
    // Lines without the atlas's baked line texture: the atlas's textured quads are then glyphs
    // only, for textProblems().
    ImGui::GetStyle().AntiAliasedLinesUseTex = false;
}

std::vector<std::string> HeadlessImGui::textProblems() const {
    const ImDrawData* data = ImGui::GetDrawData();
    return data ? textLayoutProblems(*data, ImGui::GetIO().Fonts->TexID)
                : std::vector<std::string>{};
}

HeadlessImGui::~HeadlessImGui() {
    ImGui::DestroyContext();
}

void HeadlessImGui::frame(ui::Shell& shell, const model::EventState& state, std::int64_t now,
                          ui::JournalSource* journal) {
    ImGuiIO& io = ImGui::GetIO();
    std::vector<char32_t> codepoints = ui::eventCodepoints(state);
    if (m_fonts->needsRebuild(codepoints)) {
        m_fonts->build(*io.Fonts, 1.0f, codepoints);
        io.FontDefault = m_fonts->get(ui::FontRole::Body);
    }
    unsigned char* pixels = nullptr;
    int width = 0;
    int height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height); // what a renderer would upload
    ImGui::NewFrame();
    ui::ViewContext context{state, now, shell.ui(), *m_fonts, journal};
    shell.draw(context);
    ImGui::Render();
    m_vertices = ImGui::GetDrawData()->TotalVtxCount;
}

void HeadlessImGui::frameOf(const std::function<void()>& draw,
                            const std::vector<char32_t>& codepoints) {
    ImGuiIO& io = ImGui::GetIO();
    if (m_fonts->needsRebuild(codepoints)) {
        m_fonts->build(*io.Fonts, 1.0f, codepoints);
        io.FontDefault = m_fonts->get(ui::FontRole::Body);
    }
    unsigned char* pixels = nullptr;
    int width = 0;
    int height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("frame", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove);
    draw();
    ImGui::End();
    ImGui::Render();
    m_vertices = ImGui::GetDrawData()->TotalVtxCount;
}

void HeadlessImGui::click(ui::Shell& shell, const model::EventState& state, std::int64_t now,
                          float x, float y) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(x, y);
    io.MouseDown[0] = false;
    frame(shell, state, now);
    io.MouseDown[0] = true;
    frame(shell, state, now);
    io.MouseDown[0] = false;
    frame(shell, state, now);
}

} // namespace renju::arbiter::test
