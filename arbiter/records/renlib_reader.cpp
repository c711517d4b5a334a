#include "arbiter/records/record_numbers.hpp"
#include "arbiter/records/renlib_format.hpp"
#include "arbiter/records/text_encoding.hpp"

#include <algorithm>

namespace renju::arbiter::records {

namespace {

constexpr unsigned kHasSibling = 0x80;
constexpr unsigned kNoChild = 0x40;
constexpr unsigned kOldComment = 0x20;
constexpr unsigned kMark = 0x10;
constexpr unsigned kComment = 0x08;
constexpr unsigned kStart = 0x04;
constexpr unsigned kNotMove = 0x02;
constexpr unsigned kExtension = 0x01;
constexpr unsigned kBoardText = 0x100;
constexpr std::size_t kHeaderSize = 20;

/// Reads the records of a library and builds its tree the way RenLib does.
class RenLibParser {
public:
    RenLibParser(std::string_view bytes, RenLibRead& read) : m_bytes(bytes), m_read(read) {}

    void run(std::size_t start) {
        m_at = start;
        m_path = {0};
        bool isFirst = true;
        while (m_at + 1 < m_bytes.size() || (m_at < m_bytes.size() && cut("a record"))) {
            const std::size_t offset = m_at;
            const auto position = byte();
            unsigned flags = byte();
            if ((flags & kExtension) != 0) {
                if (m_at + 2 > m_bytes.size()) {
                    cut("an extension word");
                    return;
                }
                const unsigned high = byte();
                const unsigned low = byte();
                flags |= (high << 16) | (low << 8);
            }
            if (!readNode(offset, position, flags, isFirst)) {
                return;
            }
            isFirst = false;
        }
    }

private:
    unsigned char byte() { return static_cast<unsigned char>(m_bytes[m_at++]); }

    bool cut(const char* what) {
        m_read.problems.push_back(
            {byteOffset(m_at), 0,
             std::string("the file ends inside ") + what + ": the tree is cut there"});
        m_at = m_bytes.size();
        return false;
    }

    /// Reads a NUL-terminated text padded to an even length.
    std::optional<std::string> text() {
        std::string out;
        while (m_at + 1 < m_bytes.size()) {
            const char first = m_bytes[m_at++];
            const char second = m_bytes[m_at++];
            if (first == '\0') {
                return out;
            }
            out += first;
            if (second == '\0') {
                return out;
            }
            out += second;
        }
        cut("a text");
        return std::nullopt;
    }

    /// Reads a 7-bit comment of RenLib 2, ended by a byte with the high bit set.
    std::optional<std::string> oldText() {
        std::string out;
        while (m_at < m_bytes.size()) {
            const auto c = static_cast<unsigned char>(m_bytes[m_at++]);
            const auto plain = static_cast<unsigned char>(c & 0x7F);
            switch (plain) {
            case '}':
                out += "\xC3\xA5";
                break; // å
            case '{':
                out += "\xC3\xA4";
                break; // ä
            case '|':
                out += "\xC3\xB6";
                break; // ö
            case ']':
                out += "\xC3\x85";
                break; // Å
            case '[':
                out += "\xC3\x84";
                break; // Ä
            case '\\':
                out += "\xC3\x96";
                break; // Ö
            default:
                out += static_cast<char>(plain);
            }
            if ((c & 0x80) != 0) {
                if ((m_at - m_textStart) % 2 != 0 && m_at < m_bytes.size()) {
                    ++m_at; // records stay aligned on two bytes
                }
                return out;
            }
        }
        cut("an old comment");
        return std::nullopt;
    }

    bool readNode(std::size_t offset, unsigned position, unsigned flags, bool isFirst) {
        const bool isRoot = isFirst && position == 0;
        TreeNode node;
        node.isMove = (flags & kNotMove) == 0;
        node.isMark = (flags & kMark) != 0;
        if (position != 0) {
            const int x = static_cast<int>(position % 16);
            const int y = static_cast<int>(position / 16);
            if (x == 0 || y > 14) {
                m_read.problems.push_back({byteOffset(offset), 0,
                                           "position byte " + std::to_string(position) +
                                               " is off the 15x15 board: the tree is cut there"});
                return false;
            }
            node.point = rules::Point{x - 1, 14 - y};
        }
        int index = 0;
        if (!isRoot) {
            const int parent = m_path.back();
            index = m_read.tree.findChild(parent, node.point, node.isMove);
            if (index < 0) {
                index = m_read.tree.addChild(parent, node);
            }
            m_path.push_back(index);
        }
        m_textStart = m_at;
        if ((flags & (kComment | kOldComment)) != 0) {
            const auto comment = (flags & kComment) != 0 ? text() : oldText();
            if (!comment) {
                return false;
            }
            appendText(m_read.tree.nodes[at(index)].comment, *comment);
        }
        if ((flags & kBoardText) != 0) {
            const auto boardText = text();
            if (!boardText) {
                return false;
            }
            appendText(m_read.tree.nodes[at(index)].boardText, *boardText);
        }
        TreeNode& kept = m_read.tree.nodes[at(index)];
        kept.isMark = kept.isMark || node.isMark;
        kept.isStart = kept.isStart || (flags & kStart) != 0;
        if ((flags & kHasSibling) != 0) {
            m_siblings.push_back(m_path.size() - 1);
        }
        if ((flags & kNoChild) != 0 && !m_siblings.empty()) {
            // The root stays: a sibling flag on the root (RenLib would go above it) is ignored.
            m_path.resize(std::clamp<std::size_t>(m_siblings.back(), 1, m_path.size()));
            m_siblings.pop_back();
        }
        return true;
    }

    static void appendText(std::string& target, const std::string& text) {
        if (!text.empty() && target.find(text) == std::string::npos) {
            target += (target.empty() ? "" : "\n") + text;
        }
    }

    std::string_view m_bytes;
    RenLibRead& m_read;
    std::size_t m_at = 0;
    std::size_t m_textStart = 0;
    /// The nodes from the root to the current one.
    std::vector<int> m_path;
    /// For each open node with a later sibling, its place in m_path.
    std::vector<std::size_t> m_siblings;
};

/// RenLib separates a comment's one-line and multi-line parts with a backspace and writes
/// Windows line ends; both become line breaks.
std::string normalizeComment(const std::string& text) {
    std::string out = withLineFeeds(text);
    std::replace(out.begin(), out.end(), '\b', '\n');
    return out;
}

bool isAscii(const std::string& text) {
    for (const char c : text) {
        if (static_cast<unsigned char>(c) >= 0x80) {
            return false;
        }
    }
    return true;
}

/// Makes every text of the tree UTF-8, in one encoding for the whole file.
void decodeTexts(RenLibRead& read, const std::string& encoding) {
    std::string legacy;
    for (const TreeNode& node : read.tree.nodes) {
        for (const std::string* text : {&node.comment, &node.boardText}) {
            if (!isValidUtf8(*text)) {
                legacy += *text + "\n";
            }
        }
    }
    if (!legacy.empty()) {
        read.encoding = encoding.empty() ? detectEncoding(legacy) : encoding;
    }
    for (TreeNode& node : read.tree.nodes) {
        for (std::string* text : {&node.comment, &node.boardText}) {
            // A file with text that is not UTF-8 is in its code page throughout: a text that
            // happens to be valid UTF-8 too is read in it all the same.
            if (!read.encoding.empty() && !isAscii(*text)) {
                *text = decodeAs(*text, read.encoding).text;
            }
            *text = normalizeComment(*text);
        }
    }
}

} // namespace

RenLibRead readRenLib(std::string_view bytes, const ReadOptions& options) {
    RenLibRead read;
    constexpr std::string_view kMagic = "\xFFRenLib\xFF";
    std::size_t start = 0;
    if (bytes.substr(0, kMagic.size()) == kMagic) {
        if (bytes.size() < kHeaderSize) {
            read.problems.push_back({byteOffset(bytes.size()), 0, "the 20-byte header is cut"});
            return read;
        }
        read.majorVersion = static_cast<unsigned char>(bytes[8]);
        read.minorVersion = static_cast<unsigned char>(bytes[9]);
        if (read.majorVersion != 3) {
            read.problems.push_back({byteOffset(8), 0,
                                     "RenLib version " + std::to_string(read.majorVersion) + "." +
                                         std::to_string(read.minorVersion) +
                                         " is not 3.x: read as 3.x"});
        }
        start = kHeaderSize;
    } else if (bytes.empty() || static_cast<unsigned char>(bytes[0]) != 0x78) {
        read.problems.push_back({byteOffset(0), 0,
                                 "not a RenLib library (no 'RenLib' header, and the first move "
                                 "is not h8)"});
        return read;
    }
    RenLibParser(bytes, read).run(start);
    decodeTexts(read, options.encoding);
    return read;
}

} // namespace renju::arbiter::records
