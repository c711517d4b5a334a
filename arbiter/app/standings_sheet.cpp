#include "arbiter/app/standings_sheet.hpp"

#include "arbiter/app/event_views.hpp"

#include <algorithm>
#include <map>

namespace renju::arbiter::app {

namespace {

/// The tie-break columns of every line.
///
/// PLUG POINT for the real standings (pairing/standings.*, being written on another branch):
/// replace this function and the order in orderLines() by the application's standings query.
/// Until then the columns carry the event's tie-break headers with empty values, and the
/// order is points, then pairing number.
void fillTieBreaks(const model::EventState& state, int afterRound,
                   std::vector<StandingsLine>& lines) {
    (void)afterRound;
    for (StandingsLine& line : lines) {
        line.tieBreaks.assign(state.settings.tieBreaks.size(), "");
    }
}

/// Orders by points, then tie-breaks (see fillTieBreaks), then pairing number; sets the ranks.
void orderLines(std::vector<StandingsLine>& lines) {
    std::stable_sort(lines.begin(), lines.end(),
                     [](const StandingsLine& a, const StandingsLine& b) {
                         if (a.halfPoints != b.halfPoints) {
                             return a.halfPoints > b.halfPoints;
                         }
                         return a.pairingNumber < b.pairingNumber;
                     });
    for (std::size_t i = 0; i < lines.size(); ++i) {
        bool isTied = i > 0 && lines[i].halfPoints == lines[i - 1].halfPoints &&
                      lines[i].tieBreaks == lines[i - 1].tieBreaks;
        lines[i].sharesRank = isTied;
        lines[i].rank = isTied ? lines[i - 1].rank : static_cast<int>(i) + 1;
    }
}

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
        cell.result = byeResult(state.settings.byeHalfPoints);
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
    sheet.tieBreakHeaders = state.settings.tieBreaks;
    if (!sheet.tieBreakHeaders.empty()) {
        sheet.note = "Tie-breaks are not computed yet: players with equal points are listed in "
                     "pairing-number order.";
    }
    std::vector<int> points = halfPointsBefore(state, afterRound + 1);
    std::vector<int> numbers = state.pairingNumbers();
    for (std::size_t i = 0; i < state.players.size(); ++i) {
        const model::Player& player = state.players[i];
        StandingsLine line;
        line.player = player.id;
        line.pairingNumber = numbers[i];
        line.name = player.name;
        line.federation = player.federation;
        line.rating = player.rating;
        line.halfPoints = points[static_cast<std::size_t>(player.id.value)];
        line.isWithdrawn = player.status == model::PlayerStatus::Withdrawn;
        sheet.lines.push_back(line);
    }
    fillTieBreaks(state, afterRound, sheet.lines);
    orderLines(sheet.lines);
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
