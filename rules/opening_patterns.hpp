#pragma once

#include "rules/board.hpp"

#include <array>
#include <optional>
#include <string>

namespace renju::rules {

/// One of the 26 opening patterns of RIF clause 11: the position after moves 1-3.
struct OpeningPattern {
    /// "1D".."13D" (direct: move 2 orthogonally next to h8) or "1I".."13I" (indirect).
    const char* code = "";
    /// The traditional name, e.g. "Kansei".
    const char* name = "";
    /// Move 3 in the reference position (move 1 h8; move 2 h9 direct, i9 indirect).
    const char* moveThree = "";
    bool isDirect = true;
};

/// Returns the 26 patterns: 1D..13D, then 1I..13I.
const std::array<OpeningPattern, 26>& openingPatterns();

/// Returns the reference position of a pattern (three stones).
Board openingPosition(const OpeningPattern& pattern);

/// Returns the pattern of a position of exactly three stones (Black h8, one White stone next to
/// it, one more Black stone), recognised under all eight symmetries; nothing otherwise. On
/// other board sizes the stones are compared centre on centre (19x19: j10 for h8).
std::optional<OpeningPattern> classifyOpening(const Board& board);

/// Returns "2I Kyogetsu".
std::string formatOpening(const OpeningPattern& pattern);

} // namespace renju::rules
