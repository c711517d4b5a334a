#include "pairing/standings.hpp"

#include "pairing/score_sheet.hpp"

#include <algorithm>
#include <numeric>

namespace renju::pairing {

namespace {

std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

/// Splits every group of still-tied players by one tie-break, best first.
std::vector<std::vector<int>> splitGroups(const ScoreSheet& sheet,
                                          const std::vector<std::vector<int>>& groups,
                                          TieBreak tieBreak, std::vector<StandingRow>& rows,
                                          std::size_t column) {
    std::vector<std::vector<int>> result;
    for (const std::vector<int>& group : groups) {
        std::vector<TieBreakValue> values;
        if (tieBreak == TieBreak::DirectEncounter) {
            values = directEncounter(sheet, group);
        } else {
            for (int member : group) {
                values.push_back(tieBreakValue(sheet, tieBreak, member));
            }
        }
        std::vector<std::size_t> order(group.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return values[a].key > values[b].key;
        });
        for (std::size_t k = 0; k < order.size(); ++k) {
            const std::size_t i = order[k];
            rows[at(group[i])].values[column] = values[i];
            if (k == 0 || values[i].key != values[order[k - 1]].key) {
                result.emplace_back();
            }
            result.back().push_back(group[i]);
        }
    }
    return result;
}

} // namespace

Standings computeStandings(const Tournament& tournament, const StandingsOptions& options) {
    Standings standings;
    standings.tieBreaks = options.tieBreaks;
    standings.rounds = options.rounds >= 0 ? options.rounds : tournament.pairedRounds();
    const ScoreSheet sheet(tournament, {standings.rounds, options.isRoundRobin});
    std::vector<StandingRow> rows(tournament.players.size());
    std::vector<int> byNumber(tournament.players.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Player& player = tournament.players[i];
        rows[i] = StandingRow{0,
                              false,
                              player.id,
                              player.name,
                              player.federation,
                              player.rating,
                              sheet.score(static_cast<int>(i)),
                              {}};
        rows[i].values.assign(options.tieBreaks.size(), TieBreakValue{0, "-"});
        byNumber[i] = static_cast<int>(i);
    }
    // Pairing-number order first, so that everything after is independent of the input order.
    std::sort(byNumber.begin(), byNumber.end(),
              [&](int a, int b) { return rows[at(a)].id < rows[at(b)].id; });
    std::stable_sort(byNumber.begin(), byNumber.end(),
                     [&](int a, int b) { return rows[at(a)].points > rows[at(b)].points; });
    std::vector<std::vector<int>> groups;
    for (std::size_t k = 0; k < byNumber.size(); ++k) {
        if (k == 0 || rows[at(byNumber[k])].points != rows[at(byNumber[k - 1])].points) {
            groups.emplace_back();
        }
        groups.back().push_back(byNumber[k]);
    }
    for (std::size_t column = 0; column < options.tieBreaks.size(); ++column) {
        groups = splitGroups(sheet, groups, options.tieBreaks[column], rows, column);
    }
    int rank = 1;
    for (const std::vector<int>& group : groups) {
        for (int member : group) {
            StandingRow& row = rows[at(member)];
            row.rank = rank;
            row.isShared = group.size() > 1;
            standings.rows.push_back(row);
        }
        rank += static_cast<int>(group.size());
    }
    return standings;
}

bool looksLikeRoundRobin(const Tournament& tournament) {
    const int players = static_cast<int>(tournament.players.size());
    const int cycle = players % 2 == 0 ? players - 1 : players;
    const int rounds =
        tournament.totalRounds > 0 ? tournament.totalRounds : tournament.pairedRounds();
    return players >= 3 && (rounds == cycle || rounds == 2 * cycle);
}

namespace {

/// True for the East Asian wide characters a terminal shows in two columns (Hangul Jamo, CJK
/// punctuation, kana, CJK ideographs, Hangul syllables, compatibility ideographs, fullwidth
/// forms).
bool isWide(char32_t c) {
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) ||
           (c >= 0x3041 && c <= 0x33FF) || (c >= 0x3400 && c <= 0x4DBF) ||
           (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
           (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
           (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

/// The columns a UTF-8 text takes on a terminal: one per character, two for wide ones.
std::size_t displayWidth(const std::string& text) {
    std::size_t width = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        char32_t c = length == 1 ? lead : lead & (0x7FU >> length);
        for (std::size_t k = 1; k < length && i + k < text.size(); ++k) {
            c = (c << 6U) | (static_cast<unsigned char>(text[i + k]) & 0x3FU);
        }
        width += isWide(c) ? 2U : 1U;
        i += length;
    }
    return width;
}

std::string padRight(const std::string& text, std::size_t width) {
    const std::size_t shown = displayWidth(text);
    return text + std::string(shown < width ? width - shown : 0, ' ');
}

std::string padLeft(const std::string& text, std::size_t width) {
    const std::size_t shown = displayWidth(text);
    return std::string(shown < width ? width - shown : 0, ' ') + text;
}

} // namespace

std::string formatStandings(const Standings& standings) {
    std::size_t nameWidth = 4;
    std::vector<std::size_t> widths;
    for (TieBreak tieBreak : standings.tieBreaks) {
        widths.push_back(std::max<std::size_t>(5, std::string(tieBreakCode(tieBreak)).size()));
    }
    for (const StandingRow& row : standings.rows) {
        nameWidth = std::max(nameWidth, displayWidth(row.name));
        for (std::size_t c = 0; c < row.values.size(); ++c) {
            widths[c] = std::max(widths[c], displayWidth(row.values[c].text));
        }
    }
    std::string out = "Standings after round " + std::to_string(standings.rounds) + "\n";
    out += "Rank   No  " + padRight("Name", nameWidth) + "  Fed  Rating  Points";
    for (std::size_t c = 0; c < standings.tieBreaks.size(); ++c) {
        out += "  " + padLeft(tieBreakCode(standings.tieBreaks[c]), widths[c]);
    }
    out += "\n";
    for (const StandingRow& row : standings.rows) {
        out += padLeft(std::to_string(row.rank) + (row.isShared ? "=" : " "), 5);
        out += padLeft(std::to_string(row.id.value), 5) + "  " + padRight(row.name, nameWidth);
        out += "  " + padRight(row.federation.empty() ? "-" : row.federation, 3);
        out += "  " + padLeft(row.rating > 0 ? std::to_string(row.rating) : "-", 6);
        out += "  " + padLeft(formatFraction(row.points, 2), 6);
        for (std::size_t c = 0; c < row.values.size(); ++c) {
            out += "  " + padLeft(row.values[c].text, widths[c]);
        }
        out += "\n";
    }
    return out;
}

} // namespace renju::pairing
