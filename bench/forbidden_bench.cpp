// Forbidden-move checker speed: the full scan of every empty point of 30-60-stone positions
// (median, from the development set and the standard corpus), the CLI's line throughput
// (parse, build, scan, format), and the scan under the other rule sets (japan-1918 on 19x19
// next to renju on 15x15). Prints figures only; nothing here is a pass/fail check.
#include "arbiter/cli/bench_corpus.hpp"
#include "arbiter/cli/forbidden_command.hpp"
#include "arbiter/time/real_clock.hpp"
#include "rules/forbidden.hpp"
#include "rules/set_forbidden.hpp"

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

/// One rule set, colour and board size of the rule-set comparison.
struct SetCase {
    const char* set;
    rules::Stone colour;
    int boardSize;
};

/// Scans a seeded corpus on the case's board under its set: the median scan time, the empty
/// points judged per second and the forbidden points found per second of scanning.
void reportSet(const SetCase& setCase) {
    constexpr int kPositions = 2000;
    constexpr int kRepeats = 20;
    rules::RuleSet set = *rules::RuleSet::parse(setCase.set);
    auto corpus = arbiter::cli::generateBenchCorpus(2026, kPositions, 30, 60, setCase.boardSize);
    std::vector<double> times;
    std::vector<rules::ForbiddenPoint> points;
    double judged = 0;
    double found = 0;
    double seconds = 0;
    for (const auto& moves : corpus) {
        rules::Board board = rules::buildPosition(moves, setCase.boardSize).board;
        double best = 1e30;
        for (int run = 0; run < 3; ++run) {
            auto start = RealClock::monotonicNanoseconds();
            for (int i = 0; i < kRepeats; ++i) {
                rules::findForbiddenPoints(board, set, setCase.colour, points);
            }
            best = std::min(best, nanosecondsSince(start) / kRepeats / 1000);
        }
        times.push_back(best);
        judged += setCase.boardSize * setCase.boardSize - board.stoneCount();
        found += static_cast<double>(points.size());
        seconds += best / 1e6;
    }
    Percentiles p = percentiles(times);
    std::printf("  %-10s %-5s %2dx%-2d  scan median %6.2f us  %6.1f M points judged/s  "
                "%7.0f k forbidden points/s (%.2f a position)\n",
                setCase.set, setCase.colour == rules::Stone::White ? "White" : "Black",
                setCase.boardSize, setCase.boardSize, p.median, judged / seconds / 1e6,
                found / seconds / 1e3, found / kPositions);
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
    std::printf("rule sets, full scan of 2000 positions of 30-60 stones (seed 2026), one core:\n");
    for (SetCase setCase :
         {SetCase{"renju", rules::Stone::Black, 15}, SetCase{"japan-1918", rules::Stone::Black, 19},
          SetCase{"renju", rules::Stone::Black, 19}, SetCase{"japan-1912", rules::Stone::Black, 19},
          SetCase{"japan-1899", rules::Stone::White, 19}}) {
        reportSet(setCase);
    }
    return 0;
}
