#include "diagram.hpp"

#include "rules/notation.hpp"

#include <stdexcept>
#include <string>

namespace renju::rules::test {

Diagram readDiagram(std::string_view text, std::string_view bottomLeft, int boardSize) {
    std::vector<std::string> rows;
    std::string current;
    for (char c : text) {
        if (c == '\n') {
            if (!current.empty()) {
                rows.push_back(current);
            }
            current.clear();
        } else if (c != ' ') {
            current += c;
        }
    }
    if (!current.empty()) {
        rows.push_back(current);
    }
    auto origin = parsePoint(bottomLeft, boardSize);
    if (!origin) {
        throw std::invalid_argument("diagram: bad bottom-left point");
    }
    Diagram diagram{Board(boardSize), {}};
    int rowCount = static_cast<int>(rows.size());
    for (int r = 0; r < rowCount; ++r) {
        const std::string& row = rows[static_cast<std::size_t>(r)];
        for (std::size_t c = 0; c < row.size(); ++c) {
            Point point{origin->col + static_cast<int>(c), origin->row + rowCount - 1 - r};
            if (!diagram.board.contains(point)) {
                throw std::invalid_argument("diagram: a character lies off the board");
            }
            switch (row[c]) {
            case 'X':
                diagram.board.place(point, Stone::Black);
                break;
            case 'O':
                diagram.board.place(point, Stone::White);
                break;
            case '*':
                diagram.marks.push_back(point);
                break;
            case '.':
                break;
            default:
                throw std::invalid_argument(std::string("diagram: unknown character ") + row[c]);
            }
        }
    }
    return diagram;
}

} // namespace renju::rules::test
