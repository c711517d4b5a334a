// The live page's lists: the event header, pairings, standings, crosstable and round results,
// each from the view-model the printed lists use (one source of truth).
#include "arbiter/app/event_views.hpp"
#include "arbiter/app/result_text.hpp"
#include "arbiter/app/round_lists.hpp"
#include "arbiter/app/standings_sheet.hpp"
#include "arbiter/ui/view_models/table_summary.hpp"
#include "arbiter/web/live_views.hpp"

namespace renju::arbiter::web {

using nlohmann::json;

const char* boardStateName(BoardState state) {
    switch (state) {
    case BoardState::Waiting:
        return "waiting";
    case BoardState::Playing:
        return "playing";
    case BoardState::ClaimAwaiting:
        return "claim";
    case BoardState::Finished:
        return "finished";
    }
    return "waiting";
}

BoardState boardStateOf(const model::Round& round, const model::Table& table) {
    bool isEnteredByArbiter = table.result && !table.result->isFromGame;
    if (!isEnteredByArbiter && round.status == model::RoundStatus::Started &&
        rules::isAwaitingRuling(table.currentGame().game)) {
        return BoardState::ClaimAwaiting;
    }
    if (table.result) {
        return BoardState::Finished;
    }
    return round.status == model::RoundStatus::Started ? BoardState::Playing : BoardState::Waiting;
}

namespace {

const std::string& nameOf(const model::EventState& state, model::PlayerId id) {
    static const std::string kUnknown = "?";
    const model::Player* player = state.findPlayer(id);
    return player ? player->name : kUnknown;
}

std::string scoreText(int halfPoints) {
    return halfPoints == 2 ? "1" : (halfPoints == 1 ? "½" : "0");
}

json playerJson(const app::ListedPlayer& player) {
    return {{"number", player.number},
            {"name", player.name},
            {"federation", player.federation},
            {"rating", player.rating},
            {"points", app::formatHalfPoints(player.halfPoints)}};
}

} // namespace

ColourResult colourResult(const model::EventState& state, const model::Table& table) {
    ColourResult out;
    if (!table.result) {
        return out;
    }
    if (table.isMatch()) {
        // A match has no colours as a whole: each game's result by colour, then the match's.
        for (const model::TableGame& game : table.games) {
            out.code += (out.code.empty() ? "" : ", ") +
                        (game.result ? app::blackFirstScore(game, game.result->code) : "*");
        }
        out.text = app::tableResultSentence(state, table);
        out.reason = table.result->reason;
        return out;
    }
    const model::TableGame& game = table.games.front();
    const model::ResultCode code = table.result->code;
    const bool isFirstBlack =
        rules::colourOf(game.game, rules::Player::First) == rules::Stone::Black;
    const int black = isFirstBlack ? model::firstHalfPoints(code) : model::secondHalfPoints(code);
    const int white = isFirstBlack ? model::secondHalfPoints(code) : model::firstHalfPoints(code);
    const bool isForfeit = model::isForfeit(code);
    out.reason = table.result->reason;
    if (code == model::ResultCode::DoubleForfeit) {
        out.code = "0-0f";
        out.text = "0-0f not played";
        return out;
    }
    if (black == 1) {
        out.code = "½-½";
        out.text = "½-½ draw";
        return out;
    }
    out.code = scoreText(black) + "-" + scoreText(white) + (isForfeit ? "f" : "");
    const rules::Stone winner = black == 2 ? rules::Stone::Black : rules::Stone::White;
    const model::PlayerId winnerId =
        rules::playerOf(game.game, winner) == rules::Player::First ? table.first : table.second;
    out.text = out.code + " " + rules::colourName(winner) + " (" + nameOf(state, winnerId) +
               ") wins" + (isForfeit ? " by forfeit" : "");
    return out;
}

json eventJson(const model::EventState& state) {
    const model::EventSettings& settings = state.settings;
    json rounds = json::array();
    for (const model::Round& round : state.rounds) {
        rounds.push_back({{"number", round.number},
                          {"status", model::roundStatusName(round.status)},
                          {"when", settings.roundWhen(round.number)}});
    }
    const model::Round* current = state.currentRound();
    return {{"name", settings.name},
            {"venue", settings.venue},
            {"startDate", settings.startDate},
            {"endDate", settings.endDate},
            {"chiefArbiter", settings.chiefArbiter},
            {"totalRounds", settings.rounds},
            {"timeControl", settings.timeControl},
            {"rounds", rounds},
            {"currentRound", current ? current->number : 0},
            {"players", state.players.size()}};
}

json pairingsJson(const model::EventState& state, int round) {
    const model::Round* found = state.findRound(round);
    if (!found) {
        return nullptr;
    }
    app::PairingList list = app::pairingList(state, round);
    json tables = json::array();
    for (const app::PairingListRow& row : list.tables) {
        tables.push_back({{"table", row.table},
                          {"first", playerJson(row.first)},
                          {"second", playerJson(row.second)},
                          {"firstScore", row.firstScore},
                          {"secondScore", row.secondScore}});
    }
    json byes = json::array();
    for (const app::ByeListRow& bye : list.byes) {
        byes.push_back({{"player", playerJson(bye.player)}, {"kind", bye.kind}});
    }
    json names = json::array();
    for (const app::NameListEntry& entry : app::nameList(state, round)) {
        names.push_back({{"name", entry.name},
                         {"number", entry.number},
                         {"federation", entry.federation},
                         {"points", app::formatHalfPoints(entry.halfPoints)},
                         {"table", entry.table},
                         {"role", entry.role},
                         {"opponent", entry.opponent},
                         {"opponentNumber", entry.opponentNumber},
                         {"note", entry.note},
                         {"score", entry.score}});
    }
    return {{"round", round},
            {"status", model::roundStatusName(found->status)},
            {"when", state.settings.roundWhen(round)},
            {"tables", tables},
            {"byes", byes},
            {"byName", names}};
}

json standingsJson(const model::EventState& state) {
    app::StandingsSheet sheet = app::standingsSheet(state, app::defaultStandingsRound(state));
    json lines = json::array();
    for (const app::StandingsLine& line : sheet.lines) {
        lines.push_back({{"rank", line.rank},
                         {"sharesRank", line.sharesRank},
                         {"number", line.pairingNumber},
                         {"name", line.name},
                         {"federation", line.federation},
                         {"rating", line.rating},
                         {"points", app::formatHalfPoints(line.halfPoints)},
                         {"tieBreaks", line.tieBreaks},
                         {"withdrawn", line.isWithdrawn}});
    }
    return {{"afterRound", sheet.afterRound},
            {"provisional", sheet.isProvisional},
            {"tieBreaks", sheet.tieBreakHeaders},
            {"note", sheet.note},
            {"lines", lines}};
}

json crosstableJson(const model::EventState& state) {
    app::CrosstableSheet sheet = app::crosstableSheet(state, app::defaultStandingsRound(state));
    json lines = json::array();
    for (const app::CrosstableLine& line : sheet.lines) {
        json cells = json::array();
        for (const app::CrosstableCell& cell : line.cells) {
            cells.push_back({{"opponent", cell.opponent},
                             {"role", cell.role == 0 ? "" : std::string(1, cell.role)},
                             {"result", cell.result},
                             {"games", cell.games},
                             {"bye", cell.isBye}});
        }
        lines.push_back({{"rank", line.rank},
                         {"sharesRank", line.sharesRank},
                         {"number", line.number},
                         {"name", line.name},
                         {"federation", line.federation},
                         {"rating", line.rating},
                         {"points", app::formatHalfPoints(line.halfPoints)},
                         {"cells", cells},
                         {"tieBreaks", line.tieBreaks}});
    }
    return {{"system", model::pairingSystemName(sheet.system)},
            {"afterRound", sheet.afterRound},
            {"matches", sheet.isMatches},
            {"tieBreaks", sheet.tieBreakHeaders},
            {"note", sheet.note},
            {"lines", lines}};
}

json roundJson(const model::EventState& state, int round) {
    json out = pairingsJson(state, round);
    if (out.is_null()) {
        return out;
    }
    const model::Round& found = *state.findRound(round);
    for (std::size_t i = 0; i < found.tables.size(); ++i) {
        const model::Table& table = found.tables[i];
        ColourResult result = colourResult(state, table);
        json& row = out["tables"][i];
        row["state"] = boardStateName(boardStateOf(found, table));
        row["result"] = result.text;
        row["reason"] = result.reason;
        const model::TableGame& game = table.currentGame();
        rules::Player first =
            game.first == table.first ? rules::Player::First : rules::Player::Second;
        row["firstIsBlack"] = rules::colourOf(game.game, first) == rules::Stone::Black;
    }
    out.erase("byName");
    return out;
}

} // namespace renju::arbiter::web
