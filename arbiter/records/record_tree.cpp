#include "arbiter/records/record_tree.hpp"

namespace renju::arbiter::records {

namespace {

std::size_t at(int index) {
    return static_cast<std::size_t>(index);
}

std::string pointsText(const std::vector<rules::Point>& points) {
    std::string text;
    for (const rules::Point& point : points) {
        text += (text.empty() ? "" : " ") + rules::formatPoint(point);
    }
    return text;
}

/// Makes one line of the tree into a game.
GameRecord lineGame(const RecordTree& tree, const std::vector<int>& path, int number) {
    GameRecord game;
    game.number = number;
    const TreeNode& root = tree.nodes[0];
    if (!root.comment.empty()) {
        game.comments.push_back({0, root.comment});
    }
    for (std::size_t k = 1; k < path.size(); ++k) {
        const TreeNode& node = tree.nodes[at(path[k])];
        if (!node.isMove) {
            continue;
        }
        game.moves.push_back({node.point ? rules::Move::at(*node.point) : rules::Move::pass(), -1});
        if (node.comment.empty()) {
            continue;
        }
        std::string rest;
        const bool isLast = k + 1 == path.size();
        if (!isLast || !readGameHeaderComment(node.comment, game, &rest)) {
            game.comments.push_back({static_cast<int>(game.moves.size()), node.comment});
        } else if (!rest.empty()) {
            game.comments.push_back({static_cast<int>(game.moves.size()), rest});
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
                                           const std::function<bool(GameRecord&&)>& visit) {
    struct Entry {
        int node = 0;
        std::size_t level = 0;
        int moves = 0;
    };
    std::vector<RecordProblem> problems;
    std::vector<int> path;
    std::vector<Entry> stack{Entry{}};
    std::vector<int> children;
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
        GameRecord probe;
        const bool endsGame =
            !hasMoveChild || isCut || readGameHeaderComment(node.comment, probe, nullptr);
        if (entry.node != 0 && node.isMove && endsGame && !visit(lineGame(tree, path, ++number))) {
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

std::string gameHeaderComment(const GameRecord& game) {
    std::string text = "Black: " + game.black + "\nWhite: " + game.white +
                       "\nResult: " + formatRecordResult(game.result);
    const auto line = [&](const char* key, const std::string& value) {
        if (!value.empty()) {
            text += std::string("\n") + key + ": " + value;
        }
    };
    line("Event", game.event);
    line("Round", game.round);
    line("Date", game.date);
    line("Rules", game.ruleSet);
    line("Alternatives", pointsText(game.fifthAlternatives));
    for (const MoveComment& comment : game.comments) {
        if (comment.afterMove == 0) {
            std::string escaped;
            for (const char c : comment.text) {
                escaped += c == '\\' ? "\\\\" : c == '\n' ? "\\n" : std::string(1, c);
            }
            line("Comment", escaped);
        }
    }
    return text;
}

bool readGameHeaderComment(const std::string& comment, GameRecord& game, std::string* rest) {
    if (comment.rfind("Black: ", 0) != 0) {
        return false;
    }
    const std::size_t blank = comment.find("\n\n");
    const std::size_t headerEnd = blank == std::string::npos ? comment.size() : blank;
    GameRecord read = game;
    std::size_t start = 0;
    bool hasResult = false;
    while (start <= headerEnd) {
        std::size_t end = comment.find('\n', start);
        end = end == std::string::npos || end > headerEnd ? headerEnd : end;
        const std::string line = comment.substr(start, end - start);
        start = end + 1;
        const std::size_t colon = line.find(": ");
        if (colon == std::string::npos) {
            return false;
        }
        const std::string key = line.substr(0, colon);
        const std::string value = line.substr(colon + 2);
        if (key == "Black" || key == "White" || key == "Event" || key == "Round" || key == "Date" ||
            key == "Rules") {
            (key == "Black"   ? read.black
             : key == "White" ? read.white
             : key == "Event" ? read.event
             : key == "Round" ? read.round
             : key == "Date"  ? read.date
                              : read.ruleSet) = value;
        } else if (key == "Result") {
            const auto result = parseRecordResult(value);
            if (!result) {
                return false;
            }
            read.result = *result;
            hasResult = true;
        } else if (key == "Comment") {
            std::string text;
            for (std::size_t i = 0; i < value.size(); ++i) {
                if (value[i] == '\\' && i + 1 < value.size()) {
                    text += value[++i] == 'n' ? '\n' : value[i];
                } else {
                    text += value[i];
                }
            }
            read.comments.push_back({0, text});
        } else if (key == "Alternatives") {
            std::size_t from = 0;
            while (from < value.size()) {
                std::size_t space = value.find(' ', from);
                space = space == std::string::npos ? value.size() : space;
                const auto point = parseRecordPoint(value.substr(from, space - from));
                if (!point) {
                    return false;
                }
                read.fifthAlternatives.push_back(*point);
                from = space + 1;
            }
        } else {
            return false;
        }
    }
    if (!hasResult) {
        return false;
    }
    game = std::move(read);
    if (rest != nullptr) {
        *rest = blank == std::string::npos ? "" : comment.substr(blank + 2);
    }
    return true;
}

RecordTree mergeGames(const std::vector<GameRecord>& games, std::vector<RecordProblem>& problems) {
    RecordTree tree;
    for (const GameRecord& game : games) {
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
        for (const MoveComment& comment : game.comments) {
            if (comment.afterMove <= 0 || comment.afterMove >= static_cast<int>(nodeAfter.size())) {
                continue;
            }
            std::string& text = tree.nodes[at(nodeAfter[at(comment.afterMove)])].comment;
            if (text.find(comment.text) == std::string::npos) {
                text += (text.empty() ? "" : "\n") + comment.text;
            }
        }
        if (node == 0) {
            problems.push_back({"", game.number,
                                "a game without moves is not a line of a tree; "
                                "left out"});
            continue;
        }
        std::string& text = tree.nodes[at(node)].comment;
        GameRecord earlier;
        if (readGameHeaderComment(text, earlier, nullptr)) {
            problems.push_back({"", game.number,
                                "the same moves as an earlier game (" + earlier.black + " - " +
                                    earlier.white +
                                    "): their line holds both headers, the "
                                    "earlier one as a comment"});
        }
        text = gameHeaderComment(game) + (text.empty() ? "" : "\n\n" + text);
    }
    return tree;
}

} // namespace renju::arbiter::records
