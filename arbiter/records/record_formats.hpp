#pragma once

#include "arbiter/records/record_file.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::records {

/// The game-record formats, read and written.
enum class RecordFormat {
    Rif,     ///< renju.net's XML database (.rif, .xml)
    RenLib,  ///< RenLib 3.x binary tree (.lib)
    Psq,     ///< Gomocup / Piskvork (.psq)
    Sgf,     ///< Smart Game Format, GM[4] (.sgf)
    Text,    ///< this project's plain text, one game a line (.txt)
    PlayOk,  ///< PlayOK's PGN-like game lists (.pgn): `1. h8 i9 2. j10 white 3. -- h12`
    Offsets, ///< Gomocup's opening files: `dx,dy, dx,dy` from the centre, one opening a line
    Packed,  ///< packed move strings, one game a line: `h8h9i8`, `k10j10i9`
    Json,    ///< a JSON array of move strings (.json): `["h8h9i8", "k10 j10 i9"]`
};

/// Returns the format a file name's extension names (case-insensitive), or nothing.
std::optional<RecordFormat> formatOfPath(std::string_view path);

/// Returns the format a `--format` name names: rif, lib, psq, sgf, text, playok, offsets,
/// packed, json; nothing for another name.
std::optional<RecordFormat> formatOfName(std::string_view name);

/// Returns the names formatOfName() takes, separated by commas.
std::string formatNames();

/// Returns "renju.net XML", "RenLib", "Gomocup psq", "SGF", "text", "PlayOK list", "Gomocup
/// openings", "packed moves" or "JSON list".
const char* formatName(RecordFormat format);

/// Returns the extension files of the format are written with: "rif", "lib", "psq", "sgf",
/// "txt", "pgn" (PlayOK), "json"; the other lists are text files (".txt").
const char* formatExtension(RecordFormat format);

/// Returns the format a file's contents look written in when its name says `byName`: a .txt may
/// be this project's text, a PlayOK list (tag pairs `[Event "..."]` or move numbers `1.`), a
/// Gomocup opening file (only numbers, commas and minus signs), packed move strings (points
/// without spaces) or a JSON array; other names are taken at their word.
RecordFormat detectFormat(std::string_view bytes, RecordFormat byName);

/// The board of a game list that does not say its size (PlayOK, offsets, packed, JSON).
inline constexpr int kListBoardSize = rules::kRenjuBoardSize;

/// What a reader may be told.
struct ReadOptions {
    /// The encoding of text that is not UTF-8 (an iconv name, e.g. "CP1251"); empty: detected.
    std::string encoding;
    /// A .psq does not say which colour won: the caller's result, when it knows it.
    std::optional<rules::Score> psqResult;
    /// The board of a game list that does not say (PlayOK, offsets, packed, JSON); 0: 15.
    int boardSize = 0;
};

/// Reads every game of a file's bytes. A .lib gives every line of its tree from the root to a
/// leaf as one game (at most kMaxTreeLineMoves moves in all; past that the problems say so).
RecordFile readRecords(std::string_view bytes, RecordFormat format, const ReadOptions& options);

/// What a writer may be told.
struct WriteOptions {
    /// RenLib only: the code page its comments are written in for RenLib on Windows (an iconv
    /// name); empty writes UTF-8.
    std::string encoding;
    /// renju.net XML: the tournament's name and dates when the games do not say.
    std::string tournament;
    std::string startDate;
    std::string endDate;
    /// The board of a game list, which does not say it (PlayOK, offsets, packed, JSON): a game
    /// on another board is left out; 0: 15.
    int boardSize = 0;
};

/// A file's bytes, and the games that could not be written in that format and why.
struct WrittenRecords {
    std::string bytes;
    std::vector<RecordProblem> problems;
};

/// Writes games in a format; a game the format cannot hold (a point off a RenLib board, a board
/// of another size than the file's) is left out with a problem naming it.
WrittenRecords writeRecords(const std::vector<GameRecord>& games, RecordFormat format,
                            const WriteOptions& options);

} // namespace renju::arbiter::records
