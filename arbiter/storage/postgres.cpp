#include "arbiter/storage/postgres.hpp"

#include "arbiter/logging.hpp"

#include <cstdlib>
#include <libpq-fe.h>
#include <spdlog/spdlog.h>

namespace renju::arbiter::storage {

namespace {

/// Sends the server's notices (a shutdown, a warning) to the storage log, not to stderr.
void logNotice(void* /*unused*/, const char* message);

/// Returns libpq's message without its trailing newline.
std::string trimmed(const char* message) {
    std::string text = message ? message : "";
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) {
        text.pop_back();
    }
    return text;
}

void logNotice(void* /*unused*/, const char* message) {
    subsystemLogger("storage")->info("server: {}", trimmed(message));
}

} // namespace

bool isConnectionState(const std::string& sqlState) {
    return sqlState.rfind("08", 0) == 0 || sqlState == "57P01" || sqlState == "57P02" ||
           sqlState == "57P03";
}

PgResult::~PgResult() {
    if (m_result) {
        PQclear(m_result);
    }
}

int PgResult::rows() const {
    return PQntuples(m_result);
}

std::string PgResult::text(int row, int column) const {
    if (PQgetisnull(m_result, row, column)) {
        return "";
    }
    return std::string(PQgetvalue(m_result, row, column),
                       static_cast<std::size_t>(PQgetlength(m_result, row, column)));
}

std::int64_t PgResult::integer(int row, int column) const {
    if (PQgetisnull(m_result, row, column)) {
        return 0;
    }
    return std::strtoll(PQgetvalue(m_result, row, column), nullptr, 10);
}

PgConnection::PgConnection(const std::string& conninfo, std::string display)
    : m_display(std::move(display)) {
    m_conn = PQconnectdb(conninfo.c_str());
    if (PQstatus(m_conn) == CONNECTION_OK) {
        PQsetClientEncoding(m_conn, "UTF8");
        PQsetNoticeProcessor(m_conn, logNotice, nullptr);
        return;
    }
    std::string reason = trimmed(PQerrorMessage(m_conn));
    bool needsPassword = PQconnectionNeedsPassword(m_conn) != 0;
    bool isRefused = needsPassword || reason.find("authentication failed") != std::string::npos ||
                     reason.find("does not exist") != std::string::npos ||
                     reason.find("permission denied") != std::string::npos;
    PQfinish(m_conn);
    m_conn = nullptr;
    if (needsPassword) {
        throw StorageError(m_display + ": the server wants a password; put it in a password "
                                       "file (PGPASSFILE, or ~/.pgpass), never on the command "
                                       "line");
    }
    if (isRefused) {
        throw StorageError(m_display + ": the server refused the connection (" + reason + ")");
    }
    throw ConnectionLost(m_display + ": cannot reach the server (" + reason + ")");
}

PgConnection::~PgConnection() {
    if (m_conn) {
        PQfinish(m_conn);
    }
}

bool PgConnection::isOk() const {
    return m_conn && PQstatus(m_conn) == CONNECTION_OK;
}

int PgConnection::backendPid() const {
    return m_conn ? PQbackendPID(m_conn) : 0;
}

PgResult PgConnection::execute(const std::string& sql,
                               const std::vector<std::optional<std::string>>& parameters) {
    if (!isOk()) {
        throw ConnectionLost(m_display + ": the connection to the server is lost");
    }
    std::vector<const char*> values;
    values.reserve(parameters.size());
    for (const auto& parameter : parameters) {
        values.push_back(parameter ? parameter->c_str() : nullptr);
    }
    PgResult result(PQexecParams(m_conn, sql.c_str(), static_cast<int>(values.size()), nullptr,
                                 values.data(), nullptr, nullptr, 0));
    ExecStatusType status = result.get() ? PQresultStatus(result.get()) : PGRES_FATAL_ERROR;
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) {
        return result;
    }
    std::string sqlState;
    std::string message;
    if (result.get()) {
        const char* state = PQresultErrorField(result.get(), PG_DIAG_SQLSTATE);
        sqlState = state ? state : "";
        const char* primary = PQresultErrorField(result.get(), PG_DIAG_MESSAGE_PRIMARY);
        message = primary ? primary : "";
    }
    if (message.empty()) {
        message = trimmed(PQerrorMessage(m_conn));
    }
    if (PQstatus(m_conn) != CONNECTION_OK || isConnectionState(sqlState)) {
        PQfinish(m_conn);
        m_conn = nullptr;
        throw ConnectionLost(m_display + ": the connection to the server was lost (" + message +
                             ")");
    }
    if (sqlState == "55P03") { // lock_not_available: the server's lock_timeout ran out
        message = "another station holds the event and has not finished saving (the server "
                  "waited its lock_timeout): " +
                  message;
    }
    throw ServerError(message, sqlState);
}

} // namespace renju::arbiter::storage
