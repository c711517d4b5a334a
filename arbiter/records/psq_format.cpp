#include "arbiter/records/psq_format.hpp"

#include "arbiter/records/record_numbers.hpp"
#include "arbiter/records/text_encoding.hpp"
#include "arbiter/records/text_format.hpp"

#include <charconv>

namespace renju::arbiter::records {

namespace {

std::optional<int> readInt(std::string_view text) {
    while (!text.empty() && text.front() == ' ') {
        text.remove_prefix(1);
    }
    while (!text.empty() && text.back() == ' ') {
        text.remove_suffix(1);
    }
    return wholeInt(text);
}

/// The numbers of a line split at commas, when every part is an integer.
std::optional<std::vector<int>> readNumbers(std::string_view line) {
    std::vector<int> numbers;
    std::size_t start = 0;
    while (start <= line.size()) {
        const std::size_t comma = line.find(',', start);
        const auto value = readInt(line.substr(
            start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
        if (!value) {
            return std::nullopt;
        }
        numbers.push_back(*value);
        if (comma == std::string_view::npos) {
            break;
        }
        start = comma + 1;
    }
    return numbers;
}

struct Header {
    int width = 0;
    int height = 0;
    int firstMover = 0;
};

/// Reads `Piskvorky WxH, L1:L2, F`.
std::optional<Header> readHeader(std::string_view line) {
    constexpr std::string_view kStart = "Piskvorky ";
    if (line.substr(0, kStart.size()) != kStart) {
        return std::nullopt;
    }
    line.remove_prefix(kStart.size());
    const std::size_t x = line.find('x');
    const std::size_t comma = line.find(',');
    const std::size_t last = line.rfind(',');
    if (x == std::string_view::npos || comma == std::string_view::npos || last == comma) {
        return std::nullopt;
    }
    Header header;
    const auto width = readInt(line.substr(0, x));
    const auto height = readInt(line.substr(x + 1, comma - x - 1));
    const auto first = readInt(line.substr(last + 1));
    if (!width || !height || !first || *first < 0 || *first > 1) {
        return std::nullopt;
    }
    header.width = *width;
    header.height = *height;
    header.firstMover = *first;
    return header;
}

bool isJudgeLine(std::string_view line) {
    return line.size() > 2 && line[0] >= '0' && line[0] <= '2' && line[1] == ',';
}

/// Reads what follows the moves: the engines' names in match order, the error code and the
/// judge's line `N,TOURNAMENT` (N 0: a draw).
void readTrailer(const std::vector<std::string_view>& lines, std::size_t from, int firstMover,
                 GameRecord& game, RecordFile& file) {
    std::vector<std::string_view> rest;
    for (std::size_t i = from; i < lines.size(); ++i) {
        if (lines[i].find_first_not_of(' ') != std::string_view::npos) {
            rest.push_back(lines[i]);
        }
    }
    if (!rest.empty() && isJudgeLine(rest.back())) {
        game.setExtra("psq.judge", std::string(rest.back()));
        if (rest.back()[0] == '0') {
            game.result = rules::Score::Draw;
        }
        rest.pop_back();
    }
    if (!rest.empty() && readInt(rest.back())) {
        game.setExtra("psq.error", std::string(rest.back()));
        rest.pop_back();
    }
    if (rest.size() == 2) {
        game.black = std::string(rest[static_cast<std::size_t>(firstMover)]);
        game.white = std::string(rest[static_cast<std::size_t>(1 - firstMover)]);
    } else if (!rest.empty()) {
        file.problems.push_back({lineNumber(static_cast<int>(lines.size())), 1,
                                 "expected the two engines' names, the error code and the "
                                 "judge's line after the moves; the names are left out"});
    }
}

} // namespace

RecordFile readPsq(std::string_view bytes, const ReadOptions& options) {
    RecordFile file;
    const DecodedText decoded = decodeText(bytes, options.encoding);
    file.encoding = decoded.encoding;
    const std::vector<std::string_view> lines = splitRecordLines(decoded.text);
    const auto fail = [&](int line, std::string message) {
        file.problems.push_back({lineNumber(line), 1, std::move(message) + "; game left out"});
        return file;
    };
    const std::optional<Header> header = lines.empty() ? std::nullopt : readHeader(lines[0]);
    if (!header) {
        return fail(1, "not a Piskvork header 'Piskvorky WxH, L1:L2, F' (F 0 or 1)");
    }
    if (header->width != header->height || header->width < 5 ||
        header->width > kMaxRecordBoardSize) {
        return fail(1, "the board " + std::to_string(header->width) + "x" +
                           std::to_string(header->height) + " is not square from 5 to 26");
    }
    GameRecord game;
    game.number = 1;
    game.boardSize = header->width;
    std::size_t i = 1;
    for (; i < lines.size(); ++i) {
        const auto numbers = readNumbers(lines[i]);
        if (!numbers || numbers->size() < 2 || numbers->size() > 3) {
            break;
        }
        const int x = (*numbers)[0];
        const int y = (*numbers)[1];
        if (x < 1 || y < 1 || x > kMaxRecordBoardSize || y > header->height) {
            return fail(static_cast<int>(i) + 1, "move " + std::to_string(game.moves.size() + 1) +
                                                     ": " + std::to_string(x) + "," +
                                                     std::to_string(y) + " is off the board");
        }
        const std::int64_t ms = numbers->size() == 3 && (*numbers)[2] >= 0 ? (*numbers)[2] : -1;
        game.moves.push_back({rules::Move::at({x - 1, header->height - y}), ms});
    }
    readTrailer(lines, i, header->firstMover, game, file);
    if (options.psqResult) {
        game.result = *options.psqResult;
    }
    file.games.push_back(std::move(game));
    return file;
}

WrittenRecords writePsq(const GameRecord& game) {
    WrittenRecords written;
    const int size = game.boardSize;
    std::string out =
        "Piskvorky " + std::to_string(size) + "x" + std::to_string(size) + ", 0:0, 0\r\n";
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const RecordMove& move = game.moves[i];
        if (move.move.isPass || move.move.point.col >= size || move.move.point.row >= size) {
            written.problems.push_back({"", game.number,
                                        "move " + std::to_string(i + 1) + ": " +
                                            rules::formatMove(move.move) +
                                            (move.move.isPass ? " (a pass)" : " (off the board)") +
                                            " cannot be written in a .psq; game left out"});
            return written;
        }
        out += std::to_string(move.move.point.col + 1) + "," +
               std::to_string(size - move.move.point.row) +
               (move.milliseconds >= 0 ? "," + std::to_string(move.milliseconds) : "") + "\r\n";
    }
    const auto oneLine = [](const std::string& name, const char* fallback) {
        std::string text = name.empty() ? fallback : name;
        for (char& c : text) {
            c = c == '\r' || c == '\n' ? ' ' : c;
        }
        return text;
    };
    out += oneLine(game.black, "black") + "\r\n" + oneLine(game.white, "white") + "\r\n";
    out += game.extra("psq.error").value_or("0") + "\r\n";
    if (const auto judge = game.extra("psq.judge")) {
        out += *judge + "\r\n";
    }
    written.bytes = std::move(out);
    return written;
}

} // namespace renju::arbiter::records
