// Forbidden-move checker speed: the full scan of every empty point of 30-60-stone positions
// (median, from the development set and the standard corpus), and the CLI's line throughput
// (parse, build, scan, format). Prints figures only; nothing here is a pass/fail check.
#include "arbiter/cli/bench_corpus.hpp"
#include "arbiter/cli/forbidden_command.hpp"
#include "arbiter/time/real_clock.hpp"
#include "rules/forbidden.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

using namespace renju;
using arbiter::RealClock;

namespace {

struct Percentiles {
    double p10 = 0;
    double median = 0;
    double p90 = 0;
};

Percentiles percentiles(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    auto at = [&](double share) {
        return values[static_cast<std::size_t>(share * static_cast<double>(values.size() - 1))];
    };
    return {at(0.1), at(0.5), at(0.9)};
}

double nanosecondsSince(std::chrono::nanoseconds start) {
    return static_cast<double>((RealClock::monotonicNanoseconds() - start).count());
}

/// Times the full scan of each board (best of 5 runs of 50 repeats), in microseconds.
std::vector<double> scanTimes(const std::vector<rules::Board>& boards) {
    std::vector<double> times;
    std::vector<rules::ForbiddenPoint> points;
    for (const rules::Board& board : boards) {
        double best = 1e30;
        for (int run = 0; run < 5; ++run) {
            auto start = RealClock::monotonicNanoseconds();
            for (int i = 0; i < 50; ++i) {
                rules::findForbiddenPoints(board, points);
            }
            best = std::min(best, nanosecondsSince(start) / 50 / 1000);
        }
        times.push_back(best);
    }
    return times;
}

double linesPerSecond(const std::vector<std::string>& lines, int rounds) {
    std::string out;
    auto start = RealClock::monotonicNanoseconds();
    for (int round = 0; round < rounds; ++round) {
        for (const std::string& line : lines) {
            out.clear();
            arbiter::cli::answerForbiddenLine(line, out);
        }
    }
    return static_cast<double>(lines.size()) * rounds / (nanosecondsSince(start) / 1e9);
}

void report(const char* name, const std::vector<rules::Board>& boards) {
    Percentiles p = percentiles(scanTimes(boards));
    std::printf("%-34s %6zu positions  scan p10 %.2f us  median %.2f us  p90 %.2f us\n", name,
                boards.size(), p.p10, p.median, p.p90);
}

} // namespace

int main(int argc, char** argv) {
    std::string devPath = argc > 1 ? argv[1] : RENJU_DEV_SET;
    std::ifstream dev(devPath);
    std::string line;
    std::getline(dev, line); // header
    std::vector<std::string> devLines;
    std::vector<rules::Board> devBoards30to60;
    while (std::getline(dev, line)) {
        devLines.push_back(line);
        auto moves = rules::parseMoveList(line.substr(
            line.find('\t') + 1, line.find('\t', line.find('\t') + 1) - line.find('\t') - 1));
        auto built = rules::buildPosition(moves.moves);
        if (built.board.stoneCount() >= 30 && built.board.stoneCount() <= 60) {
            devBoards30to60.push_back(built.board);
        }
    }
    if (devLines.empty()) {
        std::fprintf(stderr, "forbidden_bench: cannot read %s\n", devPath.c_str());
        return 1;
    }

    auto corpus = arbiter::cli::standardBenchCorpus();
    std::vector<rules::Board> corpusBoards;
    std::vector<std::string> corpusLines;
    for (std::size_t i = 0; i < corpus.size(); ++i) {
        corpusBoards.push_back(rules::buildPosition(corpus[i]).board);
        corpusLines.push_back("C" + std::to_string(i) + "\t" + rules::formatMoveList(corpus[i]));
    }

    std::printf("full forbidden scan (every empty point), one core:\n");
    report("dev set, 30-60 stones", devBoards30to60);
    report("standard corpus, 30-60 stones", corpusBoards);
    std::printf("CLI path (parse + build + scan + format), one core:\n");
    std::printf("  dev set:          %.0f lines/s\n", linesPerSecond(devLines, 50));
    std::printf("  standard corpus:  %.0f lines/s\n", linesPerSecond(corpusLines, 3));
    return 0;
}
