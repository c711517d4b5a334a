#include "arbiter/records/record_formats.hpp"

#include "arbiter/records/json_list.hpp"
#include "arbiter/records/move_lists.hpp"
#include "arbiter/records/playok_format.hpp"
#include "arbiter/records/psq_format.hpp"
#include "arbiter/records/renlib_format.hpp"
#include "arbiter/records/rif_format.hpp"
#include "arbiter/records/sgf_format.hpp"
#include "arbiter/records/text_encoding.hpp"
#include "arbiter/records/text_format.hpp"
#include "rules/ascii_text.hpp"

#include <algorithm>
#include <cctype>

namespace renju::arbiter::records {

namespace {

/// Makes every line of a RenLib tree a game, up to kMaxTreeLineMoves moves in all.
RecordFile treeLines(RenLibRead&& read) {
    RecordFile file;
    file.problems = std::move(read.problems);
    file.encoding = std::move(read.encoding);
    long long moves = 0;
    bool isFull = false;
    auto more = forEachTreeLine(read.tree, [&](GameRecord&& game) {
        moves += static_cast<long long>(game.moves.size());
        if (moves > kMaxTreeLineMoves) {
            isFull = true;
            file.problems.push_back({"", game.number,
                                     "the lines of the tree hold more than " +
                                         std::to_string(kMaxTreeLineMoves) +
                                         " moves: this line and the ones after it are left out"});
            return false;
        }
        file.games.push_back(std::move(game));
        return true;
    });
    file.problems.insert(file.problems.end(), more.begin(), more.end());
    return file;
}

} // namespace

std::optional<RecordFormat> formatOfPath(std::string_view path) {
    const std::size_t dot = path.rfind('.');
    if (dot == std::string_view::npos || path.find('/', dot) != std::string_view::npos) {
        return std::nullopt;
    }
    std::string extension = rules::asciiLowered(path.substr(dot + 1));
    if (extension == "rif" || extension == "xml") {
        return RecordFormat::Rif;
    }
    if (extension == "lib") {
        return RecordFormat::RenLib;
    }
    if (extension == "psq") {
        return RecordFormat::Psq;
    }
    if (extension == "sgf") {
        return RecordFormat::Sgf;
    }
    if (extension == "txt") {
        return RecordFormat::Text;
    }
    if (extension == "pgn") {
        return RecordFormat::PlayOk;
    }
    if (extension == "json") {
        return RecordFormat::Json;
    }
    return std::nullopt;
}

const char* formatExtension(RecordFormat format) {
    switch (format) {
    case RecordFormat::Rif:
        return "rif";
    case RecordFormat::RenLib:
        return "lib";
    case RecordFormat::Psq:
        return "psq";
    case RecordFormat::Sgf:
        return "sgf";
    case RecordFormat::PlayOk:
        return "pgn";
    case RecordFormat::Json:
        return "json";
    case RecordFormat::Text:
    case RecordFormat::Offsets:
    case RecordFormat::Packed:
        break;
    }
    return "txt";
}

namespace {

/// The names of `--format`, in RecordFormat order.
constexpr std::string_view kFormatNames[] = {"rif",    "lib",     "psq",    "sgf", "text",
                                             "playok", "offsets", "packed", "json"};

/// The first line of a text that holds something: not blank, not a # comment.
std::string_view firstLine(std::string_view text) {
    for (std::string_view line : splitRecordLines(text)) {
        const std::size_t start = line.find_first_not_of(" \t");
        if (start != std::string_view::npos && line[start] != '#') {
            return line.substr(start);
        }
    }
    return {};
}

} // namespace

std::optional<RecordFormat> formatOfName(std::string_view name) {
    for (std::size_t i = 0; i < std::size(kFormatNames); ++i) {
        if (name == kFormatNames[i]) {
            return static_cast<RecordFormat>(i);
        }
    }
    return name == "renlib" ? std::optional<RecordFormat>(RecordFormat::RenLib) : std::nullopt;
}

std::string formatNames() {
    std::string names;
    for (const std::string_view name : kFormatNames) {
        names += (names.empty() ? "" : ", ") + std::string(name);
    }
    return names;
}

RecordFormat detectFormat(std::string_view bytes, RecordFormat byName) {
    if (byName != RecordFormat::Text) {
        return byName;
    }
    if (bytes.substr(0, 3) == "\xEF\xBB\xBF") {
        bytes.remove_prefix(3);
    }
    const std::string_view line = firstLine(bytes);
    if (line.empty() || line.find('\t') != std::string_view::npos) {
        return RecordFormat::Text;
    }
    const std::size_t next = line.find_first_not_of(" [", 0);
    if (line[0] == '[') {
        return next != std::string_view::npos && line[next] == '"' ? RecordFormat::Json
                                                                   : RecordFormat::PlayOk;
    }
    const std::size_t digits = line.find_first_not_of("0123456789");
    if (digits != std::string_view::npos && digits > 0 && line[digits] == '.') {
        return RecordFormat::PlayOk;
    }
    if (looksLikeOffsets(line)) {
        return RecordFormat::Offsets;
    }
    return looksLikePacked(line) ? RecordFormat::Packed : RecordFormat::Text;
}

const char* formatName(RecordFormat format) {
    switch (format) {
    case RecordFormat::Rif:
        return "renju.net XML";
    case RecordFormat::RenLib:
        return "RenLib";
    case RecordFormat::Psq:
        return "Gomocup psq";
    case RecordFormat::Sgf:
        return "SGF";
    case RecordFormat::Text:
        return "text";
    case RecordFormat::PlayOk:
        return "PlayOK list";
    case RecordFormat::Offsets:
        return "Gomocup openings";
    case RecordFormat::Packed:
        return "packed moves";
    case RecordFormat::Json:
        return "JSON list";
    }
    return "?";
}

RecordFile readRecords(std::string_view bytes, RecordFormat format, const ReadOptions& options) {
    switch (format) {
    case RecordFormat::Rif:
        return readRif(bytes, options);
    case RecordFormat::RenLib:
        return treeLines(readRenLib(bytes, options));
    case RecordFormat::Psq:
        return readPsq(bytes, options);
    case RecordFormat::Sgf:
        return readSgf(bytes, options);
    case RecordFormat::Text:
        return readTextRecords(bytes, options);
    case RecordFormat::PlayOk:
        return readPlayOk(bytes, options);
    case RecordFormat::Offsets:
    case RecordFormat::Packed:
        return readMoveLines(bytes, format, options);
    case RecordFormat::Json:
        return readJsonList(bytes, options);
    }
    return {};
}

WrittenRecords writeRecords(const std::vector<GameRecord>& games, RecordFormat format,
                            const WriteOptions& options) {
    switch (format) {
    case RecordFormat::Rif:
        return writeRif(games, options);
    case RecordFormat::RenLib:
        return writeRenLib(games, options.encoding);
    case RecordFormat::Sgf:
        return {writeSgf(games), {}};
    case RecordFormat::Text:
        return {writeTextRecords(games), {}};
    case RecordFormat::PlayOk:
        return writePlayOk(games, options);
    case RecordFormat::Offsets:
    case RecordFormat::Packed:
        return writeMoveLines(games, format, options);
    case RecordFormat::Json:
        return writeJsonList(games, options);
    case RecordFormat::Psq: {
        if (games.empty()) {
            return {"", {{"", 0, "a .psq holds one game: there is none to write"}}};
        }
        WrittenRecords written = writePsq(games.front());
        for (std::size_t i = 1; i < games.size(); ++i) {
            written.problems.push_back(
                {"", games[i].number, "a .psq holds one game only; game left out"});
        }
        return written;
    }
    }
    return {};
}

} // namespace renju::arbiter::records
