// Crash test: feeds `renju-arbiter batch` from a child process with a whole small tournament
// (registrations, pairings, board events, results, finished rounds) and kills it with SIGKILL
// at random moments (between commands and in the middle of one). After each kill it reopens
// the event and checks that every acknowledged sequence number is in the journal and that at
// most the one command in flight was added without acknowledgement. At the end the same
// commands run once more, without kills, into a second event: both must be the same event
// (apart from the clock pauses of the recoveries). With a PostgreSQL test cluster's folder
// (tests/postgres/cluster.sh) the events live on that server instead of in files. Usage:
// crash_test RENJU_ARBITER WORK_DIR [ITERATIONS [PG_CLUSTER_DIR]]
#include "app_fixture.hpp"
#include "arbiter/app/event_session.hpp"
#include "arbiter/storage/event_stores.hpp"
#include "pairing/seeded_random.hpp"

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace renju;
using namespace renju::arbiter;

namespace {

using Random = pairing::SeededRandom;

struct Child {
    pid_t pid = -1;
    FILE* in = nullptr;  // the child's standard input
    FILE* out = nullptr; // the child's standard output
};

/// The batch's standard error: the recovery notices are expected; on a failure it says why.
std::string errorFilePath;

std::string batchErrors() {
    std::ifstream file(errorFilePath);
    return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

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
        int errors = open(errorFilePath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        dup2(errors, STDERR_FILENO);
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

/// The command lines of a small tournament, each at its own synthetic second, then harmless
/// edits to keep the journal growing.
std::vector<std::string> tournamentScript(int lines) {
    std::vector<std::string> script;
    int second = 1;
    auto add = [&](const std::string& line) {
        script.push_back("@" + std::to_string(second++) + " " + line);
    };
    for (int i = 1; i <= 16; ++i) {
        add("player add --name \"Player " + std::to_string(i) + "\" --rating " +
            std::to_string(2100 - 10 * i));
    }
    const char* kColumns = "abcdefghijklmno";
    for (int round = 1; round <= 3; ++round) {
        add("round pair");
        add("round publish");
        add("round start");
        for (int move = 0; move < 18; ++move) {
            for (int table = 1; table <= 8; ++table) {
                // h8 first; then points along rows 1-15 that never repeat within a game.
                std::string point = move == 0 ? "h8"
                                              : std::string(1, kColumns[(move * 3 + table) % 15]) +
                                                    std::to_string(1 + (move % 7) * 2);
                add("game " + std::to_string(table) + " " + point);
            }
        }
        for (int table = 1; table <= 8; ++table) {
            add("result " + std::to_string(table) + " " + (table % 3 == 0 ? "0.5-0.5" : "1-0"));
        }
        add("round finish");
    }
    for (int i = 0; static_cast<int>(script.size()) < lines; ++i) {
        add("event edit --venue \"Hall " + std::to_string(i) + "\"");
    }
    return script;
}

std::unique_ptr<storage::EventStore> openStore(const std::string& event) {
    return storage::openEventStore(storage::parseEventLocation(event), true, "check",
                                   [] { return std::int64_t{0}; });
}

/// On a server, a killed batch's backend may still commit the command it had received, after the
/// kill (the server decides a transaction's fate, not the dead client). Taking the event's append
/// lock once waits for that backend's transaction to end, so that the journal read next is final.
std::string lockCommand; // empty for event files

void awaitOrphanedTransaction() {
    if (!lockCommand.empty() && std::system(lockCommand.c_str()) != 0) {
        std::cerr << "cannot take the event's lock: " << lockCommand << "\n";
        std::exit(1);
    }
}

/// Returns the events' locations: files in `dir`, or events on the cluster whose folder is
/// `cluster` (its uri file); nothing when that cluster has no uri file.
std::optional<std::pair<std::string, std::string>> eventLocations(const std::filesystem::path& dir,
                                                                  const std::string& cluster) {
    if (cluster.empty()) {
        return std::pair((dir / "crash.renju").string(), (dir / "reference.renju").string());
    }
    std::ifstream uriFile(cluster + "/uri");
    std::string server;
    if (!std::getline(uriFile, server)) {
        return std::nullopt;
    }
    std::string run = std::to_string(getpid());
    lockCommand = "psql -X -q -v ON_ERROR_STOP=1 '" + server +
                  "' -c \"BEGIN; SELECT renju.lock_journal('crash-" + run +
                  "'); COMMIT\" > /dev/null";
    return std::pair(storage::serverEventUri(server, "crash-" + run),
                     storage::serverEventUri(server, "crash-reference-" + run));
}

/// The sequence numbers of the journal's command entries, recoveries left out.
std::vector<std::int64_t> commandSequences(const std::string& event, int& recoveries) {
    std::vector<std::int64_t> sequences;
    recoveries = 0;
    auto store = openStore(event);
    store->forEachEntry([&](const storage::JournalEntry& entry) {
        if (entry.kind != storage::EntryKind::Command) {
            return;
        }
        if (entry.payload.find("\"session.recover\"") != std::string::npos) {
            ++recoveries;
            return;
        }
        sequences.push_back(entry.sequence);
    });
    return sequences;
}

std::string eventFingerprint(const std::string& event) {
    std::vector<std::string> notices;
    auto session =
        app::EventSession::open(openStore(event), app::Instant{0, 0, "check"}, "check", notices);
    return test::fingerprint(session->state(), false);
}

bool createEvent(const std::string& binary, const std::string& event) {
    std::string create = binary + " --at 0 event new '" + event + "'" +
                         " --name Crash --rounds 3 --opening none --control 3600 > /dev/null";
    return std::system(create.c_str()) == 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::cerr << "usage: crash_test RENJU_ARBITER WORK_DIR [ITERATIONS [PG_CLUSTER_DIR]]\n";
        return 2;
    }
    std::string binary = argv[1];
    std::filesystem::path dir = argv[2];
    int iterations = argc > 3 ? std::atoi(argv[3]) : 200;
    auto locations = eventLocations(dir, argc > 4 ? argv[4] : "");
    if (!locations) {
        bool hasServerPrograms = std::system("ls /usr/lib/postgresql/*/bin/initdb > /dev/null "
                                             "2>&1 || command -v initdb > /dev/null") == 0;
        if (!hasServerPrograms) {
            std::cout << "skipped: PostgreSQL's server programs are not installed\n";
            return 77;
        }
        std::cerr << "no PostgreSQL test cluster in " << argv[4] << " (no uri file)\n";
        return 1;
    }
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    errorFilePath = (dir / "batch-stderr.txt").string();
    const auto& [event, reference] = *locations;
    if (!createEvent(binary, event)) {
        std::cerr << "cannot create the event\n";
        return 1;
    }
    std::vector<std::string> script = tournamentScript(iterations * 6);
    std::size_t next = 0; // the first script line not yet consumed
    int ignored = 0;
    // Sequence numbers known durable: the creation, then every `ok K`.
    std::vector<std::int64_t> acknowledged = commandSequences(event, ignored);
    Random random(20261121);
    int failures = 0;
    for (int iteration = 0; iteration < iterations && failures == 0; ++iteration) {
        Child child = startBatch(binary, event);
        int lines = random.below(12);
        bool killsInFlight = random.below(2) == 0;
        std::size_t inFlight = script.size();
        for (int k = 0; k <= lines && next < script.size(); ++k) {
            std::fprintf(child.in, "%s\n", script[next].c_str());
            std::fflush(child.in);
            if (k == lines && killsInFlight) {
                usleep(static_cast<useconds_t>(random.below(3000)));
                inFlight = next;
                break;
            }
            std::string answer = readLine(child.out);
            if (answer.rfind("ok ", 0) == 0) {
                acknowledged.push_back(std::stoll(answer.substr(3)));
            } else if (answer.rfind("refused: ", 0) != 0) {
                std::cerr << "iteration " << iteration << ": no answer to '" << script[next]
                          << "': '" << answer << "'; the batch's standard error:\n"
                          << batchErrors() << "\n";
                ++failures;
                break;
            }
            ++next;
        }
        kill9(child);
        awaitOrphanedTransaction();

        int recoveries = 0;
        std::vector<std::int64_t> journal = commandSequences(event, recoveries);
        std::size_t found = 0;
        for (std::int64_t sequence : journal) {
            found += found < acknowledged.size() && acknowledged[found] == sequence ? 1U : 0U;
        }
        std::size_t extra = journal.size() - std::min(journal.size(), acknowledged.size());
        if (found != acknowledged.size() || extra > 1 ||
            (extra == 1 && inFlight == script.size())) {
            std::cerr << "iteration " << iteration << ": " << acknowledged.size()
                      << " acknowledged, " << found << " found in order, " << journal.size()
                      << " commands in the journal\n";
            ++failures;
        }
        if (extra == 1) {
            acknowledged.push_back(journal.back()); // durable though never acknowledged
            ++next;
        }
        // Otherwise the line in flight was not durable (or refused unanswered): it is sent
        // again, as a referee would.
    }

    // The same lines once more, without kills: the same event must come out.
    if (failures == 0 && createEvent(binary, reference)) {
        Child child = startBatch(binary, reference);
        for (std::size_t i = 0; i < next; ++i) {
            std::fprintf(child.in, "%s\n", script[i].c_str());
            std::fflush(child.in);
            readLine(child.out);
        }
        std::fclose(child.in);
        child.in = nullptr;
        int status = 0;
        waitpid(child.pid, &status, 0);
        std::fclose(child.out);
        if (eventFingerprint(event) != eventFingerprint(reference)) {
            std::cerr << "the killed event differs from the same commands run without kills\n";
            ++failures;
        }
    }
    std::cout << iterations << " kills, " << next << " script lines consumed, "
              << acknowledged.size() << " commands durable, " << failures << " failure(s)\n";
    std::filesystem::remove_all(dir);
    return failures == 0 ? 0 : 1;
}
