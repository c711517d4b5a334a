#include "arbiter/storage/journal_watch.hpp"

#include "arbiter/storage/postgres.hpp"

#include <fcntl.h>
#include <libpq-fe.h>
#include <poll.h>
#include <unistd.h>

namespace renju::arbiter::storage {

namespace {

/// How long the watch waits between attempts to reach a lost server.
constexpr int kRetryMilliseconds = 1000;

} // namespace

PgJournalWatch::PgJournalWatch(EventLocation location, std::function<void()> onChange,
                               std::shared_ptr<std::atomic<bool>> isServerLost)
    : m_location(std::move(location)), m_onChange(std::move(onChange)),
      m_isServerLost(std::move(isServerLost)) {
    if (pipe2(m_stopPipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        throw StorageError("cannot watch the journal: no pipe");
    }
    m_thread = std::thread([this] { run(); });
}

PgJournalWatch::~PgJournalWatch() {
    m_isStopping = true;
    char byte = 1;
    [[maybe_unused]] auto written = write(m_stopPipe[1], &byte, 1);
    m_thread.join();
    close(m_stopPipe[0]);
    close(m_stopPipe[1]);
}

std::string PgJournalWatch::problem() const {
    std::lock_guard lock(m_mutex);
    return m_problem;
}

void PgJournalWatch::setProblem(const std::string& problem) {
    std::lock_guard lock(m_mutex);
    m_problem = problem;
}

bool PgJournalWatch::waitOrStop(int milliseconds) const {
    pollfd stop{m_stopPipe[0], POLLIN, 0};
    poll(&stop, 1, milliseconds);
    return !m_isStopping;
}

void PgJournalWatch::run() {
    while (!m_isStopping) {
        listen();
        if (m_isStopping) {
            return;
        }
        *m_isServerLost = true;
        m_onChange(); // the station says at once that the server is lost
        waitOrStop(kRetryMilliseconds);
    }
}

void PgJournalWatch::listen() {
    std::unique_ptr<PgConnection> connection;
    try {
        connection = std::make_unique<PgConnection>(m_location.conninfo, m_location.display);
        connection->execute("LISTEN renju_journal");
    } catch (const StorageError& error) {
        setProblem(error.what());
        return;
    }
    setProblem("");
    *m_isServerLost = false;
    m_onChange(); // what was appended before listening (or while the server was lost)
    PGconn* conn = connection->handle();
    while (!m_isStopping) {
        pollfd watched[2] = {{PQsocket(conn), POLLIN, 0}, {m_stopPipe[0], POLLIN, 0}};
        if (poll(watched, 2, -1) < 0) {
            continue; // a signal
        }
        if (watched[1].revents != 0) {
            return;
        }
        if (PQconsumeInput(conn) == 0 || PQstatus(conn) != CONNECTION_OK) {
            setProblem(m_location.display + ": the connection to the server was lost");
            return;
        }
        bool isOurs = false;
        while (PGnotify* notice = PQnotifies(conn)) {
            std::string payload = notice->extra ? notice->extra : "";
            std::size_t space = payload.find(' ');
            isOurs = isOurs || (space != std::string::npos &&
                                payload.substr(space + 1) == m_location.eventName);
            PQfreemem(notice);
        }
        if (isOurs) {
            m_onChange();
        }
    }
}

} // namespace renju::arbiter::storage
