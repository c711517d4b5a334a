#pragma once

#include "rules/board.hpp"
#include "rules/point.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace renju::rules {

/// The eight symmetries of the square board (the dihedral group of order 8).
enum class Symmetry : std::uint8_t {
    Identity,
    Rotate90, ///< a quarter turn anticlockwise
    Rotate180,
    Rotate270,
    MirrorColumns, ///< left and right exchanged
    MirrorRows,    ///< top and bottom exchanged
    Transpose,     ///< reflection in the a1-o15 diagonal
    AntiTranspose, ///< reflection in the a15-o1 diagonal
};

/// All eight symmetries, Identity first.
inline constexpr std::array<Symmetry, 8> kSymmetries = {
    Symmetry::Identity,      Symmetry::Rotate90,   Symmetry::Rotate180, Symmetry::Rotate270,
    Symmetry::MirrorColumns, Symmetry::MirrorRows, Symmetry::Transpose, Symmetry::AntiTranspose};

/// Returns the image of `point` under `symmetry` on a board of `size`.
constexpr Point transform(Point point, Symmetry symmetry, int size) {
    int last = size - 1;
    switch (symmetry) {
    case Symmetry::Identity:
        return point;
    case Symmetry::Rotate90:
        return {last - point.row, point.col};
    case Symmetry::Rotate180:
        return {last - point.col, last - point.row};
    case Symmetry::Rotate270:
        return {point.row, last - point.col};
    case Symmetry::MirrorColumns:
        return {last - point.col, point.row};
    case Symmetry::MirrorRows:
        return {point.col, last - point.row};
    case Symmetry::Transpose:
        return {point.row, point.col};
    case Symmetry::AntiTranspose:
        return {last - point.row, last - point.col};
    }
    return point;
}

/// Returns the symmetry that undoes `symmetry`.
constexpr Symmetry inverse(Symmetry symmetry) {
    if (symmetry == Symmetry::Rotate90) {
        return Symmetry::Rotate270;
    }
    return symmetry == Symmetry::Rotate270 ? Symmetry::Rotate90 : symmetry;
}

/// Returns a short English name ("rotation by 90 degrees", ...).
const char* symmetryName(Symmetry symmetry);

/// Returns the image of a whole position under `symmetry`.
Board transform(const Board& board, Symmetry symmetry);

/// A position's canonical form: the smallest text key among its eight images, and a symmetry
/// that maps the position onto that image.
struct CanonicalForm {
    std::string key;
    Symmetry symmetry = Symmetry::Identity;
};

/// Returns the canonical form; two positions are images of each other exactly when their
/// canonical keys are equal.
CanonicalForm canonicalForm(const Board& board);

/// Returns the symmetries that map the position onto itself (always including Identity).
std::vector<Symmetry> symmetriesOf(const Board& board);

/// Returns true when some symmetry of the position maps point `a` onto point `b` (RIF 12.7:
/// such 5th-move proposals are the same proposal).
bool areEquivalentPoints(const Board& board, Point a, Point b);

} // namespace renju::rules
