// Game records: games read per second in each format (the game lists too: PlayOK, Gomocup
// openings, packed moves, JSON), and moves per second of `records check` (every Black stone
// judged for 9.2), on a seeded synthetic database of 30,000 sound games with names in several
// scripts; and an opening tree of 10,000 lines read from SGF and from RenLib. Best of three
// runs. Prints figures only.
#include "arbiter/records/record_check.hpp"
#include "arbiter/records/record_formats.hpp"
#include "arbiter/records/renlib_format.hpp"
#include "arbiter/time/real_clock.hpp"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

using namespace renju;
using namespace renju::arbiter::records;
using arbiter::RealClock;

namespace {

constexpr int kGames = 30000;

/// A seeded linear congruential generator (the same numbers on every machine).
struct Seeded {
    std::uint64_t state = 20261125;
    int below(int bound) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(bound));
    }
};

/// Random games near the centre, cut before their first problem so that every move is replayed.
std::vector<GameRecord> syntheticGames() {
    const char* names[] = {"Ants Soosõrv", "Иван Петров", "曹冬",         "山口 優粋",
                           "김민수",       "Αλέξανδρος",  "Björn Åström", "Ирина Сёмина"};
    Seeded random;
    std::vector<GameRecord> games;
    while (static_cast<int>(games.size()) < kGames) {
        GameRecord game;
        game.black = names[random.below(8)];
        game.white = names[random.below(8)];
        game.event = "Bench Open " + std::to_string(games.size() / 500);
        game.round = std::to_string(games.size() % 9 + 1);
        game.date = "2026-11-21";
        game.ruleSet = "renju";
        const int length = 20 + random.below(60);
        std::vector<bool> taken(225, false);
        for (int i = 0; i < length; ++i) {
            int col = 0;
            int row = 0;
            do {
                col = std::clamp(7 + random.below(11) - 5, 0, 14);
                row = std::clamp(7 + random.below(11) - 5, 0, 14);
            } while (taken[static_cast<std::size_t>(col * 15 + row)]);
            taken[static_cast<std::size_t>(col * 15 + row)] = true;
            game.moves.push_back({rules::Move::at({col, row}), 1000 + random.below(60000)});
        }
        const GameCheck check = checkGame(game);
        if (check.status == GameCheck::Status::Problem) {
            game.moves.resize(static_cast<std::size_t>(check.move - 1));
        }
        if (game.moves.size() < 10) {
            continue;
        }
        game.result = static_cast<rules::Score>(1 + random.below(3));
        if (checkGame(game).status != GameCheck::Status::Ok) {
            game.result = rules::Score::Unfinished;
        }
        game.number = static_cast<int>(games.size()) + 1;
        games.push_back(std::move(game));
    }
    return games;
}

/// Returns the best of three runs of `run`, in seconds.
double bestSeconds(const std::function<void()>& run) {
    double best = 1e9;
    for (int i = 0; i < 3; ++i) {
        const auto start = RealClock::monotonicNanoseconds();
        run();
        best = std::min(
            best, static_cast<double>((RealClock::monotonicNanoseconds() - start).count()) / 1e9);
    }
    return best;
}

void readBench(const std::vector<GameRecord>& games, RecordFormat format) {
    const std::string bytes = writeRecords(games, format, {}).bytes;
    std::size_t read = 0;
    const double seconds = bestSeconds([&] { read = readRecords(bytes, format, {}).games.size(); });
    std::printf("%-16s %8zu games %7.2f MB  read in %7.1f ms  %10.0f games/s\n", formatName(format),
                read, static_cast<double>(bytes.size()) / 1e6, seconds * 1e3,
                static_cast<double>(read) / seconds);
}

void psqBench(const std::vector<GameRecord>& games) {
    std::vector<std::string> files;
    std::size_t bytes = 0;
    for (const GameRecord& game : games) {
        files.push_back(writeRecords({game}, RecordFormat::Psq, {}).bytes);
        bytes += files.back().size();
    }
    std::size_t read = 0;
    const double seconds = bestSeconds([&] {
        read = 0;
        for (const std::string& file : files) {
            read += readRecords(file, RecordFormat::Psq, {}).games.size();
        }
    });
    std::printf("%-16s %8zu games %7.2f MB  read in %7.1f ms  %10.0f games/s (one file each)\n",
                formatName(RecordFormat::Psq), read, static_cast<double>(bytes) / 1e6,
                seconds * 1e3, static_cast<double>(read) / seconds);
}

constexpr int kTreeLines = 10000;

/// An opening tree of kTreeLines lines: each line branches off an earlier one at a random depth
/// and goes on with random moves, 20 to 40 in all (at least 5 after the branch), as opening
/// books grow.
std::vector<GameRecord> treeLines() {
    Seeded random;
    std::vector<GameRecord> lines;
    while (static_cast<int>(lines.size()) < kTreeLines) {
        GameRecord line;
        line.tree = 1;
        line.number = static_cast<int>(lines.size()) + 1;
        std::vector<bool> taken(225, false);
        if (!lines.empty()) {
            const GameRecord& from =
                lines[static_cast<std::size_t>(random.below(static_cast<int>(lines.size())))];
            const int depth = 1 + random.below(static_cast<int>(from.moves.size()) - 1);
            line.moves.assign(from.moves.begin(), from.moves.begin() + depth + 1);
            for (const RecordMove& move : line.moves) {
                taken[static_cast<std::size_t>(move.move.point.col * 15 + move.move.point.row)] =
                    true;
            }
            line.moves.pop_back(); // the move `from` plays there is taken: the line branches off
        }
        const int length = std::max(20 + random.below(21), static_cast<int>(line.moves.size()) + 5);
        while (static_cast<int>(line.moves.size()) < length) {
            const int col = random.below(15);
            const int row = random.below(15);
            if (!taken[static_cast<std::size_t>(col * 15 + row)]) {
                taken[static_cast<std::size_t>(col * 15 + row)] = true;
                line.moves.push_back({rules::Move::at({col, row}), -1});
            }
        }
        if (random.below(20) == 0) {
            line.comments.push_back({static_cast<int>(line.moves.size()), "a line to study"});
        }
        lines.push_back(std::move(line));
    }
    return lines;
}

/// Reads the tree of treeLines() from one SGF game tree and from a RenLib library.
void treeBench() {
    const std::vector<GameRecord> lines = treeLines();
    for (RecordFormat format : {RecordFormat::Sgf, RecordFormat::RenLib}) {
        const std::string bytes = writeRecords(lines, format, {}).bytes;
        std::size_t read = 0;
        const double seconds =
            bestSeconds([&] { read = readRecords(bytes, format, {}).games.size(); });
        std::printf("%-16s %8zu lines %7.2f MB  read in %7.1f ms  %10.0f lines/s (one tree)\n",
                    formatName(format), read, static_cast<double>(bytes.size()) / 1e6,
                    seconds * 1e3, static_cast<double>(read) / seconds);
    }
}

} // namespace

int main() {
    const std::vector<GameRecord> games = syntheticGames();
    long long moves = 0;
    for (const GameRecord& game : games) {
        moves += static_cast<long long>(game.moves.size());
    }
    std::printf("%d synthetic games, %lld moves\n", kGames, moves);
    for (RecordFormat format :
         {RecordFormat::Rif, RecordFormat::Sgf, RecordFormat::Text, RecordFormat::RenLib,
          RecordFormat::PlayOk, RecordFormat::Offsets, RecordFormat::Packed, RecordFormat::Json}) {
        readBench(games, format);
    }
    psqBench(games);
    treeBench();
    int problems = 0;
    const double seconds = bestSeconds([&] {
        problems = 0;
        for (const GameRecord& game : games) {
            problems += checkGame(game).status == GameCheck::Status::Ok ? 0 : 1;
        }
    });
    std::printf("records check   %lld moves in %.1f ms: %.0f moves/s (%d games with a problem)\n",
                moves, seconds * 1e3, static_cast<double>(moves) / seconds, problems);
    return 0;
}
