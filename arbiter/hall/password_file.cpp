#include "arbiter/hall/password_file.hpp"

#include <cerrno>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <system_error>
#include <vector>

namespace renju::arbiter::hall {
namespace {

struct Field {
    std::string text;
    bool isWildcard = false; // written as a bare '*' (an escaped '\*' is a star to match)
};

// Splits a line at its unescaped ':' into at most five fields, undoing '\' escapes (a '\' keeps
// the character after it, whatever it is, as libpq reads it); the fifth field runs to the
// line's end or its next unescaped ':'.
std::vector<Field> fieldsOf(std::string_view line) {
    std::vector<Field> fields(1);
    std::size_t fieldStart = 0;
    const auto close = [&](std::size_t end) {
        fields.back().isWildcard = line.substr(fieldStart, end - fieldStart) == "*";
    };
    for (std::size_t index = 0; index < line.size(); ++index) {
        const char character = line[index];
        if (character == '\\' && index + 1 < line.size()) {
            fields.back().text += line[++index];
        } else if (character == ':') {
            close(index);
            if (fields.size() == 5) {
                return fields;
            }
            fields.emplace_back();
            fieldStart = index + 1;
        } else {
            fields.back().text += character;
        }
    }
    close(line.size());
    return fields;
}

bool matches(const Field& field, std::string_view value) {
    return field.isWildcard || field.text == value;
}

} // namespace

std::optional<std::string> findPassword(std::string_view fileText, const PasswordEntryKey& key) {
    const std::string port = std::to_string(key.port);
    while (!fileText.empty()) {
        const std::size_t end = fileText.find('\n');
        std::string_view line = fileText.substr(0, end);
        fileText.remove_prefix(end == std::string_view::npos ? fileText.size() : end + 1);
        while (!line.empty() && (line.back() == '\r' || line.back() == '\n')) {
            line.remove_suffix(1);
        }
        if (line.empty() || line.front() == '#') {
            continue;
        }
        const std::vector<Field> fields = fieldsOf(line);
        if (fields.size() < 5) {
            continue;
        }
        if (matches(fields[0], key.host) && matches(fields[1], port) &&
            matches(fields[2], kPasswordDatabase) && matches(fields[3], key.name)) {
            return fields[4].text;
        }
    }
    return std::nullopt;
}

PasswordLookup readPasswordFile(const std::filesystem::path& path, std::string_view host, int port,
                                std::string_view name) {
    const std::string file = path.string();
    struct stat status {};
    if (::stat(file.c_str(), &status) != 0) {
        return {std::nullopt, "cannot read the password file " + file + ": " +
                                  std::generic_category().message(errno)};
    }
    if (!S_ISREG(status.st_mode)) {
        return {std::nullopt, "the password file " + file + " is not a regular file"};
    }
    if ((status.st_mode & (S_IRWXG | S_IRWXO)) != 0) {
        return {std::nullopt, "the password file " + file +
                                  " may be read or written by others than its owner; it is "
                                  "not used until it is private (chmod 600 " +
                                  file + ")"};
    }
    if (static_cast<std::uintmax_t>(status.st_size) > kMaxPasswordFileBytes) {
        return {std::nullopt, "the password file " + file + " is larger than 1 MB"};
    }
    std::ifstream stream(path, std::ios::binary);
    std::ostringstream text;
    if (!stream || !(text << stream.rdbuf())) {
        return {std::nullopt, "cannot read the password file " + file};
    }
    std::optional<std::string> password = findPassword(text.str(), {host, port, name});
    if (!password) {
        return {std::nullopt, "the password file " + file + " has no line for " +
                                  std::string(host) + ":" + std::to_string(port) + ":" +
                                  std::string(kPasswordDatabase) + ":" + std::string(name)};
    }
    return {std::move(password), {}};
}

} // namespace renju::arbiter::hall
