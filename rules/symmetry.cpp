#include "rules/symmetry.hpp"

namespace renju::rules {

namespace {

char cellChar(Stone stone) {
    return stone == Stone::Black ? 'x' : (stone == Stone::White ? 'o' : '.');
}

/// The position seen through `symmetry`, row by row from a1: the text of its image.
std::string imageKey(const Board& board, Symmetry symmetry) {
    int size = board.size();
    Symmetry back = inverse(symmetry);
    std::string key(static_cast<std::size_t>(size * size), '.');
    for (int row = 0; row < size; ++row) {
        for (int col = 0; col < size; ++col) {
            Point source = transform(Point{col, row}, back, size);
            key[static_cast<std::size_t>(row * size + col)] = cellChar(board.at(source));
        }
    }
    return key;
}

bool isInvariant(const Board& board, Symmetry symmetry) {
    int size = board.size();
    for (int row = 0; row < size; ++row) {
        for (int col = 0; col < size; ++col) {
            Point point{col, row};
            if (board.at(point) != board.at(transform(point, symmetry, size))) {
                return false;
            }
        }
    }
    return true;
}

} // namespace

const char* symmetryName(Symmetry symmetry) {
    switch (symmetry) {
    case Symmetry::Identity:
        return "identity";
    case Symmetry::Rotate90:
        return "rotation by 90 degrees";
    case Symmetry::Rotate180:
        return "rotation by 180 degrees";
    case Symmetry::Rotate270:
        return "rotation by 270 degrees";
    case Symmetry::MirrorColumns:
        return "left-right reflection";
    case Symmetry::MirrorRows:
        return "top-bottom reflection";
    case Symmetry::Transpose:
        return "reflection in the a1 diagonal";
    case Symmetry::AntiTranspose:
        return "reflection in the a15 diagonal";
    }
    return "?";
}

Board transform(const Board& board, Symmetry symmetry) {
    Board image(board.size());
    for (int row = 0; row < board.size(); ++row) {
        for (int col = 0; col < board.size(); ++col) {
            Stone stone = board.at(Point{col, row});
            if (stone != Stone::Empty) {
                image.place(transform(Point{col, row}, symmetry, board.size()), stone);
            }
        }
    }
    return image;
}

CanonicalForm canonicalForm(const Board& board) {
    CanonicalForm best{imageKey(board, Symmetry::Identity), Symmetry::Identity};
    for (Symmetry symmetry : kSymmetries) {
        std::string key = imageKey(board, symmetry);
        if (key < best.key) {
            best = CanonicalForm{std::move(key), symmetry};
        }
    }
    return best;
}

std::vector<Symmetry> symmetriesOf(const Board& board) {
    std::vector<Symmetry> result;
    for (Symmetry symmetry : kSymmetries) {
        if (isInvariant(board, symmetry)) {
            result.push_back(symmetry);
        }
    }
    return result;
}

bool areEquivalentPoints(const Board& board, Point a, Point b) {
    for (Symmetry symmetry : symmetriesOf(board)) {
        if (transform(a, symmetry, board.size()) == b) {
            return true;
        }
    }
    return false;
}

} // namespace renju::rules
