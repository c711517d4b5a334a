#pragma once

#include "arbiter/storage/event_store.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

struct pg_conn;
struct pg_result;

namespace renju::arbiter::storage {

/// The server refused a statement: its message, and its SQLSTATE (e.g. 42501 permission
/// denied, 40001 the journal moved on).
class ServerError : public StorageError {
public:
    ServerError(const std::string& message, std::string sqlState)
        : StorageError(message), m_sqlState(std::move(sqlState)) {}
    /// Returns the five-character SQLSTATE code.
    const std::string& sqlState() const { return m_sqlState; }
    /// Returns true for a permission refused by the database (42501).
    bool isPermissionDenied() const { return m_sqlState == "42501"; }

private:
    std::string m_sqlState;
};

/// A statement's result rows (text format); cleared on destruction.
class PgResult {
public:
    explicit PgResult(pg_result* result) : m_result(result) {}
    ~PgResult();
    PgResult(PgResult&& other) noexcept : m_result(other.m_result) { other.m_result = nullptr; }
    PgResult& operator=(PgResult&&) = delete;
    PgResult(const PgResult&) = delete;
    PgResult& operator=(const PgResult&) = delete;

    pg_result* get() const { return m_result; }
    int rows() const;
    /// Returns the text of a field ("" for NULL).
    std::string text(int row, int column) const;
    /// Returns a field as an integer (0 for NULL).
    std::int64_t integer(int row, int column) const;

private:
    pg_result* m_result = nullptr;
};

/// One connection to a PostgreSQL server through libpq; closed on destruction. Every statement
/// is sent with separate parameters, so no name or reason is ever read as SQL.
class PgConnection {
public:
    /// Connects with a libpq connection string or URI; `display` names the server in messages
    /// (never a password). Throws ConnectionLost when the server cannot be reached, or
    /// StorageError when it refuses the connection (no such role, a wrong password).
    PgConnection(const std::string& conninfo, std::string display);
    ~PgConnection();
    PgConnection(const PgConnection&) = delete;
    PgConnection& operator=(const PgConnection&) = delete;

    /// Runs one statement with text parameters ($1, $2, ...; nothing = NULL). Throws
    /// ConnectionLost when the connection broke (and marks it broken), ServerError when the
    /// server refused the statement.
    PgResult execute(const std::string& sql,
                     const std::vector<std::optional<std::string>>& parameters = {});
    /// Returns false once the connection broke (it is closed then).
    bool isOk() const;
    /// Returns the server's process id for this session (to tell sessions apart in tests).
    int backendPid() const;
    pg_conn* handle() const { return m_conn; }
    const std::string& display() const { return m_display; }

private:
    pg_conn* m_conn = nullptr;
    std::string m_display;
};

/// Returns true for an SQLSTATE that means the connection, not the statement, failed (class 08,
/// the server shutting down or starting up).
bool isConnectionState(const std::string& sqlState);

} // namespace renju::arbiter::storage
