// SGF read as trees: every line of a game tree is a game, as the RenLib reader reads a library.
#include "arbiter/records/record_numbers.hpp"
#include "arbiter/records/record_tree.hpp"
#include "arbiter/records/sgf_format.hpp"
#include "arbiter/records/text_encoding.hpp"

#include <algorithm>
#include <charconv>
#include <set>

namespace renju::arbiter::records {

namespace {

/// What a property is to the reader.
enum class Kind { Move, Info, Format, Setup, Comment, Label, Mark, Other };

/// One property of a node: its name and values, what it is, and where it starts.
struct Property {
    std::string name;
    std::vector<std::string> values;
    Kind kind = Kind::Other;
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
                        skipSoftBreak();
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
    /// Skips an escaped line break (a soft break): LF, CR, CR LF or LF CR.
    void skipSoftBreak() {
        const char first = peek();
        ++m_at;
        if (!atEnd() && (peek() == '\r' || peek() == '\n') && peek() != first) {
            ++m_at;
        }
    }

    std::string_view m_text;
    std::size_t m_at = 0;
};

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

const std::string_view* markText(std::string_view name) {
    for (const auto& [mark, text] : kSgfMarks) {
        if (name == mark) {
            return &text;
        }
    }
    return nullptr;
}

/// Classifies a property once, so that a node's properties are not compared name by name.
Kind kindOf(std::string_view name) {
    if (name == "B" || name == "W") {
        return Kind::Move;
    }
    if (name == "C") {
        return Kind::Comment;
    }
    for (std::string_view info : {"SZ", "PB", "PW", "EV", "RO", "DT", "RU", "RE", "5A", "FA"}) {
        if (name == info) {
            return Kind::Info;
        }
    }
    if (name == "FF" || name == "GM" || name == "CA") {
        return Kind::Format;
    }
    if (name == "AB" || name == "AW" || name == "AE") {
        return Kind::Setup;
    }
    if (name == "LB") {
        return Kind::Label;
    }
    return markText(name) != nullptr ? Kind::Mark : Kind::Other;
}

/// Where a game tree's reading is: the tree node of the position, the game information in
/// effect, the one last set on a node of the path, and the moves so far.
struct Place {
    int node = 0;
    int info = 0;
    int stamped = 0;
    int moves = 0;
};

/// Builds the games of a collection: one RecordTree per game tree, its lines the games.
class SgfReader {
public:
    explicit SgfReader(RecordFile& file) : m_file(file) {}

    void read(std::string_view text) {
        SgfScanner scanner(text);
        while (!m_isStopped) {
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
                flushNode();
                m_hasNode = m_depth > 0;
            } else if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
                Property property;
                std::string error;
                if (!scanner.readProperty(property, error)) {
                    problem(property.offset, error);
                    break;
                }
                if (m_depth > 0) {
                    m_hasNode = true;
                    property.kind = kindOf(property.name);
                    m_node.push_back(std::move(property));
                }
            } else {
                problem(scanner.offset(), std::string("unexpected '") + c + "'");
                scanner.advance();
            }
        }
        if (m_depth > 0 && !m_isStopped) {
            if (!m_isBad) {
                problem(text.size(), "the file ends inside a game tree");
            }
        }
        if (!m_ignored.empty()) {
            std::string names;
            for (const std::string& name : m_ignored) {
                names += (names.empty() ? "" : ", ") + name;
            }
            m_file.notes.push_back({"", 0, "properties not read (they are not kept): " + names});
        }
    }

private:
    void openTree() {
        if (m_depth == 0) {
            // A collection of many small trees: the vectors keep their room from tree to tree.
            m_tree.nodes.assign(1, TreeNode{});
            m_tree.infos.assign(1, GameRecord{});
            m_tree.nodes[0].info = 0;
            m_place = Place{};
            m_isBad = false;
            m_nodesSeen = 0;
            ++m_treeCount;
        } else {
            flushNode();
        }
        m_open.push_back(m_place);
        ++m_depth;
    }

    void closeTree(std::size_t offset) {
        if (m_depth == 0) {
            problem(offset, "')' closes no game tree");
            return;
        }
        flushNode();
        m_place = m_open.back();
        m_open.pop_back();
        if (--m_depth == 0) {
            finishTree();
        }
    }

    /// Hands every line of the tree to the file, within kMaxTreeLineMoves moves in all.
    void finishTree() {
        const int first = m_gameCount + 1;
        if (m_isBad) {
            ++m_gameCount;
            return;
        }
        auto cut = forEachTreeLine(
            m_tree,
            [&](GameRecord&& game) {
                m_lineMoves += static_cast<long long>(game.moves.size());
                if (m_lineMoves > kMaxTreeLineMoves) {
                    m_file.problems.push_back(
                        {"", m_gameCount + 1,
                         "the lines of the trees hold more than " +
                             std::to_string(kMaxTreeLineMoves) +
                             " moves: this line and the ones after it are left out"});
                    m_isStopped = true;
                    return false;
                }
                game.number = ++m_gameCount;
                game.tree = m_treeCount;
                m_file.games.push_back(std::move(game));
                return true;
            },
            LineEnds::Leaves);
        for (RecordProblem& problem : cut) {
            problem.game += first - 1;
            m_file.problems.push_back(std::move(problem));
        }
    }

    void problem(std::size_t offset, std::string message) {
        const bool isInTree = m_depth > 0;
        m_isBad = isInTree || m_isBad;
        m_file.problems.push_back({byteOffset(offset), isInTree ? m_gameCount + 1 : 0,
                                   std::move(message) + (isInTree ? "; game left out" : "")});
    }

    /// Applies the properties of the node read so far.
    void flushNode() {
        if (!m_hasNode) {
            return;
        }
        m_hasNode = false;
        if (!m_isBad) {
            const bool isRoot = m_nodesSeen++ == 0;
            if (applyInfo(m_node, isRoot) && applySetup(m_node) && applyMove(m_node)) {
                applyAnnotations(m_node, isRoot);
            }
        }
        m_node.clear(); // kept allocated for the next node
    }

    /// Sets the game information a node states; false at a bad value.
    bool applyInfo(const std::vector<Property>& node, bool isRoot) {
        const auto isInfo = [&](const Property& property) {
            return property.kind == Kind::Info || (isRoot && property.kind == Kind::Other);
        };
        const bool hasInfo = std::any_of(node.begin(), node.end(), isInfo);
        if (!hasInfo) {
            return true; // most nodes hold a move and nothing else: no copy of the information
        }
        GameRecord info = m_tree.infos[static_cast<std::size_t>(m_place.info)];
        bool isChanged = false;
        for (const Property& property : node) {
            const std::string& name = property.name;
            const std::string& value = property.values.front();
            if (!isInfo(property)) {
                continue;
            }
            isChanged = true;
            if (name == "SZ") {
                const auto size = wholeInt(value.substr(0, value.find(':')));
                if (!size || *size < 5 || *size > kMaxRecordBoardSize || m_place.moves > 0) {
                    problem(property.offset,
                            "SZ[" + value + "] is not a size from 5 to 26 before the moves");
                    return false;
                }
                info.boardSize = *size;
            } else if (name == "RE") {
                info.result = readResult(value);
            } else if (name == "5A" || name == "FA") {
                info.fifthAlternatives.clear();
                for (const std::string& text : property.values) {
                    const auto point = readSgfPoint(text, info.boardSize);
                    if (!point) {
                        problem(property.offset,
                                name + "[" + text + "] is not a point of the board");
                        return false;
                    }
                    info.fifthAlternatives.push_back(*point);
                }
            } else if (std::string* field =
                           infoField(info, name, {"PB", "PW", "EV", "RO", "DT", "RU"})) {
                *field = value;
            } else {
                std::string values;
                for (const std::string& part : property.values) {
                    values += (values.empty() ? "" : "\x1F") + part;
                }
                info.setExtra("sgf." + name, values);
            }
        }
        if (isChanged) {
            setInfo(std::move(info), isRoot);
        }
        return true;
    }

    /// Makes `info` the game information in effect: the root's, or else that of the lines
    /// through the next move (stamped on it by addMove()).
    void setInfo(GameRecord info, bool isRoot) {
        m_tree.infos.push_back(std::move(info));
        m_place.info = static_cast<int>(m_tree.infos.size()) - 1;
        if (isRoot) {
            m_tree.nodes[0].info = m_place.info;
            m_place.stamped = m_place.info;
        }
    }

    /// Reads AB/AW setup stones before the first move as the first moves; false when they cannot
    /// be a game's moves.
    bool applySetup(const std::vector<Property>& node) {
        std::vector<std::optional<rules::Point>> stones[2];
        std::size_t offset = 0;
        const int size = boardSize();
        for (const Property& property : node) {
            if (property.kind != Kind::Setup) {
                continue;
            }
            if (property.name == "AE") {
                m_ignored.insert("AE");
                continue;
            }
            if (m_place.moves > 0) {
                m_ignored.insert(property.name + " after the first move");
                continue;
            }
            offset = property.offset;
            for (const std::string& value : property.values) {
                stones[property.name == "AB" ? 0 : 1].push_back(readSgfPoint(value, size));
                if (!stones[property.name == "AB" ? 0 : 1].back()) {
                    problem(property.offset,
                            property.name + "[" + value + "] is not a point of the board");
                    return false;
                }
            }
        }
        const std::size_t black = stones[0].size();
        const std::size_t white = stones[1].size();
        if (black + white == 0) {
            return true;
        }
        if (black != white && black != white + 1) {
            problem(offset, "setup stones AB " + std::to_string(black) + ", AW " +
                                std::to_string(white) +
                                " are not a game's first moves (Black has as many stones as "
                                "White, or one more)");
            return false;
        }
        GameRecord info = m_tree.infos[static_cast<std::size_t>(m_place.info)];
        info.setExtra("sgf.setup", std::to_string(black + white));
        setInfo(std::move(info), false);
        for (std::size_t i = 0; i < black + white; ++i) {
            addMove(stones[i % 2][i / 2]);
        }
        return true;
    }

    /// Plays a node's B or W move; false at a bad one.
    bool applyMove(const std::vector<Property>& node) {
        const Property* move = nullptr;
        for (const Property& property : node) {
            if (property.kind != Kind::Move) {
                continue;
            }
            if (move != nullptr) {
                problem(property.offset,
                        "a node holds two moves, " + move->name + " and " + property.name);
                return false;
            }
            move = &property;
        }
        if (move == nullptr) {
            return true;
        }
        const std::string& value = move->values.front();
        const bool isBlack = move->name == "B";
        const int number = m_place.moves + 1;
        if (isBlack != (m_place.moves % 2 == 0)) {
            problem(move->offset, "move " + std::to_string(number) + " is " + move->name + "[" +
                                      value + "] out of turn");
            return false;
        }
        const int size = boardSize();
        if (value.empty() || (value == "tt" && size <= 19)) {
            addMove(std::nullopt);
            return true;
        }
        const auto point = readSgfPoint(value, size);
        if (!point) {
            problem(move->offset, "move " + std::to_string(number) + ": [" + value +
                                      "] is not a point of the board");
            return false;
        }
        addMove(point);
        return true;
    }

    void addMove(const std::optional<rules::Point>& point) {
        int child = m_tree.findChild(m_place.node, point, true);
        if (child < 0) {
            TreeNode node;
            node.point = point;
            child = m_tree.addChild(m_place.node, std::move(node));
        }
        if (m_place.info != m_place.stamped) {
            m_tree.nodes[static_cast<std::size_t>(child)].info = m_place.info;
            m_place.stamped = m_place.info;
        }
        m_place.node = child;
        ++m_place.moves;
    }

    /// Reads a node's comments, labels and marks; names the properties it does not read.
    void applyAnnotations(const std::vector<Property>& node, bool isRoot) {
        const int size = boardSize();
        for (const Property& property : node) {
            const std::string& name = property.name;
            if (property.kind == Kind::Comment) {
                for (const std::string& value : property.values) {
                    appendComment(m_tree.nodes[static_cast<std::size_t>(m_place.node)].comment,
                                  withLineFeeds(value));
                }
            } else if (property.kind == Kind::Label) {
                for (const std::string& value : property.values) {
                    const std::size_t colon = value.find(':');
                    const auto point = readSgfPoint(value.substr(0, colon), size);
                    if (point && colon != std::string::npos && colon + 1 < value.size()) {
                        addLabel(*point, withLineFeeds(value.substr(colon + 1)));
                    }
                }
            } else if (property.kind == Kind::Mark) {
                for (const std::string& value : property.values) {
                    addMarks(value, size, std::string(*markText(name)));
                }
            } else if (!isRoot && property.kind == Kind::Other) {
                m_ignored.insert(name);
            }
        }
    }

    /// Adds a mark to a point, or to every point of a compressed rectangle `aa:cc`.
    void addMarks(const std::string& value, int size, const std::string& text) {
        const std::size_t colon = value.find(':');
        const auto from = readSgfPoint(value.substr(0, colon), size);
        const auto to =
            colon == std::string::npos ? from : readSgfPoint(value.substr(colon + 1), size);
        if (!from || !to) {
            return;
        }
        for (int col = std::min(from->col, to->col); col <= std::max(from->col, to->col); ++col) {
            for (int row = std::min(from->row, to->row); row <= std::max(from->row, to->row);
                 ++row) {
                addLabel({col, row}, text);
            }
        }
    }

    void addLabel(rules::Point point, std::string text) {
        int child = m_tree.findChild(m_place.node, point, false);
        if (child < 0) {
            TreeNode label;
            label.point = point;
            label.isMove = false;
            child = m_tree.addChild(m_place.node, std::move(label));
        }
        std::string& boardText = m_tree.nodes[static_cast<std::size_t>(child)].boardText;
        if (boardText.empty()) {
            boardText = std::move(text);
        }
    }

    int boardSize() const { return m_tree.infos[static_cast<std::size_t>(m_place.info)].boardSize; }

    RecordFile& m_file;
    RecordTree m_tree;
    Place m_place;
    std::vector<Place> m_open;
    std::vector<Property> m_node;
    std::set<std::string> m_ignored;
    bool m_hasNode = false;
    bool m_isBad = false;
    bool m_isStopped = false;
    std::size_t m_depth = 0;
    int m_nodesSeen = 0;
    int m_gameCount = 0;
    int m_treeCount = 0;
    long long m_lineMoves = 0;
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

} // namespace

std::optional<rules::Point> readSgfPoint(std::string_view value, int size) {
    if (value.size() != 2 || value[0] < 'a' || value[0] > 'z' || value[1] < 'a' || value[1] > 'z' ||
        value[1] - 'a' >= size) {
        return std::nullopt;
    }
    return rules::Point{value[0] - 'a', size - 1 - (value[1] - 'a')};
}

std::string sgfPoint(rules::Point point, int size) {
    return {static_cast<char>('a' + point.col), static_cast<char>('a' + size - 1 - point.row)};
}

RecordFile readSgf(std::string_view bytes, const ReadOptions& options) {
    RecordFile file;
    std::string encoding = options.encoding;
    if (encoding.empty() && !isValidUtf8(bytes)) {
        const std::string charset = declaredCharset(bytes);
        if (isUtf8Name(charset)) {
            file.notes.push_back({"", 0,
                                  "CA[" + charset +
                                      "] says UTF-8 but the text is not: it is read in the code "
                                      "page it looks written in"});
        } else if (!charset.empty()) {
            encoding = legacySuperset(charset);
            if (!isKnownEncoding(encoding)) {
                file.notes.push_back({"", 0,
                                      "CA[" + charset +
                                          "] names no code page this program knows: the code "
                                          "page is detected"});
                encoding.clear();
            }
        }
    }
    const DecodedText decoded = decodeText(bytes, encoding);
    file.encoding = decoded.encoding;
    file.isEncodingDeclared = options.encoding.empty() && !encoding.empty();
    SgfReader(file).read(decoded.text);
    return file;
}

} // namespace renju::arbiter::records
