#include "arbiter/cli/bench_command.hpp"

#include "arbiter/cli/bench_corpus.hpp"
#include "arbiter/cli/commands.hpp"
#include "arbiter/cli/forbidden_command.hpp"
#include "arbiter/time/real_clock.hpp"
#include "rules/forbidden.hpp"

#include <algorithm>
#include <iostream>

namespace renju::arbiter::cli {

namespace {

double secondsSince(std::chrono::nanoseconds start) {
    return std::chrono::duration<double>(RealClock::monotonicNanoseconds() - start).count();
}

/// Returns the median time of one full scan per position, in microseconds.
double medianScanMicroseconds(const std::vector<std::vector<rules::Move>>& corpus) {
    constexpr int kRepeats = 20;
    std::vector<double> times;
    std::vector<rules::ForbiddenPoint> points;
    for (const auto& moves : corpus) {
        rules::Board board = rules::buildPosition(moves).board;
        auto start = RealClock::monotonicNanoseconds();
        for (int i = 0; i < kRepeats; ++i) {
            rules::findForbiddenPoints(board, points);
        }
        times.push_back(secondsSince(start) * 1e6 / kRepeats);
    }
    std::nth_element(times.begin(), times.begin() + static_cast<long>(times.size() / 2),
                     times.end());
    return times[times.size() / 2];
}

/// Returns the positions per second of the CLI path: parse a text line, build, scan, format.
double cliPositionsPerSecond(const std::vector<std::vector<rules::Move>>& corpus) {
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < corpus.size(); ++i) {
        lines.push_back("B" + std::to_string(i) + "\t" + rules::formatMoveList(corpus[i]));
    }
    std::string out;
    auto start = RealClock::monotonicNanoseconds();
    for (const std::string& line : lines) {
        out.clear();
        answerForbiddenLine(line, out);
    }
    return static_cast<double>(lines.size()) / secondsSince(start);
}

} // namespace

int runBench(std::ostream& out, bool signatureOnly) {
    auto corpus = standardBenchCorpus();
    auto start = RealClock::monotonicNanoseconds();
    CorpusSignature signature = signCorpus(corpus);
    double signSeconds = secondsSince(start);
    out << "bench: " << corpus.size() << " positions of 30-60 stones, seed 2026\n";
    out << "signature: " << signature.text() << "\n";
    if (signatureOnly) {
        return 0;
    }
    out << "first pass (build + scan): " << signSeconds * 1e3 << " ms\n";
    out << "full scan: median " << medianScanMicroseconds(corpus) << " us per position\n";
    out << "cli path (parse + build + scan + format): " << cliPositionsPerSecond(corpus)
        << " positions/s on one core\n";
    return 0;
}

void addBenchCommand(CLI::App& app, int& status) {
    auto* command = app.add_subcommand(
        "bench", "Scan a fixed corpus of positions; print a stable signature and the speed");
    auto signatureOnly = std::make_shared<bool>(false);
    command->add_flag("--signature", *signatureOnly, "print only the signature (for CI)");
    command->callback([signatureOnly, &status] { status = runBench(std::cout, *signatureOnly); });
}

} // namespace renju::arbiter::cli
