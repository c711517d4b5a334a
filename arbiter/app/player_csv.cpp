#include "arbiter/app/player_csv.hpp"

#include <algorithm>
#include <charconv>
#include <map>

namespace renju::arbiter::app {

namespace {

std::vector<std::string> splitLines(std::string_view text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        std::string line(
            text.substr(start, end == std::string_view::npos ? text.size() - start : end - start));
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        lines.push_back(line);
        if (end == std::string_view::npos) {
            break;
        }
        start = end + 1;
    }
    return lines;
}

/// Splits one CSV line; returns false on an unterminated quote.
bool splitFields(const std::string& line, char separator, std::vector<std::string>& fields) {
    fields.clear();
    std::string field;
    bool inQuotes = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        char c = line[i];
        if (inQuotes) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                inQuotes = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            inQuotes = true;
        } else if (c == separator) {
            fields.push_back(field);
            field.clear();
        } else {
            field += c;
        }
    }
    fields.push_back(field);
    return !inQuotes;
}

std::string trimmed(const std::string& text) {
    std::size_t first = text.find_first_not_of(" \t");
    if (first == std::string::npos) {
        return "";
    }
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::string lowered(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

} // namespace

std::size_t findInvalidUtf8(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        auto byte = static_cast<unsigned char>(text[i]);
        int length = byte < 0x80           ? 1
                     : (byte >> 5) == 0x6  ? 2
                     : (byte >> 4) == 0xE  ? 3
                     : (byte >> 3) == 0x1E ? 4
                                           : 0;
        if (length == 0 || i + static_cast<std::size_t>(length) > text.size()) {
            return i;
        }
        for (int k = 1; k < length; ++k) {
            if ((static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]) >> 6) != 0x2) {
                return i;
            }
        }
        bool isOverlong =
            (length == 2 && byte < 0xC2) ||
            (length == 3 && byte == 0xE0 && static_cast<unsigned char>(text[i + 1]) < 0xA0) ||
            (length == 4 && byte == 0xF0 && static_cast<unsigned char>(text[i + 1]) < 0x90) ||
            byte > 0xF4;
        // UTF-16 surrogates (U+D800-DFFF) and code points above U+10FFFF are not characters.
        bool isOutOfRange =
            (length == 3 && byte == 0xED && static_cast<unsigned char>(text[i + 1]) >= 0xA0) ||
            (length == 4 && byte == 0xF4 && static_cast<unsigned char>(text[i + 1]) >= 0x90);
        if (isOutOfRange) {
            return i;
        }
        if (isOverlong) {
            return i;
        }
        i += static_cast<std::size_t>(length);
    }
    return std::string_view::npos;
}

PlayerCsv readPlayerCsv(std::string_view text, const std::string& source) {
    PlayerCsv result;
    if (text.substr(0, 3) == "\xEF\xBB\xBF") {
        text.remove_prefix(3);
    }
    std::vector<std::string> lines = splitLines(text);
    auto fail = [&](std::size_t line, const std::string& message) {
        result.players.clear();
        result.error = source + " line " + std::to_string(line + 1) + ": " + message;
        return result;
    };
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::size_t bad = findInvalidUtf8(lines[i]);
        if (bad != std::string_view::npos) {
            return fail(i,
                        "not UTF-8 (byte " + std::to_string(bad + 1) + "); save the file as UTF-8");
        }
    }
    if (lines.empty() || trimmed(lines[0]).empty()) {
        return fail(0, "the first line must name the columns (name, rating, federation, club, "
                       "rif_id)");
    }
    char separator =
        lines[0].find(';') != std::string::npos && lines[0].find(',') == std::string::npos ? ';'
                                                                                           : ',';
    std::vector<std::string> fields;
    splitFields(lines[0], separator, fields);
    std::map<std::string, std::size_t> column;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        std::string name = lowered(trimmed(fields[i]));
        if (name == "rifid" || name == "rif id") {
            name = "rif_id";
        }
        if (name != "name" && name != "rating" && name != "federation" && name != "club" &&
            name != "rif_id") {
            return fail(0, "unknown column '" + trimmed(fields[i]) +
                               "' (name, rating, federation, club, rif_id)");
        }
        column[name] = i;
    }
    if (!column.count("name")) {
        return fail(0, "no 'name' column");
    }
    for (std::size_t i = 1; i < lines.size(); ++i) {
        if (trimmed(lines[i]).empty()) {
            continue;
        }
        if (!splitFields(lines[i], separator, fields)) {
            return fail(i, "a quoted field is not closed");
        }
        auto field = [&](const char* name) {
            auto found = column.find(name);
            return found == column.end() || found->second >= fields.size()
                       ? std::string()
                       : trimmed(fields[found->second]);
        };
        model::Player player;
        player.name = field("name");
        if (player.name.empty()) {
            return fail(i, "the name is empty");
        }
        std::string rating = field("rating");
        if (!rating.empty()) {
            auto [end, error] =
                std::from_chars(rating.data(), rating.data() + rating.size(), player.rating);
            if (error != std::errc{} || end != rating.data() + rating.size()) {
                return fail(i, "rating '" + rating + "' is not a whole number");
            }
        }
        player.federation = field("federation");
        player.club = field("club");
        player.rifId = field("rif_id");
        result.players.push_back(player);
    }
    if (result.players.empty()) {
        return fail(0, "no players after the header line");
    }
    return result;
}

} // namespace renju::arbiter::app
