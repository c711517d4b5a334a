#include "arbiter/cli/records_commands.hpp"

#include "arbiter/records/record_check.hpp"
#include "arbiter/records/renlib_format.hpp"
#include "arbiter/records/text_encoding.hpp"

#include <functional>
#include <ostream>

namespace renju::arbiter::cli {

namespace {

using records::GameRecord;
using records::RecordFormat;

/// Replaces tabs and line breaks, which would break a listing's columns.
std::string cell(const std::string& text) {
    std::string out = text;
    for (char& c : out) {
        c = c == '\t' || c == '\n' || c == '\r' ? ' ' : c;
    }
    return out;
}

std::string label(const InputFile& file, RecordFormat format, int number) {
    return format == RecordFormat::Psq ? file.name : file.name + "#" + std::to_string(number);
}

constexpr const char* kExtensions = ".rif, .xml, .lib, .psq, .sgf, .txt, .pgn or .json";

/// Checks the options shared by the commands; false with a message on `err`.
bool checkOptions(const RecordsOptions& options, std::ostream& err) {
    for (const std::string* format : {&options.format, &options.to}) {
        if (!format->empty() && !records::formatOfName(*format)) {
            err << "error: --" << (format == &options.format ? "format" : "to") << " '" << *format
                << "' is not a format (" << records::formatNames() << ")\n";
            return false;
        }
    }
    if (options.boardSize != 0 &&
        (options.boardSize < 5 || options.boardSize > records::kMaxRecordBoardSize)) {
        err << "error: --board " << options.boardSize << " is not a size from 5 to 26\n";
        return false;
    }
    if (!options.encoding.empty() && !records::isKnownEncoding(options.encoding)) {
        err << "error: --encoding '" << options.encoding
            << "' is not an encoding iconv knows (e.g. CP1251, CP1252, CP932, GB18030)\n";
        return false;
    }
    if (!options.rules.empty()) {
        const auto set = records::ruleSetOfName(options.rules);
        if (!set || *set != options.rules) {
            err << "error: --rules '" << options.rules << "' is not a rule set ("
                << rules::RuleSet::names(rules::GameFamily::FiveInARow) << ")\n";
            return false;
        }
    }
    return true;
}

/// The format a file is read in: `--format`, else its name's, refined by its contents (a .txt
/// may be a game list); a note says when the contents decided. Nothing for an unknown name.
std::optional<RecordFormat> inputFormat(const InputFile& file, const RecordsOptions& options,
                                        std::ostream& err) {
    if (!options.format.empty()) {
        return records::formatOfName(options.format);
    }
    const auto byName = records::formatOfPath(file.name);
    if (!byName) {
        err << "error: " << file.name << ": unknown format (the extension must be " << kExtensions
            << ", or give --format)\n";
        return std::nullopt;
    }
    const RecordFormat format = records::detectFormat(file.bytes, *byName);
    if (format != *byName) {
        err << "note: " << file.name << ": its contents are in the format "
            << records::formatName(format) << " (--format names another)\n";
    }
    return format;
}

/// What a file gave: its status (0, 1 damaged, 2 unreadable) and the code page its text was in.
struct FileRead {
    int status = 0;
    std::string encoding;
};

/// Returns why the text was read in that code page.
const char* encodingReason(const RecordsOptions& options, bool isDeclared) {
    return !options.encoding.empty() ? ""
           : isDeclared              ? " (as the file declares; --encoding names another)"
                                     : " (detected; --encoding names another)";
}

/// Reads a file's games and hands each to `visit` (a .lib's lines as they are found); reports
/// the file's problems and notes. A .lib's lines are streamed when `isStreaming` (list, check):
/// nothing is kept; otherwise they are read with readRecords()'s bound on the moves kept.
FileRead visitGames(const InputFile& file, const RecordsOptions& options, std::ostream& err,
                    bool isStreaming,
                    const std::function<void(RecordFormat, GameRecord&&)>& visit) {
    if (!file.error.empty()) {
        err << "error: cannot read " << file.name << ": " << file.error << "\n";
        return {2, ""};
    }
    const auto format = inputFormat(file, options, err);
    if (!format) {
        return {2, ""};
    }
    records::ReadOptions read;
    read.encoding = options.encoding;
    read.boardSize = options.boardSize;
    std::vector<records::RecordProblem> problems;
    std::vector<records::RecordProblem> notes;
    std::string encoding;
    bool isDeclared = false;
    if (*format == RecordFormat::RenLib && isStreaming) {
        records::RenLibRead library = records::readRenLib(file.bytes, read);
        problems = std::move(library.problems);
        encoding = library.encoding;
        auto lineProblems = records::forEachTreeLine(library.tree, [&](GameRecord&& game) {
            visit(*format, std::move(game));
            return true;
        });
        problems.insert(problems.end(), lineProblems.begin(), lineProblems.end());
    } else {
        records::RecordFile whole = records::readRecords(file.bytes, *format, read);
        problems = std::move(whole.problems);
        notes = std::move(whole.notes);
        encoding = whole.encoding;
        isDeclared = whole.isEncodingDeclared;
        for (GameRecord& game : whole.games) {
            visit(*format, std::move(game));
        }
    }
    if (!encoding.empty()) {
        err << "note: " << file.name << ": text that is not UTF-8 was read as " << encoding
            << encodingReason(options, isDeclared) << "\n";
    }
    for (const records::RecordProblem& note : notes) {
        err << "note: " << file.name << ": " << note.describe() << "\n";
    }
    for (const records::RecordProblem& problem : problems) {
        err << "error: " << file.name << ": " << problem.describe() << "\n";
    }
    return {problems.empty() ? 0 : 1, encoding};
}

} // namespace

int runRecordsList(const std::vector<InputFile>& files, const RecordsOptions& options,
                   std::ostream& out, std::ostream& err) {
    if (!checkOptions(options, err)) {
        return 2;
    }
    int status = 0;
    for (const InputFile& file : files) {
        status = std::max(
            status,
            visitGames(file, options, err, true, [&](RecordFormat format, GameRecord&& game) {
                out << label(file, format, game.number) << '\t' << cell(game.black) << '\t'
                    << cell(game.white) << '\t' << records::formatRecordResult(game.result) << '\t'
                    << records::formatRecordMoves(game) << '\n';
            }).status);
    }
    return status;
}

int runRecordsCheck(const std::vector<InputFile>& files, const RecordsOptions& options,
                    std::ostream& out, std::ostream& err) {
    if (!checkOptions(options, err)) {
        return 2;
    }
    int status = 0;
    long long games = 0;
    long long moves = 0;
    long long bad = 0;
    long long unchecked = 0;
    for (const InputFile& file : files) {
        const int read =
            visitGames(file, options, err, true, [&](RecordFormat format, GameRecord&& game) {
                const records::GameCheck check = records::checkGame(game, options.rules);
                ++games;
                moves += static_cast<long long>(game.moves.size());
                bad += check.status == records::GameCheck::Status::Problem ? 1 : 0;
                unchecked += check.status == records::GameCheck::Status::NotChecked ? 1 : 0;
                out << label(file, format, game.number) << '\t'
                    << (check.status == records::GameCheck::Status::Ok ? "ok" : check.message)
                    << '\n';
            }).status;
        status = std::max(status, read);
    }
    out << games << " games, " << moves << " moves: " << games - bad - unchecked << " ok, " << bad
        << " with a problem"
        << (unchecked > 0 ? ", " + std::to_string(unchecked) + " not checked" : std::string())
        << (status > 0 ? "; some files are damaged (see the errors)" : "") << "\n";
    return std::max(status, bad > 0 ? 1 : 0);
}

std::vector<OutputFile> writeRecordFiles(const std::vector<GameRecord>& games,
                                         const OutputTarget& target,
                                         const records::WriteOptions& options, std::ostream& err,
                                         int& problems) {
    const std::string& outputPath = target.path;
    const auto format = target.format ? target.format : records::formatOfPath(outputPath);
    std::vector<OutputFile> files;
    if (!format) {
        err << "error: " << outputPath << ": unknown format (the extension must be " << kExtensions
            << ")\n";
        return files;
    }
    const auto report = [&](const records::WrittenRecords& written) {
        for (const records::RecordProblem& problem : written.problems) {
            err << "error: " << outputPath << ": " << problem.describe() << "\n";
            ++problems;
        }
    };
    if (*format == RecordFormat::Psq && games.size() > 1) {
        const std::size_t dot = outputPath.rfind('.');
        const std::string stem =
            dot == std::string::npos || outputPath.find('/', dot) != std::string::npos
                ? outputPath
                : outputPath.substr(0, dot);
        for (const GameRecord& game : games) {
            const records::WrittenRecords written =
                records::writeRecords({game}, RecordFormat::Psq, options);
            report(written);
            if (!written.bytes.empty()) {
                files.push_back({stem + "-" + std::to_string(game.number) + ".psq", written.bytes});
            }
        }
        return files;
    }
    const records::WrittenRecords written = records::writeRecords(games, *format, options);
    report(written);
    if (!written.bytes.empty()) {
        files.push_back({outputPath, written.bytes});
    }
    return files;
}

std::vector<OutputFile> convertRecords(const InputFile& input, const std::string& outputPath,
                                       const RecordsOptions& options, std::ostream& err,
                                       int& status) {
    status = 0;
    if (!checkOptions(options, err)) {
        status = 2;
        return {};
    }
    const OutputTarget target{outputPath, options.to.empty() ? records::formatOfPath(outputPath)
                                                             : records::formatOfName(options.to)};
    if (!target.format) {
        err << "error: " << outputPath << ": unknown format (the extension must be " << kExtensions
            << ", or give --to)\n";
        status = 2;
        return {};
    }
    std::vector<GameRecord> games;
    const FileRead read =
        visitGames(input, options, err, false, [&](RecordFormat, GameRecord&& game) {
            if (game.ruleSet.empty()) {
                game.ruleSet = options.rules;
            }
            games.push_back(std::move(game));
        });
    status = read.status;
    if (status == 2) {
        return {};
    }
    records::WriteOptions write;
    write.boardSize = options.boardSize;
    if (*target.format == RecordFormat::RenLib) {
        write.encoding = options.encoding.empty() ? read.encoding : options.encoding;
    }
    int problems = 0;
    std::vector<OutputFile> files = writeRecordFiles(games, target, write, err, problems);
    status = files.empty() ? 2 : std::max(status, problems > 0 ? 1 : 0);
    return files;
}

} // namespace renju::arbiter::cli
