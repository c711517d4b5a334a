// Crash test: feeds `renju-arbiter batch` from a child process and kills it with SIGKILL at
// random moments (between commands and in the middle of one), then reopens the event and
// checks that every acknowledged command is in the journal, that at most the one command in
// flight was added without acknowledgement, and that the journal replays into the state the
// acknowledged commands describe. Usage: crash_test RENJU_ARBITER WORK_DIR [ITERATIONS]
#include "arbiter/app/event_session.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"

#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <iostream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace renju::arbiter;

namespace {

struct Random {
    std::uint64_t state;
    std::uint64_t next() {
        state += 0x9E3779B97F4A7C15ULL;
        std::uint64_t z = state;
        z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31U);
    }
    int below(int bound) { return static_cast<int>(next() % static_cast<std::uint64_t>(bound)); }
};

struct Child {
    pid_t pid = -1;
    FILE* in = nullptr;  // the child's standard input
    FILE* out = nullptr; // the child's standard output
};

Child startBatch(const std::string& binary, const std::string& event) {
    int toChild[2];
    int fromChild[2];
    if (pipe(toChild) != 0 || pipe(fromChild) != 0) {
        std::perror("pipe");
        std::exit(2);
    }
    pid_t pid = fork();
    if (pid == 0) {
        dup2(toChild[0], STDIN_FILENO);
        dup2(fromChild[1], STDOUT_FILENO);
        int quiet = open("/dev/null", O_WRONLY); // the recovery notices are expected
        dup2(quiet, STDERR_FILENO);
        close(toChild[1]);
        close(fromChild[0]);
        execl(binary.c_str(), binary.c_str(), "batch", event.c_str(), "--as", "crash",
              static_cast<char*>(nullptr));
        std::_Exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    return Child{pid, fdopen(toChild[1], "w"), fdopen(fromChild[0], "r")};
}

void kill9(Child& child) {
    kill(child.pid, SIGKILL);
    int status = 0;
    waitpid(child.pid, &status, 0);
    std::fclose(child.in);
    std::fclose(child.out);
}

std::string readLine(FILE* in) {
    char buffer[4096];
    if (!std::fgets(buffer, sizeof buffer, in)) {
        return "";
    }
    std::string line(buffer);
    while (!line.empty() && line.back() == '\n') {
        line.pop_back();
    }
    return line;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::cerr << "usage: crash_test RENJU_ARBITER WORK_DIR [ITERATIONS]\n";
        return 2;
    }
    std::string binary = argv[1];
    std::filesystem::path dir = argv[2];
    int iterations = argc > 3 ? std::atoi(argv[3]) : 200;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    std::string event = (dir / "crash.renju").string();
    std::string create = binary + " --at 0 event new " + event + " --name Crash --rounds 3";
    if (std::system((create + " > /dev/null").c_str()) != 0) {
        std::cerr << "cannot create the event\n";
        return 1;
    }
    Random random{20261121};
    std::vector<std::string> acknowledged; // player names, in acknowledgement order
    int inFlightAllowance = 0;             // commands possibly durable but not acknowledged
    int seconds = 1;
    int failures = 0;
    for (int iteration = 0; iteration < iterations && failures == 0; ++iteration) {
        Child child = startBatch(binary, event);
        int commands = random.below(25);
        bool killsInFlight = random.below(2) == 0;
        for (int k = 0; k <= commands; ++k) {
            std::string name = "P" + std::to_string(iteration) + "-" + std::to_string(k);
            std::fprintf(child.in, "@%d player add --name %s --rating 1500\n", seconds++,
                         name.c_str());
            std::fflush(child.in);
            if (k == commands && killsInFlight) {
                usleep(static_cast<useconds_t>(random.below(3000)));
                ++inFlightAllowance;
                break;
            }
            std::string answer = readLine(child.out);
            if (answer.rfind("ok ", 0) != 0) {
                std::cerr << "iteration " << iteration << ": unexpected answer '" << answer
                          << "'\n";
                ++failures;
                break;
            }
            acknowledged.push_back(name);
        }
        kill9(child);

        // Reopen read-only and compare with what was acknowledged.
        std::vector<std::string> notices;
        auto session =
            app::EventSession::open(storage::SqliteEventStore::open(event, true, "check"),
                                    app::Instant{0, 0, "check"}, "check", notices);
        const auto& players = session->state().players;
        std::size_t next = 0;
        for (const auto& player : players) {
            if (next < acknowledged.size() && player.name == acknowledged[next]) {
                ++next;
            }
        }
        int extra = static_cast<int>(players.size()) - static_cast<int>(acknowledged.size());
        if (next != acknowledged.size() || extra < 0 || extra > inFlightAllowance) {
            std::cerr << "iteration " << iteration << ": " << acknowledged.size()
                      << " acknowledged, " << next << " found in order, " << players.size()
                      << " players in the journal (at most " << inFlightAllowance
                      << " unacknowledged allowed)\n";
            ++failures;
        }
        // A durable command in flight is part of the event from now on.
        while (acknowledged.size() < players.size()) {
            acknowledged.push_back(players[acknowledged.size()].name);
            --inFlightAllowance;
        }
    }
    std::cout << iterations << " kills, " << acknowledged.size()
              << " commands acknowledged or durable, " << failures << " failure(s)\n";
    std::filesystem::remove_all(dir);
    return failures == 0 ? 0 : 1;
}
