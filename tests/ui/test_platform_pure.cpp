// The platform's pure parts: the GUI script grammar, the tones, the audit log's rows.
#include "../arbiter/print_support.hpp"
#include "../arbiter/temp_folder.hpp"
#include "arbiter/app/event_session.hpp"
#include "arbiter/platform/controller_seats.hpp"
#include "arbiter/platform/gui_script.hpp"
#include "arbiter/platform/print_worker.hpp"
#include "arbiter/platform/tone_synth.hpp"
#include "arbiter/ui/view_models/audit_rows.hpp"
#include "ui_fixtures.hpp"

#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>

namespace renju::arbiter::test {

using platform::ScriptAction;

TEST_CASE("A GUI script reads every step with its arguments", "[script]") {
    platform::GuiScript script = platform::parseGuiScript("# a comment\n"
                                                          "view table\n"
                                                          "select 2 7\n"
                                                          "click h8   # the centre\n"
                                                          "button White claims five\n"
                                                          "key F4\n"
                                                          "type 1\n"
                                                          "press B\n"
                                                          "wait 250\n"
                                                          "screenshot board\n"
                                                          "players-mode on\n"
                                                          "expect 14.3\n");
    REQUIRE(script.errors.empty());
    REQUIRE(script.steps.size() == 11);
    CHECK(script.steps[0].view == ui::ViewId::Table);
    CHECK(script.steps[1].first == 2);
    CHECK(script.steps[1].second == 7);
    CHECK(script.steps[2].point.col == 7);
    CHECK(script.steps[2].line == 4);
    CHECK(script.steps[3].text == "White claims five");
    CHECK(script.steps[4].first == 293); // GLFW_KEY_F4
    CHECK(script.steps[6].first == 1);
    CHECK(script.steps[7].first == 250);
    CHECK(script.steps[9].first == 1);
    CHECK(script.steps[10].action == ScriptAction::Expect);
}

TEST_CASE("A GUI script's field step names an input by its label and the text it gets",
          "[script]") {
    platform::GuiScript script = platform::parseGuiScript("field event name = Tallinn Open 2026\n"
                                                          "field club =\n"
                                                          "field rating 2100\n"
                                                          "field = Anna\n");
    REQUIRE(script.steps.size() == 2);
    CHECK(script.steps[0].action == ScriptAction::Field);
    CHECK(script.steps[0].label == "event name");
    CHECK(script.steps[0].text == "Tallinn Open 2026");
    CHECK(script.steps[1].label == "club");
    CHECK(script.steps[1].text.empty()); // clears the input
    REQUIRE(script.errors.size() == 2);
    CHECK(script.errors[0] == "line 3: field LABEL = TEXT");
    CHECK(script.errors[1] == "line 4: field LABEL = TEXT");
}

TEST_CASE("A GUI script's choose step names a combo box by its label and the option to click",
          "[script]") {
    platform::GuiScript script = platform::parseGuiScript("choose opening rule = RIF 1996 (rif)\n"
                                                          "choose time control presets = rif-135\n"
                                                          "choose opening rule =\n"
                                                          "choose Yamaguchi\n");
    REQUIRE(script.steps.size() == 2);
    CHECK(script.steps[0].action == ScriptAction::Choose);
    CHECK(script.steps[0].label == "opening rule");
    CHECK(script.steps[0].text == "RIF 1996 (rif)");
    CHECK(script.steps[1].label == "time control presets");
    CHECK(script.steps[1].text == "rif-135");
    REQUIRE(script.errors.size() == 2);
    CHECK(script.errors[0] == "line 3: choose LABEL = OPTION"); // no option to choose
    CHECK(script.errors[1] == "line 4: choose LABEL = OPTION");
}

TEST_CASE("A GUI script's errors name the line and what is wrong", "[script]") {
    platform::GuiScript script =
        platform::parseGuiScript("view kitchen\nclick z99\n\nwait soon\njump\npress C\n");
    REQUIRE(script.errors.size() == 5);
    CHECK(script.errors[0].rfind("line 1: unknown view 'kitchen'", 0) == 0);
    CHECK(script.errors[1] ==
          "line 2: 'z99' is not a board point (a1-o15 on 15x15, a1-s19 on 19x19)");
    CHECK(script.errors[2] == "line 4: wait MILLISECONDS");
    CHECK(script.errors[3] == "line 5: unknown step 'jump'");
    CHECK(script.errors[4] == "line 6: press A or press B");
}

TEST_CASE("Tones are audible, bounded, and start and end silently (no click)", "[sound]") {
    for (ui::Tone tone :
         {ui::Tone::TimeRefereeCall, ui::Tone::LowTime, ui::Tone::ByoYomiSecond, ui::Tone::Flag}) {
        std::vector<float> samples = platform::synthesizeTone(tone, 48000);
        REQUIRE(samples.size() > 1000);
        float peak = 0;
        for (float sample : samples) {
            peak = std::max(peak, std::fabs(sample));
        }
        CHECK(peak > 0.1f);
        CHECK(peak <= 1.0f);
        CHECK(std::fabs(samples.front()) < 0.01f);
        CHECK(std::fabs(samples.back()) < 0.01f);
    }
    CHECK(platform::synthesizeTone(ui::Tone::Flag, 48000).size() >
          platform::synthesizeTone(ui::Tone::ByoYomiSecond, 48000).size());
}

TEST_CASE("The audit log lists commands with who and why, and filters by words and table",
          "[audit]") {
    auto session = memorySession("chief");
    const app::Instant& at = kSessionStart;
    model::EventSettings settings;
    settings.name = "Audit Open";
    app::CommandTime time{at, std::nullopt};
    REQUIRE(session->execute(app::CreateEvent{settings}, time).outcome.isAccepted);
    for (const char* name : {"Anna", "Boris"}) {
        model::Player player;
        player.name = name;
        REQUIRE(session->execute(app::AddPlayer{player}, time).outcome.isAccepted);
    }
    REQUIRE(session->execute(app::PairNextRound{}, time).outcome.isAccepted);
    REQUIRE(session->execute(app::PublishRound{1}, time).outcome.isAccepted);
    REQUIRE(session->execute(app::StartRound{1}, time).outcome.isAccepted);
    REQUIRE(session->execute(app::GameAction{1, 1, "h8"}, time).outcome.isAccepted);
    REQUIRE(session->execute(app::GameAction{1, 1, "undo", "entered on the wrong table"}, time)
                .outcome.isAccepted);
    REQUIRE(session->execute(app::GameAction{1, 1, "h8"}, time).outcome.isAccepted);
    REQUIRE(session->execute(app::GameAction{1, 1, "undo", "裁判の訂正"}, time).outcome.isAccepted);
    std::vector<storage::JournalEntry> entries;
    session->store().forEachEntry(
        [&entries](const storage::JournalEntry& entry) { entries.push_back(entry); });
    std::vector<ui::AuditRow> rows = ui::auditRows(entries, session->state());
    REQUIRE(rows.size() >= 2);
    CHECK(rows[0].kind == "open"); // the session, then its first command
    CHECK(rows[1].what == "event created: Audit Open");
    CHECK(rows[1].actor == "chief");
    ui::AuditFilter filter;
    filter.text = "UNDO";
    auto shown = ui::filterAudit(rows, filter);
    REQUIRE(shown.size() == 2);
    CHECK(rows[shown[0]].what == "round 1 table 1: undo (entered on the wrong table)");
    CHECK(rows[shown[0]].actor == "chief");
    filter = ui::AuditFilter{};
    filter.table = 1;
    CHECK(ui::filterAudit(rows, filter).size() == 4);
    filter = ui::AuditFilter{};
    CHECK(ui::filterAudit(rows, filter).size() == 10);
    // A reason only the journal keeps: its characters go to the font atlas.
    std::vector<char32_t> glyphs = ui::auditCodepoints(rows);
    CHECK(glyphs == std::vector<char32_t>{U'の', U'判', U'正', U'裁', U'訂'});
    filter.showsSessions = true;
    CHECK(ui::filterAudit(rows, filter).size() == rows.size());
}

TEST_CASE("Controllers: the first two take seats A and B, and a reconnect takes its seat back",
          "[platform]") {
    platform::ControllerSeats seats;
    // One controller alone: its left hand is seat A, its right hand seat B.
    CHECK(seats.connect(7) == clock::Seat::A);
    CHECK(seats.seatOf(7, true) == clock::Seat::A);
    CHECK(seats.seatOf(7, false) == clock::Seat::B);

    CHECK(seats.connect(9) == clock::Seat::B);
    CHECK(seats.seatOf(7, false) == clock::Seat::A); // two: one each, whatever the button
    CHECK(seats.seatOf(9, true) == clock::Seat::B);
    CHECK_FALSE(seats.connect(11)); // a third one presses nothing
    CHECK_FALSE(seats.seatOf(11, true));

    // Seat A's controller is unplugged and comes back with a new id: still seat A, and
    // seat B's controller kept its seat meanwhile.
    seats.disconnect(7);
    CHECK(seats.seatOf(9, true) == clock::Seat::B);
    CHECK(seats.connect(12) == clock::Seat::A);
    CHECK(seats.seatOf(12, false) == clock::Seat::A);
    CHECK(seats.seatOf(9, false) == clock::Seat::B);
    seats.disconnect(12);
    seats.disconnect(9);
    CHECK(seats.isEmpty());
}

TEST_CASE("Printing runs on a thread of its own: the job's report comes back, the loop is woken",
          "[platform][print]") {
    TempFolder folder("print-worker");
    std::atomic<int> wakes = 0;
    std::vector<platform::PrintReport> reports;
    {
        platform::PrintWorker worker(nullptr, [&] { ++wakes; });
        worker.submit(documentOf(demoEvent(), print::DocumentKind::Standings),
                      {print::Paper::A4, fixedPrintTime()}, folder / "prints" / "standings.pdf", {},
                      "standings");
        // A folder that cannot be made: a file stands where it should be.
        std::ofstream(folder / "blocked") << "a file";
        worker.submit(documentOf(demoEvent(), print::DocumentKind::Pairings, 1),
                      {print::Paper::A4, fixedPrintTime()}, folder / "blocked" / "pairings.pdf", {},
                      "round");
        worker.waitIdle();
        reports = worker.takeReports();
    }
    REQUIRE(reports.size() == 2);
    CHECK(reports[0].origin == "standings");
    CHECK_FALSE(reports[0].isError);
    CHECK(reports[0].message.find("standings.pdf") != std::string::npos);
    CHECK(pdfPages(folder / "prints" / "standings.pdf") == 1);
    CHECK(reports[1].origin == "round");
    CHECK(reports[1].isError);
    CHECK(reports[1].message.rfind("print: ", 0) == 0);
    CHECK(wakes == 2);
}

namespace {

/// A print system with one printer that records the jobs it is sent.
class RecordingService final : public print::PrintService {
public:
    explicit RecordingService(std::vector<std::string>& jobs) : m_jobs(jobs) {}
    print::PrinterListing listPrinters() override { return {true, {{"Hall", "", "", true}}, ""}; }
    int submit(const std::filesystem::path& pdf, const std::string& title,
               const print::PrintTarget& target, std::string&) override {
        m_jobs.push_back(pdf.filename().string() + " | " + title + " | " + target.printer + " x" +
                         std::to_string(target.copies));
        return 7;
    }

private:
    std::vector<std::string>& m_jobs;
};

} // namespace

TEST_CASE("The print thread also lists the printers and renders the dialog's preview, before "
          "the print jobs queued",
          "[platform][print]") {
    TempFolder folder("print-worker-dialog");
    std::vector<std::string> jobs;
    std::optional<platform::PreviewReport> preview;
    std::optional<platform::PrintersReport> printers;
    std::vector<platform::PrintReport> reports;
    {
        platform::PrintWorker worker(std::make_unique<RecordingService>(jobs), [] {});
        worker.submit(documentOf(demoEvent(), print::DocumentKind::Standings),
                      {print::Paper::A4, fixedPrintTime()}, folder / "standings.pdf", {"Hall", 2},
                      "standings");
        worker.requestPrinters(5);
        worker.requestPreview(documentOf(demoEvent(), print::DocumentKind::Scoresheets),
                              {print::Paper::Letter, fixedPrintTime()}, 5, 2, 0.25);
        worker.waitIdle();
        preview = worker.takePreview();
        printers = worker.takePrinters();
        reports = worker.takeReports();
        CHECK_FALSE(worker.takePreview()); // taken once
    }
    REQUIRE(printers);
    CHECK(printers->generation == 5);
    CHECK(printers->listing.hasServer);
    REQUIRE(printers->listing.printers.size() == 1);
    REQUIRE(preview);
    CHECK(preview->generation == 5);
    CHECK(preview->paper == print::Paper::Letter);
    CHECK(preview->preview.pages == 48);
    REQUIRE(preview->preview.images.size() == 2);
    CHECK(preview->preview.images[0].width == 153);
    REQUIRE(reports.size() == 1);
    CHECK_FALSE(reports[0].isError);
    CHECK(reports[0].message.rfind("sent to Hall: 2 copies of Standings", 0) == 0);
    CHECK(jobs == std::vector<std::string>{"standings.pdf | Standings, after round 5 | Hall x2"});
}

TEST_CASE("Without a print system the print thread says so and saves the PDF",
          "[platform][print]") {
    TempFolder folder("print-worker-none");
    platform::PrintWorker worker(nullptr, [] {});
    worker.requestPrinters(1);
    worker.submit(documentOf(demoEvent(), print::DocumentKind::Standings),
                  {print::Paper::A4, fixedPrintTime()}, folder / "standings.pdf", {"Hall", 1},
                  "standings");
    worker.waitIdle();
    auto printers = worker.takePrinters();
    REQUIRE(printers);
    CHECK_FALSE(printers->listing.hasServer);
    auto reports = worker.takeReports();
    REQUIRE(reports.size() == 1);
    CHECK(reports[0].message.rfind("saved, not printed", 0) == 0);
    CHECK(pdfPages(folder / "standings.pdf") == 1);
}

} // namespace renju::arbiter::test
