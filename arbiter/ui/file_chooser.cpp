#include "arbiter/ui/file_chooser.hpp"

#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"

#include <imgui.h>

namespace renju::arbiter::ui {

namespace {

std::string sizeText(std::uintmax_t bytes) {
    if (bytes < 10'000) {
        return std::to_string(bytes) + " B";
    }
    if (bytes < 10'000'000) {
        return std::to_string(bytes / 1000) + " kB";
    }
    return std::to_string(bytes / 1'000'000) + " MB";
}

} // namespace

void FileChooser::open(std::string title, std::filesystem::path folder,
                       std::vector<std::string> extensions, bool isSaving, std::string fileName) {
    m_title = std::move(title);
    m_extensions = std::move(extensions);
    m_isSaving = isSaving;
    m_fileName = std::move(fileName);
    m_isOpen = true;
    m_wantsOpen = true;
    enter(folder.empty() ? std::filesystem::current_path() : folder);
}

void FileChooser::enter(const std::filesystem::path& folder) {
    m_listing = app::listFolder(folder, m_extensions);
    m_path = folder.string();
}

std::optional<std::filesystem::path> FileChooser::drawListing() {
    std::optional<std::filesystem::path> picked;
    std::optional<std::filesystem::path> next;
    float height = 14 * ImGui::GetTextLineHeightWithSpacing();
    ImGui::BeginChild("files", ImVec2(620 * ImGui::GetFontSize() / 17, height), true);
    if (m_listing.folder.has_parent_path() && m_listing.folder != m_listing.folder.root_path()) {
        if (ImGui::Selectable("..  (the folder above)", false,
                              ImGuiSelectableFlags_AllowDoubleClick)) {
            next = m_listing.folder.parent_path();
        }
    }
    for (const app::FolderEntry& entry : m_listing.entries) {
        std::string label = (entry.isFolder ? "[folder]  " : "") + entry.name;
        std::string size = entry.isFolder ? "" : sizeText(entry.size);
        float sizeWidth = ImGui::CalcTextSize("999 kB").x;
        ImGui::PushID(entry.name.c_str());
        bool isClicked = ImGui::Selectable("##entry", m_fileName == entry.name,
                                           ImGuiSelectableFlags_AllowDoubleClick);
        ImGui::SameLine(0, 0);
        fittedText(entry.isFolder ? colour::kAttention : ImGui::GetStyleColorVec4(ImGuiCol_Text),
                   label, ImGui::GetContentRegionAvail().x - sizeWidth);
        ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - sizeWidth);
        colouredText(colour::kMuted, size);
        ImGui::PopID();
        if (isClicked && entry.isFolder && ImGui::IsMouseDoubleClicked(0)) {
            next = m_listing.folder / entry.name;
        } else if (isClicked && !entry.isFolder) {
            m_fileName = entry.name;
            if (ImGui::IsMouseDoubleClicked(0)) {
                picked = m_listing.folder / entry.name;
            }
        }
    }
    if (!m_listing.problem.empty()) {
        fittedText(colour::kError, m_listing.problem);
    }
    ImGui::EndChild();
    if (next) {
        enter(*next);
    }
    return picked;
}

std::optional<std::filesystem::path> FileChooser::draw(FrameReport& frame) {
    if (!m_isOpen) {
        return std::nullopt;
    }
    if (m_wantsOpen) {
        ImGui::OpenPopup(m_title.c_str());
        m_wantsOpen = false;
    }
    if (!ImGui::BeginPopupModal(m_title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        m_isOpen = false;
        return std::nullopt;
    }
    ImGui::SetNextItemWidth(-80 * ImGui::GetFontSize() / 17);
    inputText(frame, "##folder", m_path, "folder");
    ImGui::SameLine();
    if (trackedButton(frame, "Go##folder")) {
        enter(m_path);
    }
    std::optional<std::filesystem::path> chosen = drawListing();
    ImGui::SetNextItemWidth(-1);
    inputText(frame, "##filename", m_fileName, m_isSaving ? "file name" : "choose a file above");
    trackLastItem(frame, "file name");
    bool isChosen = trackedButton(frame, m_isSaving ? "Save here" : "Open");
    ImGui::SameLine();
    bool isCancelled = trackedButton(frame, "Cancel##chooser");
    if (isChosen && !m_fileName.empty()) {
        std::filesystem::path typed(m_fileName);
        chosen = typed.is_absolute() ? typed : m_listing.folder / typed;
    }
    if (chosen || isCancelled) {
        m_isOpen = false;
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
    return chosen;
}

} // namespace renju::arbiter::ui
