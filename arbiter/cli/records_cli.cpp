// `records list|check|convert` and `export EVENT OUT [--round N]`: open the files and wire the
// options; records_commands.cpp does the work on bytes and streams.
#include "arbiter/app/event_records.hpp"
#include "arbiter/cli/commands.hpp"
#include "arbiter/cli/event_commands.hpp"
#include "arbiter/cli/records_commands.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <utility>

namespace renju::arbiter::cli {

namespace {

/// The largest file the records commands read.
constexpr std::uintmax_t kMaxInputBytes = std::uintmax_t{1} << 30;

InputFile readInput(const std::string& path) {
    InputFile file{path, "", ""};
    std::error_code error;
    const auto size = std::filesystem::file_size(path, error);
    if (error) {
        file.error = error.message();
        return file;
    }
    if (size > kMaxInputBytes) {
        file.error = "larger than 1 GiB";
        return file;
    }
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (!in && !in.eof()) {
        file.error = "read error";
    }
    file.bytes = bytes.str();
    return file;
}

/// Writes each file beside its name and renames it: a file appears whole or not at all.
bool writeOutputs(const std::vector<OutputFile>& files, std::ostream& out, std::ostream& err) {
    for (const OutputFile& file : files) {
        const std::string part = file.path + ".part";
        {
            std::ofstream stream(part, std::ios::binary | std::ios::trunc);
            stream << file.bytes;
            stream.close();
            if (!stream) {
                err << "error: cannot write " << file.path << "\n";
                std::filesystem::remove(part);
                return false;
            }
        }
        std::error_code error;
        std::filesystem::rename(part, file.path, error);
        if (error) {
            err << "error: cannot write " << file.path << ": " << error.message() << "\n";
            return false;
        }
        out << "wrote " << file.path << "\n";
    }
    return true;
}

void addCommonOptions(CLI::App* command, RecordsOptions& options) {
    command->add_option("--encoding", options.encoding,
                        "the code page of text that is not UTF-8 (an iconv name such as CP1251, "
                        "CP1252, CP932, GB18030; detected otherwise)");
    command->add_option(
        "--format", options.format,
        "the format of the files read, whatever their names say: " + records::formatNames() +
            " (a .txt is read as its contents look: text, a PlayOK list, "
            "Gomocup openings, packed moves or JSON)");
    command->add_option("--board", options.boardSize,
                        "the board of a game list that does not say it (PlayOK, offsets, packed, "
                        "JSON): 15 unless given (Gomocup plays 20)");
}

} // namespace

void addRecordsCommand(CLI::App& app, int& status) {
    auto* records = app.add_subcommand(
        "records", "Game records in renju.net XML (.rif), RenLib (.lib), Gomocup (.psq), SGF "
                   "(.sgf), plain text (.txt) and game lists (PlayOK .pgn, Gomocup openings, "
                   "packed moves, JSON .json): list, check, convert");
    records->require_subcommand(1);
    auto files = std::make_shared<std::vector<std::string>>();
    auto options = std::make_shared<RecordsOptions>();

    auto* list = records->add_subcommand(
        "list", "One line per game: FILE#N, Black, White, the result (Black's score first) and "
                "the moves (a pass --); every line of a .lib tree is a game");
    list->add_option("FILE", *files, "record files")->required();
    addCommonOptions(list, *options);
    list->callback([&status, files, options] {
        std::vector<InputFile> inputs;
        for (const std::string& path : *files) {
            inputs.push_back(readInput(path));
        }
        status = runRecordsList(inputs, *options, std::cout, std::cerr);
    });

    auto* check = records->add_subcommand(
        "check", "Replay every game under its rule set (or --rules): occupied points, points off "
                 "the board, forbidden moves the record goes on after, fives before the end, "
                 "results the final position contradicts (exit status 1 when any)");
    check->add_option("FILE", *files, "record files")->required();
    check->add_option("--rules", options->rules,
                      "check every game under this rule set (renju) instead of its own");
    addCommonOptions(check, *options);
    check->callback([&status, files, options] {
        std::vector<InputFile> inputs;
        for (const std::string& path : *files) {
            inputs.push_back(readInput(path));
        }
        status = runRecordsCheck(inputs, *options, std::cout, std::cerr);
    });

    auto* convert = records->add_subcommand(
        "convert", "Convert between the formats (by extension, or --format and --to); a .psq "
                   "holds one game, so several go to OUT-1.psq, OUT-2.psq...; a game the format "
                   "cannot hold is left out and named");
    auto paths = std::make_shared<std::pair<std::string, std::string>>();
    convert->add_option("IN", paths->first, "the file to read")->required();
    convert->add_option("OUT", paths->second, "the file to write")->required();
    addCommonOptions(convert, *options);
    convert->add_option("--to", options->to,
                        "the format of the file written, whatever its name says: " +
                            records::formatNames());
    convert->add_option("--rules", options->rules,
                        "the rule set of the games whose file names none (a .psq never does), "
                        "e.g. freestyle for Gomocup's free-style games");
    convert->callback([&status, paths, options] {
        int result = 0;
        const auto outputs =
            convertRecords(readInput(paths->first), paths->second, *options, std::cerr, result);
        if (!writeOutputs(outputs, std::cout, std::cerr)) {
            result = 2;
        }
        status = result;
    });
}

void addExportRecords(CLI::App* exportCommand, EventContext& context, bool withEventArgument) {
    auto output = std::make_shared<std::string>();
    auto round = std::make_shared<int>(0);
    if (withEventArgument) {
        exportCommand->add_option("EVENT", context.eventPath, "the event file (.renju)");
    }
    exportCommand->add_option("OUT", *output,
                              "the file to write: .rif, .lib, .psq, .sgf, .txt, .pgn or .json");
    exportCommand->add_option("--round", *round, "only this round (default: every round)");
    exportCommand->callback([&context, exportCommand, output, round] {
        if (!exportCommand->get_subcommands().empty()) {
            return;
        }
        if (output->empty()) {
            context.err() << "error: export needs EVENT and OUT (a .rif, .lib, .psq, .sgf or "
                             ".txt), or the subcommand trf\n";
            context.raiseStatus(2);
            return;
        }
        const std::string target = *output;
        const int only = *round;
        context.query(
            [&context, target, only](const app::EventSession& session, std::ostream& out) {
                const model::EventState& state = session.state();
                if (only != 0 && state.findRound(only) == nullptr) {
                    context.fail("round " + std::to_string(only) + " is not paired");
                    return;
                }
                const app::EventRecords event =
                    app::eventRecords(state, only, 0, records::formatOfPath(target));
                for (const std::string& note : event.leftOut) {
                    out << "left out: " << note << "\n";
                }
                records::WriteOptions write;
                write.tournament = state.settings.name;
                write.startDate = state.settings.startDate;
                write.endDate = state.settings.endDate;
                int problems = 0;
                const auto files = writeRecordFiles(event.games, {target, std::nullopt}, write,
                                                    context.err(), problems);
                if (files.empty() || !writeOutputs(files, out, context.err())) {
                    context.fail("nothing written to " + target);
                    return;
                }
                if (problems > 0) {
                    context.raiseStatus(1);
                }
            });
    });
}

} // namespace renju::arbiter::cli
