#include "arbiter/records/move_lists.hpp"

#include "arbiter/records/text_format.hpp"

#include <charconv>

namespace renju::arbiter::records {

namespace {

bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

/// Reads packed points, with optional spaces or commas between them.
std::string readPoints(std::string_view text, GameRecord& game) {
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ' || text[i] == ',' || text[i] == '\t') {
            ++i;
            continue;
        }
        std::size_t end = i + 1;
        while (end < text.size() && end < i + 3 && isDigit(text[end])) {
            ++end;
        }
        const auto point =
            isLetter(text[i]) ? parseRecordPoint(text.substr(i, end - i)) : std::nullopt;
        if (!point) {
            return "'" + std::string(text.substr(i, std::max<std::size_t>(end - i, 1))) +
                   "' (character " + std::to_string(i + 1) + ") is not a point a1..z26";
        }
        game.moves.push_back({rules::Move::at(*point), -1});
        i = end;
    }
    return "";
}

/// Reads offsets from the centre: pairs of integers separated by commas.
std::string readOffsets(std::string_view text, GameRecord& game) {
    std::vector<int> numbers;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ' || text[i] == ',' || text[i] == '\t') {
            ++i;
            continue;
        }
        int value = 0;
        const auto [end, error] =
            std::from_chars(text.data() + i, text.data() + text.size(), value);
        if (error != std::errc() || end == text.data() + i) {
            return "'" + std::string(text.substr(i, 1)) + "' (character " + std::to_string(i + 1) +
                   ") is not a number";
        }
        numbers.push_back(value);
        i = static_cast<std::size_t>(end - text.data());
    }
    if (numbers.size() % 2 != 0) {
        return std::to_string(numbers.size()) + " numbers are not pairs dx,dy";
    }
    const int size = game.boardSize;
    const int centre = size / 2;
    for (std::size_t k = 0; k < numbers.size(); k += 2) {
        const long long x = static_cast<long long>(centre) + numbers[k];
        const long long y = static_cast<long long>(centre) + numbers[k + 1];
        if (x < 0 || y < 0 || x >= size || y >= size) {
            return "offset " + std::to_string(numbers[k]) + "," + std::to_string(numbers[k + 1]) +
                   " is off the " + std::to_string(size) + "x" + std::to_string(size) + " board";
        }
        game.moves.push_back(
            {rules::Move::at({static_cast<int>(x), size - 1 - static_cast<int>(y)}), -1});
    }
    return "";
}

std::string_view trimmed(std::string_view line) {
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) {
        line.remove_prefix(1);
    }
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) {
        line.remove_suffix(1);
    }
    return line;
}

} // namespace

int listBoardSize(int option) {
    return option == 0 ? kListBoardSize : option;
}

bool looksLikeOffsets(std::string_view line) {
    bool hasComma = false;
    bool hasDigit = false;
    for (const char c : line) {
        if (!isDigit(c) && c != '-' && c != ',' && c != ' ' && c != '\t') {
            return false;
        }
        hasComma = hasComma || c == ',';
        hasDigit = hasDigit || isDigit(c);
    }
    return hasComma && hasDigit;
}

bool looksLikePacked(std::string_view line) {
    line = trimmed(line);
    int letters = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (isLetter(line[i])) {
            ++letters;
        } else if (!isDigit(line[i])) {
            return false;
        }
    }
    GameRecord probe;
    return letters >= 2 && readPoints(line, probe).empty();
}

std::string readMoveString(std::string_view text, GameRecord& game) {
    text = trimmed(text);
    return looksLikeOffsets(text) ? readOffsets(text, game) : readPoints(text, game);
}

RecordFile readMoveLines(std::string_view bytes, RecordFormat format, const ReadOptions& options) {
    return readGameLines(bytes, options, [&](std::string_view line, GameRecord& game) {
        game.boardSize = listBoardSize(options.boardSize);
        line = trimmed(line);
        return format == RecordFormat::Offsets ? readOffsets(line, game) : readPoints(line, game);
    });
}

std::string unlistable(const GameRecord& game, int boardSize, const char* list) {
    if (game.boardSize != boardSize) {
        const std::string size = std::to_string(boardSize);
        return std::string(list) + " does not say its board: this one is read as " + size + "x" +
               size + ", not " + std::to_string(game.boardSize) + "x" +
               std::to_string(game.boardSize) + " (give the board)";
    }
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const rules::Move& move = game.moves[i].move;
        if (move.isPass) {
            return "move " + std::to_string(i + 1) + " is a pass, which " + list + " cannot hold";
        }
        if (move.point.col >= boardSize || move.point.row >= boardSize) {
            return "move " + std::to_string(i + 1) + ": " + rules::formatMove(move) +
                   " is off the board";
        }
    }
    return "";
}

std::string moveString(const GameRecord& game, RecordFormat format) {
    std::string text;
    const int centre = game.boardSize / 2;
    for (const RecordMove& move : game.moves) {
        if (format == RecordFormat::Offsets) {
            const int dx = move.move.point.col - centre;
            const int dy = game.boardSize - 1 - move.move.point.row - centre;
            text += (text.empty() ? "" : ", ") + std::to_string(dx) + "," + std::to_string(dy);
        } else {
            text += rules::formatPoint(move.move.point);
        }
    }
    return text;
}

WrittenRecords writeMoveLines(const std::vector<GameRecord>& games, RecordFormat format,
                              const WriteOptions& options) {
    WrittenRecords written;
    const int size = listBoardSize(options.boardSize);
    const char* list = format == RecordFormat::Offsets ? "a list of offsets" : "a packed list";
    for (const GameRecord& game : games) {
        const std::string reason = unlistable(game, size, list);
        if (!reason.empty()) {
            written.problems.push_back({"", game.number, reason + "; game left out"});
            continue;
        }
        written.bytes += moveString(game, format) + "\n";
    }
    return written;
}

} // namespace renju::arbiter::records
