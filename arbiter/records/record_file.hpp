#pragma once

#include "arbiter/records/game_record.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::records {

/// What is wrong in a file, where, and in which game. Readers never stop at a problem they can
/// step over: the games before and after it are still read.
struct RecordProblem {
    /// "byte 1234" or "line 17"; empty for the file as a whole.
    std::string where;
    /// The game it is in (1-based, in file order), 0 when it is not in one game.
    int game = 0;
    std::string message;

    /// Returns "line 17, game 3: message" (the parts that are known).
    [[nodiscard]] std::string describe() const;
};

/// Everything a reader found in one file: the games it could read and the problems it met.
struct RecordFile {
    std::vector<GameRecord> games;
    std::vector<RecordProblem> problems;
    /// What the reader says of the file without it being wrong (a declared code page the text is
    /// not in, properties it does not keep): the games are read whole.
    std::vector<RecordProblem> notes;
    /// The code page text that was not UTF-8 was read in ("CP1251"), empty when all was UTF-8.
    std::string encoding;
    /// True when that code page is the one the file declares (an XML declaration, SGF's CA).
    bool isEncodingDeclared = false;
};

/// Returns "byte N" for a problem's place.
std::string byteOffset(std::size_t offset);
/// Returns "line N" for a problem's place.
std::string lineNumber(int line);

} // namespace renju::arbiter::records
