#include "arbiter/app/standings_sheet.hpp"

#include "arbiter/app/event_standings.hpp"
#include "arbiter/app/event_views.hpp"

#include <algorithm>
#include <map>

namespace renju::arbiter::app {

namespace {

std::string byeResult(int halfPoints) {
    return halfPoints >= 2 ? "+" : (halfPoints == 1 ? "=" : "-");
}

std::string tableResult(model::ResultCode code, bool isFirst) {
    switch (code) {
    case model::ResultCode::FirstWins:
        return isFirst ? "1" : "0";
    case model::ResultCode::SecondWins:
        return isFirst ? "0" : "1";
    case model::ResultCode::Draw:
        return "½";
    case model::ResultCode::FirstForfeit:
        return isFirst ? "+" : "-";
    case model::ResultCode::SecondForfeit:
        return isFirst ? "-" : "+";
    case model::ResultCode::DoubleForfeit:
        return "-";
    }
    return "";
}

/// Returns a player's cell in one round; `lineOf` maps registration ids to line numbers.
CrosstableCell roundCell(const model::EventState& state, const model::Round& round,
                         model::PlayerId player, const std::map<int, int>& lineOf) {
    CrosstableCell cell;
    for (const model::Table& table : round.tables) {
        if (table.first != player && table.second != player) {
            continue;
        }
        bool isFirst = table.first == player;
        model::PlayerId opponent = isFirst ? table.second : table.first;
        auto line = lineOf.find(opponent.value);
        cell.opponent = line == lineOf.end() ? 0 : line->second;
        cell.role = isFirst ? 'b' : 'w';
        cell.result = table.result ? tableResult(table.result->code, isFirst) : "";
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
    sheet.afterRound = afterRound;
    StandingsSheet standings = standingsSheet(state, afterRound);
    std::map<int, int> lineOf;
    for (std::size_t i = 0; i < standings.lines.size(); ++i) {
        lineOf[standings.lines[i].player.value] = static_cast<int>(i) + 1;
    }
    for (std::size_t i = 0; i < standings.lines.size(); ++i) {
        const StandingsLine& standing = standings.lines[i];
        CrosstableLine line;
        line.number = static_cast<int>(i) + 1;
        line.name = standing.name;
        line.federation = standing.federation;
        line.rating = standing.rating;
        line.halfPoints = standing.halfPoints;
        for (int number = 1; number <= afterRound; ++number) {
            const model::Round* round = state.findRound(number);
            line.cells.push_back(round ? roundCell(state, *round, standing.player, lineOf)
                                       : CrosstableCell{});
        }
        sheet.lines.push_back(line);
    }
    return sheet;
}

} // namespace renju::arbiter::app
