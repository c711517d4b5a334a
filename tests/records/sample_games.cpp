#include "sample_games.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace renju::arbiter::records::testing {

std::vector<RecordMove> movesOf(const std::string& text) {
    std::vector<RecordMove> moves;
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
        moves.push_back(
            {word == "--" ? rules::Move::pass() : rules::Move::at(*parseRecordPoint(word)), -1});
    }
    return moves;
}

std::vector<GameRecord> sampleGames() {
    GameRecord first;
    first.black = "Ants Soosõrv";
    first.white = "Иван Петров";
    first.event = "Tallinn Open";
    first.round = "3";
    first.date = "2026-11-21";
    first.ruleSet = "renju";
    first.moves = movesOf("h8 h9 i8 g8 i10 j9 i9 i7 g10 h10 i11 i12 j11 k12 h11 g11 j12 k13 k10");
    for (std::size_t i = 0; i < first.moves.size(); ++i) {
        first.moves[i].milliseconds = static_cast<std::int64_t>(1000 * (i + 1) + 7);
    }
    first.fifthAlternatives = {*parseRecordPoint("j7"), *parseRecordPoint("g9")};
    first.comments = {{0, "Final, table 1"}, {5, "the 5th move chosen"}, {19, "a four-three"}};
    first.labels = {{5, *parseRecordPoint("j7"), "A"}, {5, *parseRecordPoint("g9"), "B"}};
    first.result = rules::Score::BlackWins;

    GameRecord second;
    second.black = "曹冬";
    second.white = "山口 優粋";
    second.event = "連珠 Cup";
    second.round = "4";
    second.date = "2026-11-22";
    second.ruleSet = "renju";
    second.moves = movesOf("h8 i9 j10 h10 g9 -- j8 j9");
    second.comments = {{6, "a pass: Белые пасуют"}};
    second.labels = {{7, *parseRecordPoint("k11"), "\xE2\x96\xB3"}};
    second.result = rules::Score::Draw;

    GameRecord third;
    third.black = "김민수";
    third.white = "Αλέξανδρος Παπαδόπουλος";
    third.event = "Tallinn Open";
    third.round = "5";
    third.date = "2026-11-23";
    third.ruleSet = "renju";
    third.moves = movesOf("h8 h7 j8 i7 g7 j7 k7 k9 j6");
    third.result = rules::Score::WhiteWins;

    std::vector<GameRecord> games{first, second, third};
    for (std::size_t i = 0; i < games.size(); ++i) {
        games[i].number = static_cast<int>(i) + 1;
    }
    return games;
}

std::string readDataFile(const std::string& name) {
    const std::string path = std::string(RENJU_TEST_DATA_DIR "/records/") + name;
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        throw std::runtime_error("cannot read " + path);
    }
    std::ostringstream bytes;
    bytes << file.rdbuf();
    return bytes.str();
}

std::vector<std::string> gameMoves(const RecordFile& file) {
    std::vector<std::string> moves;
    for (const GameRecord& game : file.games) {
        moves.push_back(formatRecordMoves(game));
    }
    return moves;
}

std::vector<std::string> described(const RecordFile& file) {
    std::vector<std::string> out;
    for (const RecordProblem& problem : file.problems) {
        out.push_back(problem.describe());
    }
    return out;
}

std::vector<GameRecord> unnumbered(std::vector<GameRecord> games) {
    for (GameRecord& game : games) {
        game.number = 0;
    }
    return games;
}

} // namespace renju::arbiter::records::testing
