#include "arbiter/records/record_numbers.hpp"
#include "arbiter/records/renlib_format.hpp"
#include "arbiter/records/text_encoding.hpp"

namespace renju::arbiter::records {

namespace {

/// Returns the reason a game cannot be a line of a RenLib tree, or "".
std::string unwritable(const GameRecord& game) {
    if (game.boardSize != rules::kRenjuBoardSize) {
        return "RenLib holds 15x15 games only, not " + std::to_string(game.boardSize) + "x" +
               std::to_string(game.boardSize);
    }
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const rules::Move& move = game.moves[i].move;
        if (!move.isPass && (move.point.col > 14 || move.point.row > 14)) {
            return "move " + std::to_string(i + 1) + ": " + rules::formatMove(move) +
                   " is off the 15x15 board";
        }
    }
    return "";
}

/// Writes a comment as RenLib keeps it: the first line, a backspace and the other lines with
/// Windows line ends, NUL-terminated and padded to an even length.
void putText(std::string& out, const std::string& utf8, const std::string& encoding) {
    std::string text = encoding.empty() ? utf8 : convertFromUtf8(utf8, encoding);
    std::string stored;
    bool isFirstLine = true;
    for (const char c : text) {
        if (c == '\n') {
            stored += isFirstLine ? "\b" : "\r\n";
            isFirstLine = false;
        } else if (c != '\0' && c != '\r') {
            stored += c;
        }
    }
    stored += '\0';
    if (stored.size() % 2 != 0) {
        stored += '\0';
    }
    out += stored;
}

unsigned char positionByte(const TreeNode& node) {
    if (!node.point) {
        return 0;
    }
    return static_cast<unsigned char>(16 * (14 - node.point->row) + node.point->col + 1);
}

} // namespace

WrittenRecords writeRenLib(const std::vector<GameRecord>& games, const std::string& encoding) {
    WrittenRecords written;
    std::vector<GameRecord> kept;
    for (const GameRecord& game : games) {
        const std::string reason = unwritable(game);
        if (reason.empty()) {
            kept.push_back(game);
        } else {
            written.problems.push_back({"", game.number, reason + "; game left out"});
        }
    }
    if (kept.empty() && !games.empty()) {
        return written;
    }
    const RecordTree tree = mergeGames(kept, written.problems);
    std::string out("\xFFRenLib\xFF\x03\x04", 10);
    out.append(10, '\xFF');
    std::vector<int> stack{0};
    while (!stack.empty()) {
        const int index = stack.back();
        stack.pop_back();
        const TreeNode& node = tree.nodes[at(index)];
        unsigned flags = 0;
        flags |= node.nextSibling >= 0 ? 0x80u : 0u;
        flags |= index != 0 && node.firstChild < 0 ? 0x40u : 0u;
        flags |= node.comment.empty() ? 0u : 0x08u;
        flags |= node.isMark ? 0x10u : 0u;
        flags |= node.isStart ? 0x04u : 0u;
        flags |= node.isMove ? 0u : 0x02u;
        flags |= node.boardText.empty() ? 0u : 0x01u;
        out += static_cast<char>(positionByte(node));
        out += static_cast<char>(flags);
        if (!node.boardText.empty()) {
            out += '\0';
            out += '\x01';
        }
        if (!node.comment.empty()) {
            putText(out, node.comment, encoding);
        }
        if (!node.boardText.empty()) {
            putText(out, node.boardText, encoding);
        }
        if (node.nextSibling >= 0) {
            stack.push_back(node.nextSibling);
        }
        if (node.firstChild >= 0) {
            stack.push_back(node.firstChild);
        }
    }
    written.bytes = std::move(out);
    return written;
}

} // namespace renju::arbiter::records
