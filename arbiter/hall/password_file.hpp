#pragma once

// A station's password, read from a file in libpq's password-file format (PGPASSFILE,
// ~/.pgpass), so that a referee keeps one file for the event server and the hall server:
//   host:port:database:user:password
// one entry a line, '*' matching anything in the first four fields, '\:' and '\\' for a ':' or
// a '\' in a field, '#' starting a comment line. The first line that matches wins; the database
// is "renju". A file that its group or others may read or write is refused, as libpq ignores it.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace renju::arbiter::hall {

/// The database field the hall's entries are matched against.
inline constexpr std::string_view kPasswordDatabase = "renju";
/// The largest password file read.
inline constexpr std::uintmax_t kMaxPasswordFileBytes = 1 << 20;

/// Where a password entry applies.
struct PasswordEntryKey {
    std::string_view host;
    int port = 0;
    std::string_view name;
};

/// The password found, or why there is none (naming the file).
struct PasswordLookup {
    std::optional<std::string> password;
    std::string problem;
};

/// Returns the password of the first line of the text that matches the key and database
/// "renju", or nothing. Lines with fewer than five fields are skipped, as libpq does.
std::optional<std::string> findPassword(std::string_view fileText, const PasswordEntryKey& key);

/// Reads the file and finds the key's password in it; refuses a file that is not a regular
/// file, is readable or writable by its group or others, or is larger than 1 MB.
PasswordLookup readPasswordFile(const std::filesystem::path& path, std::string_view host, int port,
                                std::string_view name);

} // namespace renju::arbiter::hall
