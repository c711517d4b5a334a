#include "pairing/standings.hpp"

#include "pairing/score_sheet.hpp"
#include "pairing/text_columns.hpp"
#include "pairing/vector_index.hpp"

#include <algorithm>
#include <numeric>

namespace renju::pairing {

namespace {

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
