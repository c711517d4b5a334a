#include "arbiter/ui/view_models/print_dialog_model.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

void openPrintDialog(PrintDialogModel& dialog, const print::DocumentRequest& request,
                     std::string origin, print::Paper systemPaper) {
    std::uint64_t generation = dialog.generation + 1;
    dialog = PrintDialogModel{};
    dialog.isOpen = true;
    dialog.generation = generation;
    dialog.request = request;
    dialog.origin = std::move(origin);
    dialog.paper = systemPaper;
    dialog.previewPaper = systemPaper;
}

void acceptPrinters(PrintDialogModel& dialog, const print::PrinterListing& listing) {
    dialog.printers = listing.printers;
    dialog.serverProblem = listing.problem;
    dialog.chosen = -1;
    if (!listing.hasServer) {
        dialog.printerStatus = PrinterStatus::NoServer;
        return;
    }
    if (listing.printers.empty()) {
        dialog.printerStatus = PrinterStatus::NoPrinter;
        return;
    }
    dialog.printerStatus = PrinterStatus::Ready;
    auto isDefault = [](const print::PrinterInfo& printer) { return printer.isDefault; };
    auto found = std::find_if(listing.printers.begin(), listing.printers.end(), isDefault);
    dialog.chosen =
        found == listing.printers.end() ? 0 : static_cast<int>(found - listing.printers.begin());
}

void setCopies(PrintDialogModel& dialog, int copies) {
    dialog.copies = std::clamp(copies, 1, kMostCopies);
}

bool isPreviewCurrent(const PrintDialogModel& dialog) {
    return dialog.pageCount > 0 && dialog.previewPaper == dialog.paper;
}

std::string printerStatusText(const PrintDialogModel& dialog) {
    switch (dialog.printerStatus) {
    case PrinterStatus::Looking:
        return "Looking for printers...";
    case PrinterStatus::Ready:
        return "";
    case PrinterStatus::NoServer:
        return "No printing: no CUPS server answered" +
               (dialog.serverProblem.empty() ? std::string() : " (" + dialog.serverProblem + ")") +
               ". The PDF will only be saved in prints/.";
    case PrinterStatus::NoPrinter:
        return "No printing: CUPS has no printer set up. The PDF will only be saved in prints/.";
    }
    return "";
}

std::string printerAbout(const print::PrinterInfo& printer) {
    std::string about = printer.description == printer.name ? "" : printer.description;
    if (!printer.location.empty()) {
        about += (about.empty() ? "" : ", ") + printer.location;
    }
    return about;
}

std::string printerLabel(const print::PrinterInfo& printer) {
    std::string label = printer.name + (printer.isDefault ? " (default)" : "");
    std::string about = printerAbout(printer);
    return about.empty() ? label : label + " - " + about;
}

bool willSend(const PrintDialogModel& dialog) {
    return dialog.printerStatus == PrinterStatus::Ready && dialog.chosen >= 0 &&
           dialog.chosen < static_cast<int>(dialog.printers.size());
}

std::string confirmLabel(const PrintDialogModel& dialog) {
    if (!willSend(dialog)) {
        return "Save the PDF";
    }
    return dialog.copies == 1 ? "Print" : "Print " + std::to_string(dialog.copies) + " copies";
}

std::string previewPagesText(const PrintDialogModel& dialog) {
    if (dialog.pageCount == 0 || dialog.preview.empty()) {
        return "";
    }
    int first = dialog.firstShown + 1;
    int shown = std::min<int>(2, static_cast<int>(dialog.preview.size()) - dialog.firstShown);
    int last = first + std::max(shown, 1) - 1;
    std::string count = " of " + std::to_string(dialog.pageCount);
    return first == last ? "page " + std::to_string(first) + count
                         : "pages " + std::to_string(first) + "-" + std::to_string(last) + count;
}

print::PrintTarget printTarget(const PrintDialogModel& dialog) {
    print::PrintTarget target;
    if (willSend(dialog)) {
        target.printer = dialog.printers[static_cast<std::size_t>(dialog.chosen)].name;
        target.copies = dialog.copies;
    }
    return target;
}

} // namespace renju::arbiter::ui
