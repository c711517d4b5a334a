#include "arbiter/records/sgf_format.hpp"

#include "arbiter/records/text_encoding.hpp"

#include <algorithm>
#include <charconv>

namespace renju::arbiter::records {

namespace {

/// One property of a node: its name and values, and where it starts.
struct Property {
    std::string name;
    std::vector<std::string> values;
    std::size_t offset = 0;
};

/// Reads SGF text character by character; never recurses.
class SgfScanner {
public:
    explicit SgfScanner(std::string_view text) : m_text(text) {}

    std::size_t offset() const { return m_at; }
    bool atEnd() const { return m_at >= m_text.size(); }
    char peek() const { return m_text[m_at]; }
    void skipSpace() {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\r' || peek() == '\n')) {
            ++m_at;
        }
    }
    void advance() { ++m_at; }

    /// Reads a property at an upper-case letter or a digit (5A); false with `error` at a
    /// malformed one.
    bool readProperty(Property& property, std::string& error) {
        property = {};
        property.offset = m_at;
        while (!atEnd() && ((peek() >= 'A' && peek() <= 'Z') || (peek() >= '0' && peek() <= '9'))) {
            property.name += peek();
            ++m_at;
        }
        skipSpace();
        while (!atEnd() && peek() == '[') {
            ++m_at;
            std::string value;
            while (!atEnd() && peek() != ']') {
                if (peek() == '\\' && m_at + 1 < m_text.size()) {
                    ++m_at;
                    if (peek() == '\r' || peek() == '\n') {
                        ++m_at;
                        continue;
                    }
                }
                value += peek();
                ++m_at;
            }
            if (atEnd()) {
                error = "property " + property.name + ": a value is not closed with ]";
                return false;
            }
            ++m_at;
            property.values.push_back(std::move(value));
            skipSpace();
        }
        if (property.values.empty()) {
            error = "property '" + property.name + "' has no value";
            return false;
        }
        return true;
    }

private:
    std::string_view m_text;
    std::size_t m_at = 0;
};

std::optional<int> readInt(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

rules::Score readResult(std::string_view value) {
    if (!value.empty() && (value[0] == 'B' || value[0] == 'b')) {
        return rules::Score::BlackWins;
    }
    if (!value.empty() && (value[0] == 'W' || value[0] == 'w')) {
        return rules::Score::WhiteWins;
    }
    if (value == "0" || value == "Draw" || value == "draw" || value == "Jigo") {
        return rules::Score::Draw;
    }
    return rules::Score::Unfinished;
}

/// Reads `hh`-style coordinates (column from the left, row from the top); nothing when bad.
std::optional<rules::Point> readPoint(std::string_view value, int size) {
    if (value.size() != 2 || value[0] < 'a' || value[0] > 'z' || value[1] < 'a' || value[1] > 'z' ||
        value[1] - 'a' >= size) {
        return std::nullopt;
    }
    return rules::Point{value[0] - 'a', size - 1 - (value[1] - 'a')};
}

/// Builds the games of a collection.
class SgfReader {
public:
    explicit SgfReader(RecordFile& file) : m_file(file) {}

    void read(std::string_view text) {
        SgfScanner scanner(text);
        while (true) {
            scanner.skipSpace();
            if (scanner.atEnd()) {
                break;
            }
            const char c = scanner.peek();
            if (c == '(') {
                scanner.advance();
                openTree();
            } else if (c == ')') {
                scanner.advance();
                closeTree(scanner.offset());
            } else if (c == ';') {
                scanner.advance();
            } else if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
                Property property;
                std::string error;
                if (!scanner.readProperty(property, error)) {
                    problem(property.offset, error);
                    break;
                }
                apply(property);
            } else {
                problem(scanner.offset(), std::string("unexpected '") + c + "'");
                scanner.advance();
            }
        }
        if (m_depth > 0) {
            if (!m_isBad) {
                problem(text.size(), "the file ends inside a game tree");
            }
            finishGame();
        }
    }

private:
    void openTree() {
        if (m_depth == 0) {
            m_game = GameRecord{};
            m_game.number = ++m_gameCount;
            m_isSkipping = false;
            m_isBad = false;
        } else if (!m_isSkipping && isClosed(m_depth)) {
            m_isSkipping = true; // a later variation: only the first one is the main line
            m_skipFrom = m_depth + 1;
        }
        ++m_depth;
        setClosed(m_depth, false);
    }

    void closeTree(std::size_t offset) {
        if (m_depth == 0) {
            problem(offset, "')' closes no game tree");
            return;
        }
        if (m_isSkipping && m_depth == m_skipFrom) {
            m_isSkipping = false;
        }
        --m_depth;
        setClosed(m_depth, true);
        if (m_depth == 0) {
            finishGame();
        }
    }

    bool isClosed(std::size_t depth) const {
        return depth < m_closedChild.size() && m_closedChild[depth];
    }

    void setClosed(std::size_t depth, bool isClosedNow) {
        if (depth >= m_closedChild.size()) {
            m_closedChild.resize(depth + 1, false);
        }
        m_closedChild[depth] = isClosedNow;
    }

    void finishGame() {
        m_depth = 0;
        if (!m_isBad) {
            m_file.games.push_back(std::move(m_game));
        }
    }

    void problem(std::size_t offset, std::string message) {
        m_isBad = m_depth > 0 || m_isBad;
        m_file.problems.push_back({byteOffset(offset), m_depth > 0 ? m_game.number : 0,
                                   std::move(message) + (m_depth > 0 ? "; game left out" : "")});
    }

    void apply(const Property& property) {
        if (m_depth == 0 || m_isSkipping || m_isBad) {
            return;
        }
        const std::string& value = property.values.front();
        const std::string& name = property.name;
        if (name == "B" || name == "W") {
            addMove(property, name == "B");
        } else if (name == "SZ") {
            const auto size = readInt(value.substr(0, value.find(':')));
            if (!size || *size < 5 || *size > kMaxRecordBoardSize || !m_game.moves.empty()) {
                problem(property.offset, "SZ[" + value +
                                             "] is not a size from 5 to 26 "
                                             "before the moves");
                return;
            }
            m_game.boardSize = *size;
        } else if (name == "PB" || name == "PW" || name == "EV" || name == "RO" || name == "DT" ||
                   name == "RU") {
            std::string& target = name == "PB"   ? m_game.black
                                  : name == "PW" ? m_game.white
                                  : name == "EV" ? m_game.event
                                  : name == "RO" ? m_game.round
                                  : name == "DT" ? m_game.date
                                                 : m_game.ruleSet;
            target = value;
        } else if (name == "RE") {
            m_game.result = readResult(value);
        } else if (name == "C") {
            m_game.comments.push_back({static_cast<int>(m_game.moves.size()), value});
        } else if (name == "5A" || name == "FA") {
            for (const std::string& point : property.values) {
                const auto at = readPoint(point, m_game.boardSize);
                if (!at) {
                    problem(property.offset, name + "[" + point + "] is not a point of the board");
                    return;
                }
                m_game.fifthAlternatives.push_back(*at);
            }
        }
    }

    void addMove(const Property& property, bool isBlack) {
        const std::string& value = property.values.front();
        const bool isBlackTurn = m_game.moves.size() % 2 == 0;
        if (isBlack != isBlackTurn) {
            problem(property.offset, std::string("move ") +
                                         std::to_string(m_game.moves.size() + 1) + " is " +
                                         (isBlack ? "B" : "W") + "[" + value + "] out of turn");
            return;
        }
        if (value.empty() || (value == "tt" && m_game.boardSize <= 19)) {
            m_game.moves.push_back({rules::Move::pass(), -1});
            return;
        }
        const auto point = readPoint(value, m_game.boardSize);
        if (!point) {
            problem(property.offset, "move " + std::to_string(m_game.moves.size() + 1) + ": [" +
                                         value + "] is not a point of the board");
            return;
        }
        m_game.moves.push_back({rules::Move::at(*point), -1});
    }

    RecordFile& m_file;
    GameRecord m_game;
    std::size_t m_depth = 0;
    std::size_t m_skipFrom = 0;
    bool m_isSkipping = false;
    bool m_isBad = false;
    int m_gameCount = 0;
    /// Whether a subtree below that depth was closed already: later ones are variations.
    std::vector<bool> m_closedChild;
};

/// The charset a CA[..] property names, read from the raw bytes (it is ASCII).
std::string declaredCharset(std::string_view bytes) {
    const std::size_t at = bytes.find("CA[");
    if (at == std::string_view::npos) {
        return "";
    }
    const std::size_t end = bytes.find(']', at);
    return end == std::string_view::npos || end - at > 40
               ? ""
               : std::string(bytes.substr(at + 3, end - at - 3));
}

std::string escape(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == ']' || c == '\\') {
            out += '\\';
        }
        out += c;
    }
    return out;
}

std::string sgfPoint(rules::Point point, int size) {
    return {static_cast<char>('a' + point.col), static_cast<char>('a' + size - 1 - point.row)};
}

} // namespace

RecordFile readSgf(std::string_view bytes, const ReadOptions& options) {
    RecordFile file;
    std::string encoding = options.encoding;
    if (encoding.empty() && !isValidUtf8(bytes)) {
        const std::string charset = declaredCharset(bytes);
        encoding = isKnownEncoding(charset) ? charset : "";
    }
    const DecodedText decoded = decodeText(bytes, encoding);
    file.encoding = decoded.encoding;
    SgfReader(file).read(decoded.text);
    return file;
}

std::string writeSgf(const std::vector<GameRecord>& games) {
    std::string out;
    for (GameRecord game : games) {
        std::stable_sort(
            game.comments.begin(), game.comments.end(),
            [](const MoveComment& a, const MoveComment& b) { return a.afterMove < b.afterMove; });
        const int size = game.boardSize;
        out += "(;FF[4]GM[4]CA[UTF-8]SZ[" + std::to_string(size) + "]";
        const auto property = [&](const char* name, const std::string& value) {
            if (!value.empty()) {
                out += std::string(name) + "[" + escape(value) + "]";
            }
        };
        property("PB", game.black);
        property("PW", game.white);
        property("EV", game.event);
        property("RO", game.round);
        property("DT", game.date);
        property("RU", game.ruleSet);
        property("RE", game.result == rules::Score::BlackWins   ? "B+"
                       : game.result == rules::Score::WhiteWins ? "W+"
                       : game.result == rules::Score::Draw      ? "0"
                                                                : "?");
        if (!game.fifthAlternatives.empty()) {
            out += "5A";
            for (const rules::Point& point : game.fifthAlternatives) {
                out += "[" + sgfPoint(point, size) + "]";
            }
        }
        std::size_t comment = 0;
        const auto comments = [&](int afterMove) {
            for (; comment < game.comments.size() && game.comments[comment].afterMove == afterMove;
                 ++comment) {
                property("C", game.comments[comment].text);
            }
        };
        comments(0);
        for (std::size_t i = 0; i < game.moves.size(); ++i) {
            const rules::Move& move = game.moves[i].move;
            out += std::string("\n;") + (i % 2 == 0 ? "B[" : "W[") +
                   (move.isPass ? (size <= 19 ? "tt" : "") : sgfPoint(move.point, size)) + "]";
            comments(static_cast<int>(i) + 1);
        }
        out += ")\n";
    }
    return out;
}

} // namespace renju::arbiter::records
