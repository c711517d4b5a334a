#include "arbiter/app/record_exchange.hpp"

#include <fstream>
#include <sstream>

namespace renju::arbiter::app {

namespace {

constexpr std::uintmax_t kMaxRecordFileBytes = std::uintmax_t{1} << 30;

/// Writes `bytes` to `path` through a file beside it, renamed when whole.
std::string writeWhole(const std::filesystem::path& path, const std::string& bytes) {
    std::filesystem::path part = path;
    part += ".part";
    {
        std::ofstream stream(part, std::ios::binary | std::ios::trunc);
        stream << bytes;
        stream.close();
        if (!stream) {
            std::filesystem::remove(part);
            return "cannot write " + path.string();
        }
    }
    std::error_code error;
    std::filesystem::rename(part, path, error);
    return error ? "cannot write " + path.string() + ": " + error.message() : "";
}

} // namespace

RecordFileRead readRecordFile(const std::filesystem::path& path) {
    RecordFileRead read;
    std::optional<records::RecordFormat> format = records::formatOfPath(path.string());
    if (!format) {
        read.error = path.string() + ": not a record file (.rif .xml .lib .psq .sgf .txt)";
        return read;
    }
    std::error_code error;
    std::uintmax_t size = std::filesystem::file_size(path, error);
    if (error || size > kMaxRecordFileBytes) {
        read.error = path.string() + ": " + (error ? error.message() : "larger than 1 GiB");
        return read;
    }
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    records::RecordFile file = records::readRecords(bytes.str(), *format, {});
    read.games = std::move(file.games);
    for (const records::RecordProblem& problem : file.problems) {
        read.problems.push_back(problem.describe());
    }
    return read;
}

std::vector<std::string> writeRecordFile(const std::vector<records::GameRecord>& games,
                                         const std::filesystem::path& path,
                                         std::vector<std::filesystem::path>& written) {
    std::vector<std::string> problems;
    std::optional<records::RecordFormat> format = records::formatOfPath(path.string());
    if (!format) {
        return {path.string() + ": not a record file (.rif .lib .psq .sgf .txt)"};
    }
    // A .psq holds one game: several go to PATH-1.psq, PATH-2.psq ...
    bool isOnePerFile = *format == records::RecordFormat::Psq && games.size() > 1;
    std::vector<std::vector<records::GameRecord>> files;
    if (isOnePerFile) {
        for (const records::GameRecord& game : games) {
            files.push_back({game});
        }
    } else {
        files.push_back(games);
    }
    for (std::size_t i = 0; i < files.size(); ++i) {
        std::filesystem::path target = path;
        if (isOnePerFile) {
            target = path.parent_path() / (path.stem().string() + "-" + std::to_string(i + 1) +
                                           path.extension().string());
        }
        records::WrittenRecords out = records::writeRecords(files[i], *format, {});
        for (const records::RecordProblem& problem : out.problems) {
            problems.push_back(problem.describe());
        }
        if (std::string failure = writeWhole(target, out.bytes); !failure.empty()) {
            problems.push_back(failure);
            return problems;
        }
        written.push_back(target);
    }
    return problems;
}

} // namespace renju::arbiter::app
