#include "arbiter/records/record_formats.hpp"

#include "arbiter/records/psq_format.hpp"
#include "arbiter/records/renlib_format.hpp"
#include "arbiter/records/rif_format.hpp"
#include "arbiter/records/sgf_format.hpp"
#include "arbiter/records/text_format.hpp"

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
    std::string extension(path.substr(dot + 1));
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
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
    return std::nullopt;
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
