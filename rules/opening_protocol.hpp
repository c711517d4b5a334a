#pragma once

#include "rules/point.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::rules {

/// The opening protocols a game can follow.
enum class OpeningProtocol {
    Rif,       ///< RIF 1996 (clauses 11-12): 3 stones, swap, move 4, two 5th-move proposals
    RifOld,    ///< the older variant of seed 003 (rules 6-13), swap and choice switchable
    Yamaguchi, ///< like RIF, with N proposals declared together with the opening
    Soosorv,   ///< Soosorv-N: White declares N <= max with move 4; a second swap follows
    Taraguchi, ///< Taraguchi-N: swap after each of moves 1-4 in growing zones, then 5th move
    None,      ///< free play from h8
};

/// An opening protocol with its parameters, as named in event files and scripts.
struct OpeningRules {
    OpeningProtocol protocol = OpeningProtocol::Rif;
    /// Soosorv: the largest N White may declare; Taraguchi: the number of proposals.
    int count = 0;
    /// rif-old: whether tentative White may swap (rule 10).
    bool allowsSwap = true;
    /// rif-old: whether Black proposes two 5th moves (rule 12) instead of playing move 5.
    bool allowsChoice = true;

    friend bool operator==(const OpeningRules&, const OpeningRules&) = default;
};

/// Parses a name and its options: `rif`, `rif-old [noswap] [nochoice]`, `yamaguchi`,
/// `soosorv-N` (`soosorv` = N 4), `taraguchi-N` (`taraguchi` = N 5), `none`. Returns nothing and
/// sets `error` for anything else.
std::optional<OpeningRules> parseOpeningRules(std::string_view text, std::string& error);

/// Writes the rules in the form parseOpeningRules() reads, e.g. "soosorv-8".
std::string formatOpeningRules(const OpeningRules& rules);

/// What a step of the opening asks for.
enum class StepKind { Stone, Swap, Declare, Proposals, Choice };

/// Who performs a step: a fixed player, or whoever holds a colour at that moment.
enum class StepActor { FirstPlayer, SecondPlayer, BlackHolder, WhiteHolder };

/// One step of an opening protocol.
struct OpeningStep {
    StepKind kind = StepKind::Stone;
    StepActor actor = StepActor::FirstPlayer;
    /// Stone: the half-width of the central square the stone must be in (0 = h8 only, 1 = 3x3,
    /// 2 = 5x5, ...); -1 for anywhere.
    int zone = -1;
    /// Declare: the allowed range of N. Proposals: the fixed number (0 = the declared N).
    int minCount = 0;
    int maxCount = 0;
    /// The index of the step that starts when proposals are made instead of this step
    /// (Taraguchi's choice 2 after move 4); -1 when there is no such alternative.
    int proposalBranch = -1;
    /// The index of the next step; -1 ends the opening (normal play follows).
    int next = -1;
    /// The rule a refusal at this step cites, e.g. "12.5" or "soosorv.3".
    const char* clause = "";
};

/// Returns the steps of a protocol; step 0 comes first. The opening is over when a step's
/// `next` is -1 and that step is done.
std::vector<OpeningStep> openingSteps(const OpeningRules& rules);

/// Returns the zone of a half-width on a board of `boardSize` as text: "h8", "the central 3x3
/// (g7-i9)", ... (19x19: "j10", "the central 3x3 (i9-k11)").
std::string zoneName(int zone, int boardSize = kRenjuBoardSize);

/// Returns true when (col,row) lies in the central square of half-width `zone` (-1: anywhere) of
/// a board of `boardSize` (the centre is h8 on 15x15, j10 on 19x19).
constexpr bool isInZone(int col, int row, int zone, int boardSize = kRenjuBoardSize) {
    int centre = boardSize / 2;
    if (zone < 0) {
        return true;
    }
    int dc = col > centre ? col - centre : centre - col;
    int dr = row > centre ? row - centre : centre - row;
    return dc <= zone && dr <= zone;
}

} // namespace renju::rules
