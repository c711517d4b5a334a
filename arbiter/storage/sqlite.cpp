#include "arbiter/storage/sqlite.hpp"

#include <sqlite3.h>

namespace renju::arbiter::storage {

Database::Database(const std::filesystem::path& path, Mode mode) : m_path(path) {
    int flags = mode == Mode::ReadOnly
                    ? SQLITE_OPEN_READONLY
                    : (mode == Mode::ReadWrite ? SQLITE_OPEN_READWRITE
                                               : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    int status = sqlite3_open_v2(path.c_str(), &m_db, flags | SQLITE_OPEN_FULLMUTEX, nullptr);
    if (status != SQLITE_OK) {
        std::string reason = m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(status);
        sqlite3_close(m_db);
        m_db = nullptr;
        throw StorageError(path.string() + ": cannot open (" + reason + ")");
    }
    sqlite3_busy_timeout(m_db, 2000);
    sqlite3_extended_result_codes(m_db, 1);
}

Database::~Database() {
    sqlite3_close(m_db);
}

std::string Database::lastError() const {
    return m_db ? sqlite3_errmsg(m_db) : "no connection";
}

void Database::execute(std::string_view sql, std::string_view what) {
    char* message = nullptr;
    std::string text(sql);
    if (sqlite3_exec(m_db, text.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
        std::string reason = message ? message : lastError();
        sqlite3_free(message);
        throw StorageError(m_path.string() + ": " +
                           (what.empty() ? std::string("database error") : std::string(what)) +
                           " (" + reason + ")");
    }
}

std::int64_t Database::queryInteger(std::string_view sql) {
    Statement statement(*this, sql);
    if (!statement.step()) {
        throw StorageError(m_path.string() + ": no result for " + std::string(sql));
    }
    return statement.columnInteger(0);
}

std::string Database::queryText(std::string_view sql) {
    Statement statement(*this, sql);
    if (!statement.step()) {
        throw StorageError(m_path.string() + ": no result for " + std::string(sql));
    }
    return statement.columnText(0);
}

Statement::Statement(Database& database, std::string_view sql) : m_database(database) {
    if (sqlite3_prepare_v2(database.handle(), sql.data(), static_cast<int>(sql.size()),
                           &m_statement, nullptr) != SQLITE_OK) {
        throw StorageError(database.path().string() + ": " + database.lastError());
    }
}

Statement::~Statement() {
    sqlite3_finalize(m_statement);
}

void Statement::bind(int index, std::int64_t value) {
    sqlite3_bind_int64(m_statement, index, value);
}

void Statement::bind(int index, std::string_view value) {
    sqlite3_bind_text(m_statement, index, value.data(), static_cast<int>(value.size()),
                      SQLITE_TRANSIENT);
}

bool Statement::step() {
    int status = sqlite3_step(m_statement);
    if (status == SQLITE_ROW) {
        return true;
    }
    if (status == SQLITE_DONE) {
        return false;
    }
    throw StorageError(m_database.path().string() + ": " + m_database.lastError());
}

void Statement::reset() {
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
}

std::int64_t Statement::columnInteger(int index) const {
    return sqlite3_column_int64(m_statement, index);
}

std::string Statement::columnText(int index) const {
    const unsigned char* text = sqlite3_column_text(m_statement, index);
    int size = sqlite3_column_bytes(m_statement, index);
    return text ? std::string(reinterpret_cast<const char*>(text), static_cast<std::size_t>(size))
                : std::string();
}

} // namespace renju::arbiter::storage
