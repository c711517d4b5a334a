#include "arbiter/ui/print_dialog.hpp"

#include "arbiter/ui/keys.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

namespace {

constexpr const char* kPopup = "Print##dialog";
/// The share of the dialog's width the preview takes.
constexpr float kPreviewShare = 0.62f;
/// Two pages are shown side by side.
constexpr int kShownPages = 2;

/// Draws the rendered pages that fit in the region, scaled to its height, with a thin border.
void drawPages(const PrintDialogModel& dialog, ImVec2 region) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    ImVec2 at = ImGui::GetCursorScreenPos();
    float gap = ImGui::GetStyle().ItemSpacing.x;
    int last = std::min(dialog.firstShown + kShownPages, static_cast<int>(dialog.preview.size()));
    // One page alone takes the room of two: as large as the height allows.
    auto shown = static_cast<float>(std::max(1, last - dialog.firstShown));
    for (int i = dialog.firstShown; i < last; ++i) {
        const PreviewPage& page = dialog.preview[static_cast<std::size_t>(i)];
        float scale =
            std::min(region.y / static_cast<float>(page.height),
                     (region.x - gap * (shown - 1)) / shown / static_cast<float>(page.width));
        ImVec2 size(static_cast<float>(page.width) * scale,
                    static_cast<float>(page.height) * scale);
        ImVec2 end(at.x + size.x, at.y + size.y);
        draw->AddImage(reinterpret_cast<ImTextureID>(page.texture), at, end);
        draw->AddRect(at, end, IM_COL32(90, 90, 90, 255));
        at.x += size.x + gap;
    }
    ImGui::Dummy(region);
}

void drawPreview(PrintDialogModel& dialog, FrameReport& frame, ImVec2 size) {
    ImGui::BeginChild("preview", size, true);
    ImVec2 region = ImGui::GetContentRegionAvail();
    region.y -= ImGui::GetFrameHeightWithSpacing();
    if (!dialog.problem.empty()) {
        colouredText(colour::kError, dialog.problem);
    } else if (!isPreviewCurrent(dialog) || dialog.preview.empty()) {
        colouredText(colour::kMuted, "Preparing the preview...");
        ImGui::Dummy(region);
    } else {
        drawPages(dialog, region);
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(previewPagesText(dialog).c_str());
    int shown = static_cast<int>(dialog.preview.size());
    if (dialog.firstShown > 0) {
        ImGui::SameLine();
        if (trackedButton(frame, "Previous pages")) {
            dialog.firstShown = std::max(0, dialog.firstShown - kShownPages);
        }
    }
    if (dialog.firstShown + kShownPages < shown) {
        ImGui::SameLine();
        if (trackedButton(frame, "Next pages")) {
            dialog.firstShown += kShownPages;
        }
    }
    if (shown < dialog.pageCount && dialog.firstShown + kShownPages >= shown) {
        ImGui::SameLine();
        colouredText(colour::kMuted,
                     "(the preview shows the first " + std::to_string(shown) + " pages)");
    }
    ImGui::EndChild();
}

void drawPrinterChoice(PrintDialogModel& dialog, FrameReport& frame) {
    ImGui::TextUnformatted("Printer");
    if (dialog.printerStatus != PrinterStatus::Ready) {
        colouredText(dialog.printerStatus == PrinterStatus::Looking ? colour::kMuted
                                                                    : colour::kAttention,
                     printerStatusText(dialog));
        return;
    }
    const print::PrinterInfo& chosen = dialog.printers[static_cast<std::size_t>(dialog.chosen)];
    ImGui::SetNextItemWidth(-1);
    std::string shown = chosen.name + (chosen.isDefault ? " (default)" : "");
    if (ImGui::BeginCombo("##printer", shown.c_str())) {
        for (std::size_t i = 0; i < dialog.printers.size(); ++i) {
            bool isChosen = static_cast<int>(i) == dialog.chosen;
            if (ImGui::Selectable(printerLabel(dialog.printers[i]).c_str(), isChosen)) {
                dialog.chosen = static_cast<int>(i);
            }
            trackLastItem(frame, "printer: " + dialog.printers[i].name);
        }
        ImGui::EndCombo();
    }
    trackLastItem(frame, "printer");
    // What the administrator says of it, wrapped under the list rather than cut in it.
    std::string about = printerAbout(chosen);
    if (!about.empty()) {
        colouredText(colour::kMuted, about);
    }
}

void drawCopiesAndPaper(PrintDialogModel& dialog, UiState& ui) {
    ImGui::Spacing();
    ImGui::TextUnformatted("Copies");
    int copies = dialog.copies;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4);
    if (ImGui::InputInt("##copies", &copies, 0, 0)) {
        setCopies(dialog, copies);
    }
    trackLastItem(ui.frame, "copies");
    ImGui::SameLine();
    if (trackedButton(ui.frame, "-##copies")) {
        setCopies(dialog, dialog.copies - 1);
    }
    trackLastItem(ui.frame, "fewer copies");
    ImGui::SameLine();
    if (trackedButton(ui.frame, "+##copies")) {
        setCopies(dialog, dialog.copies + 1);
    }
    trackLastItem(ui.frame, "more copies");
    if (!willSend(dialog)) {
        ImGui::SameLine();
        colouredText(colour::kMuted, "(when printing)");
    }
    ImGui::Spacing();
    ImGui::TextUnformatted("Paper");
    if (ImGui::RadioButton("A4", dialog.paper == print::Paper::A4)) {
        dialog.paper = print::Paper::A4;
    }
    trackLastItem(ui.frame, "A4");
    ImGui::SameLine();
    if (ImGui::RadioButton("Letter", dialog.paper == print::Paper::Letter)) {
        dialog.paper = print::Paper::Letter;
    }
    trackLastItem(ui.frame, "Letter");
    ImGui::SameLine();
    colouredText(colour::kMuted, std::string("(system: ") +
                                     (ui.print.systemPaper == print::Paper::A4 ? "A4" : "Letter") +
                                     ")");
}

/// The choices beside the preview and the buttons that end the dialog.
void drawChoices(PrintDialogModel& dialog, UiState& ui) {
    ImGui::BeginGroup();
    drawPrinterChoice(dialog, ui.frame);
    drawCopiesAndPaper(dialog, ui);
    ImGui::Spacing();
    if (!dialog.fileName.empty()) {
        colouredText(colour::kMuted, "The PDF is saved as prints/" + dialog.fileName +
                                         " beside the event in any case.");
    }
    ImGui::Spacing();
    bool canConfirm = dialog.problem.empty();
    ImGui::BeginDisabled(!canConfirm);
    std::string label = confirmLabel(dialog) + "##confirm";
    if (trackedButton(ui.frame, label.c_str()) && canConfirm) {
        ui.outbox.prints.push_back(
            PendingPrint{dialog.request, dialog.origin, dialog.paper, printTarget(dialog)});
        dialog.isOpen = false;
    }
    trackLastItem(ui.frame, "Confirm print");
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (trackedButton(ui.frame, "Cancel##print") || ImGui::IsKeyPressed(key::kEscape, false)) {
        dialog.isOpen = false;
    }
    ImGui::EndGroup();
}

} // namespace

void drawPrintDialog(ViewContext& context) {
    PrintDialogModel& dialog = context.ui.print.dialog;
    if (!dialog.isOpen) {
        return;
    }
    if (!ImGui::IsPopupOpen(kPopup)) {
        ImGui::OpenPopup(kPopup);
    }
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImVec2 size(viewport->Size.x * 0.86f, viewport->Size.y * 0.84f);
    ImGui::SetNextWindowSize(size, ImGuiCond_Always);
    ImGui::SetNextWindowPos(
        ImVec2(viewport->Pos.x + viewport->Size.x / 2, viewport->Pos.y + viewport->Size.y / 2),
        ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    if (!ImGui::BeginPopupModal(kPopup, nullptr,
                                ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                    ImGuiWindowFlags_NoTitleBar)) {
        return;
    }
    heading(context.font(FontRole::Heading),
            "Print " + (dialog.documentTitle.empty() ? std::string("...") : dialog.documentTitle));
    ImVec2 region = ImGui::GetContentRegionAvail();
    drawPreview(dialog, context.ui.frame, ImVec2(region.x * kPreviewShare, region.y));
    ImGui::SameLine();
    drawChoices(dialog, context.ui);
    if (!dialog.isOpen) {
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

} // namespace renju::arbiter::ui
