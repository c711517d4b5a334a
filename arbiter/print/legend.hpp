#pragma once

#include "arbiter/print/document.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::print {

/// A code a printout uses (a column header, a result sign) and what it means.
struct LegendEntry {
    std::string code;
    std::string meaning;
};

/// Returns the legend as a paragraph of small text ("Legend: Rk.: rank; No.: pairing number;
/// ...") with every entry in the order given.
Block legendBlock(const std::vector<LegendEntry>& entries);

/// Returns the order of the tie-break codes of a standings sheet when there are several ("BH,
/// SB, DE": "the tie-breaks, in the order ..."), then an entry for each ("BH": "Buchholz, the
/// sum of the opponents' points"); a code the program does not know is explained as such
/// rather than left out.
std::vector<LegendEntry> tieBreakLegend(const std::vector<std::string>& codes);

/// "-" in a tie-break column: a tie-break not needed, the place settled before it.
LegendEntry unusedTieBreakEntry();

/// Returns {unusedTieBreakEntry()} when a tie-break value of one of `lines` (standings or
/// crosstable lines, with their `tieBreaks`) is "-", nothing otherwise.
template <class Line>
std::vector<LegendEntry> unusedTieBreakLegend(const std::vector<Line>& lines) {
    for (const Line& line : lines) {
        for (const std::string& value : line.tieBreaks) {
            if (value == "-") {
                return {unusedTieBreakEntry()};
            }
        }
    }
    return {};
}

// The entries shared by several printouts, so that a code means the same everywhere.

/// "No.": the pairing (starting) number, the same in every list of the event.
LegendEntry pairingNumberEntry();
/// "Rk.": the rank.
LegendEntry rankEntry();
/// "Fed": the federation.
LegendEntry federationEntry();
/// "Rtg": the rating.
LegendEntry ratingEntry();
/// The signs of a player's own score in a game: 1, ½, 0, + and -.
LegendEntry ownScoreEntry(const std::string& code);

} // namespace renju::arbiter::print
