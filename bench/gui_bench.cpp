// gui_bench: the desktop application's speed in a real window. Run it under Xvfb, e.g.
//   xvfb-run -a -s "-screen 0 1920x1080x24" build/release/bench/gui_bench [SECONDS]
// It prints figures only (CI never times anything):
//   - idle with a game in progress at 1280x800 (Table view, one clock running): frames drawn
//     and CPU used over SECONDS (default 30); one frame per change of a shown digit is the
//     target, and at most 2 % of one core;
//   - building a Table-view frame, NewFrame to Render without OpenGL: CPU per frame;
//   - a full frame on software OpenGL (Mesa llvmpipe) at 1280x800 and 1920x1080;
//   - the first frame with a 300-player event, from opening the file to the frame shown.
#include "arbiter/app/event_session.hpp"
#include "arbiter/platform/font_files.hpp"
#include "arbiter/platform/gui_app.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "arbiter/time/real_clock.hpp"
#include "arbiter/ui/view_models/event_text.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <string>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

namespace {

using namespace renju::arbiter;

app::Instant now() {
    return app::Instant{RealClock::monotonicNow().count(), RealClock::wallClockMilliseconds(),
                        RealClock::bootId()};
}

double processCpuSeconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    auto seconds = [](const timeval& t) {
        return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
    };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

double threadCpuMilliseconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double wallMilliseconds() {
    return static_cast<double>(RealClock::monotonicNanoseconds().count()) / 1e6;
}

void run(app::EventSession& session, const app::Command& command) {
    app::ExecutedCommand executed = session.execute(command, app::CommandTime{now(), {}});
    if (!executed.outcome.isAccepted) {
        std::fprintf(stderr, "gui_bench: refused: %s\n", executed.outcome.message.c_str());
        std::exit(1);
    }
}

/// Writes an event with `players` players, round 1 started and the opening played at every
/// table (clocks running).
void makeEvent(const std::filesystem::path& path, int players) {
    std::vector<std::string> notices;
    auto session = app::EventSession::open(storage::SqliteEventStore::create(path, "gui_bench"),
                                           now(), "bench", notices);
    model::EventSettings settings;
    settings.name = "GUI bench open";
    settings.rounds = 9;
    run(*session, app::CreateEvent{settings});
    app::ImportPlayers import;
    for (int i = 0; i < players; ++i) {
        model::Player player;
        player.name =
            (i % 3 == 0 ? "Игрок " : (i % 3 == 1 ? "選手 " : "Player ")) + std::to_string(i + 1);
        player.rating = 2400 - i;
        import.players.push_back(player);
    }
    run(*session, import);
    run(*session, app::PairNextRound{});
    run(*session, app::PublishRound{1});
    run(*session, app::StartRound{1});
    for (int table = 1; table <= players / 2; ++table) {
        for (const char* event : {"h8", "i9", "h10", "press", "noswap", "a1", "press"}) {
            run(*session, app::GameAction{1, table, event});
        }
    }
    session->close(now());
}

platform::GuiOptions optionsFor(const std::filesystem::path& event, int width, int height) {
    platform::GuiOptions options;
    options.eventPath = event.string();
    options.window.width = width;
    options.window.height = height;
    options.arbiter = "bench";
    return options;
}

void showTable(platform::GuiApp& gui) {
    gui.shell().ui().selection.round = 1;
    gui.shell().ui().selection.table = 1;
    gui.shell().showView(ui::ViewId::Table);
    for (int i = 0; i < 3; ++i) {
        gui.drawFrame();
    }
}

void benchIdle(platform::GuiApp& gui, int seconds) {
    gui.idleFor(2000); // the window's opening events (focus, exposure) settle first
    std::int64_t framesBefore = gui.framesDrawn();
    std::int64_t digitsBefore = gui.framesForDigits();
    double cpuBefore = processCpuSeconds();
    double wallBefore = wallMilliseconds();
    gui.idleFor(std::int64_t{seconds} * 1000);
    double wall = (wallMilliseconds() - wallBefore) / 1000;
    double cpu = processCpuSeconds() - cpuBefore;
    std::int64_t frames = gui.framesDrawn() - framesBefore;
    std::int64_t forDigits = gui.framesForDigits() - digitsBefore;
    std::printf("idle, game in progress, 1280x800, Table view: %lld frames in %.1f s, %lld of "
                "them for a due digit (the shown seconds change once a second); CPU %.3f s = "
                "%.2f %% of one core\n",
                static_cast<long long>(frames), wall, static_cast<long long>(forDigits), cpu,
                100 * cpu / wall);
}

void benchBuild(platform::GuiApp& gui) {
    constexpr int kFrames = 300;
    std::vector<double> costs;
    for (int i = 0; i < kFrames; ++i) {
        double before = threadCpuMilliseconds();
        gui.buildFrame();
        costs.push_back(threadCpuMilliseconds() - before);
    }
    std::sort(costs.begin(), costs.end());
    double sum = 0;
    for (double cost : costs) {
        sum += cost;
    }
    std::printf("Table-view frame, NewFrame to Render without GL: mean %.3f ms CPU, median %.3f, "
                "95th percentile %.3f\n",
                sum / kFrames, costs[kFrames / 2], costs[kFrames * 95 / 100]);
}

void benchFullFrame(platform::GuiApp& gui, const char* size) {
    constexpr int kFrames = 120;
    std::vector<double> times;
    double cpuBefore = processCpuSeconds();
    for (int i = 0; i < kFrames; ++i) {
        double before = wallMilliseconds();
        gui.renderFrame();
        times.push_back(wallMilliseconds() - before);
    }
    double cpu = (processCpuSeconds() - cpuBefore) * 1000 / kFrames;
    std::sort(times.begin(), times.end());
    double sum = 0;
    for (double time : times) {
        sum += time;
    }
    double swapBefore = wallMilliseconds();
    for (int i = 0; i < 20; ++i) {
        gui.drawFrame();
    }
    double withSwap = (wallMilliseconds() - swapBefore) / 20;
    std::printf("full Table-view frame on software GL at %s (build, draw, glFinish): wall mean "
                "%.2f ms, median %.2f, 95th percentile %.2f; CPU of all threads %.2f ms; with "
                "the buffer swap %.2f ms\n",
                size, sum / kFrames, times[kFrames / 2], times[kFrames * 95 / 100], cpu, withSwap);
}

/// Times the parts of opening the 300-player event: replaying its journal, reading the font
/// files and baking the atlas (wall clock).
void benchOpeningParts(const std::filesystem::path& event) {
    double before = wallMilliseconds();
    std::vector<std::string> notices;
    auto session = app::EventSession::open(storage::SqliteEventStore::open(event, true, "bench"),
                                           now(), "bench", notices);
    double replay = wallMilliseconds() - before;
    before = wallMilliseconds();
    ui::Fonts fonts(platform::findFontFiles());
    double files = wallMilliseconds() - before;
    before = wallMilliseconds();
    ImFontAtlas atlas;
    fonts.build(atlas, 1.0f, ui::eventCodepoints(session->state()));
    double bake = wallMilliseconds() - before;
    std::printf("  of which: journal replay %.0f ms (%zu players), font files %.0f ms, "
                "atlas %.0f ms (%dx%d)\n",
                replay, session->state().players.size(), files, bake, atlas.TexWidth,
                atlas.TexHeight);
}

} // namespace

int main(int argc, char** argv) {
    int seconds = argc > 1 ? std::atoi(argv[1]) : 30;
    setenv("SDL_AUDIODRIVER", "dummy", 0);
    auto folder =
        std::filesystem::temp_directory_path() / ("renju-gui-bench-" + std::to_string(getpid()));
    std::filesystem::create_directories(folder);
    makeEvent(folder / "game.renju", 2);
    makeEvent(folder / "large.renju", 300);
    try {
        {
            platform::GuiApp gui(optionsFor(folder / "game.renju", 1280, 800));
            showTable(gui);
            benchIdle(gui, seconds);
            benchBuild(gui);
            benchFullFrame(gui, "1280x800");
        }
        {
            platform::GuiApp gui(optionsFor(folder / "game.renju", 1920, 1080));
            showTable(gui);
            benchFullFrame(gui, "1920x1080");
        }
        double before = wallMilliseconds();
        double cpuBefore = processCpuSeconds();
        platform::GuiApp gui(optionsFor(folder / "large.renju", 1280, 800));
        double opened = wallMilliseconds();
        gui.drawFrame();
        gui.finishGl();
        double shown = wallMilliseconds();
        std::printf("first frame with a 300-player event (open the file, replay its journal, "
                    "fonts, window, Round view of 150 tables): %.0f ms (opening %.0f, the frame "
                    "%.0f); CPU of all threads %.0f ms\n",
                    shown - before, opened - before, shown - opened,
                    (processCpuSeconds() - cpuBefore) * 1000);
        benchOpeningParts(folder / "large.renju");
    } catch (const std::exception& error) {
        std::fprintf(stderr, "gui_bench: %s\n", error.what());
        return 1;
    }
    std::filesystem::remove_all(folder);
    return 0;
}
