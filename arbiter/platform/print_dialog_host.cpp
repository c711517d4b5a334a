#include "arbiter/platform/print_dialog_host.hpp"

#include <algorithm>

namespace renju::arbiter::platform {

PrintDialogHost::PrintDialogHost(Window& window, PrintWorker& worker)
    : m_window(window), m_worker(worker) {}

PrintDialogHost::~PrintDialogHost() {
    freeTextures();
}

void PrintDialogHost::freeTextures() {
    for (std::uintptr_t texture : m_textures) {
        m_window.deleteTexture(texture);
    }
    m_textures.clear();
}

void PrintDialogHost::serve(const model::EventState& state, ui::PrintDialogModel& dialog,
                            const print::PrintTime& printedAt, double pixelsPerPoint) {
    if (!dialog.isOpen) {
        if (!m_textures.empty()) {
            dialog.preview.clear();
            freeTextures();
        }
        return;
    }
    bool isNew = dialog.generation != m_generation;
    if (isNew) {
        m_generation = dialog.generation;
        m_previewAsked.reset();
        freeTextures();
        m_worker.requestPrinters(dialog.generation);
    }
    if (m_previewAsked == dialog.paper) {
        return;
    }
    std::string problem;
    auto document = print::buildDocument(state, dialog.request, problem);
    if (!document) {
        dialog.problem = "This cannot be printed: " + problem + ".";
        m_previewAsked = dialog.paper;
        return;
    }
    dialog.documentTitle =
        document->title + (document->subtitle.empty() ? "" : ", " + document->subtitle);
    dialog.fileName = document->fileStem + ".pdf";
    m_previewAsked = dialog.paper;
    m_worker.requestPreview(std::move(*document), print::PdfOptions{dialog.paper, printedAt},
                            dialog.generation, ui::kPreviewPages, pixelsPerPoint);
}

bool PrintDialogHost::takeResults(ui::PrintDialogModel& dialog) {
    bool isChanged = false;
    if (auto printers = m_worker.takePrinters();
        printers && dialog.isOpen && printers->generation == dialog.generation) {
        ui::acceptPrinters(dialog, printers->listing);
        isChanged = true;
    }
    auto preview = m_worker.takePreview();
    if (!preview || !dialog.isOpen || preview->generation != dialog.generation ||
        preview->paper != dialog.paper) {
        return isChanged; // a preview for a closed dialog or another paper: a newer one is due
    }
    freeTextures();
    dialog.preview.clear();
    for (const print::PageImage& image : preview->preview.images) {
        std::uintptr_t texture =
            m_window.uploadTexture(image.width, image.height, image.rgba.data());
        m_textures.push_back(texture);
        dialog.preview.push_back(ui::PreviewPage{texture, image.width, image.height});
    }
    dialog.pageCount = preview->preview.pages;
    dialog.previewPaper = preview->paper;
    dialog.firstShown =
        std::clamp(dialog.firstShown, 0, std::max(0, static_cast<int>(dialog.preview.size()) - 1));
    return true;
}

} // namespace renju::arbiter::platform
