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
    /// RenLib's start mark: the position the library opens at.
    bool isStart = false;
    /// UTF-8; RenLib's one-line and multi-line comments joined by a line break.
    std::string comment;
    /// A text shown on the node's point in its parent's position.
    std::string boardText;
    /// The game information set at this node (an index into RecordTree::infos), -1 for none:
    /// SGF's game-info properties, which hold for every line through the node.
    int info = -1;
    int firstChild = -1;
    int lastChild = -1;
    int nextSibling = -1;
};

/// A game tree: node 0 is the root (the empty board). Children are kept in file order.
struct RecordTree {
    std::vector<TreeNode> nodes = std::vector<TreeNode>(1);
    /// Game information set at nodes (players, event, rules, board, result...; no moves).
    std::vector<GameRecord> infos;

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

/// Where the lines of a tree end.
enum class LineEnds {
    Leaves,       ///< at the leaves only (SGF); a tree without a move is one game without moves
    LeavesHeaders ///< at the leaves and at inner nodes holding a game's header (RenLib)
};

/// Visits every line of the tree from the root to a leaf (and, as `ends` says, to every inner
/// node whose comment is a game's header as mergeGames() writes one), in depth-first order, as a
/// game (numbered from 1, `tree` 1): its moves, the comments and board texts of its positions
/// (labels), the game information of the nodes it passes (`infos`) and of its header, and
/// RenLib's marks as the extras "renlib.marks" and "renlib.start" (move numbers). Stops when
/// `visit` returns false. Iterative: no recursion however deep the tree. Returns the problems
/// met (lines cut at kMaxLineMoves).
std::vector<RecordProblem> forEachTreeLine(const RecordTree& tree,
                                           const std::function<bool(GameRecord&&)>& visit,
                                           LineEnds ends = LineEnds::LeavesHeaders);

/// Adds a game's moves to a tree as a line from the root, merged with the nodes already there;
/// returns the node after each move (element 0 the root).
std::vector<int> addLine(RecordTree& tree, const GameRecord& game);

/// Puts a game's comments after moves, labels (as board texts) and RenLib marks on the nodes of
/// its line (`nodeAfter` from addLine()). A comment a node holds already is not repeated.
void annotateLine(RecordTree& tree, const GameRecord& game, const std::vector<int>& nodeAfter);

/// Adds `text` to a node's comment, on a line of its own, unless the comment holds it already.
void appendComment(std::string& target, const std::string& text);

/// Merges games into one tree, each a line from the root, as RenLib keeps it: comments on their
/// nodes, labels as board texts (on a child at that point, or a node that is not a move), the
/// marks of the "renlib.*" extras. The node of a game's last move gets a comment with its header
/// (players, event, round, date, rules, result, 5th-move proposals) when the game has any of
/// these or its line would not end there otherwise; a comment before the first move that every
/// game has is the root's. A game without moves, or with the same moves as an earlier one, is
/// reported in `problems`.
RecordTree mergeGames(const std::vector<GameRecord>& games, std::vector<RecordProblem>& problems);

/// Returns the header comment of a game ("Black: ...\nWhite: ...\nResult: 1-0 ..."), with its
/// comments before the first move as "Comment:" lines.
std::string gameHeaderComment(const GameRecord& game);

/// Reads a header comment back into `game`; false (game unchanged) when `comment` does not start
/// with one. What follows the header after a blank line goes to `rest` when it is given.
bool readGameHeaderComment(const std::string& comment, GameRecord& game, std::string* rest);

} // namespace renju::arbiter::records
