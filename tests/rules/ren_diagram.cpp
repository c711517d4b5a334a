#include "ren_diagram.hpp"

#include "rules/notation.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <stdexcept>
#include <string>

namespace renju::rules::test {

RenDiagram readRenDiagram(std::string_view text, Stone toMove) {
    std::vector<std::string> rows;
    std::string current;
    for (char c : std::string(text) + "\n") {
        if (c == '\n') {
            if (!current.empty()) {
                rows.push_back(current);
            }
            current.clear();
        } else if (c != ' ') {
            current += c;
        }
    }
    int size = static_cast<int>(rows.size());
    RenDiagram diagram{initialRenPosition(size), {}};
    diagram.position.toMove = toMove;
    for (int r = 0; r < size; ++r) {
        const std::string& row = rows[static_cast<std::size_t>(r)];
        if (static_cast<int>(row.size()) != size) {
            throw std::invalid_argument("ren diagram: every row must have " + std::to_string(size) +
                                        " squares");
        }
        for (int c = 0; c < size; ++c) {
            Point square{c, size - 1 - r};
            char mark = row[static_cast<std::size_t>(c)];
            if (mark == 'X' || mark == 'x') {
                diagram.position.board.place(square, Stone::Black, mark == 'x');
            } else if (mark == 'O' || mark == 'o') {
                diagram.position.board.place(square, Stone::White, mark == 'o');
            } else if (mark == '*') {
                diagram.marks.push_back(square);
            } else if (mark != '.') {
                throw std::invalid_argument(std::string("ren diagram: unknown character ") + mark);
            }
        }
    }
    return diagram;
}

RenMoveReport playRen(RenPosition& position, std::string_view square, const RenVariants& variants) {
    auto move = square == "pass" ? std::optional<Move>(Move::pass())
                                 : parseMove(square, position.board.size());
    REQUIRE(move);
    RenPlay play = playRenMove(position, *move, variants);
    INFO(square);
    REQUIRE(play.refusal == RenRefusal::None);
    return play.report;
}

std::string squaresText(std::vector<Point> squares) {
    std::sort(squares.begin(), squares.end(),
              [](Point a, Point b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
    std::string text;
    for (Point square : squares) {
        text += (text.empty() ? "" : " ") + formatPoint(square);
    }
    return text;
}

} // namespace renju::rules::test
