// RenLib libraries made byte by byte: the header versions, the tree flags, comments old and new,
// marks, board texts, and hostile trees.
#include "arbiter/records/renlib_format.hpp"
#include "arbiter/records/text_encoding.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::records;

namespace {

std::string header(int minor) {
    std::string bytes("\xFFRenLib\xFF", 8);
    bytes += static_cast<char>(3);
    bytes += static_cast<char>(minor);
    bytes.append(10, '\xFF');
    return bytes;
}

std::string node(int position, int flags) {
    return {static_cast<char>(position), static_cast<char>(flags)};
}

/// A text as RenLib stores it: NUL-terminated, padded to an even length.
std::string text(const std::string& value) {
    std::string stored = value + '\0';
    return stored.size() % 2 == 0 ? stored : stored + '\0';
}

std::vector<std::string> lines(const RecordTree& tree) {
    std::vector<std::string> out;
    forEachTreeLine(tree, [&](GameRecord&& game) {
        out.push_back(formatRecordMoves(game));
        return true;
    });
    return out;
}

constexpr int kH8 = 0x78;
constexpr int kH9 = 0x68;
constexpr int kI8 = 0x79;
constexpr int kI9 = 0x69;

} // namespace

TEST_CASE("RenLib 3.4: a root, siblings, leaves, a comment and a mark", "[renlib]") {
    const std::string bytes = header(4) + node(0, 0) + node(kH8, 0) + node(kH9, 0x80) +
                              node(kI8, 0x40 | 0x08) + text("one line\bmore\r\nlines") +
                              node(kI9, 0x40 | 0x10);
    const RenLibRead read = readRenLib(bytes, {});
    REQUIRE(read.problems.empty());
    CHECK(read.minorVersion == 4);
    CHECK(lines(read.tree) == std::vector<std::string>{"h8 h9 i8", "h8 i9"});
    std::vector<GameRecord> games;
    forEachTreeLine(read.tree, [&](GameRecord&& game) {
        games.push_back(std::move(game));
        return true;
    });
    REQUIRE(games[0].comments.size() == 1);
    CHECK(games[0].comments[0].afterMove == 3);
    CHECK(games[0].comments[0].text == "one line\nmore\nlines");
    const int i9 = read.tree.findChild(read.tree.findChild(0, renju::rules::Point{7, 7}, true),
                                       renju::rules::Point{8, 8}, true);
    REQUIRE(i9 > 0);
    CHECK(read.tree.nodes[static_cast<std::size_t>(i9)].isMark);
}

TEST_CASE("RenLib 3.0 without a root node, and a file without a header, start at h8", "[renlib]") {
    const std::string tree = node(kH8, 0) + node(kH9, 0x80 | 0x40) + node(kI9, 0x40);
    for (const std::string& bytes : {header(0) + tree, tree}) {
        const RenLibRead read = readRenLib(bytes, {});
        REQUIRE(read.problems.empty());
        CHECK(lines(read.tree) == std::vector<std::string>{"h8 h9", "h8 i9"});
    }
}

TEST_CASE("RenLib: an old 7-bit comment and a board text on a point that is not a move",
          "[renlib]") {
    // RenLib 2 wrote 'å' as '}' and ended the comment with the high bit set; records are read
    // in pairs, so the byte after an odd end is padding.
    const std::string old = std::string("G}rd") + static_cast<char>('!' | 0x80) + '\0';
    const std::string bytes = header(4) + node(0, 0) + node(kH8, 0x20) + old +
                              node(kH9, 0x80 | 0x40) + node(kI9, 0x02 | 0x01 | 0x40) +
                              std::string("\x00\x01", 2) + text("A");
    const RenLibRead read = readRenLib(bytes, {});
    REQUIRE(read.problems.empty());
    const int h8 = read.tree.findChild(0, renju::rules::Point{7, 7}, true);
    CHECK(read.tree.nodes[static_cast<std::size_t>(h8)].comment == "Gård!");
    const int mark = read.tree.findChild(h8, renju::rules::Point{8, 8}, false);
    REQUIRE(mark > 0);
    CHECK(read.tree.nodes[static_cast<std::size_t>(mark)].boardText == "A");
    CHECK(lines(read.tree) == std::vector<std::string>{"h8 h9"});
}

TEST_CASE("RenLib: comments in a Windows code page are read as one encoding for the file",
          "[renlib][encoding]") {
    const std::string bytes = header(4) + node(0, 0) + node(kH8, 0x08) +
                              text(convertFromUtf8("Иван Петров", "CP1251")) + node(kH9, 0x48) +
                              text(convertFromUtf8("Белые выиграли", "CP1251"));
    const RenLibRead read = readRenLib(bytes, {});
    REQUIRE(read.problems.empty());
    CHECK(read.encoding == "CP1251");
    const int h8 = read.tree.findChild(0, renju::rules::Point{7, 7}, true);
    CHECK(read.tree.nodes[static_cast<std::size_t>(h8)].comment == "Иван Петров");
}

TEST_CASE("RenLib: a chain of 300,000 nodes is read without recursion; its line is cut",
          "[renlib][hostile]") {
    std::string bytes = header(4) + node(0, 0);
    for (int i = 0; i < 300000; ++i) {
        bytes += node(0x11 + (i % 14), i + 1 == 300000 ? 0x40 : 0);
    }
    const RenLibRead read = readRenLib(bytes, {});
    REQUIRE(read.problems.empty());
    CHECK(read.tree.nodes.size() == 300001);
    std::vector<GameRecord> games;
    const auto problems = forEachTreeLine(read.tree, [&](GameRecord&& game) {
        games.push_back(std::move(game));
        return true;
    });
    REQUIRE(games.size() == 1);
    CHECK(games[0].moves.size() == static_cast<std::size_t>(kMaxLineMoves));
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].message.find("longer than 450 moves") != std::string::npos);
}

TEST_CASE("RenLib: a point off the board or a cut text stops the tree there, keeping the rest",
          "[renlib][damaged]") {
    const std::string good = header(4) + node(0, 0) + node(kH8, 0) + node(kH9, 0x80 | 0x40);
    const RenLibRead off = readRenLib(good + node(0x10, 0x40), {});
    REQUIRE(off.problems.size() == 1);
    CHECK(off.problems[0].where == "byte 26");
    CHECK(off.problems[0].message == "position byte 16 is off the 15x15 board: the tree is cut "
                                     "there");
    CHECK(lines(off.tree) == std::vector<std::string>{"h8 h9"});

    const RenLibRead cut = readRenLib(good + node(kI9, 0x48) + "abc", {});
    REQUIRE(cut.problems.size() == 1);
    CHECK(cut.problems[0].message == "the file ends inside a text: the tree is cut there");
    CHECK(lines(cut.tree) == std::vector<std::string>{"h8 h9", "h8 i9"});

    const RenLibRead odd = readRenLib(good + "\x69", {});
    REQUIRE(odd.problems.size() == 1);
    CHECK(odd.problems[0].message == "the file ends inside a record: the tree is cut there");

    CHECK(readRenLib("GIF89a", {}).problems.size() == 1);
    CHECK(readRenLib(header(4).substr(0, 12), {}).problems[0].message ==
          "the 20-byte header is cut");
}

TEST_CASE("RenLib: a sibling flag on the root never climbs above it (found by fuzzing)",
          "[renlib][hostile]") {
    // The root has a sibling flag and a comment "x"; h9 has no child (and an old comment "H"),
    // which would go back above the root; the nodes after it still hang below the root.
    const std::string bytes = header(4) + std::string("\x00\x88x\x00\x68\x74H\x80\x00\x01n\x00"
                                                      "\x79\x01",
                                                      14);
    const RenLibRead read = readRenLib(bytes, {});
    CHECK(read.tree.nodes.size() >= 2);
    CHECK_FALSE(lines(read.tree).empty());
}

TEST_CASE("RenLib: a sibling flag with no sibling, or a leaf flag with none open, is harmless",
          "[renlib][hostile]") {
    const std::string bytes = header(4) + node(0, 0x40) + node(kH8, 0x80 | 0x40) +
                              node(kH9, 0x80 | 0x80 | 0x40) + node(kI9, 0);
    const RenLibRead read = readRenLib(bytes, {});
    CHECK(read.problems.empty());
    CHECK_FALSE(lines(read.tree).empty());
}

TEST_CASE("RenLib to RenLib changes nothing: comments, board texts, marks, no headers added",
          "[renlib][round-trip]") {
    // root "Openings / by hand"; h8 marked, "centre"; h9 (start mark) with a leaf i8 that holds
    // the board text "B"; i9 with a board text "A" on j10 (not a move) and a leaf g7 whose
    // comment has two lines.
    const std::string original = header(4) + node(0, 0x08) + text("Openings\bby hand") +
                                 node(kH8, 0x08 | 0x10) + text("centre") + node(kH9, 0x80 | 0x04) +
                                 node(kI8, 0x40 | 0x01) + std::string("\x00\x01", 2) + text("B") +
                                 node(kI9, 0) + node(0x5A, 0x02 | 0x01 | 0x80 | 0x40) +
                                 std::string("\x00\x01", 2) + text("A") + node(0x87, 0x40 | 0x08) +
                                 text("two\r\nlines");
    const RecordFile read = readRecords(original, RecordFormat::RenLib, {});
    REQUIRE(read.problems.empty());
    REQUIRE(read.games.size() == 2);
    const GameRecord& first = read.games[0];
    CHECK(formatRecordMoves(first) == "h8 h9 i8");
    CHECK(first.comments == std::vector<MoveComment>{{0, "Openings\nby hand"}, {1, "centre"}});
    CHECK(first.labels == std::vector<BoardLabel>{{2, *parseRecordPoint("i8"), "B"}});
    CHECK(first.extra("renlib.marks") == "1");
    CHECK(first.extra("renlib.start") == "2");
    const GameRecord& second = read.games[1];
    CHECK(formatRecordMoves(second) == "h8 i9 g7");
    CHECK(second.comments ==
          std::vector<MoveComment>{{0, "Openings\nby hand"}, {1, "centre"}, {3, "two\nlines"}});
    CHECK(second.labels == std::vector<BoardLabel>{{2, *parseRecordPoint("j10"), "A"}});

    const WrittenRecords written = writeRecords(read.games, RecordFormat::RenLib, {});
    REQUIRE(written.problems.empty());
    CHECK(written.bytes.find("Black:") == std::string::npos);
    CHECK(written.bytes.find("Result:") == std::string::npos);
    const RecordFile again = readRecords(written.bytes, RecordFormat::RenLib, {});
    REQUIRE(again.problems.empty());
    CHECK(again.games == read.games);
    // The library written is the one written again: the same bytes.
    CHECK(writeRecords(again.games, RecordFormat::RenLib, {}).bytes == written.bytes);
    // The nodes and their texts as the original holds them; a board text that is not a move
    // comes after the moves of its position, and a comment's first line is RenLib's one-line
    // part (a backspace after it).
    CHECK(written.bytes == header(4) + node(0, 0x08) + text("Openings\bby hand") +
                               node(kH8, 0x08 | 0x10) + text("centre") + node(kH9, 0x80 | 0x04) +
                               node(kI8, 0x40 | 0x01) + std::string("\x00\x01", 2) + text("B") +
                               node(kI9, 0) + node(0x87, 0x80 | 0x40 | 0x08) + text("two\blines") +
                               node(0x5A, 0x02 | 0x01 | 0x40) + std::string("\x00\x01", 2) +
                               text("A"));
}

TEST_CASE("RenLib: games with names keep their headers; a game inside another's line gets one",
          "[renlib][round-trip]") {
    GameRecord named;
    named.number = 1;
    named.black = "Ann";
    named.moves = {{renju::rules::Move::at({7, 7}), -1}, {renju::rules::Move::at({7, 8}), -1}};
    GameRecord shorter;
    shorter.number = 2;
    shorter.moves = {{renju::rules::Move::at({7, 7}), -1}};
    const WrittenRecords written = writeRecords({named, shorter}, RecordFormat::RenLib, {});
    REQUIRE(written.problems.empty());
    const RecordFile read = readRecords(written.bytes, RecordFormat::RenLib, {});
    REQUIRE(read.games.size() == 2);
    CHECK(read.games[0].black.empty()); // the shorter game: depth-first, its line ends first
    CHECK(formatRecordMoves(read.games[0]) == "h8");
    CHECK(read.games[1].black == "Ann");
    CHECK(formatRecordMoves(read.games[1]) == "h8 h9");
}

TEST_CASE("RenLib: a 224-byte engine book that is not a RenLib library is refused clearly",
          "[renlib][damaged]") {
    std::string book(224, '\0');
    for (std::size_t i = 0; i < book.size(); ++i) {
        book[i] = static_cast<char>((i * 37 + 11) % 256);
    }
    const RecordFile noHeader = readRecords(book, RecordFormat::RenLib, {});
    CHECK(noHeader.games.empty());
    REQUIRE(noHeader.problems.size() == 1);
    CHECK(noHeader.problems[0].describe() ==
          "byte 0: not a RenLib library (no 'RenLib' header, and the first move is not h8)");
    // One that starts at h8 but then names points off RenLib's board (x 0 is no column).
    book[0] = static_cast<char>(kH8);
    book[1] = 0;
    book[2] = static_cast<char>(0x70);
    book[3] = 0;
    const RecordFile offBoard = readRecords(book, RecordFormat::RenLib, {});
    REQUIRE_FALSE(offBoard.problems.empty());
    CHECK(offBoard.problems[0].describe() ==
          "byte 2: position byte 112 is off the 15x15 board: the tree is cut there");
    CHECK(offBoard.games.size() == 1); // h8, read before the damage
}
