// Games merged into one tree as RenLib keeps a library: mergeGames().
#include "arbiter/records/record_numbers.hpp"
#include "arbiter/records/record_tree.hpp"

#include <algorithm>
#include <sstream>

namespace renju::arbiter::records {

namespace {

/// Returns the child of `parent` at `point` of either kind (a move first), or -1.
int childAt(const RecordTree& tree, int parent, rules::Point point) {
    const int move = tree.findChild(parent, point, true);
    return move >= 0 ? move : tree.findChild(parent, point, false);
}

/// Returns the move numbers an extra lists ("3 7").
std::vector<int> numbersOf(const GameRecord& game, const char* key) {
    std::vector<int> numbers;
    std::istringstream words(game.extra(key).value_or(""));
    int number = 0;
    while (words >> number) {
        numbers.push_back(number);
    }
    return numbers;
}

/// The comments before the first move that every game has: the root's.
std::vector<std::string> sharedOpeningComments(const std::vector<GameRecord>& games) {
    std::vector<std::string> shared;
    if (games.empty()) {
        return shared;
    }
    for (const MoveComment& comment : games.front().comments) {
        const bool isEverywhere =
            comment.afterMove == 0 &&
            std::all_of(games.begin(), games.end(), [&](const GameRecord& game) {
                return std::any_of(game.comments.begin(), game.comments.end(),
                                   [&](const MoveComment& c) {
                                       return c.afterMove == 0 && c.text == comment.text;
                                   });
            });
        if (isEverywhere) {
            shared.push_back(comment.text);
        }
    }
    return shared;
}

/// True when the node has a child that is a move: a line does not end there by itself.
bool hasMoveChild(const RecordTree& tree, int node) {
    for (int child = tree.nodes[at(node)].firstChild; child >= 0;
         child = tree.nodes[at(child)].nextSibling) {
        if (tree.nodes[at(child)].isMove) {
            return true;
        }
    }
    return false;
}

} // namespace

void appendComment(std::string& target, const std::string& text) {
    if (text.empty() || target == text || target.find(text + "\n") == 0 ||
        target.find("\n" + text) != std::string::npos) {
        return;
    }
    target += (target.empty() ? "" : "\n") + text;
}

std::vector<int> addLine(RecordTree& tree, const GameRecord& game) {
    int node = 0;
    std::vector<int> nodeAfter{0};
    for (const RecordMove& move : game.moves) {
        const std::optional<rules::Point> point =
            move.move.isPass ? std::nullopt : std::optional<rules::Point>(move.move.point);
        int child = tree.findChild(node, point, true);
        if (child < 0) {
            TreeNode fresh;
            fresh.point = point;
            child = tree.addChild(node, std::move(fresh));
        }
        node = child;
        nodeAfter.push_back(node);
    }
    return nodeAfter;
}

void annotateLine(RecordTree& tree, const GameRecord& game, const std::vector<int>& nodeAfter) {
    const int last = static_cast<int>(nodeAfter.size()) - 1;
    for (const MoveComment& comment : game.comments) {
        if (comment.afterMove > 0 && comment.afterMove <= last) {
            appendComment(tree.nodes[at(nodeAfter[at(comment.afterMove)])].comment, comment.text);
        }
    }
    for (const BoardLabel& label : game.labels) {
        if (label.afterMove < 0 || label.afterMove > last) {
            continue;
        }
        const int parent = nodeAfter[at(label.afterMove)];
        int child = childAt(tree, parent, label.point);
        if (child < 0) {
            TreeNode text;
            text.point = label.point;
            text.isMove = false;
            child = tree.addChild(parent, std::move(text));
        }
        std::string& boardText = tree.nodes[at(child)].boardText;
        if (boardText.empty()) {
            boardText = label.text;
        }
    }
    for (const int move : numbersOf(game, "renlib.marks")) {
        if (move >= 1 && move <= last) {
            tree.nodes[at(nodeAfter[at(move)])].isMark = true;
        }
    }
    for (const int move : numbersOf(game, "renlib.start")) {
        if (move >= 1 && move <= last) {
            tree.nodes[at(nodeAfter[at(move)])].isStart = true;
        }
    }
}

RecordTree mergeGames(const std::vector<GameRecord>& games, std::vector<RecordProblem>& problems) {
    RecordTree tree;
    std::vector<std::vector<int>> nodesOf;
    for (const GameRecord& game : games) {
        nodesOf.push_back(addLine(tree, game));
    }
    const std::vector<std::string> shared = sharedOpeningComments(games);
    for (const std::string& comment : shared) {
        appendComment(tree.nodes[0].comment, comment);
    }
    std::vector<int> gameEndingAt(tree.nodes.size(), 0);
    for (std::size_t g = 0; g < games.size(); ++g) {
        const GameRecord& game = games[g];
        const std::vector<int>& nodeAfter = nodesOf[g];
        annotateLine(tree, game, nodeAfter);
        const int end = nodeAfter.back();
        if (end == 0) {
            problems.push_back(
                {"", game.number, "a game without moves is not a line of a tree; left out"});
            continue;
        }
        GameRecord header = game;
        header.comments.clear();
        for (const MoveComment& comment : game.comments) {
            if (comment.afterMove == 0 &&
                std::find(shared.begin(), shared.end(), comment.text) == shared.end()) {
                header.comments.push_back(comment);
            }
        }
        std::string& text = tree.nodes[at(end)].comment;
        GameRecord earlier;
        const bool isRepeated = gameEndingAt[at(end)] != 0;
        if (isRepeated) {
            const GameRecord& first = games[at(gameEndingAt[at(end)] - 1)];
            problems.push_back(
                {"", game.number,
                 "the same moves as an earlier game (" +
                     (hasInfo(first) ? first.black + " - " + first.white
                                     : "game " + std::to_string(gameEndingAt[at(end)])) +
                     "): their line holds both" +
                     (readGameHeaderComment(text, earlier, nullptr)
                          ? " headers, the earlier one as a comment"
                          : "")});
        }
        gameEndingAt[at(end)] = static_cast<int>(g) + 1;
        const bool needsHeader =
            hasInfo(header) || !header.comments.empty() || isRepeated || hasMoveChild(tree, end);
        if (needsHeader) {
            text = gameHeaderComment(header) + (text.empty() ? "" : "\n\n" + text);
        }
    }
    return tree;
}

} // namespace renju::arbiter::records
