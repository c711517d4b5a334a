// SGF written as trees: the lines of one game tree go back into one tree with its variations.
#include "arbiter/records/record_numbers.hpp"
#include "arbiter/records/record_tree.hpp"
#include "arbiter/records/sgf_format.hpp"

#include <cstdlib>

namespace renju::arbiter::records {

namespace {

std::string sgfEscaped(std::string_view text, bool isComposed = false) {
    std::string out;
    for (const char c : text) {
        if (c == ']' || c == '\\' || (isComposed && c == ':')) {
            out += '\\';
        }
        out += c;
    }
    return out;
}

const char* resultValue(rules::Score result) {
    return result == rules::Score::BlackWins   ? "B+"
           : result == rules::Score::WhiteWins ? "W+"
           : result == rules::Score::Draw      ? "0"
                                               : "?";
}

/// True when `game` can join the tree as a line of its own: it leaves the tree somewhere, and no
/// earlier game ends on its way (its line would then not end where it ends).
bool extendsTree(const RecordTree& tree, const std::vector<bool>& isEnd, const GameRecord& game) {
    int node = 0;
    for (const RecordMove& move : game.moves) {
        const std::optional<rules::Point> point =
            move.move.isPass ? std::nullopt : std::optional<rules::Point>(move.move.point);
        const int child = tree.findChild(node, point, true);
        if (child < 0) {
            return true;
        }
        if (isEnd[at(child)]) {
            return false;
        }
        node = child;
    }
    return false;
}

/// Returns the single move child of a node, or -1 when it has none or several.
int onlyMoveChild(const RecordTree& tree, int node) {
    int only = -1;
    for (int child = tree.nodes[at(node)].firstChild; child >= 0;
         child = tree.nodes[at(child)].nextSibling) {
        if (tree.nodes[at(child)].isMove) {
            if (only >= 0) {
                return -1;
            }
            only = child;
        }
    }
    return only;
}

/// Writes one game tree of SGF from a tree of lines.
class TreeWriter {
public:
    TreeWriter(const RecordTree& tree, const GameRecord& info, std::string& out)
        : m_tree(tree), m_info(info), m_out(out), m_size(info.boardSize) {}

    void write() {
        const int setup = setupMoves();
        m_out += "(;FF[4]GM[4]CA[UTF-8]SZ[" + std::to_string(m_size) + "]";
        writeInfo();
        std::vector<int> chain{0};
        for (int k = 0; k < setup; ++k) {
            chain.push_back(onlyMoveChild(m_tree, chain.back()));
        }
        if (setup > 0) {
            writeSetup(chain);
        }
        std::string comment;
        for (const int node : chain) {
            appendComment(comment, m_tree.nodes[at(node)].comment);
        }
        property("C", comment);
        for (const int node : chain) {
            writeLabels(node);
        }
        writeMoves(chain.back(), setup);
        m_out += ")\n";
    }

private:
    /// The moves the file read as AB/AW setup stones, when they are still one chain.
    int setupMoves() const {
        const int count = std::atoi(m_info.extra("sgf.setup").value_or("0").c_str());
        int node = 0;
        for (int k = 0; k < count; ++k) {
            node = onlyMoveChild(m_tree, node);
            if (node < 0 || !m_tree.nodes[at(node)].point) {
                return 0;
            }
        }
        return count;
    }

    void property(const char* name, const std::string& value) {
        if (!value.empty()) {
            m_out += std::string(name) + "[" + sgfEscaped(value) + "]";
        }
    }

    void writeInfo() {
        property("PB", m_info.black);
        property("PW", m_info.white);
        property("EV", m_info.event);
        property("RO", m_info.round);
        property("DT", m_info.date);
        property("RU", m_info.ruleSet);
        property("RE", resultValue(m_info.result));
        if (!m_info.fifthAlternatives.empty()) {
            m_out += "5A";
            for (const rules::Point& point : m_info.fifthAlternatives) {
                m_out += "[" + sgfPoint(point, m_size) + "]";
            }
        }
        for (const auto& [key, value] : m_info.extras) {
            if (key.rfind("sgf.", 0) != 0 || key == "sgf.setup") {
                continue;
            }
            m_out += key.substr(4);
            std::size_t start = 0;
            while (start <= value.size()) {
                std::size_t end = value.find('\x1F', start);
                end = end == std::string::npos ? value.size() : end;
                m_out += "[" + sgfEscaped(value.substr(start, end - start)) + "]";
                start = end + 1;
            }
        }
    }

    void writeSetup(const std::vector<int>& chain) {
        for (int colour = 0; colour < 2; ++colour) {
            m_out += colour == 0 ? "AB" : "AW";
            for (std::size_t k = 1 + static_cast<std::size_t>(colour); k < chain.size(); k += 2) {
                m_out += "[" + sgfPoint(*m_tree.nodes[at(chain[k])].point, m_size) + "]";
            }
        }
    }

    /// Writes the board texts shown in a node's position: LB, or MA, CR, TR, SQ for their marks.
    void writeLabels(int node) {
        std::vector<std::pair<std::string, std::string>> values;
        for (int child = m_tree.nodes[at(node)].firstChild; child >= 0;
             child = m_tree.nodes[at(child)].nextSibling) {
            const TreeNode& label = m_tree.nodes[at(child)];
            if (label.boardText.empty() || !label.point) {
                continue;
            }
            std::string name = "LB";
            std::string value = sgfPoint(*label.point, m_size);
            for (const auto& [mark, text] : kSgfMarks) {
                name = label.boardText == text ? std::string(mark) : name;
            }
            if (name == "LB") {
                value += ":" + sgfEscaped(label.boardText, true);
            }
            values.emplace_back(name, value);
        }
        for (const auto& [name, unused] : kSgfMarks) {
            writeValues(std::string(name), values);
        }
        writeValues("LB", values);
    }

    void writeValues(const std::string& name,
                     const std::vector<std::pair<std::string, std::string>>& values) {
        bool isFirst = true;
        for (const auto& [key, value] : values) {
            if (key == name) {
                m_out += (isFirst ? name : "") + "[" + value + "]";
                isFirst = false;
            }
        }
    }

    /// Writes the moves below `start` in depth-first order, a variation in parentheses wherever
    /// a position has more than one move; iterative, however deep the tree.
    void writeMoves(int start, int startMoves) {
        struct Step {
            int node = -1; // -1: open a variation, -2: close one
            int moves = 0;
        };
        std::vector<Step> stack;
        const auto pushChildren = [&](int node, int moves) {
            std::vector<int> children;
            for (int child = m_tree.nodes[at(node)].firstChild; child >= 0;
                 child = m_tree.nodes[at(child)].nextSibling) {
                if (m_tree.nodes[at(child)].isMove) {
                    children.push_back(child);
                }
            }
            const bool isBranch = children.size() > 1;
            for (auto child = children.rbegin(); child != children.rend(); ++child) {
                if (isBranch) {
                    stack.push_back({-2, 0});
                }
                stack.push_back({*child, moves + 1});
                if (isBranch) {
                    stack.push_back({-1, 0});
                }
            }
        };
        pushChildren(start, startMoves);
        while (!stack.empty()) {
            const Step step = stack.back();
            stack.pop_back();
            if (step.node < 0) {
                m_out += step.node == -1 ? "(" : ")";
                continue;
            }
            const TreeNode& node = m_tree.nodes[at(step.node)];
            m_out += std::string("\n;") + (step.moves % 2 == 1 ? "B[" : "W[") +
                     (node.point ? sgfPoint(*node.point, m_size) : (m_size <= 19 ? "tt" : "")) +
                     "]";
            property("C", node.comment);
            writeLabels(step.node);
            pushChildren(step.node, step.moves);
        }
    }

    const RecordTree& m_tree;
    const GameRecord& m_info;
    std::string& m_out;
    int m_size;
};

} // namespace

std::string writeSgf(const std::vector<GameRecord>& games) {
    std::string out;
    std::size_t first = 0;
    while (first < games.size()) {
        RecordTree tree;
        std::vector<std::vector<int>> lines{addLine(tree, games[first])};
        std::vector<bool> isEnd(tree.nodes.size(), false);
        isEnd[at(lines.back().back())] = true;
        std::size_t next = first + 1;
        while (next < games.size() && games[first].tree != 0 &&
               games[next].tree == games[first].tree && hasSameInfo(games[next], games[first]) &&
               extendsTree(tree, isEnd, games[next])) {
            lines.push_back(addLine(tree, games[next]));
            isEnd.resize(tree.nodes.size(), false);
            isEnd[at(lines.back().back())] = true;
            ++next;
        }
        for (std::size_t g = first; g < next; ++g) {
            annotateLine(tree, games[g], lines[g - first]);
            for (const MoveComment& comment : games[g].comments) {
                if (comment.afterMove == 0) {
                    appendComment(tree.nodes[0].comment, comment.text);
                }
            }
        }
        TreeWriter(tree, games[first], out).write();
        first = next;
    }
    return out;
}

} // namespace renju::arbiter::records
