// The live page's boards: the overview of a round and one table, from the view-models the
// GUI's Round and Table views and the printed game record use.
#include "arbiter/app/event_records.hpp"
#include "arbiter/app/game_sheet.hpp"
#include "arbiter/app/result_text.hpp"
#include "arbiter/ui/view_models/board_model.hpp"
#include "arbiter/ui/view_models/clock_face.hpp"
#include "arbiter/ui/view_models/ren_board_model.hpp"
#include "arbiter/ui/view_models/table_summary.hpp"
#include "arbiter/web/clock_projection.hpp"
#include "arbiter/web/live_views.hpp"
#include "rules/notation.hpp"
#include "rules/overloaded.hpp"
#include "rules/ren/ren_text.hpp"

#include <algorithm>

namespace renju::arbiter::web {

using nlohmann::json;

namespace {

const char* colourKey(rules::Stone colour) {
    return colour == rules::Stone::Black ? "black" : "white";
}

json pointJson(rules::Point point) {
    return json::array({point.col, point.row});
}

json clockJson(const model::TableGame& table, const ui::ClockFace& face, std::int64_t now,
               std::int64_t& validUntil) {
    json out = {{"name", face.name},           {"colour", colourKey(face.colour)},
                {"time", face.time},           {"running", face.isRunning},
                {"period", face.period},       {"moves", face.moves},
                {"toControl", face.toControl}, {"low", face.isLow},
                {"flag", face.showsFlag},      {"notes", face.notes}};
    if (table.clock) {
        SeatProjection projection = projectSeat(*table.clock, face.seat, now);
        out["at"] = projection.at;
        out["remaining"] = projection.remaining;
        out["rate"] = projection.rate;
        out["until"] = projection.until;
        if (projection.rate != 0) {
            validUntil = std::min(validUntil, projection.until);
        }
    }
    return out;
}

json clocksJson(const model::EventState& state, const model::TableGame& table, bool isStarted,
                std::int64_t now, std::int64_t& validUntil) {
    if (!isStarted || !table.clock) {
        return nullptr;
    }
    // The players' audience: a fallen flag only with time referees (14.8).
    ui::TableClockFaces faces = ui::clockFaces(state, table, now, ui::Audience::Players);
    json seats = json::array();
    for (const ui::ClockFace& face : faces.seats) {
        seats.push_back(clockJson(table, face, now, validUntil));
    }
    return {{"seats", seats}, {"status", faces.status}, {"paused", faces.isPaused}};
}

std::string stateText(const model::EventState& state, BoardState boardState,
                      const model::Table& table) {
    switch (boardState) {
    case BoardState::Waiting:
        return "not started";
    case BoardState::ClaimAwaiting:
        return "claim: awaiting the arbiter's ruling";
    case BoardState::Finished:
        return colourResult(state, table).text;
    case BoardState::Playing:
        break;
    }
    const model::TableGame& game = table.currentGame();
    std::string label = app::gameLabel(table, game);
    if (table.isMatch() && game.result) {
        return label + "over; game 2 to start";
    }
    return label + (rules::resultOf(game.game).isOver() ? "game over, result to be entered"
                                                        : ui::gameActivity(game.game));
}

/// A match's games and result, for the board's page; null for a table of one game.
json matchJson(const model::EventState& state, const model::Table& table) {
    if (!table.isMatch()) {
        return nullptr;
    }
    json games = json::array();
    for (std::size_t i = 0; i < table.games.size(); ++i) {
        const model::TableGame& game = table.games[i];
        games.push_back(
            {{"number", i + 1},
             {"first", state.findPlayer(game.first) ? state.findPlayer(game.first)->name : "?"},
             {"result", game.result ? app::resultSentence(state, game) : ""}});
    }
    return {{"rule", rules::matchRuleName(*table.match)},
            {"game", table.currentGameIndex() + 1},
            {"games", games},
            {"result", app::tableResultSentence(state, table)}};
}

/// The stones of a board as the overview draws them: "h8 j9" lists per colour, the last move,
/// the number of moves, and what the family adds (Ren: the squares, both scores).
struct BoardStones {
    std::string black;
    std::string white;
    std::optional<rules::Point> lastMove;
    std::size_t moveCount = 0;
    int size = rules::kRenjuBoardSize;
    json extra = json::object();
};

void addStone(BoardStones& out, rules::Point point, rules::Stone colour) {
    std::string& list = colour == rules::Stone::Black ? out.black : out.white;
    list += (list.empty() ? "" : " ") + rules::formatPoint(point);
}

BoardStones boardStones(const rules::AnyGame& game) {
    BoardStones out;
    std::visit(rules::Overloaded{[&](const rules::Game& five) {
                                     const ui::BoardModel board = ui::boardModel(five);
                                     for (const ui::BoardStone& stone : board.stones) {
                                         addStone(out, stone.point, stone.colour);
                                     }
                                     out.lastMove = board.lastMove;
                                     out.moveCount = board.stones.size();
                                     out.size = board.size;
                                     out.extra = {{"look", "intersections"}};
                                 },
                                 [&](const rules::RenGame& ren) {
                                     const ui::RenBoardModel board = ui::renBoardModel(ren);
                                     for (const ui::RenSquareStone& stone : board.stones) {
                                         addStone(out, stone.square, stone.colour);
                                     }
                                     out.lastMove = board.lastMove;
                                     out.moveCount = ren.moveCount();
                                     out.size = board.size;
                                     out.extra = {{"look", "squares"}, {"scores", board.scores}};
                                 }},
               game);
    return out;
}

/// What every board shows, in the overview and on its own page.
json boardSummary(const model::EventState& state, const model::Round& round,
                  const model::Table& table, std::int64_t now, std::int64_t& validUntil) {
    const BoardState boardState = boardStateOf(round, table);
    // The game being played: a match's game 2 once it has started.
    const model::TableGame& game = table.currentGame();
    const BoardStones board = boardStones(game.game);
    auto playerJson = [&](model::PlayerId id) {
        const model::Player* found = state.findPlayer(id);
        rules::Player inGame = game.first == id ? rules::Player::First : rules::Player::Second;
        return json{{"name", found ? found->name : "?"},
                    {"colour", colourKey(rules::colourOf(game.game, inGame))}};
    };
    ColourResult result = colourResult(state, table);
    const bool isStarted =
        round.status == model::RoundStatus::Started || round.status == model::RoundStatus::Finished;
    json out = {{"round", round.number},
                {"table", table.number},
                {"size", board.size},
                {"first", playerJson(table.first)},
                {"second", playerJson(table.second)},
                {"game", table.isMatch() ? json(table.currentGameIndex() + 1) : json(nullptr)},
                {"state", boardStateName(boardState)},
                {"stateText", stateText(state, boardState, table)},
                {"result",
                 boardState == BoardState::Finished
                     ? json{{"code", result.code}, {"text", result.text}, {"reason", result.reason}}
                     : json(nullptr)},
                {"black", board.black},
                {"white", board.white},
                {"lastMove", board.lastMove ? json(rules::formatPoint(*board.lastMove)) : json()},
                {"moveCount", board.moveCount},
                {"clocks", clocksJson(state, game, isStarted, now, validUntil)}};
    out.update(board.extra);
    return out;
}

json movesJson(const app::FiveInARowSheet& sheet, bool isFinished) {
    json moves = json::array();
    for (const app::SheetMove& move : sheet.moves) {
        moves.push_back({{"number", move.number},
                         {"move", move.move},
                         {"colour", colourKey(move.colour)},
                         {"clock", move.clock},
                         // A forbidden stone is White's to claim (9.8): said after the game.
                         {"remark", isFinished ? move.remark : ""}});
    }
    return moves;
}

/// The ruling as the page says it: a claim without one waits for the arbiter ("" from older
/// sheets, "awaited" once the game records that the claim stopped play).
std::string rulingText(const std::string& ruling) {
    return ruling.empty() || ruling == "awaited" ? "awaiting the arbiter's ruling" : ruling;
}

json claimsJson(const app::FiveInARowSheet& sheet, bool isFinished) {
    json claims = json::array();
    for (const app::SheetClaim& claim : sheet.claims) {
        json entry = {{"afterMove", claim.afterMove},
                      {"claimant", claim.claimant},
                      {"claim", claim.claim},
                      {"ruling", rulingText(claim.ruling)}};
        if (isFinished) {
            // The advice is the arbiter's until the game is over.
            entry["clause"] = claim.clause;
            entry["advice"] = claim.isUpheldByAdvice ? "uphold" : "reject";
            entry["explanation"] = claim.explanation;
            entry["clocks"] = claim.clocks;
        }
        claims.push_back(std::move(entry));
    }
    return claims;
}

/// A five-in-a-row board's page: numbered stones, the opening, the proposals, moves and claims
/// (the advice once the game is over).
void addFiveInARowTable(json& out, const rules::Game& game, const app::FiveInARowSheet& sheet,
                        bool isFinished) {
    const ui::BoardModel model = ui::boardModel(game);
    json stones = json::array();
    for (const ui::BoardStone& stone : model.stones) {
        stones.push_back({stone.point.col, stone.point.row, colourKey(stone.colour), stone.number});
    }
    json proposals = json::array();
    for (rules::Point point : model.proposals) {
        proposals.push_back(pointJson(point));
    }
    out["stones"] = stones;
    out["proposals"] = proposals;
    out["lastPoint"] = model.lastMove ? pointJson(*model.lastMove) : json();
    out["prompt"] = model.isOver ? "" : model.prompt;
    out["opening"] = {{"rules", sheet.openingRules},
                      {"code", sheet.openingCode},
                      {"name", sheet.openingName},
                      {"steps", sheet.openingSteps}};
    out["moves"] = movesJson(sheet, isFinished);
    out["claims"] = claimsJson(sheet, isFinished);
    out["unchosenProposals"] = json::array();
    if (isFinished) {
        for (rules::Point point : sheet.unchosenProposals) {
            out["unchosenProposals"].push_back(pointJson(point));
        }
    }
}

/// A Ren board's page (seed 002): the squares with numbered stones, rui stones and niban, the
/// last move's groups and captures, both scores, and every move with its points, the running
/// score and the clock.
void addRenTable(json& out, const rules::RenGame& game, const app::RenGameSheet& sheet) {
    const ui::RenBoardModel model = ui::renBoardModel(game);
    json stones = json::array();
    json rui = json::array();
    json niban = json::array();
    for (const ui::RenSquareStone& stone : model.stones) {
        stones.push_back(
            {stone.square.col, stone.square.row, colourKey(stone.colour), stone.number});
        if (stone.isRui) {
            rui.push_back(pointJson(stone.square));
        }
        if (stone.isNiban) {
            niban.push_back(pointJson(stone.square));
        }
    }
    json groups = json::array();
    for (const rules::RenGroup& group : model.lastGroups) {
        groups.push_back({{"from", pointJson(group.from)},
                          {"to", pointJson(group.to)},
                          {"name", rules::renGroupName(group.kind)},
                          {"points", group.points}});
    }
    json captures = json::array();
    for (rules::Point point : model.lastCaptures) {
        captures.push_back(pointJson(point));
    }
    json moves = json::array();
    for (const app::RenSheetMove& move : sheet.moves) {
        std::string remark = move.action;
        if (!move.groups.empty()) {
            remark += (remark.empty() ? "" : "; ") + move.groups;
        }
        moves.push_back({{"number", move.number},
                         {"move", move.move},
                         {"colour", colourKey(move.colour)},
                         {"clock", move.clock},
                         {"points", move.points},
                         {"score", move.score},
                         {"remark", remark}});
    }
    out["stones"] = stones;
    out["proposals"] = json::array();
    out["unchosenProposals"] = json::array();
    out["lastPoint"] = model.lastMove ? pointJson(*model.lastMove) : json();
    out["prompt"] = model.isOver ? "" : model.prompt;
    out["opening"] = nullptr;
    out["claims"] = json::array();
    out["moves"] = moves;
    out["ren"] = {{"scores", model.scores},
                  {"variants", sheet.variants},
                  {"rui", rui},
                  {"ruiText", model.ruiText},
                  {"niban", niban},
                  {"groups", groups},
                  {"captures", captures},
                  {"pointsInWords", model.pointsInWords},
                  {"lastMoveText", model.lastMoveText}};
}

} // namespace

json overviewJson(const model::EventState& state, int round, std::int64_t now,
                  std::int64_t& validUntil) {
    const model::Round* found = state.findRound(round);
    if (!found) {
        return {{"round", round}, {"status", ""}, {"boards", json::array()}};
    }
    json boards = json::array();
    for (const model::Table& table : found->tables) {
        boards.push_back(boardSummary(state, *found, table, now, validUntil));
    }
    return {{"round", round},
            {"status", model::roundStatusName(found->status)},
            {"when", state.settings.roundWhen(round)},
            {"boards", boards}};
}

json boardJson(const model::EventState& state, int round, int table, std::int64_t now,
               std::int64_t& validUntil) {
    const model::Round* found = state.findRound(round);
    const model::Table* board = found ? found->findTable(table) : nullptr;
    return board ? boardSummary(state, *found, *board, now, validUntil) : json();
}

json tableJson(const model::EventState& state, int round, int table, std::int64_t now,
               std::int64_t& validUntil) {
    const model::Round* found = state.findRound(round);
    const model::Table* board = found ? found->findTable(table) : nullptr;
    if (!board) {
        return nullptr;
    }
    json out = boardSummary(state, *found, *board, now, validUntil);
    const bool isFinished = boardStateOf(*found, *board) == BoardState::Finished;
    int gameNumber = static_cast<int>(board->currentGameIndex()) + 1;
    std::optional<app::GameSheet> sheet = app::gameSheet(state, round, table, gameNumber);
    out["match"] = matchJson(state, *board);
    out["rules"] = sheet->ruleSet;
    out["arbiterNotes"] = isFinished ? json(sheet->arbiterNotes) : json::array();
    out["timeControl"] = sheet->timeControl;
    json formats = json::array({"pdf"});
    for (records::RecordFormat format : app::recordFormatsFor(board->currentGame().game)) {
        formats.push_back(records::formatExtension(format));
    }
    out["recordFormats"] = formats;
    std::visit(rules::Overloaded{
                   [&](const rules::Game& five) {
                       addFiveInARowTable(out, five, std::get<app::FiveInARowSheet>(sheet->play),
                                          isFinished);
                   },
                   [&](const rules::RenGame& ren) {
                       addRenTable(out, ren, std::get<app::RenGameSheet>(sheet->play));
                   }},
               board->currentGame().game);
    return out;
}

} // namespace renju::arbiter::web
