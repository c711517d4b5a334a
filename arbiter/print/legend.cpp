#include "arbiter/print/legend.hpp"

#include "pairing/tiebreaks.hpp"

#include <algorithm>

namespace renju::arbiter::print {

Block legendBlock(const std::vector<LegendEntry>& entries) {
    std::string text = "Legend: ";
    for (std::size_t i = 0; i < entries.size(); ++i) {
        text += (i > 0 ? "; " : "") + entries[i].code + ": " + entries[i].meaning;
    }
    return Block{TextBlock{text + ".", TextStyle::Small}};
}

std::vector<LegendEntry> tieBreakLegend(const std::vector<std::string>& codes) {
    std::vector<LegendEntry> entries;
    if (codes.size() > 1) {
        std::string order;
        for (const std::string& code : codes) {
            order += (order.empty() ? "" : ", ") + code;
        }
        entries.push_back(
            LegendEntry{order, "the tie-breaks, in the order they rank equal points"});
    }
    bool hasBuchholz = false;
    for (const std::string& code : codes) {
        pairing::TieBreakList parsed = pairing::parseTieBreaks(code);
        if (parsed.items.size() == 1) {
            pairing::TieBreak tieBreak = parsed.items.front();
            entries.push_back(LegendEntry{code, std::string(pairing::tieBreakName(tieBreak)) +
                                                    ", " + pairing::tieBreakMeaning(tieBreak)});
            hasBuchholz = hasBuchholz || tieBreak == pairing::TieBreak::Buchholz ||
                          tieBreak == pairing::TieBreak::BuchholzCut1 ||
                          tieBreak == pairing::TieBreak::BuchholzCut2 ||
                          tieBreak == pairing::TieBreak::BuchholzMedian1;
        } else {
            entries.push_back(LegendEntry{code, "a tie-break this program does not describe"});
        }
    }
    if (std::find(codes.begin(), codes.end(),
                  pairing::tieBreakCode(pairing::TieBreak::DirectEncounter)) != codes.end()) {
        entries.push_back(LegendEntry{std::string("DE ") + pairing::kNotMet,
                                      "the player met none of those tied with him"});
    }
    if (hasBuchholz) {
        // So that a player can add up his own Buchholz from the crosstable (FIDE C.07 16).
        entries.push_back(LegendEntry{
            "BH, unplayed",
            "in a Swiss, an opponent's rounds missed by his own choice after the last he was "
            "there for count for him as draws (C.07 16.3), and a round the player did not play "
            "counts as an opponent with the player's own points (16.4)"});
    }
    return entries;
}

LegendEntry unusedTieBreakEntry() {
    return {"-", "a tie-break not needed: the place was settled before it"};
}

LegendEntry pairingNumberEntry() {
    return {"No.", "the player's number (starting number): the same in every list of the event "
                   "and the one every command takes"};
}

LegendEntry rankEntry() {
    return {"Rk.", "rank (3-5: players 3 to 5 share it)"};
}

LegendEntry federationEntry() {
    return {"Fed", "federation"};
}

LegendEntry ratingEntry() {
    return {"Rtg", "rating"};
}

LegendEntry ownScoreEntry(const std::string& code) {
    return {code, "the player's own score: 1 won, ½ drawn, 0 lost, + won by forfeit, - lost by "
                  "forfeit (not played)"};
}

} // namespace renju::arbiter::print
