#include "diagram.hpp"
#include "rules/notation.hpp"
#include "rules/symmetry.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

TEST_CASE("Symmetry: the eight images of a corner point are the four corners", "[symmetry]") {
    std::vector<Point> images;
    for (Symmetry symmetry : kSymmetries) {
        images.push_back(transform(Point{0, 0}, symmetry, 15));
    }
    std::sort(images.begin(), images.end());
    images.erase(std::unique(images.begin(), images.end()), images.end());
    CHECK(images == std::vector<Point>{{0, 0}, {0, 14}, {14, 0}, {14, 14}});
}

TEST_CASE("Symmetry: each symmetry is undone by its inverse and keeps h8", "[symmetry]") {
    for (Symmetry symmetry : kSymmetries) {
        CAPTURE(symmetryName(symmetry));
        Point point{3, 11};
        CHECK(transform(transform(point, symmetry, 15), inverse(symmetry), 15) == point);
        CHECK(transform(Point{7, 7}, symmetry, 15) == Point{7, 7});
    }
    CHECK(transform(Point{8, 7}, Symmetry::Rotate90, 15) == Point{7, 8}); // i8 -> h9
}

TEST_CASE("Symmetry: all images of a position share one canonical form", "[symmetry]") {
    auto diagram = test::readDiagram(R"(
        . X O
        X X .
        . . O
    )",
                                     "g7");
    CanonicalForm form = canonicalForm(diagram.board);
    for (Symmetry symmetry : kSymmetries) {
        Board image = transform(diagram.board, symmetry);
        CHECK(canonicalForm(image).key == form.key);
        CHECK(canonicalForm(image).key == canonicalForm(transform(image, Symmetry::Rotate90)).key);
    }
    // The symmetry of the canonical form maps the position onto its canonical image.
    CHECK(canonicalForm(transform(diagram.board, form.symmetry)).symmetry == Symmetry::Identity);
    auto other = test::readDiagram("X X X", "g8");
    CHECK(canonicalForm(other.board).key != form.key);
}

TEST_CASE("Symmetry: the symmetries of a position and equivalent points (12.7)", "[symmetry]") {
    // h8 alone: all eight symmetries; i9 and g7 are images (a rotation by 180 degrees).
    Board centre;
    centre.place(Point{7, 7}, Stone::Black);
    CHECK(symmetriesOf(centre).size() == 8);
    CHECK(areEquivalentPoints(centre, *parsePoint("i9"), *parsePoint("g7")));
    CHECK_FALSE(areEquivalentPoints(centre, *parsePoint("i9"), *parsePoint("h9")));

    // h8 black, h9 white: only the left-right reflection keeps it.
    Board direct = centre;
    direct.place(*parsePoint("h9"), Stone::White);
    CHECK(symmetriesOf(direct) ==
          std::vector<Symmetry>{Symmetry::Identity, Symmetry::MirrorColumns});
    CHECK(areEquivalentPoints(direct, *parsePoint("g10"), *parsePoint("i10")));
    CHECK_FALSE(areEquivalentPoints(direct, *parsePoint("g10"), *parsePoint("g6")));

    // No symmetry at all: every point is only equivalent to itself.
    Board lopsided = direct;
    lopsided.place(*parsePoint("j10"), Stone::Black);
    CHECK(symmetriesOf(lopsided) == std::vector<Symmetry>{Symmetry::Identity});
    CHECK(areEquivalentPoints(lopsided, *parsePoint("g6"), *parsePoint("g6")));
    CHECK_FALSE(areEquivalentPoints(lopsided, *parsePoint("g6"), *parsePoint("i6")));
}
