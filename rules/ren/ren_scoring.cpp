#include "rules/ren/ren_scoring.hpp"

#include <algorithm>
#include <array>

namespace renju::rules {

namespace {

constexpr int kFourRow = 4;
constexpr int kSixRow = 6;

/// A filled box found around a stone: its corners and size.
struct Box {
    Point from{};
    int width = 0;
    int height = 0;

    Point to() const { return Point{from.col + width - 1, from.row + height - 1}; }
    int area() const { return width * height; }
    bool contains(const Box& inner) const {
        return inner.from.col >= from.col && inner.from.row >= from.row &&
               inner.to().col <= to().col && inner.to().row <= to().row;
    }
    friend bool operator==(const Box&, const Box&) = default;
};

bool isFilled(const RenBoard& board, Stone colour, const Box& box) {
    for (int row = box.from.row; row < box.from.row + box.height; ++row) {
        for (int col = box.from.col; col < box.from.col + box.width; ++col) {
            if (board.at(Point{col, row}) != colour) {
                return false;
            }
        }
    }
    return true;
}

/// Adds the maximal run through `stone` along (dx, dy) when it is exactly four or six long
/// and not already listed (a run through both the scoring and the niban stone counts once).
void addRow(const RenBoard& board, Stone colour, Point stone, Point step,
            std::vector<RenGroup>& groups) {
    Point from = stone;
    while (board.at(Point{from.col - step.col, from.row - step.row}) == colour) {
        from = Point{from.col - step.col, from.row - step.row};
    }
    Point to = stone;
    while (board.at(Point{to.col + step.col, to.row + step.row}) == colour) {
        to = Point{to.col + step.col, to.row + step.row};
    }
    int length = std::max(to.col - from.col, to.row - from.row) + 1;
    if (length != kFourRow && length != kSixRow) {
        return; // a five, a seven or longer scores nothing, nor any four inside it
    }
    RenGroup group{length == kFourRow ? RenGroupKind::RowOfFour : RenGroupKind::RowOfSix, from, to,
                   length == kFourRow ? 1 : 2};
    if (std::find(groups.begin(), groups.end(), group) == groups.end()) {
        groups.push_back(group);
    }
}

/// Adds every filled box of the five sizes that contains `stone` and is not yet listed.
void addBoxes(const RenBoard& board, Stone colour, Point stone, std::vector<Box>& boxes) {
    static constexpr std::array<std::array<int, 2>, 4> kSizes{{{3, 3}, {3, 2}, {2, 3}, {2, 2}}};
    for (const auto& [width, height] : kSizes) {
        for (int col = stone.col - width + 1; col <= stone.col; ++col) {
            for (int row = stone.row - height + 1; row <= stone.row; ++row) {
                Box box{Point{col, row}, width, height};
                bool isOnBoard = board.contains(box.from) && board.contains(box.to());
                if (isOnBoard && isFilled(board, colour, box) &&
                    std::find(boxes.begin(), boxes.end(), box) == boxes.end()) {
                    boxes.push_back(box);
                }
            }
        }
    }
}

RenGroupKind kindOfBox(const Box& box) {
    switch (box.area()) {
    case 9:
        return RenGroupKind::NineBox;
    case 6:
        return RenGroupKind::SixBox;
    default:
        return RenGroupKind::FourBox;
    }
}

} // namespace

std::vector<Point> squaresOf(const RenGroup& group) {
    std::vector<Point> squares;
    for (int row = group.from.row; row <= group.to.row; ++row) {
        for (int col = group.from.col; col <= group.to.col; ++col) {
            squares.push_back(Point{col, row});
        }
    }
    return squares;
}

RenScoring scoreRenMove(const RenBoard& board, Stone colour, Point scoringStone,
                        std::optional<Point> niban) {
    RenScoring result;
    std::vector<Box> boxes;
    addBoxes(board, colour, scoringStone, boxes);
    if (niban) {
        addBoxes(board, colour, *niban, boxes);
    }
    // Nine in a box: the game ends at once; no other group of the move scores.
    auto nine =
        std::find_if(boxes.begin(), boxes.end(), [](const Box& b) { return b.area() == 9; });
    if (nine != boxes.end()) {
        result.isNineBox = true;
        result.groups.push_back(RenGroup{RenGroupKind::NineBox, nine->from, nine->to(), 0});
        return result;
    }
    for (std::optional<Point> stone : {std::optional<Point>(scoringStone), niban}) {
        if (stone) {
            addRow(board, colour, *stone, Point{1, 0}, result.groups);
            addRow(board, colour, *stone, Point{0, 1}, result.groups);
        }
    }
    // A box scores only if no larger filled box of the move contains it.
    for (const Box& box : boxes) {
        bool isInsideLarger = std::any_of(boxes.begin(), boxes.end(), [&](const Box& other) {
            return other.area() > box.area() && other.contains(box);
        });
        if (!isInsideLarger) {
            int points = box.area() == 6 ? 2 : 1;
            result.groups.push_back(RenGroup{kindOfBox(box), box.from, box.to(), points});
        }
    }
    for (const RenGroup& group : result.groups) {
        result.points += group.points;
    }
    return result;
}

} // namespace renju::rules
