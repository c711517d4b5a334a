#pragma once

#include "arbiter/records/record_formats.hpp"

#include <array>
#include <utility>

namespace renju::arbiter::records {

/// Reads every game tree of an SGF collection (GM[4], as RenLib, Renjubase and the ORC write) as
/// the RenLib reader reads a library: every line of a tree, from its root to a leaf, is a game
/// (variations that start with the same move are merged), numbered in file order. Read: SZ,
/// PB, PW, EV, RO, DT, RU, RE (B+..., W+..., 0 or Draw) and the unchosen 5th-move proposals 5A
/// (also FA) wherever a node sets them, B[..]/W[..] moves (`tt` or an empty value is a pass),
/// C[..] comments (line ends made LF), LB[..:text] labels and the marks MA, CR, TR, SQ (as the
/// labels ×, ○, △, □), and setup stones AB/AW before the first move as the first moves (Black
/// and White in turn, kept as the extra "sgf.setup"). Other properties of the root are kept as
/// "sgf.NAME" extras; those of other nodes are named in a note. Nesting is followed without
/// recursion. Text is read in CA[..]'s charset when the file is not UTF-8 (GB2312 as GB18030, its
/// superset); a file labelled UTF-8 that is not is decoded as the code page detected, with a
/// note. A problem in a game tree leaves that tree out.
RecordFile readSgf(std::string_view bytes, const ReadOptions& options);

/// Writes games as an SGF collection, UTF-8 (CA[UTF-8]): the consecutive lines of one tree
/// (GameRecord::tree) with the same game information as one game tree with variations, every
/// other game as a game tree of its own (a game that is the start of another one in the same
/// tree too, so that its line ends where it ends).
std::string writeSgf(const std::vector<GameRecord>& games);

/// The marks SGF draws without a text, and the label text each is read as.
inline constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kSgfMarks = {{
    {"MA", "\xC3\x97"},     // ×
    {"CR", "\xE2\x97\x8B"}, // ○
    {"TR", "\xE2\x96\xB3"}, // △
    {"SQ", "\xE2\x96\xA1"}, // □
}};

/// Reads `hh`-style coordinates (column from the left, row from the top) on a board of `size`;
/// nothing when bad.
std::optional<rules::Point> readSgfPoint(std::string_view value, int size);

/// Writes a point as SGF coordinates on a board of `size`.
std::string sgfPoint(rules::Point point, int size);

} // namespace renju::arbiter::records
