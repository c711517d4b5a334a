#include "arbiter/app/player_csv.hpp"

#include "arbiter/model/player_names.hpp"
#include "rules/ascii_text.hpp"

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

std::string trimmedField(const std::string& text) {
    std::size_t first = text.find_first_not_of(" \t");
    if (first == std::string::npos) {
        return "";
    }
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
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

namespace {

/// A column of a player list: the names it is known by and where its value goes; a column
/// without a setter is read and left (a rating list's place and games).
struct ListColumn {
    std::vector<std::string_view> names;
    std::string (*set)(const std::string& value, model::Player& player);
};

std::string setNumber(const std::string& value, int& target, const char* what) {
    if (value.empty()) {
        return "";
    }
    auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), target);
    if (error != std::errc{} || end != value.data() + value.size()) {
        return std::string(what) + " '" + value + "' is not a whole number";
    }
    return "";
}

const std::vector<ListColumn>& listColumns() {
    using P = model::Player;
    static const std::vector<ListColumn> columns = {
        {{"name"}, [](const std::string& v, P& p) { return (p.name = v, std::string()); }},
        {{"surname", "family name", "last name", "lastname"},
         [](const std::string& v, P& p) { return (p.details.surname = v, std::string()); }},
        {{"given_names", "given names", "given name", "first name", "firstname"},
         [](const std::string& v, P& p) { return (p.details.givenNames = v, std::string()); }},
        {{"name_order", "name order"},
         [](const std::string& v, P& p) -> std::string {
             if (v.empty()) {
                 return "";
             }
             p.details.nameOrder = model::parseNameOrder(v);
             return p.details.nameOrder
                        ? ""
                        : "name order '" + v + "' is not given-first or family-first";
         }},
        {{"rating", "rtg", "elo"},
         [](const std::string& v, P& p) { return setNumber(v, p.rating, "rating"); }},
        {{"rating_source", "rating source"},
         [](const std::string& v, P& p) { return (p.details.ratingSource = v, std::string()); }},
        {{"federation", "fed", "country"},
         [](const std::string& v, P& p) { return (p.federation = v, std::string()); }},
        {{"club"}, [](const std::string& v, P& p) { return (p.club = v, std::string()); }},
        {{"city"}, [](const std::string& v, P& p) { return (p.details.city = v, std::string()); }},
        {{"title", "dan"},
         [](const std::string& v, P& p) { return (p.details.title = v, std::string()); }},
        {{"rif_id", "rifid", "rif id", "id"},
         [](const std::string& v, P& p) { return (p.rifId = v, std::string()); }},
        {{"national_id", "national id"},
         [](const std::string& v, P& p) { return (p.details.nationalId = v, std::string()); }},
        {{"fide_id", "fide id"},
         [](const std::string& v, P& p) { return (p.details.fideId = v, std::string()); }},
        {{"birth_year", "birth year", "born"},
         [](const std::string& v, P& p) {
             return setNumber(v, p.details.birthYear, "birth year");
         }},
        {{"sex"},
         [](const std::string& v, P& p) -> std::string {
             auto sex = model::parseSex(v);
             p.details.sex = sex.value_or(model::Sex::Unknown);
             return sex ? "" : "sex '" + v + "' is not m or f";
         }},
        // A rating list's own columns, read and left.
        {{"place", "rank", "#", "no.", "games", "change"}, nullptr},
    };
    return columns;
}

const char* kColumnNames = "name or surname, given_names, name_order, rating, rating_source, "
                           "federation, club, city, title, rif_id, national_id, fide_id, "
                           "birth_year, sex";

/// Returns the column a header names, or nullptr.
const ListColumn* findColumn(const std::string& header) {
    std::string name = rules::asciiLowered(trimmedField(header));
    for (const ListColumn& column : listColumns()) {
        if (std::find(column.names.begin(), column.names.end(), name) != column.names.end()) {
            return &column;
        }
    }
    return nullptr;
}

/// The separator the header line uses: a tab (a list copied from a web page or a
/// spreadsheet), else `;` when it has no comma, else `,`.
char separatorOf(const std::string& header) {
    if (header.find('\t') != std::string::npos) {
        return '\t';
    }
    return header.find(';') != std::string::npos && header.find(',') == std::string::npos ? ';'
                                                                                          : ',';
}

} // namespace

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
    if (lines.empty() || trimmedField(lines[0]).empty()) {
        return fail(0, std::string("the first line must name the columns (") + kColumnNames + ")");
    }
    const char separator = separatorOf(lines[0]);
    std::vector<std::string> fields;
    splitFields(lines[0], separator, fields);
    std::vector<const ListColumn*> columns;
    bool hasName = false;
    for (const std::string& header : fields) {
        const ListColumn* column = findColumn(header);
        if (!column) {
            return fail(0, "unknown column '" + trimmedField(header) + "' (" + kColumnNames + ")");
        }
        hasName = hasName || column == &listColumns()[0] || column == &listColumns()[1];
        columns.push_back(column);
    }
    if (!hasName) {
        return fail(0, "no 'name' or 'surname' column");
    }
    for (std::size_t i = 1; i < lines.size(); ++i) {
        if (trimmedField(lines[i]).empty()) {
            continue;
        }
        if (!splitFields(lines[i], separator, fields)) {
            return fail(i, "a quoted field is not closed");
        }
        model::Player player;
        for (std::size_t c = 0; c < columns.size() && c < fields.size(); ++c) {
            if (columns[c]->set) {
                if (std::string problem = columns[c]->set(trimmedField(fields[c]), player);
                    !problem.empty()) {
                    return fail(i, problem);
                }
            }
        }
        if (player.name.empty()) {
            player.name = model::composeName(player.details.surname, player.details.givenNames,
                                             model::nameOrderOf(player));
        }
        if (player.name.empty()) {
            return fail(i, "the name is empty");
        }
        if (std::string problem = model::findDetailsProblem(player.details); !problem.empty()) {
            return fail(i, problem);
        }
        result.players.push_back(player);
    }
    if (result.players.empty()) {
        return fail(0, "no players after the header line");
    }
    return result;
}

} // namespace renju::arbiter::app
