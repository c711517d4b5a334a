#pragma once

#include "arbiter/records/record_file.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::records {

/// A node of a game tree as RenLib keeps it: a move (or a pass) after its parent's position, or
/// a mark that is not a move (a text on a point of the board).
struct TreeNode {
    /// The point; nothing for the root and for a pass.
    std::optional<rules::Point> point;
    /// False for RenLib's "not a move" nodes (board texts).
    bool isMove = true;
    bool isMark = false;
    /// UTF-8; RenLib's one-line and multi-line comments joined by a line break.
    std::string comment;
    std::string boardText;
    int firstChild = -1;
    int lastChild = -1;
    int nextSibling = -1;
};

/// A game tree: node 0 is the root (the empty board). Children are kept in file order.
struct RecordTree {
    std::vector<TreeNode> nodes = std::vector<TreeNode>(1);

    /// Returns the child of `parent` with that point and kind, or -1.
    [[nodiscard]] int findChild(int parent, const std::optional<rules::Point>& point,
                                bool isMove) const;
    /// Appends `node` as the last child of `parent`; returns its index.
    int addChild(int parent, TreeNode node);
};

/// The most moves one line of a tree may have (225 stones and as many passes cannot be
/// exceeded without two passes in a row, which end a game); a longer line is cut.
inline constexpr int kMaxLineMoves = 450;
/// The most moves all the lines read from one tree may hold together, so that a tree built to
/// have very many long lines cannot exhaust memory.
inline constexpr long long kMaxTreeLineMoves = 8'000'000;

/// Visits every line of the tree from the root to a leaf, and to every inner node whose comment
/// is a game's header (as mergeGames() writes one), in depth-first order, as a game (numbered
/// from 1); stops when `visit` returns false. Iterative: no recursion however deep the tree.
/// Returns the problems met (lines cut at kMaxLineMoves).
std::vector<RecordProblem> forEachTreeLine(const RecordTree& tree,
                                           const std::function<bool(GameRecord&&)>& visit);

/// Merges games into one tree, each a line from the root; the node of a game's last move gets
/// a comment with its header (players, event, round, date, rules, result, 5th-move proposals),
/// and its move comments go on their nodes. A game with a pass is merged like any other; a game
/// without moves, or with the same moves as an earlier one, is reported in `problems`.
RecordTree mergeGames(const std::vector<GameRecord>& games, std::vector<RecordProblem>& problems);

/// Returns the header comment of a game ("Black: ...\nWhite: ...\nResult: 1-0 ...").
std::string gameHeaderComment(const GameRecord& game);

/// Reads a header comment back into `game`; false (game unchanged) when `comment` does not start
/// with one. What follows the header after a blank line goes to `rest` when it is given.
bool readGameHeaderComment(const std::string& comment, GameRecord& game, std::string* rest);

} // namespace renju::arbiter::records
