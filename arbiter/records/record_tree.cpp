#include "arbiter/records/record_tree.hpp"

#include "arbiter/records/record_numbers.hpp"

namespace renju::arbiter::records {

namespace {

/// Adds the move numbers of a line's marked nodes to an extra ("3 7").
void addMarkExtra(GameRecord& game, const char* key, int move) {
    const std::string number = std::to_string(move);
    const auto old = game.extra(key);
    game.setExtra(key, old ? *old + " " + number : number);
}

/// Copies the game information set at a node into a line.
void applyInfo(const GameRecord& info, GameRecord& game) {
    game.black = info.black;
    game.white = info.white;
    game.event = info.event;
    game.round = info.round;
    game.date = info.date;
    game.ruleSet = info.ruleSet;
    game.boardSize = info.boardSize;
    game.result = info.result;
    game.fifthAlternatives = info.fifthAlternatives;
    for (const auto& [key, value] : info.extras) {
        game.setExtra(key, value);
    }
}

/// Adds the board texts shown in the position of `node` (on its children) as labels.
void addLabels(const RecordTree& tree, int node, GameRecord& game) {
    const int afterMove = static_cast<int>(game.moves.size());
    for (int child = tree.nodes[at(node)].firstChild; child >= 0;
         child = tree.nodes[at(child)].nextSibling) {
        const TreeNode& label = tree.nodes[at(child)];
        if (!label.boardText.empty() && label.point) {
            game.labels.push_back({afterMove, *label.point, label.boardText});
        }
    }
}

/// True when a comment is a game's header (as mergeGames() writes one).
bool isGameHeader(const std::string& comment) {
    if (comment.rfind("Black: ", 0) != 0) {
        return false;
    }
    GameRecord probe;
    return readGameHeaderComment(comment, probe, nullptr);
}

/// Marks the nodes with a board text among their children, so that a line looks for labels only
/// there (a node may have thousands of children).
std::vector<bool> nodesWithLabels(const RecordTree& tree) {
    std::vector<bool> marked(tree.nodes.size(), false);
    for (std::size_t parent = 0; parent < tree.nodes.size(); ++parent) {
        for (int child = tree.nodes[parent].firstChild; child >= 0 && !marked[parent];
             child = tree.nodes[at(child)].nextSibling) {
            marked[parent] = !tree.nodes[at(child)].boardText.empty();
        }
    }
    return marked;
}

/// What every line of one walk through a tree shares.
struct LineContext {
    const RecordTree& tree;
    const std::vector<bool>& hasLabels;
    LineEnds ends;
};

/// Makes one line of the tree into a game.
GameRecord lineGame(const LineContext& context, const std::vector<int>& path, int number) {
    const RecordTree& tree = context.tree;
    const LineEnds ends = context.ends;
    GameRecord game;
    game.number = number;
    game.tree = 1;
    const TreeNode& root = tree.nodes[0];
    if (root.info >= 0) {
        applyInfo(tree.infos[at(root.info)], game);
    }
    if (!root.comment.empty()) {
        game.comments.push_back({0, root.comment});
    }
    if (context.hasLabels[0]) {
        addLabels(tree, 0, game);
    }
    for (std::size_t k = 1; k < path.size(); ++k) {
        const TreeNode& node = tree.nodes[at(path[k])];
        if (node.info >= 0) {
            applyInfo(tree.infos[at(node.info)], game);
        }
        if (!node.isMove) {
            continue;
        }
        game.moves.push_back({node.point ? rules::Move::at(*node.point) : rules::Move::pass(), -1});
        const int move = static_cast<int>(game.moves.size());
        if (node.isMark) {
            addMarkExtra(game, "renlib.marks", move);
        }
        if (node.isStart) {
            addMarkExtra(game, "renlib.start", move);
        }
        if (context.hasLabels[at(path[k])]) {
            addLabels(tree, path[k], game);
        }
        if (node.comment.empty()) {
            continue;
        }
        std::string rest;
        const bool isLast = k + 1 == path.size();
        if (!isLast || ends == LineEnds::Leaves ||
            !readGameHeaderComment(node.comment, game, &rest)) {
            game.comments.push_back({move, node.comment});
        } else if (!rest.empty()) {
            game.comments.push_back({move, rest});
        }
    }
    return game;
}

} // namespace

int RecordTree::findChild(int parent, const std::optional<rules::Point>& point, bool isMove) const {
    for (int child = nodes[at(parent)].firstChild; child >= 0;
         child = nodes[at(child)].nextSibling) {
        if (nodes[at(child)].point == point && nodes[at(child)].isMove == isMove) {
            return child;
        }
    }
    return -1;
}

int RecordTree::addChild(int parent, TreeNode node) {
    node.firstChild = node.lastChild = node.nextSibling = -1;
    const int index = static_cast<int>(nodes.size());
    nodes.push_back(std::move(node));
    TreeNode& up = nodes[at(parent)];
    if (up.lastChild < 0) {
        up.firstChild = index;
    } else {
        nodes[at(up.lastChild)].nextSibling = index;
    }
    up.lastChild = index;
    return index;
}

std::vector<RecordProblem> forEachTreeLine(const RecordTree& tree,
                                           const std::function<bool(GameRecord&&)>& visit,
                                           LineEnds ends) {
    struct Entry {
        int node = 0;
        std::size_t level = 0;
        int moves = 0;
    };
    std::vector<RecordProblem> problems;
    std::vector<int> path;
    std::vector<Entry> stack{Entry{}};
    std::vector<int> children;
    const std::vector<bool> hasLabels = nodesWithLabels(tree);
    const LineContext context{tree, hasLabels, ends};
    int number = 0;
    while (!stack.empty()) {
        const Entry entry = stack.back();
        stack.pop_back();
        path.resize(entry.level);
        path.push_back(entry.node);
        const TreeNode& node = tree.nodes[at(entry.node)];
        children.clear();
        bool hasMoveChild = false;
        for (int child = node.firstChild; child >= 0; child = tree.nodes[at(child)].nextSibling) {
            children.push_back(child);
            hasMoveChild = hasMoveChild || tree.nodes[at(child)].isMove;
        }
        const bool isCut = hasMoveChild && entry.moves >= kMaxLineMoves;
        if (isCut) {
            problems.push_back({"", number + 1,
                                "a line of the tree is longer than " +
                                    std::to_string(kMaxLineMoves) + " moves: cut there"});
        }
        const bool endsGame = !hasMoveChild || isCut ||
                              (ends == LineEnds::LeavesHeaders && isGameHeader(node.comment));
        // A tree of SGF without a move is a game without moves, its root's.
        const bool isEmptyGame = entry.node == 0 && !hasMoveChild && ends == LineEnds::Leaves;
        if (((entry.node != 0 && node.isMove && endsGame) || isEmptyGame) &&
            !visit(lineGame(context, path, ++number))) {
            return problems;
        }
        if (isCut) {
            continue;
        }
        for (auto child = children.rbegin(); child != children.rend(); ++child) {
            stack.push_back(
                {*child, entry.level + 1, entry.moves + (tree.nodes[at(*child)].isMove ? 1 : 0)});
        }
    }
    return problems;
}

} // namespace renju::arbiter::records
