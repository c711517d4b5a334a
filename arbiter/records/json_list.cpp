// A JSON array of move strings: `["h8h9i8", "k10 j10 i9", "0,0, 1,-1"]`.
#include "arbiter/records/json_list.hpp"

#include "arbiter/records/move_lists.hpp"
#include "arbiter/records/text_encoding.hpp"

namespace renju::arbiter::records {

namespace {

/// Reads the strings of a JSON array; stops at the first thing that is not one.
class JsonStrings {
public:
    explicit JsonStrings(std::string_view text) : m_text(text) {}

    /// Reads the next element: true with `value` for a string, false at the end of the array or
    /// at an error (`error` then says what).
    bool next(std::string& value, std::string& error) {
        skipSpace();
        if (m_count == 0 && !m_isOpen) {
            if (atEnd() || m_text[m_at] != '[') {
                error = "the file is not a JSON array (it does not start with [)";
                return false;
            }
            ++m_at;
            m_isOpen = true;
            skipSpace();
            if (!atEnd() && m_text[m_at] == ']') {
                ++m_at;
                return false;
            }
        } else if (!atEnd() && m_text[m_at] == ',') {
            ++m_at;
            skipSpace();
        } else if (!atEnd() && m_text[m_at] == ']') {
            ++m_at;
            return false;
        } else {
            error = "expected , or ] after element " + std::to_string(m_count);
            return false;
        }
        if (atEnd() || m_text[m_at] != '"') {
            error = "element " + std::to_string(m_count + 1) + " is not a string";
            return false;
        }
        ++m_count;
        return readString(value, error);
    }

    std::size_t offset() const { return m_at; }
    int count() const { return m_count; }

private:
    bool atEnd() const { return m_at >= m_text.size(); }

    void skipSpace() {
        while (!atEnd() && (m_text[m_at] == ' ' || m_text[m_at] == '\t' || m_text[m_at] == '\r' ||
                            m_text[m_at] == '\n')) {
            ++m_at;
        }
    }

    bool readString(std::string& value, std::string& error) {
        value.clear();
        ++m_at;
        while (!atEnd() && m_text[m_at] != '"') {
            if (m_text[m_at] != '\\') {
                value += m_text[m_at++];
                continue;
            }
            if (m_at + 1 >= m_text.size()) {
                break;
            }
            const char escaped = m_text[m_at + 1];
            m_at += 2;
            if (escaped == 'u') {
                if (!readUnicode(value)) {
                    error = "element " + std::to_string(m_count) +
                            ": a \\u escape is not 4 hex "
                            "digits";
                    return false;
                }
                continue;
            }
            value += escaped == 'n'   ? '\n'
                     : escaped == 't' ? '\t'
                     : escaped == 'r' ? '\r'
                                      : escaped;
        }
        if (atEnd()) {
            error = "element " + std::to_string(m_count) + ": the string is not closed with \"";
            return false;
        }
        ++m_at;
        return true;
    }

    /// Reads the 4 hex digits of a \u escape (the letters of move strings are ASCII: any other
    /// character is kept as UTF-8, a surrogate as U+FFFD).
    bool readUnicode(std::string& value) {
        if (m_at + 4 > m_text.size()) {
            return false;
        }
        unsigned code = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = m_text[m_at++];
            const unsigned digit = c >= '0' && c <= '9'   ? static_cast<unsigned>(c - '0')
                                   : c >= 'a' && c <= 'f' ? static_cast<unsigned>(c - 'a' + 10)
                                   : c >= 'A' && c <= 'F' ? static_cast<unsigned>(c - 'A' + 10)
                                                          : 16U;
            if (digit > 15) {
                return false;
            }
            code = code * 16 + digit;
        }
        if (code >= 0xD800 && code <= 0xDFFF) {
            code = 0xFFFD;
        }
        if (code < 0x80) {
            value += static_cast<char>(code);
        } else if (code < 0x800) {
            value += static_cast<char>(0xC0 | (code >> 6));
            value += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            value += static_cast<char>(0xE0 | (code >> 12));
            value += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            value += static_cast<char>(0x80 | (code & 0x3F));
        }
        return true;
    }

    std::string_view m_text;
    std::size_t m_at = 0;
    int m_count = 0;
    bool m_isOpen = false;
};

} // namespace

RecordFile readJsonList(std::string_view bytes, const ReadOptions& options) {
    RecordFile file;
    const DecodedText decoded = decodeText(bytes, options.encoding);
    file.encoding = decoded.encoding;
    JsonStrings strings(decoded.text);
    std::string value;
    std::string error;
    while (strings.next(value, error)) {
        GameRecord game;
        game.number = strings.count();
        game.boardSize = listBoardSize(options.boardSize);
        const std::string problem = readMoveString(value, game);
        if (!problem.empty()) {
            file.problems.push_back(
                {"element " + std::to_string(game.number), 0, problem + "; game left out"});
            continue;
        }
        file.games.push_back(std::move(game));
    }
    if (!error.empty()) {
        file.problems.push_back({byteOffset(strings.offset()), 0,
                                 error + "; what follows is not "
                                         "read"});
    }
    return file;
}

WrittenRecords writeJsonList(const std::vector<GameRecord>& games, const WriteOptions& options) {
    WrittenRecords written;
    const int size = listBoardSize(options.boardSize);
    std::string body;
    for (const GameRecord& game : games) {
        const std::string reason = unlistable(game, size, "a JSON list of moves");
        if (!reason.empty()) {
            written.problems.push_back({"", game.number, reason + "; game left out"});
            continue;
        }
        body += std::string(body.empty() ? "" : ",\n") + "  \"" +
                moveString(game, RecordFormat::Packed) + "\"";
    }
    if (!body.empty()) {
        written.bytes = "[\n" + body + "\n]\n";
    }
    return written;
}

} // namespace renju::arbiter::records
