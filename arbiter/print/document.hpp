#pragma once

#include "rules/board.hpp"
#include "rules/point.hpp"

#include <string>
#include <variant>
#include <vector>

namespace renju::arbiter::print {

// A printed document as a list of blocks, independent of the output format: the PDF composer
// lays the blocks out on pages, the HTML writer turns them into a page. Each document type
// (pairings, standings, ...) only builds blocks.

/// How text sits in its cell.
enum class Align { Left, Centre, Right };

/// The kinds of running text.
enum class TextStyle {
    Heading, ///< a section title
    Body,    ///< ordinary text, wrapped
    Small,   ///< notes and legends, wrapped
};

/// A paragraph, wrapped to the width it is given.
struct TextBlock {
    std::string text;
    TextStyle style = TextStyle::Body;
};

/// A column of a table: its header, its share of the width and the alignment of its cells.
struct TableColumn {
    std::string header;
    double weight = 1.0;
    Align align = Align::Left;
};

/// How a table's rows look.
enum class TableLook {
    List,    ///< body text, light stripes (pairings, standings)
    Compact, ///< small text, a full grid (move lists, crosstables)
    Form,    ///< tall rows and a full grid, for writing by hand (scoresheets)
};

/// A table: every cell is one line; text too long for its cell is shrunk a little and then
/// cut with an ellipsis, never drawn over the next cell. Long tables continue on the next
/// page under a repeated header.
struct TableBlock {
    std::vector<TableColumn> columns;
    std::vector<std::vector<std::string>> rows;
    TableLook look = TableLook::List;
    /// Cells drawn shaded, as (row, column) pairs (the diagonal of a round-robin table).
    std::vector<std::pair<std::size_t, std::size_t>> shadedCells;
    /// Columns before which a heavier rule is drawn (groups of a snaked move list).
    std::vector<std::size_t> groupStarts;
    /// More than 0: a snaked list (a game's moves). `columns` are one group's and each row is
    /// one entry, in reading order; each page prints this many groups side by side, reading
    /// down the first, then the next, and the next page continues where the page before
    /// stopped (issue 24: split by rows, page 2 read out of order).
    std::size_t snakeGroups = 0;
};

/// A label and its value; an empty value leaves a line to write on.
struct Field {
    std::string label;
    std::string value;
};

/// Labelled values in one or more columns (the head of a record sheet or scoresheet).
struct FieldsBlock {
    std::vector<Field> fields;
    int columns = 2;
    /// The most of each column the labels may take (the rest is the value or its line).
    double labelShare = 0.45;
};

/// A label followed by boxes to tick ("Result: [ ] 1-0 [ ] 0-1 ...").
struct ChoicesBlock {
    std::string label;
    std::vector<std::string> options;
};

/// Lines to sign on, each with its caption under it.
struct SignaturesBlock {
    std::vector<std::string> captions;
};

/// A stone on a diagram; number 0 draws it without a number.
struct FigureStone {
    rules::Point point;
    rules::Stone colour = rules::Stone::Black;
    int number = 0;
};

/// How a board diagram is drawn.
enum class BoardLook {
    Lines,   ///< five-in-a-row: stones on the intersections of `size` lines
    Squares, ///< Ren (seed 002): stones in the squares of a `size` x `size` board
    CutOut,  ///< stones to cut out: `size` x `rows` squares with grey cut lines, no coordinates
    Counter, ///< score counters: `rows` rows of `size` squares numbered 0.., each row labelled
};

/// A board diagram: numbered stones (Black with white numbers, White with black numbers),
/// coordinates a.. and 1.., and small crosses on marked points (5th-move proposals not
/// chosen; on squares, niban stones). With no stones it is a blank board to write on.
struct BoardBlock {
    int size = rules::kRenjuBoardSize;
    std::vector<FigureStone> stones;
    std::vector<rules::Point> marks;
    /// The width of the diagram in points; 0 takes the width given (at most 360).
    double width = 0;
    BoardLook look = BoardLook::Lines;
    /// Squares: the inner board of this size, centred, drawn white; the squares around it are
    /// lighter grey (seed 002: the 8x8 board inside the 10x10). 0: every square alike.
    int innerSize = 0;
    /// CutOut, Counter: the rows of squares (the columns are `size`).
    int rows = 0;
    /// Counter: each row's label, printed left of it ("tens", "ones").
    std::vector<std::string> rowLabels;
};

/// A horizontal line across the width; a cut line is dashed (between result slips).
struct RuleBlock {
    bool isCutLine = false;
};

/// Ends the page (the next block starts on a new one).
struct PageBreakBlock {};

struct Block;

/// Blocks side by side, each column stacking its own blocks; the whole is kept on one page.
/// With one column it keeps a group of blocks together (a result slip).
struct ColumnsBlock {
    std::vector<double> weights;
    std::vector<std::vector<Block>> columns;
};

/// One element of a document.
struct Block {
    std::variant<TextBlock, TableBlock, FieldsBlock, ChoicesBlock, SignaturesBlock, BoardBlock,
                 RuleBlock, PageBreakBlock, ColumnsBlock>
        content;
};

/// A whole document: what every page header shows, the file name it is published under, and
/// the blocks.
struct Document {
    /// The event's name and a line of details (venue, dates), shown on every page.
    std::string eventName;
    std::string eventDetails;
    /// "Pairings", "Standings", "Game records", ...
    std::string title;
    /// "Round 3", "after round 5", ...
    std::string subtitle;
    /// The file name without extension for HTML ("pairings-round-3").
    std::string fileStem;
    std::vector<Block> blocks;
    /// Printed across the page: a table too wide for portrait (a crosstable of many rounds).
    bool isLandscape = false;
    /// Each player's number (No.) and name: a printing warning names a player as the commands
    /// do, by the number every command takes.
    std::vector<std::pair<int, std::string>> numberedPlayers;
};

} // namespace renju::arbiter::print
