// Printing speed: the standings of 300 players after 9 rounds as a PDF (target: under 1 s),
// and one game record sheet (target: under 100 ms). Prints figures only.
// Usage: print_bench [WORK_DIR]
#include "arbiter/app/application.hpp"
#include "arbiter/app/demo_player.hpp"
#include "arbiter/app/game_sheet.hpp"
#include "arbiter/app/standings_sheet.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/pdf_writer.hpp"
#include "arbiter/time/real_clock.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <stdexcept>
#include <vector>

using namespace renju;
using namespace renju::arbiter;

namespace {

double millisecondsSince(std::chrono::nanoseconds start) {
    return static_cast<double>((RealClock::monotonicNanoseconds() - start).count()) / 1e6;
}

void mustAccept(app::Application& application, const app::Command& command, std::int64_t now) {
    app::CommandOutcome outcome = application.dispatch(command, now);
    if (!outcome.isAccepted) {
        throw std::runtime_error("refused: " + outcome.message);
    }
}

/// Plays table 1 of round 1 move by move as the demo does, until the game ends.
void playOneGame(app::Application& application, std::int64_t& now) {
    app::DemoTable table(1);
    app::DemoRandom random{7};
    for (int step = 0; step < 2000; ++step) {
        const model::Table& live = *application.state().findRound(1)->findTable(1);
        if (live.result) {
            return;
        }
        table.act(application.state(), 1, random, [&](const std::string& event) {
            return application.dispatch(app::GameAction{1, 1, event}, now).isAccepted;
        });
        now += 1000 + random.below(20000);
    }
}

/// 300 players in four scripts, 9 rounds paired by the engine; one real game, the other
/// results drawn at random.
app::Application bigEvent() {
    const char* names[] = {"Mari Tamm", "Иван Петров",   "王伟",
                           "佐藤健",    "Jānis Bērziņš", "Ольга Смирнова"};
    app::Application application;
    model::EventSettings settings;
    settings.name = "Print Bench Open";
    settings.rounds = 9;
    settings.tieBreaks = {"BH", "BH-1", "SB", "DE", "WIN"};
    mustAccept(application, app::CreateEvent{settings}, 0);
    app::DemoRandom random{2026};
    for (int i = 0; i < 300; ++i) {
        model::Player player;
        player.name = std::string(names[i % 6]) + " " + std::to_string(i + 1);
        player.federation = "EST";
        player.rating = 1400 + random.below(1200);
        mustAccept(application, app::AddPlayer{player}, 0);
    }
    std::int64_t now = 0;
    for (int round = 1; round <= 9; ++round) {
        mustAccept(application, app::PairNextRound{}, now);
        mustAccept(application, app::PublishRound{round}, now);
        mustAccept(application, app::StartRound{round}, now);
        if (round == 1) {
            playOneGame(application, now);
        }
        for (const model::Table& table : application.state().findRound(round)->tables) {
            if (!table.result) {
                auto code = static_cast<model::ResultCode>(random.below(3));
                mustAccept(application, app::SetResult{round, table.number, code, ""}, now);
            }
        }
        mustAccept(application, app::FinishRound{round}, now);
    }
    return application;
}

struct Timing {
    double first = 0;
    double median = 0;
    int pages = 0;
};

Timing timeRuns(int runs, const std::function<int()>& work) {
    std::vector<double> times;
    Timing timing;
    for (int run = 0; run < runs; ++run) {
        auto start = RealClock::monotonicNanoseconds();
        timing.pages = work();
        times.push_back(millisecondsSince(start));
    }
    timing.first = times.front();
    std::sort(times.begin() + 1, times.end());
    timing.median = times[1 + (times.size() - 1) / 2];
    return timing;
}

} // namespace

int main(int argc, char** argv) {
    std::filesystem::path dir =
        argc > 1 ? argv[1] : std::filesystem::temp_directory_path() / "renju-print-bench";
    std::filesystem::create_directories(dir);
    auto start = RealClock::monotonicNanoseconds();
    app::Application application = bigEvent();
    const model::EventState& state = application.state();
    std::printf("built the event (300 players, 9 rounds) in %.0f ms\n", millisecondsSince(start));

    std::string dateProblem;
    print::PdfOptions options{print::Paper::A4,
                              *print::parsePrintTime("2026-11-23T18:00Z", dateProblem)};
    Timing standings = timeRuns(6, [&] {
        print::Document document = print::standingsDocument(state, app::standingsSheet(state, 9));
        return print::writePdf(document, options, dir / "standings.pdf");
    });
    std::printf("standings of 300 players as PDF (%d pages): first %.0f ms (fonts loaded), "
                "then median %.0f ms; target < 1000 ms\n",
                standings.pages, standings.first, standings.median);

    Timing record = timeRuns(21, [&] {
        std::vector<app::GameSheet> games{*app::gameSheet(state, 1, 1)};
        return print::writePdf(print::recordDocument(state, 1, games, false), options,
                               dir / "record.pdf");
    });
    std::printf("one game record sheet (%zu moves) as PDF: first %.1f ms, then median %.1f ms; "
                "target < 100 ms\n",
                rules::moveCountOf(state.findRound(1)->findTable(1)->currentGame().game),
                record.first, record.median);
    std::filesystem::remove_all(dir);
    return 0;
}
