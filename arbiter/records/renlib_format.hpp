#pragma once

#include "arbiter/records/record_formats.hpp"
#include "arbiter/records/record_tree.hpp"

namespace renju::arbiter::records {

/// A RenLib file read: its tree, the version in its header, and what was wrong.
struct RenLibRead {
    RecordTree tree;
    std::vector<RecordProblem> problems;
    /// How comments that were not UTF-8 were read; empty when all were.
    std::string encoding;
    int majorVersion = 0;
    int minorVersion = 0;
};

/// Reads a RenLib 3.x library: the 20-byte header `FF 'RenLib' FF`, major, minor and padding
/// (or none, when the file starts at h8), then one 2-byte record per node in depth-first
/// order: the point (x = byte % 16 from 1, y = byte / 16 from the top; 0 for the root and a
/// pass) and the flags (0x80 a later sibling follows, 0x40 no child, 0x08 a comment follows,
/// 0x20 an old 7-bit comment, 0x10 mark, 0x04 start mark, 0x02 not a move, 0x01 an extension
/// word follows whose bit 0x100 means a board text follows). Texts end with NUL, padded to an even
/// length; the one-line and multi-line parts of a comment are joined by a line break. The tree is
/// built without recursion; a point off the board or a cut file stops the reading there, keeping
/// what came before.
RenLibRead readRenLib(std::string_view bytes, const ReadOptions& options);

/// Writes games merged into one tree (mergeGames()) as a RenLib 3.4 library with a root node:
/// each game a line from the root, its header on its last node when it has one, comments, board
/// texts and marks on their nodes. A game off the 15x15 board is left out. Texts are UTF-8, or
/// in `encoding` (an iconv name) when it is given; line breaks are stored as RenLib does (the
/// first as a backspace, the others as CR LF), so a library read and written again is the same.
WrittenRecords writeRenLib(const std::vector<GameRecord>& games, const std::string& encoding);

} // namespace renju::arbiter::records
