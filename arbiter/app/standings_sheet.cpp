#include "arbiter/app/standings_sheet.hpp"

#include "arbiter/app/event_standings.hpp"
#include "arbiter/app/event_views.hpp"
#include "arbiter/app/round_lists.hpp"
#include "arbiter/app/table_result.hpp"

namespace renju::arbiter::app {

namespace {

std::string byeResult(int halfPoints) {
    return halfPoints >= 2 ? "+" : (halfPoints == 1 ? "=" : "-");
}

/// Returns a player's cell in one round; `numbers` maps registration order to pairing numbers.
CrosstableCell roundCell(const model::EventState& state, const model::Round& round,
                         model::PlayerId player, const std::vector<int>& numbers) {
    CrosstableCell cell;
    for (const model::Table& table : round.tables) {
        if (table.first != player && table.second != player) {
            continue;
        }
        bool isFirst = table.first == player;
        model::PlayerId opponent = isFirst ? table.second : table.first;
        auto index = static_cast<std::size_t>(opponent.value) - 1;
        cell.opponent = index < numbers.size() ? numbers[index] : 0;
        cell.role = isFirst ? 'b' : 'w';
        cell.result = table.result ? ownScore(table.result->code, isFirst) : "";
        if (table.isMatch() && table.result) {
            for (const model::TableGame& game : table.games) {
                cell.games += (cell.games.empty() ? "" : " ") + matchGameText(table, game, isFirst);
            }
        }
        return cell;
    }
    if (round.pairingBye == player) {
        cell.isBye = true;
        cell.result = byeResult(state.settings.restHalfPoints());
    } else if (const model::ByeRequest* bye = state.findByeRequest(player, round.number)) {
        cell.isBye = true;
        cell.result = bye->kind == model::ByeKind::Half ? "=" : "-";
    }
    return cell;
}

/// The games `player` played over the board in rounds 1..afterRound: a result that is no
/// forfeit (a game without a result yet is not counted, as in the provisional standings).
int gamesPlayed(const model::EventState& state, model::PlayerId player, int afterRound) {
    int played = 0;
    for (const model::Round& round : state.rounds) {
        if (round.number > afterRound) {
            continue;
        }
        for (const model::Table& table : round.tables) {
            bool sits = table.first == player || table.second == player;
            if (sits && table.result && !model::isForfeit(table.result->code)) {
                ++played;
            }
        }
    }
    return played;
}

} // namespace

int defaultStandingsRound(const model::EventState& state) {
    int finished = 0;
    for (const model::Round& round : state.rounds) {
        if (round.status == model::RoundStatus::Finished) {
            finished = round.number;
        }
    }
    if (finished == 0 && !state.rounds.empty()) {
        return state.rounds.back().number;
    }
    return finished;
}

StandingsSheet standingsSheet(const model::EventState& state, int afterRound) {
    StandingsSheet sheet;
    sheet.afterRound = afterRound;
    const model::Round* round = state.findRound(afterRound);
    sheet.isProvisional = round && round->status != model::RoundStatus::Finished;
    if (sheet.isProvisional) {
        sheet.note = "Provisional: round " + std::to_string(afterRound) +
                     " is not finished; games without a result count as not played.";
    }
    EventStandings ranked = eventStandings(state, {}, afterRound);
    if (!ranked.error.empty()) {
        sheet.note = ranked.error;
        return sheet;
    }
    for (pairing::TieBreak tieBreak : ranked.standings.tieBreaks) {
        sheet.tieBreakHeaders.push_back(pairing::tieBreakCode(tieBreak));
    }
    for (std::size_t i = 0; i < ranked.standings.rows.size(); ++i) {
        const pairing::StandingRow& row = ranked.standings.rows[i];
        const model::Player* player = state.findPlayer(ranked.playerIds[i]);
        StandingsLine line;
        line.rank = row.rank;
        line.sharesRank = i > 0 && row.isShared && ranked.standings.rows[i - 1].rank == row.rank;
        line.player = ranked.playerIds[i];
        line.pairingNumber = row.id.value;
        line.name = row.name;
        line.federation = row.federation;
        line.rating = row.rating;
        line.halfPoints = row.points;
        line.gamesPlayed = gamesPlayed(state, line.player, afterRound);
        for (const pairing::TieBreakValue& value : row.values) {
            line.tieBreaks.push_back(value.text);
        }
        line.isWithdrawn = player && player->status == model::PlayerStatus::Withdrawn;
        sheet.lines.push_back(std::move(line));
    }
    return sheet;
}

CrosstableSheet crosstableSheet(const model::EventState& state, int afterRound) {
    CrosstableSheet sheet;
    sheet.system = state.settings.system;
    sheet.isMatches = state.settings.match.has_value();
    sheet.isByPoints = sheet.isMatches && rules::isRenMatchRule(*state.settings.match);
    sheet.afterRound = afterRound;
    StandingsSheet standings = standingsSheet(state, afterRound);
    sheet.tieBreakHeaders = standings.tieBreakHeaders;
    sheet.note = standings.note;
    std::vector<int> numbers = state.pairingNumbers();
    for (const StandingsLine& standing : standings.lines) {
        CrosstableLine line;
        line.rank = standing.rank;
        line.sharesRank = standing.sharesRank;
        line.number = standing.pairingNumber;
        line.name = standing.name;
        line.federation = standing.federation;
        line.rating = standing.rating;
        line.halfPoints = standing.halfPoints;
        line.tieBreaks = standing.tieBreaks;
        for (int number = 1; number <= afterRound; ++number) {
            const model::Round* round = state.findRound(number);
            line.cells.push_back(round ? roundCell(state, *round, standing.player, numbers)
                                       : CrosstableCell{});
        }
        sheet.lines.push_back(std::move(line));
    }
    return sheet;
}

std::vector<std::string> rankRanges(const std::vector<std::pair<int, bool>>& ranks) {
    std::vector<std::string> texts(ranks.size());
    for (std::size_t first = 0; first < ranks.size();) {
        std::size_t last = first;
        while (last + 1 < ranks.size() && ranks[last + 1].second) {
            ++last;
        }
        std::string text = std::to_string(ranks[first].first);
        if (last > first) {
            text += "-" + std::to_string(ranks[first].first + static_cast<int>(last - first));
        }
        for (std::size_t i = first; i <= last; ++i) {
            texts[i] = text;
        }
        first = last + 1;
    }
    return texts;
}

std::vector<std::string> rankTexts(const StandingsSheet& sheet) {
    std::vector<std::pair<int, bool>> ranks;
    ranks.reserve(sheet.lines.size());
    for (const StandingsLine& line : sheet.lines) {
        ranks.emplace_back(line.rank, line.sharesRank);
    }
    return rankRanges(ranks);
}

} // namespace renju::arbiter::app
