#include "rules/opening_patterns.hpp"

#include "rules/notation.hpp"
#include "rules/symmetry.hpp"

#include <map>

namespace renju::rules {

namespace {

// RIF clause 11, as tabulated in the project's RULES.md.
constexpr std::array<OpeningPattern, 26> kPatterns = {{
    {"1D", "Kansei", "h10", true},    {"2D", "Keigetsu", "i10", true},
    {"3D", "Sosei", "j10", true},     {"4D", "Kagetsu", "i9", true},
    {"5D", "Zangetsu", "j9", true},   {"6D", "Ugetsu", "i8", true},
    {"7D", "Kinsei", "j8", true},     {"8D", "Shogetsu", "h7", true},
    {"9D", "Kyugetsu", "i7", true},   {"10D", "Shingetsu", "j7", true},
    {"11D", "Zuisei", "h6", true},    {"12D", "Sangetsu", "i6", true},
    {"13D", "Yusei", "j6", true},     {"1I", "Chosei", "j10", false},
    {"2I", "Kyogetsu", "j9", false},  {"3I", "Kosei", "j8", false},
    {"4I", "Suigetsu", "j7", false},  {"5I", "Ryusei", "j6", false},
    {"6I", "Ungetsu", "i8", false},   {"7I", "Hogetsu", "i7", false},
    {"8I", "Rangetsu", "i6", false},  {"9I", "Gingetsu", "h7", false},
    {"10I", "Myojo", "h6", false},    {"11I", "Shagetsu", "g7", false},
    {"12I", "Meigetsu", "g6", false}, {"13I", "Suisei", "f6", false},
}};

/// The canonical key of each pattern's position, built once.
const std::map<std::string, std::size_t>& patternIndexByKey() {
    static const std::map<std::string, std::size_t> index = [] {
        std::map<std::string, std::size_t> keys;
        for (std::size_t i = 0; i < kPatterns.size(); ++i) {
            keys.emplace(canonicalForm(openingPosition(kPatterns[i])).key, i);
        }
        return keys;
    }();
    return index;
}

/// Returns the stones of a board of another size on 15x15, centre on centre, when they all fit.
std::optional<Board> onRenjuBoard(const Board& board) {
    if (board.size() == kRenjuBoardSize) {
        return board;
    }
    int shift = kRenjuBoardSize / 2 - board.size() / 2;
    Board moved;
    for (int col = 0; col < board.size(); ++col) {
        for (int row = 0; row < board.size(); ++row) {
            Stone stone = board.at(Point{col, row});
            Point point{col + shift, row + shift};
            if (stone != Stone::Empty && !moved.contains(point)) {
                return std::nullopt;
            }
            if (stone != Stone::Empty) {
                moved.place(point, stone);
            }
        }
    }
    return moved;
}

} // namespace

const std::array<OpeningPattern, 26>& openingPatterns() {
    return kPatterns;
}

Board openingPosition(const OpeningPattern& pattern) {
    Board board;
    board.place(Point{7, 7}, Stone::Black);
    board.place(pattern.isDirect ? Point{7, 8} : Point{8, 8}, Stone::White);
    board.place(*parsePoint(pattern.moveThree), Stone::Black);
    return board;
}

std::optional<OpeningPattern> classifyOpening(const Board& board) {
    std::optional<Board> renjuBoard = onRenjuBoard(board);
    if (!renjuBoard || renjuBoard->stoneCount() != 3) {
        return std::nullopt;
    }
    auto found = patternIndexByKey().find(canonicalForm(*renjuBoard).key);
    if (found == patternIndexByKey().end()) {
        return std::nullopt;
    }
    return kPatterns[found->second];
}

std::string formatOpening(const OpeningPattern& pattern) {
    return std::string(pattern.code) + " " + pattern.name;
}

} // namespace renju::rules
