#include "rules/notation.hpp"

namespace renju::rules {

namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

} // namespace

std::optional<Point> parsePoint(std::string_view text, int boardSize) {
    if (text.size() < 2 || text.size() > 3) {
        return std::nullopt;
    }
    char letter = text[0];
    if (letter >= 'A' && letter <= 'Z') {
        letter = static_cast<char>(letter - 'A' + 'a');
    }
    if (letter < 'a' || letter > 'z') {
        return std::nullopt;
    }
    int row = 0;
    for (std::size_t i = 1; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9' || (i == 1 && text[i] == '0')) {
            return std::nullopt;
        }
        row = row * 10 + (text[i] - '0');
    }
    Point point{letter - 'a', row - 1};
    if (point.col >= boardSize || point.row < 0 || point.row >= boardSize) {
        return std::nullopt;
    }
    return point;
}

std::optional<Move> parseMove(std::string_view text, int boardSize) {
    if (text == "--") {
        return Move::pass();
    }
    auto point = parsePoint(text, boardSize);
    if (!point) {
        return std::nullopt;
    }
    return Move::at(*point);
}

std::string formatPoint(Point point) {
    std::string text(1, static_cast<char>('a' + point.col));
    text += std::to_string(point.row + 1);
    return text;
}

std::string formatMove(const Move& move) {
    return move.isPass ? std::string("--") : formatPoint(move.point);
}

MoveListParse parseMoveList(std::string_view text, int boardSize) {
    MoveListParse result;
    std::size_t position = 0;
    while (position < text.size()) {
        while (position < text.size() && isSpace(text[position])) {
            ++position;
        }
        std::size_t end = position;
        while (end < text.size() && !isSpace(text[end])) {
            ++end;
        }
        if (end == position) {
            break;
        }
        std::string_view token = text.substr(position, end - position);
        auto move = parseMove(token, boardSize);
        if (!move) {
            char lastColumn = static_cast<char>('a' + boardSize - 1);
            result.error = MoveListError{static_cast<int>(result.moves.size()) + 1,
                                         "'" + std::string(token) + "' is not a point (columns a-" +
                                             lastColumn + ", rows 1-" + std::to_string(boardSize) +
                                             ") or a pass (--)"};
            return result;
        }
        result.moves.push_back(*move);
        position = end;
    }
    return result;
}

std::string formatMoveList(const std::vector<Move>& moves) {
    std::string text;
    for (const Move& move : moves) {
        if (!text.empty()) {
            text += ' ';
        }
        text += formatMove(move);
    }
    return text;
}

PositionBuild buildPosition(const std::vector<Move>& moves, int boardSize) {
    PositionBuild result{Board(boardSize), std::nullopt};
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& move = moves[i];
        if (move.isPass) {
            continue;
        }
        if (result.board.at(move.point) != Stone::Empty) {
            std::size_t first = 0;
            while (moves[first].isPass || moves[first].point != move.point) {
                ++first;
            }
            result.error = MoveListError{static_cast<int>(i) + 1,
                                         formatPoint(move.point) + " is already occupied (move " +
                                             std::to_string(first + 1) + ")"};
            return result;
        }
        result.board.place(move.point, colourOfMove(i));
    }
    return result;
}

} // namespace renju::rules
