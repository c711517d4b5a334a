#include "pg_fixture.hpp"

#include "arbiter/time/real_clock.hpp"

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <unistd.h>

namespace renju::arbiter::test {

namespace {

std::string clusterScript() {
    return std::string(RENJU_TEST_SOURCE_DIR) + "/cluster.sh";
}

void runCluster(const std::string& action) {
    std::string why;
    std::string command =
        clusterScript() + " " + action + " '" + testServer(why)->dir + "' > /dev/null";
    if (std::system(command.c_str()) != 0) {
        throw std::runtime_error("cluster.sh " + action + " failed");
    }
}

} // namespace

const TestServer* testServer(std::string& whyNot) {
    static const TestServer* server = []() -> const TestServer* {
        const char* dir = std::getenv("RENJU_TEST_PG_DIR");
        if (!dir) {
            return nullptr;
        }
        std::ifstream uriFile(std::string(dir) + "/uri");
        std::string uri;
        if (!std::getline(uriFile, uri) || uri.empty()) {
            return nullptr;
        }
        static const TestServer found{dir, uri};
        return &found;
    }();
    if (!server) {
        whyNot = "no test cluster: RENJU_TEST_PG_DIR is not set, or its uri file is missing "
                 "(tests/postgres/cluster.sh start did not run)";
    }
    return server;
}

std::string uniqueEventName(const std::string& base) {
    static std::atomic<int> counter{0};
    return base + "-" + std::to_string(getpid()) + "-" + std::to_string(++counter);
}

std::string eventUri(const std::string& name, const std::string& role) {
    std::string why;
    std::string uri = testServer(why)->chiefUri;
    std::size_t at = uri.find("chief@");
    uri.replace(at, 5, role);
    return storage::serverEventUri(uri, name);
}

void addRole(const std::string& role, const std::string& rights) {
    std::string why;
    const TestServer* server = testServer(why);
    std::string password = "pw-" + role + "-" + std::to_string(getpid()) + "-secret";
    storage::addReferee(server->chiefUri, role, rights, password);
    // This process's own password file: the cluster's (the chief) and the roles added here.
    /// Removes this process's password file when the tests end.
    struct RemovedAtExit {
        std::string path;
        ~RemovedAtExit() { std::filesystem::remove(path); }
    };
    static const RemovedAtExit removed{"/tmp/renju-pgpass-" + std::to_string(getpid())};
    static const std::string file = [&] {
        std::string path = removed.path;
        std::filesystem::copy_file(server->dir + "/pgpass", path,
                                   std::filesystem::copy_options::overwrite_existing);
        std::filesystem::permissions(path, std::filesystem::perms::owner_read |
                                               std::filesystem::perms::owner_write);
        setenv("PGPASSFILE", path.c_str(), 1);
        return path;
    }();
    std::ofstream out(file, std::ios::app);
    out << "*:*:renju:" << role << ":" << password << "\n";
}

std::int64_t monotonicNow() {
    return RealClock::monotonicNow().count();
}

app::Instant instantNow() {
    return app::Instant{monotonicNow(), RealClock::wallClockMilliseconds(), RealClock::bootId()};
}

std::unique_ptr<app::EventSession> openStation(const std::string& uri, const std::string& actor,
                                               bool readOnly) {
    auto store =
        storage::PostgresEventStore::open(storage::parseEventLocation(uri), readOnly, monotonicNow);
    std::vector<std::string> notices;
    return app::EventSession::open(std::move(store), instantNow(), actor, notices);
}

app::ExecutedCommand runNow(app::EventSession& station, const app::Command& command) {
    return station.execute(command, app::CommandTime{instantNow(), std::nullopt});
}

std::unique_ptr<app::EventSession> startedServerEvent(const std::string& name, int players,
                                                      const std::string& control) {
    storage::EventLocation location = storage::parseEventLocation(eventUri(name));
    storage::PostgresEventStore::create(location, 0, monotonicNow);
    auto chief = openStation(eventUri(name), "test:chief");
    model::EventSettings settings;
    settings.name = name;
    settings.timeControl = control;
    std::string problem;
    settings.opening = *rules::parseOpeningRules("none", problem);
    auto mustRun = [&](const app::Command& command) {
        app::ExecutedCommand executed = runNow(*chief, command);
        if (!executed.outcome.isAccepted) {
            throw std::runtime_error("setup refused: " + executed.outcome.message);
        }
    };
    mustRun(app::CreateEvent{settings});
    app::PairRound pairing;
    pairing.round = 1;
    for (int i = 1; i <= players; ++i) {
        model::Player player;
        player.name = "Player " + std::to_string(i);
        player.rating = 2000 - i;
        mustRun(app::AddPlayer{player});
        if (i % 2 == 0) {
            pairing.tables.push_back(app::TablePairing{model::PlayerId{i - 1}, model::PlayerId{i}});
        }
    }
    mustRun(pairing);
    mustRun(app::PublishRound{1});
    mustRun(app::StartRound{1});
    return chief;
}

void serverDown() {
    runCluster("down");
}

void serverUp() {
    runCluster("up");
}

} // namespace renju::arbiter::test
