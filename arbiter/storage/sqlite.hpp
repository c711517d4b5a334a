#pragma once

#include "arbiter/storage/event_store.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace renju::arbiter::storage {

/// An open SQLite connection; closed on destruction.
class Database {
public:
    enum class Mode { ReadOnly, ReadWrite, Create };

    /// Opens `path`; throws StorageError naming the file when SQLite cannot.
    Database(const std::filesystem::path& path, Mode mode);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    /// Runs statements without results; throws StorageError with `what` on failure.
    void execute(std::string_view sql, std::string_view what = "");
    /// Returns the single integer result of a query.
    std::int64_t queryInteger(std::string_view sql);
    /// Returns the single text result of a query.
    std::string queryText(std::string_view sql);

    sqlite3* handle() const { return m_db; }
    const std::filesystem::path& path() const { return m_path; }
    /// Returns SQLite's last error message for this connection.
    std::string lastError() const;

private:
    sqlite3* m_db = nullptr;
    std::filesystem::path m_path;
};

/// A prepared statement; finalized on destruction.
class Statement {
public:
    Statement(Database& database, std::string_view sql);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    void bind(int index, std::int64_t value);
    void bind(int index, std::string_view value);
    /// Advances to the next row; returns false when done. Throws StorageError on failure.
    bool step();
    void reset();
    std::int64_t columnInteger(int index) const;
    std::string columnText(int index) const;

private:
    Database& m_database;
    sqlite3_stmt* m_statement = nullptr;
};

} // namespace renju::arbiter::storage
