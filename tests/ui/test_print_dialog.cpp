// The print dialog: its view-model (printers, copies, paper, the confirming button) and the
// dialog drawn headless, opened by a view's Print button and confirmed or cancelled by clicks.
// The preview's textures are fake ids: only the platform uploads real ones.
#include "arbiter/ui/keys.hpp"
#include "arbiter/ui/view_models/print_dialog_model.hpp"
#include "headless_imgui.hpp"
#include "ui_fixtures.hpp"

#include <catch2/catch.hpp>

namespace renju::arbiter::test {

namespace {

print::PrinterListing hallPrinters() {
    return {true,
            {{"Office", "Office laser", "Room 2", false}, {"Hall", "Hall printer", "Hall B", true}},
            ""};
}

/// Draws a few frames (a popup opens in the frame after it is asked for).
void frames(HeadlessImGui& imgui, ui::Shell& shell, const model::EventState& state,
            std::int64_t now, int count = 3) {
    for (int i = 0; i < count; ++i) {
        imgui.frame(shell, state, now);
    }
}

void clickTarget(HeadlessImGui& imgui, ui::Shell& shell, const model::EventState& state,
                 std::int64_t now, const std::string& name) {
    auto target = shell.ui().frame.targets.find(name);
    REQUIRE(target != shell.ui().frame.targets.end());
    const ui::ScreenRect& rect = target->second;
    imgui.click(shell, state, now, (rect.x0 + rect.x1) / 2, (rect.y0 + rect.y1) / 2);
}

/// Fills the dialog as the platform does once the print thread has answered: the printers and
/// two rendered pages of a three-page document.
void answer(ui::PrintDialogModel& dialog, const print::PrinterListing& listing) {
    ui::acceptPrinters(dialog, listing);
    dialog.documentTitle = "Standings, after round 5";
    dialog.fileName = "standings-round-5.pdf";
    dialog.preview = {{1, 595, 842}, {2, 595, 842}};
    dialog.pageCount = 3;
    dialog.previewPaper = dialog.paper;
}

} // namespace

TEST_CASE("Print dialog model: the default printer is chosen, else the first", "[print-dialog]") {
    ui::PrintDialogModel dialog;
    ui::openPrintDialog(dialog, {print::DocumentKind::Pairings, 3, 0, false}, "round",
                        print::Paper::Letter);
    CHECK(dialog.isOpen);
    CHECK(dialog.generation == 1);
    CHECK(dialog.paper == print::Paper::Letter);
    CHECK(dialog.printerStatus == ui::PrinterStatus::Looking);
    CHECK(ui::printerStatusText(dialog) == "Looking for printers...");
    CHECK(ui::confirmLabel(dialog) == "Save the PDF"); // nothing to print on yet
    ui::acceptPrinters(dialog, hallPrinters());
    CHECK(dialog.printerStatus == ui::PrinterStatus::Ready);
    CHECK(dialog.chosen == 1);
    CHECK(ui::printerLabel(dialog.printers[1]) == "Hall (default) - Hall printer, Hall B");
    CHECK(ui::printerAbout(dialog.printers[0]) == "Office laser, Room 2");
    CHECK(ui::printerAbout({"Hall", "Hall", "", false}).empty()); // the name alone says nothing
    CHECK(ui::confirmLabel(dialog) == "Print");
    CHECK(ui::printTarget(dialog).printer == "Hall");
    print::PrinterListing noDefault = hallPrinters();
    noDefault.printers[1].isDefault = false;
    ui::acceptPrinters(dialog, noDefault);
    CHECK(dialog.chosen == 0);
    // A second opening starts afresh: another generation, the printers looked for again.
    ui::setCopies(dialog, 4);
    ui::openPrintDialog(dialog, {print::DocumentKind::Standings, 5, 0, false}, "standings",
                        print::Paper::A4);
    CHECK(dialog.generation == 2);
    CHECK(dialog.copies == 1);
    CHECK(dialog.printers.empty());
    CHECK(dialog.printerStatus == ui::PrinterStatus::Looking);
}

TEST_CASE("Print dialog model: without a CUPS server or a printer it says so and only saves",
          "[print-dialog]") {
    ui::PrintDialogModel dialog;
    ui::openPrintDialog(dialog, {}, "round", print::Paper::A4);
    ui::acceptPrinters(dialog, {false, {}, "looked for at /run/cups/cups.sock"});
    CHECK(dialog.printerStatus == ui::PrinterStatus::NoServer);
    CHECK(ui::printerStatusText(dialog) ==
          "No printing: no CUPS server answered (looked for at /run/cups/cups.sock). The PDF "
          "will only be saved in prints/.");
    CHECK_FALSE(ui::willSend(dialog));
    CHECK(ui::confirmLabel(dialog) == "Save the PDF");
    CHECK(ui::printTarget(dialog).printer.empty());
    ui::acceptPrinters(dialog, {true, {}, ""});
    CHECK(dialog.printerStatus == ui::PrinterStatus::NoPrinter);
    CHECK(ui::printerStatusText(dialog) ==
          "No printing: CUPS has no printer set up. The PDF will only be saved in prints/.");
    CHECK(ui::confirmLabel(dialog) == "Save the PDF");
}

TEST_CASE("Print dialog model: copies from 1 to 99, the button says how many", "[print-dialog]") {
    ui::PrintDialogModel dialog;
    ui::openPrintDialog(dialog, {}, "round", print::Paper::A4);
    ui::acceptPrinters(dialog, hallPrinters());
    ui::setCopies(dialog, 0);
    CHECK(dialog.copies == 1);
    ui::setCopies(dialog, 250);
    CHECK(dialog.copies == ui::kMostCopies);
    ui::setCopies(dialog, 3);
    CHECK(ui::confirmLabel(dialog) == "Print 3 copies");
    CHECK(ui::printTarget(dialog).copies == 3);
}

TEST_CASE("Print dialog model: the preview's pages and paper", "[print-dialog]") {
    ui::PrintDialogModel dialog;
    ui::openPrintDialog(dialog, {}, "round", print::Paper::A4);
    CHECK_FALSE(ui::isPreviewCurrent(dialog));
    CHECK(ui::previewPagesText(dialog).empty());
    answer(dialog, hallPrinters());
    CHECK(ui::isPreviewCurrent(dialog));
    CHECK(ui::previewPagesText(dialog) == "pages 1-2 of 3");
    dialog.firstShown = 1;
    CHECK(ui::previewPagesText(dialog) == "page 2 of 3");
    dialog.pageCount = 1;
    dialog.preview.resize(1);
    dialog.firstShown = 0;
    CHECK(ui::previewPagesText(dialog) == "page 1 of 1");
    dialog.paper = print::Paper::Letter; // another paper: a new preview is due
    CHECK_FALSE(ui::isPreviewCurrent(dialog));
}

TEST_CASE("A Print button opens the dialog instead of printing; confirming queues the job with "
          "the printer, copies and paper",
          "[print-dialog][headless]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("round finished");
    const model::EventState& state = fixture.application.state();
    ui::Shell shell;
    shell.ui().print.systemPaper = print::Paper::Letter;
    shell.showView(ui::ViewId::Standings);
    frames(imgui, shell, state, fixture.now);
    clickTarget(imgui, shell, state, fixture.now, "Print standings");
    ui::PrintDialogModel& dialog = shell.ui().print.dialog;
    REQUIRE(dialog.isOpen);
    CHECK(dialog.request.kind == print::DocumentKind::Standings);
    CHECK(dialog.origin == "standings");
    CHECK(dialog.paper == print::Paper::Letter); // the system's paper, preselected
    CHECK(shell.takePrints().empty());           // nothing is printed without the dialog
    frames(imgui, shell, state, fixture.now);
    // Before the print thread answers: looking for printers, the preview being prepared, and
    // the PDF can already be saved.
    CHECK(shell.ui().frame.targets.count("Save the PDF") == 1);
    CHECK(shell.ui().frame.targets.count("Cancel") == 1);

    answer(dialog, hallPrinters());
    frames(imgui, shell, state, fixture.now);
    CHECK(shell.ui().frame.targets.count("Print") == 1);
    CHECK(shell.ui().frame.targets.count("printer") == 1);
    CHECK(shell.ui().frame.targets.count("Next pages") == 0); // both rendered pages are shown
    clickTarget(imgui, shell, state, fixture.now, "A4");
    CHECK(dialog.paper == print::Paper::A4);
    CHECK_FALSE(ui::isPreviewCurrent(dialog)); // the platform renders it again
    frames(imgui, shell, state, fixture.now);
    clickTarget(imgui, shell, state, fixture.now, "more copies");
    clickTarget(imgui, shell, state, fixture.now, "more copies");
    clickTarget(imgui, shell, state, fixture.now, "fewer copies");
    CHECK(dialog.copies == 2);
    CHECK(shell.ui().frame.targets.count("Print 2 copies") == 1);
    clickTarget(imgui, shell, state, fixture.now, "Confirm print");
    CHECK_FALSE(dialog.isOpen);
    std::vector<ui::PendingPrint> prints = shell.takePrints();
    REQUIRE(prints.size() == 1);
    CHECK(prints[0].request.kind == print::DocumentKind::Standings);
    CHECK(prints[0].origin == "standings");
    CHECK(prints[0].paper == print::Paper::A4);
    CHECK(prints[0].target.printer == "Hall");
    CHECK(prints[0].target.copies == 2);
    frames(imgui, shell, state, fixture.now);
    CHECK(shell.ui().frame.targets.count("Confirm print") == 0); // closed
}

TEST_CASE("The print dialog is cancelled by its button or Escape, printing nothing; without a "
          "printer it saves the PDF only",
          "[print-dialog][headless]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("mid-round");
    const model::EventState& state = fixture.application.state();
    ui::Shell shell;
    shell.showView(ui::ViewId::Round);
    frames(imgui, shell, state, fixture.now);
    clickTarget(imgui, shell, state, fixture.now, "Print pairings");
    REQUIRE(shell.ui().print.dialog.isOpen);
    frames(imgui, shell, state, fixture.now);
    clickTarget(imgui, shell, state, fixture.now, "Cancel");
    CHECK_FALSE(shell.ui().print.dialog.isOpen);
    CHECK(shell.takePrints().empty());

    clickTarget(imgui, shell, state, fixture.now, "Print scoresheets");
    REQUIRE(shell.ui().print.dialog.isOpen);
    frames(imgui, shell, state, fixture.now);
    imgui.io().KeysDown[ui::key::kEscape] = true;
    frames(imgui, shell, state, fixture.now, 1);
    imgui.io().KeysDown[ui::key::kEscape] = false;
    frames(imgui, shell, state, fixture.now);
    CHECK_FALSE(shell.ui().print.dialog.isOpen);
    CHECK(shell.takePrints().empty());

    clickTarget(imgui, shell, state, fixture.now, "Print result slips");
    ui::PrintDialogModel& dialog = shell.ui().print.dialog;
    REQUIRE(dialog.isOpen);
    answer(dialog, {false, {}, "looked for at /run/cups/cups.sock"});
    frames(imgui, shell, state, fixture.now);
    CHECK(shell.ui().frame.targets.count("printer") == 0); // no list to choose from
    clickTarget(imgui, shell, state, fixture.now, "Save the PDF");
    std::vector<ui::PendingPrint> prints = shell.takePrints();
    REQUIRE(prints.size() == 1);
    CHECK(prints[0].request.kind == print::DocumentKind::Slips);
    CHECK(prints[0].target.printer.empty());
}

TEST_CASE("While the print dialog is open the views under it take no clicks",
          "[print-dialog][headless]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("mid-round");
    const model::EventState& state = fixture.application.state();
    ui::Shell shell;
    shell.showView(ui::ViewId::Round);
    frames(imgui, shell, state, fixture.now);
    REQUIRE(shell.ui().frame.targets.count("Print pairings") == 1);
    ui::ScreenRect underneath = shell.ui().frame.targets["Print pairings"];
    shell.ui().print.request({print::DocumentKind::Standings, 0, 0, false}, "standings");
    frames(imgui, shell, state, fixture.now);
    imgui.click(shell, state, fixture.now, (underneath.x0 + underneath.x1) / 2,
                (underneath.y0 + underneath.y1) / 2);
    // Still the standings' dialog: the pairings' button under it was not pressed.
    CHECK(shell.ui().print.dialog.isOpen);
    CHECK(shell.ui().print.dialog.request.kind == print::DocumentKind::Standings);
    CHECK(shell.takeCommands().empty());
}

} // namespace renju::arbiter::test
