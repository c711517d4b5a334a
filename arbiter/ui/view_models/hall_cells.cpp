#include "arbiter/ui/view_models/hall_cells.hpp"

#include "arbiter/app/event_views.hpp"
#include "arbiter/ui/view_models/board_model.hpp"
#include "arbiter/ui/view_models/ren_board_model.hpp"
#include "clock/display.hpp"
#include "rules/overloaded.hpp"

namespace renju::arbiter::ui {

namespace {

/// The small board through the families' seam: a family not handled here does not compile.
HallBoard hallBoard(const rules::AnyGame& game) {
    return std::visit(
        rules::Overloaded{[](const rules::Game& five) {
                              BoardModel model = boardModel(five);
                              HallBoard board{model.size, false, {}, model.lastMove};
                              for (const BoardStone& stone : model.stones) {
                                  board.stones.push_back({stone.point, stone.colour});
                              }
                              return board;
                          },
                          [](const rules::RenGame& ren) {
                              RenBoardModel model = renBoardModel(ren);
                              HallBoard board{model.size, true, {}, model.lastMove};
                              for (const RenSquareStone& stone : model.stones) {
                                  board.stones.push_back({stone.square, stone.colour});
                              }
                              return board;
                          }},
        game);
}

/// The first queued call at the table, if any.
const RefereeCall* callAt(const CallQueue& calls, int round, int table) {
    for (const RefereeCall& call : calls.calls()) {
        if (call.round == round && call.table == table) {
            return &call;
        }
    }
    return nullptr;
}

} // namespace

std::vector<HallCell> hallCells(const model::EventState& state, int round, const CallQueue& calls) {
    std::vector<HallCell> cells;
    const model::Round* found = state.findRound(round);
    if (!found) {
        return cells;
    }
    std::vector<app::PairingRow> pairings = app::pairingRows(state, round);
    bool isStarted = found->status == model::RoundStatus::Started ||
                     found->status == model::RoundStatus::Finished;
    for (std::size_t i = 0; i < found->tables.size(); ++i) {
        const model::Table& table = found->tables[i];
        const model::TableGame& game = table.currentGame();
        const app::PairingRow& pairing = pairings[i];
        HallCell cell;
        cell.table = pairing.table;
        rules::Player firstInGame =
            game.first == table.first ? rules::Player::First : rules::Player::Second;
        bool isFirstBlack = rules::colourOf(game.game, firstInGame) == rules::Stone::Black;
        cell.isSeatABlack = rules::colourOf(game.game, rules::Player::First) == rules::Stone::Black;
        cell.blackName = isFirstBlack ? pairing.firstName : pairing.secondName;
        cell.whiteName = isFirstBlack ? pairing.secondName : pairing.firstName;
        cell.board = hallBoard(game.game);
        const RefereeCall* call = callAt(calls, found->number, cell.table);
        if (!pairing.result.empty()) {
            cell.state = HallState::Finished;
            // The shared result text, by colour: Black's score first ("1-0": Black won).
            cell.stateText = "finished " + pairing.result;
        } else if (!isStarted || !game.clock) {
            cell.state = HallState::NotStarted;
            cell.stateText = "not started";
        } else if (call && call->kind != CallKind::Claim) {
            cell.state = HallState::Called;
            cell.stateText = "call: " + callText(*call);
        } else if (pairing.isAwaitingRuling) {
            cell.state = HallState::AwaitingRuling;
            cell.stateText = "claim: awaiting ruling";
        } else {
            cell.state = HallState::Playing;
            cell.stateText = "playing";
        }
        cells.push_back(std::move(cell));
    }
    return cells;
}

void refreshHallClocks(std::vector<HallCell>& cells, const model::EventState& state, int round,
                       std::int64_t now) {
    const model::Round* found = state.findRound(round);
    if (!found || found->tables.size() != cells.size()) {
        return;
    }
    clock::Milliseconds at(now);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const model::TableGame& game = found->tables[i].currentGame();
        HallCell& cell = cells[i];
        if (!game.clock || cell.state == HallState::NotStarted) {
            continue;
        }
        clock::Seat blackSeat = cell.isSeatABlack ? clock::Seat::A : clock::Seat::B;
        clock::Seat whiteSeat = cell.isSeatABlack ? clock::Seat::B : clock::Seat::A;
        cell.blackTime = clock::formatClockTime(game.clock->remaining(blackSeat, at));
        cell.whiteTime = clock::formatClockTime(game.clock->remaining(whiteSeat, at));
        clock::ClockState clockState = game.clock->stateAt(at);
        bool isRunning = clockState.status == clock::ClockStatus::Running && !game.result;
        cell.isBlackRunning = isRunning && clockState.running == blackSeat;
        cell.isWhiteRunning = isRunning && clockState.running == whiteSeat;
    }
}

} // namespace renju::arbiter::ui
