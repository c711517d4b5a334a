// Every pair of formats: games written in one, read, written in the other and read again keep
// what both formats hold (names in every script, passes, 5th-move proposals, comments, times,
// results).
#include "arbiter/records/record_formats.hpp"
#include "sample_games.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>

using namespace renju::arbiter::records;
using testing::sampleGames;

namespace {

/// What a format holds of a game.
struct Holds {
    bool names = true;
    bool event = true; // event, round, date
    bool rules = true;
    bool passes = true;
    bool alternatives = true;
    bool comments = true;
    bool labels = true;
    bool times = false;
    bool result = true;
    bool oneGame = false;
};

Holds holdsOf(RecordFormat format) {
    Holds holds;
    switch (format) {
    case RecordFormat::Text:
        holds.times = true;
        return holds;
    case RecordFormat::Sgf:
    case RecordFormat::RenLib:
        return holds;
    case RecordFormat::Rif:
        holds.comments = holds.labels = false;
        return holds;
    case RecordFormat::Psq:
        holds.event = holds.rules = holds.passes = holds.alternatives = false;
        holds.comments = holds.labels = holds.result = false;
        holds.times = holds.oneGame = true;
        return holds;
    case RecordFormat::PlayOk:
        holds.rules = holds.alternatives = holds.labels = false;
        return holds;
    case RecordFormat::Offsets:
    case RecordFormat::Packed:
    case RecordFormat::Json:
        return {false, false, false, false, false, false, false, false, false, false};
    }
    return holds;
}

Holds both(Holds a, Holds b) {
    return {a.names && b.names,
            a.event && b.event,
            a.rules && b.rules,
            a.passes && b.passes,
            a.alternatives && b.alternatives,
            a.comments && b.comments,
            a.labels && b.labels,
            a.times && b.times,
            a.result && b.result,
            a.oneGame || b.oneGame};
}

bool hasPass(const GameRecord& game) {
    return std::any_of(game.moves.begin(), game.moves.end(),
                       [](const RecordMove& move) { return move.move.isPass; });
}

/// Keeps of a game what a format holds, so that the two sides compare equal.
GameRecord kept(GameRecord game, Holds holds) {
    game.number = 0;
    game.tree = 0;
    game.extras.clear();
    if (!holds.names) {
        game.black.clear();
        game.white.clear();
    }
    if (!holds.event) {
        game.event.clear();
        game.round.clear();
        game.date.clear();
    }
    if (!holds.rules) {
        game.ruleSet.clear();
    }
    if (!holds.alternatives) {
        game.fifthAlternatives.clear();
    }
    if (!holds.comments) {
        game.comments.clear();
    }
    if (!holds.labels) {
        game.labels.clear();
    }
    std::sort(game.comments.begin(), game.comments.end(),
              [](const MoveComment& a, const MoveComment& b) {
                  return std::tie(a.afterMove, a.text) < std::tie(b.afterMove, b.text);
              });
    for (RecordMove& move : game.moves) {
        move.milliseconds = holds.times ? move.milliseconds : -1;
    }
    if (!holds.result) {
        game.result = renju::rules::Score::Unfinished;
    }
    return game;
}

std::vector<GameRecord> through(const std::vector<GameRecord>& games, RecordFormat format) {
    const WrittenRecords written = writeRecords(games, format, {});
    INFO(formatName(format));
    REQUIRE(written.problems.empty());
    const RecordFile read = readRecords(written.bytes, format, {});
    for (const RecordProblem& problem : read.problems) {
        FAIL_CHECK(problem.describe());
    }
    REQUIRE(read.encoding.empty());
    return read.games;
}

std::vector<GameRecord> sortedKept(std::vector<GameRecord> games, Holds holds) {
    for (GameRecord& game : games) {
        game = kept(std::move(game), holds);
    }
    std::sort(games.begin(), games.end(), [](const GameRecord& a, const GameRecord& b) {
        return formatRecordMoves(a) < formatRecordMoves(b);
    });
    return games;
}

constexpr RecordFormat kFormats[] = {
    RecordFormat::Text,    RecordFormat::Sgf,    RecordFormat::Rif,
    RecordFormat::RenLib,  RecordFormat::Psq,    RecordFormat::PlayOk,
    RecordFormat::Offsets, RecordFormat::Packed, RecordFormat::Json};

} // namespace

TEST_CASE("Every pair of formats keeps what both hold, in every script", "[records][round-trip]") {
    for (RecordFormat from : kFormats) {
        for (RecordFormat to : kFormats) {
            const Holds holds = both(holdsOf(from), holdsOf(to));
            std::vector<GameRecord> held;
            for (const GameRecord& game : sampleGames()) {
                if (holds.passes || !hasPass(game)) {
                    held.push_back(game);
                }
            }
            std::vector<std::vector<GameRecord>> batches;
            if (holds.oneGame) {
                for (const GameRecord& game : held) {
                    batches.push_back({game});
                }
            } else {
                batches.push_back(held);
            }
            for (const auto& games : batches) {
                INFO(formatName(from) << " -> " << formatName(to));
                const auto back = through(through(games, from), to);
                CHECK(sortedKept(back, holds) == sortedKept(games, holds));
            }
        }
    }
}

TEST_CASE("A game with a pass cannot be a .psq: it is left out and named", "[records][psq]") {
    const GameRecord withPass = sampleGames()[1];
    const WrittenRecords written = writeRecords({withPass}, RecordFormat::Psq, {});
    REQUIRE(written.bytes.empty());
    REQUIRE(written.problems.size() == 1);
    CHECK(written.problems[0].game == 2);
    CHECK(written.problems[0].message == "move 6: -- (a pass) cannot be written in a .psq; game "
                                         "left out");
}

TEST_CASE("Golden files: the writers' output of the sample games", "[records][golden]") {
    // RENJU_UPDATE_GOLDEN=1 records_tests "[golden]" writes them anew (review the diff).
    const bool isUpdate = std::getenv("RENJU_UPDATE_GOLDEN") != nullptr;
    const auto games = sampleGames();
    const std::pair<const char*, std::string> files[] = {
        {"sample.txt", writeRecords(games, RecordFormat::Text, {}).bytes},
        {"sample.sgf", writeRecords(games, RecordFormat::Sgf, {}).bytes},
        {"sample.rif", writeRecords(games, RecordFormat::Rif, {}).bytes},
        {"sample.lib", writeRecords(games, RecordFormat::RenLib, {}).bytes},
        {"sample.psq", writeRecords({games[0]}, RecordFormat::Psq, {}).bytes}};
    for (const auto& [name, bytes] : files) {
        INFO(name);
        if (isUpdate) {
            std::ofstream(std::string(RENJU_TEST_DATA_DIR "/records/") + name, std::ios::binary)
                << bytes;
        }
        CHECK(bytes == testing::readDataFile(name));
    }
}

TEST_CASE("A 20x20 game keeps its board where the format holds it, and is refused elsewhere",
          "[records][round-trip][board]") {
    GameRecord wide;
    wide.number = 1;
    wide.boardSize = 20;
    wide.black = "pbrain-one";
    wide.white = "pbrain-two";
    wide.moves = testing::movesOf("k10 l11 t20 a1 a20 t1");
    for (RecordFormat format : {RecordFormat::Text, RecordFormat::Sgf, RecordFormat::Psq}) {
        INFO(formatName(format));
        const auto back = through({wide}, format);
        REQUIRE(back.size() == 1);
        CHECK(back[0].boardSize == 20);
        CHECK(formatRecordMoves(back[0]) == "k10 l11 t20 a1 a20 t1");
    }
    const WrittenRecords rif = writeRecords({wide}, RecordFormat::Rif, {});
    CHECK(rif.bytes.empty());
    REQUIRE(rif.problems.size() == 1);
    CHECK(rif.problems[0].describe() ==
          "game 1: renju.net's database holds 15x15 games, not 20x20; game left out");
    const WrittenRecords lib = writeRecords({wide}, RecordFormat::RenLib, {});
    CHECK(lib.bytes.empty());
    REQUIRE(lib.problems.size() == 1);
    CHECK(lib.problems[0].describe() ==
          "game 1: RenLib holds 15x15 games only, not 20x20; game left out");
}
