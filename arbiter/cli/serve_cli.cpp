// `renju-arbiter serve EVENT --listen ADDR:PORT`: the read-only live page of an event for
// players and spectators on the hall's network (arbiter/web/), with the game records the
// product writes as downloads.
#include "arbiter/app/event_records.hpp"
#include "arbiter/cli/commands.hpp"
#include "arbiter/cli/server_run.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/pdf_writer.hpp"
#include "arbiter/records/record_formats.hpp"
#include "arbiter/time/real_clock.hpp"
#include "arbiter/web/live_server.hpp"

#include <csignal>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <pthread.h>
#include <thread>
#include <unistd.h>

namespace renju::arbiter::cli {

namespace {

/// The record formats the live page offers for a finished game: the printed sheet and every
/// format `export` writes.
const std::vector<std::string> kFormats = {"pdf", "rif", "lib", "psq", "sgf", "txt"};

std::optional<web::Download> recordSheetPdf(const model::EventState& state, int round, int table) {
    std::string problem;
    auto document =
        print::buildDocument(state, {print::DocumentKind::Record, round, table, false}, problem);
    if (!document) {
        return std::nullopt;
    }
    std::filesystem::path path =
        std::filesystem::temp_directory_path() /
        ("renju-serve-" + std::to_string(getpid()) + "-" +
         std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id())) + ".pdf");
    print::PdfOptions options;
    options.printedAt = print::localPrintTime(RealClock::wallClockMilliseconds());
    print::writePdf(*document, options, path);
    std::ifstream file(path, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    std::filesystem::remove(path);
    return web::Download{std::move(bytes), "application/pdf"};
}

std::optional<web::Download> exportGame(const model::EventState& state, int round, int table,
                                        const std::string& extension) {
    if (extension == "pdf") {
        return recordSheetPdf(state, round, table);
    }
    if (std::find(kFormats.begin(), kFormats.end(), extension) == kFormats.end()) {
        return std::nullopt;
    }
    auto format = records::formatOfPath("game." + extension);
    app::EventRecords games = app::eventRecords(state, round, table, format);
    if (!format || games.games.empty()) {
        return std::nullopt;
    }
    records::WriteOptions options;
    options.tournament = state.settings.name;
    options.startDate = state.settings.startDate;
    options.endDate = state.settings.endDate;
    records::WrittenRecords written = records::writeRecords(games.games, *format, options);
    bool isText = extension != "lib";
    return web::Download{std::move(written.bytes),
                         isText ? "text/plain; charset=utf-8" : "application/octet-stream"};
}

int serve(web::LiveServerOptions options) {
    StopSignals stopSignals; // before the server's threads start
    std::string display = options.host + ":" + std::to_string(options.port);
    web::LiveServer server(options);
    int port = server.bind();
    if (port == 0) {
        std::cerr << "error: --listen " << display << ": cannot listen there (in use, or not "
                  << "an address of this machine)\n";
        return 1;
    }
    std::cout << "serving " << options.event << " read-only at http://"
              << (options.host == "0.0.0.0" ? "ADDRESS" : options.host) << ":" << port
              << "/ (Ctrl-C stops)" << std::endl;
    std::thread listener([&server] { server.run(); });
    stopSignals.wait();
    server.stop();
    listener.join();
    std::cout << "stopped" << std::endl;
    return 0;
}

} // namespace

void addServeCommand(CLI::App& app, int& status) {
    auto* command = app.add_subcommand(
        "serve", "Serve the event read-only on the network: the live page of pairings, "
                 "standings, crosstable, results and every board as it is played");
    auto options = std::make_shared<web::LiveServerOptions>();
    auto listen = std::make_shared<std::string>("0.0.0.0:8080");
    command
        ->add_option("EVENT", options->event,
                     "the event file (.renju, opened read-only beside the program that writes "
                     "it) or postgresql://HOST[:PORT]/DB?event=NAME")
        ->required();
    command->add_option("--listen", *listen,
                        "ADDR:PORT to listen on (default 0.0.0.0:8080: every network of this "
                        "machine; port 0 takes a free one)");
    command
        ->add_option("--max-connections", options->maxConnections,
                     "connections open at once, update streams included; one more is refused "
                     "(default 1024; each takes a file descriptor, see ulimit -n)")
        ->check(CLI::Range(8, 20000));
    command
        ->add_option("--max-per-address", options->maxConnectionsPerAddress,
                     "connections open at once from one address; one more is answered 503 "
                     "(default 32: a phone needs a few; raise it when the hall's phones reach "
                     "this machine through one NAT address)")
        ->check(CLI::Range(1, 20000));
    command
        ->add_option("--max-streams", options->maxStreams,
                     "live update streams at once (default 1000)")
        ->check(CLI::Range(1, 20000));
    command->callback([command, options, listen, &status] {
        (void)command;
        if (!parseListen(*listen, options->host, options->port)) {
            std::cerr << "error: --listen '" << *listen << "': expected ADDR:PORT, e.g. "
                      << "0.0.0.0:8080\n";
            status = 2;
            return;
        }
        options->maxStreams = std::min(options->maxStreams, options->maxConnections - 4);
        options->exporter = exportGame;
        options->formats = kFormats;
        try {
            status = serve(*options);
        } catch (const std::exception& error) {
            std::cerr << "error: " << error.what() << "\n";
            status = 1;
        }
    });
}

} // namespace renju::arbiter::cli
