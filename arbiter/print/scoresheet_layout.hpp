#pragma once

namespace renju::arbiter::print {

// The layout of a blank scoresheet, fixed so that every sheet fills one page of A4 and of
// Letter (the shorter of the two) whatever the event: a first sheet with the diagram and the
// first moves, then continuation sheets until every point of the board could be taken.

/// The side of a diagram cell: room for a three-digit move number written by hand (at least
/// 6 mm, the least a referee can read back).
inline constexpr double kScoresheetCellMillimetres = 6.5;
/// Groups of move boxes (No., Move, Time) side by side.
inline constexpr int kScoresheetGroups = 6;
/// Rows of move boxes under the diagram on the first sheet, and on each continuation sheet.
inline constexpr int kScoresheetFirstRows = 9;
/// The first sheet's rows under a 19x19 diagram, which is taller.
inline constexpr int kScoresheetFirstRowsLarge = 5;
inline constexpr int kScoresheetMoreRows = 29;
/// The share of the width the diagram's column takes on the first sheet.
inline constexpr double kScoresheetDiagramShare = 0.6;
/// The same for a 19x19 diagram (its cells are as wide: the diagram is wider).
inline constexpr double kScoresheetDiagramShareLarge = 0.74;

/// How a scoresheet for a board of a given size is split into sheets.
struct ScoresheetPlan {
    int boardSize = 15;
    /// The most moves a game can have: every point of the board (225 on 15x15).
    int moves = 0;
    /// The rows of move boxes on the first sheet and its last move number.
    int firstRows = kScoresheetFirstRows;
    int firstSheetLast = 0;
    /// The sheets in all, the first included.
    int sheets = 1;
};

/// Returns the plan for a board of `boardSize` lines.
ScoresheetPlan scoresheetPlan(int boardSize);

/// Returns the share of the page's width the diagram's column takes on the first sheet.
double scoresheetDiagramShare(int boardSize);

/// Returns the width in points of the scoresheet's diagram, coordinates included, whose cells
/// are kScoresheetCellMillimetres wide.
double scoresheetDiagramWidth(int boardSize);

} // namespace renju::arbiter::print
