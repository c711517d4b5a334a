#include "arbiter/cli/cli.hpp"

#include "arbiter/cli/bench_command.hpp"
#include "arbiter/cli/forbidden_command.hpp"

#include <CLI/CLI.hpp>
#include <iostream>
#include <unistd.h>

namespace renju::arbiter::cli {

namespace {

void addForbiddenCommand(CLI::App& app, int& status) {
    auto* command = app.add_subcommand(
        "forbidden", "Black's forbidden points (RIF 9.2, 9.3) for positions read on standard "
                     "input, one per line: 'moves' or 'id<TAB>moves'");
    auto explain = std::make_shared<std::vector<std::string>>();
    command
        ->add_option("--explain", *explain,
                     "POINT \"MOVES\": the rule-by-rule reasoning for one point")
        ->expected(2);
    command->callback([explain, &status] {
        if (!explain->empty()) {
            status = runForbiddenExplain((*explain)[0], (*explain)[1], std::cout, std::cerr);
            return;
        }
        std::ios::sync_with_stdio(false);
        status = runForbiddenBatch(std::cin, std::cout, isatty(STDIN_FILENO) != 0);
    });
}

void addBenchCommand(CLI::App& app, int& status) {
    auto* command = app.add_subcommand(
        "bench", "Scan a fixed corpus of positions; print a stable signature and the speed");
    auto signatureOnly = std::make_shared<bool>(false);
    command->add_flag("--signature", *signatureOnly, "print only the signature (for CI)");
    command->callback([signatureOnly, &status] { status = runBench(std::cout, *signatureOnly); });
}

} // namespace

int runCli(int argc, char** argv) {
    CLI::App app{"Renju Arbiter: clocks, rulings, pairings and records for Renju tournaments"};
    app.require_subcommand(1);
    int status = 0;
    addForbiddenCommand(app, status);
    addBenchCommand(app, status);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return app.exit(error);
    }
    return status;
}

} // namespace renju::arbiter::cli
