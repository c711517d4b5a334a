#pragma once

#include "arbiter/print/documents.hpp"
#include "arbiter/print/paper.hpp"
#include "arbiter/print/printer.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// Where the printers stand while the dialog is open.
enum class PrinterStatus {
    Looking,   ///< asked on the print thread, no answer yet
    Ready,     ///< a server answered with at least one printer
    NoServer,  ///< no CUPS server answered
    NoPrinter, ///< the server has no printer set up
};

/// One page of the preview as the platform uploaded it: an opaque texture id for the views
/// (0: none) and its size in pixels.
struct PreviewPage {
    std::uintptr_t texture = 0;
    int width = 0;
    int height = 0;
};

/// The most copies the dialog asks for in one job.
inline constexpr int kMostCopies = 99;
/// The pages the preview renders (two are shown at a time).
inline constexpr int kPreviewPages = 4;

/// The print dialog's state, from a view's Print button to the job: what is printed, the
/// paper, the printers and the one chosen, the copies, and the preview the platform renders.
/// The views change it through the functions below; the platform fills in the printers and
/// the preview when they arrive from the print thread.
struct PrintDialogModel {
    bool isOpen = false;
    /// Counts the openings, so that the platform knows a new document is asked for.
    std::uint64_t generation = 0;
    print::DocumentRequest request;
    /// The view the Print button was in: the outcome is told there.
    std::string origin;
    /// "Pairings, round 5" and "pairings-round-5.pdf", once the platform has built the document.
    std::string documentTitle;
    std::string fileName;
    print::Paper paper = print::Paper::A4;
    int copies = 1;
    PrinterStatus printerStatus = PrinterStatus::Looking;
    std::vector<print::PrinterInfo> printers;
    /// The chosen printer's index in `printers`; -1 for none.
    int chosen = -1;
    /// What the print system said when no server answered.
    std::string serverProblem;
    /// The preview: the document's page count (0 until rendered), the pages rendered, the
    /// first one shown, and the paper they were rendered for.
    int pageCount = 0;
    std::vector<PreviewPage> preview;
    int firstShown = 0;
    print::Paper previewPaper = print::Paper::A4;
    /// Why the document cannot be printed (a round that does not exist), when it cannot.
    std::string problem;
};

/// Opens the dialog for a document on the system's paper; the printers are looked for again.
void openPrintDialog(PrintDialogModel& dialog, const print::DocumentRequest& request,
                     std::string origin, print::Paper systemPaper);

/// Takes the print system's answer: the default printer is chosen (else the first), and the
/// status says when there is no server or no printer.
void acceptPrinters(PrintDialogModel& dialog, const print::PrinterListing& listing);

/// Sets the number of copies, kept between 1 and kMostCopies.
void setCopies(PrintDialogModel& dialog, int copies);

/// Returns true when the preview shows the dialog's paper (else a new one is due).
bool isPreviewCurrent(const PrintDialogModel& dialog);

/// Returns a line about the printers for the dialog: "Looking for printers...", or why the
/// PDF will only be saved ("No CUPS server answered (...): the PDF will only be saved in
/// prints/.").
std::string printerStatusText(const PrintDialogModel& dialog);

/// Returns the printer's name as the list shows it ("HP_hall (default) - Hall B").
std::string printerLabel(const print::PrinterInfo& printer);

/// Returns what the printer's administrator says of it: its description (unless it only
/// repeats the name) and its place ("Hall printer, Hall B"); "" when nothing.
std::string printerAbout(const print::PrinterInfo& printer);

/// Returns true when the job will go to a printer (one is chosen), false when the PDF is only
/// saved.
bool willSend(const PrintDialogModel& dialog);

/// Returns the confirming button's label: "Print", "Print 3 copies", or "Save the PDF".
std::string confirmLabel(const PrintDialogModel& dialog);

/// Returns "pages 1-2 of 6", "page 1 of 1", or "" before the preview is rendered.
std::string previewPagesText(const PrintDialogModel& dialog);

/// Returns the target of the job the dialog describes (no printer when only saving).
print::PrintTarget printTarget(const PrintDialogModel& dialog);

} // namespace renju::arbiter::ui
