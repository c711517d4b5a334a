#include "arbiter/ui/view_models/table_summary.hpp"

#include "arbiter/app/result_text.hpp"
#include "arbiter/ui/view_models/clock_face.hpp"
#include "clock/display.hpp"
#include "rules/game_event.hpp"
#include "rules/overloaded.hpp"
#include "rules/ren/ren_text.hpp"

namespace renju::arbiter::ui {

const char* claimKindName(rules::ClaimKind kind) {
    switch (kind) {
    case rules::ClaimKind::Five:
        return "five";
    case rules::ClaimKind::Forbidden:
        return "forbidden move";
    case rules::ClaimKind::Time:
        return "time";
    }
    return "";
}

namespace {

const char* actionName(rules::ExpectedAction action) {
    switch (action) {
    case rules::ExpectedAction::SwapDecision:
        return "opening: swap decision";
    case rules::ExpectedAction::Declare:
        return "opening: declare the number of proposals";
    case rules::ExpectedAction::Proposals:
        return "opening: 5th-move proposals";
    case rules::ExpectedAction::Choice:
        return "opening: White chooses move 5";
    case rules::ExpectedAction::Ruling:
        return "claim: the arbiter's ruling is awaited";
    case rules::ExpectedAction::Stone:
    case rules::ExpectedAction::Move:
    case rules::ExpectedAction::Nothing:
        break;
    }
    return "";
}

/// Words for a game's end, not a score: the row's names carry each player's own score.
std::string endText(const rules::GameResult& result) {
    std::string reason = rules::reasonCode(result.reason);
    if (result.score == rules::Score::Draw) {
        return "over: draw, " + reason;
    }
    if (result.score == rules::Score::Unfinished) {
        return "over: " + reason;
    }
    return std::string("over: ") + (result.score == rules::Score::BlackWins ? "Black" : "White") +
           " wins, " + reason;
}

std::string fiveInARowActivity(const rules::Game& game) {
    if (game.result().isOver()) {
        return endText(game.result());
    }
    if (game.isAwaitingRuling()) {
        const rules::ClaimRecord& claim = game.claims().back();
        return std::string("claim: ") + rules::colourName(claim.claim.claimant) + " claims " +
               claimKindName(claim.claim.kind) + ", advice " +
               (claim.isUpheld ? "uphold" : "reject") + " (" + claim.clause + "); ruling awaited";
    }
    rules::Expectation expected = game.expectation();
    std::string text = actionName(expected.action);
    if (text.empty()) {
        text = "move " + std::to_string(expected.moveNumber) + ", " +
               rules::colourName(expected.colour) + " to play";
    }
    if (game.drawOfferBy()) {
        text += "; draw offered (10.2)";
    }
    return text;
}

/// Ren (seed 002): the move to come and the points, Black's first.
std::string renActivity(const rules::RenGame& game) {
    std::string points = "; points: " + rules::renScoreText(game.position().scores);
    if (game.result().isOver()) {
        return endText(game.result()) + points;
    }
    return "move " + std::to_string(game.moveCount() + 1) + ", " +
           rules::colourName(game.colourToMove()) + " to play" + points;
}

} // namespace

std::string gameActivity(const rules::AnyGame& game) {
    return std::visit(
        rules::Overloaded{[](const rules::Game& five) { return fiveInARowActivity(five); },
                          [](const rules::RenGame& ren) { return renActivity(ren); }},
        game);
}

std::vector<TableSummary> tableSummaries(const model::EventState& state, int round,
                                         std::int64_t now) {
    std::vector<TableSummary> rows;
    const model::Round* found = state.findRound(round);
    if (!found) {
        return rows;
    }
    std::vector<app::PairingRow> pairings = app::pairingRows(state, round);
    bool isPlaying = found->status == model::RoundStatus::Started;
    for (std::size_t i = 0; i < found->tables.size(); ++i) {
        const model::Table& table = found->tables[i];
        const model::TableGame& game = table.currentGame();
        TableSummary row;
        row.pairing = pairings[i];
        row.game = table.isMatch() ? static_cast<int>(table.currentGameIndex()) + 1 : 0;
        // The colour the table's first player holds in the game being played.
        rules::Player firstInGame =
            game.first == table.first ? rules::Player::First : rules::Player::Second;
        row.isFirstBlack = rules::colourOf(game.game, firstInGame) == rules::Stone::Black;
        if (isPlaying || found->status == model::RoundStatus::Finished) {
            row.activity = game.result && !game.result->isFromGame ? "result entered by the arbiter"
                                                                   : gameActivity(game.game);
            row.activity = app::gameLabel(table, game) + row.activity;
            if (table.isMatch() && game.result && !table.result) {
                row.activity += "; game 2 to start";
            }
        }
        if (isPlaying && game.clock) {
            clock::Milliseconds at(now);
            clock::Seat firstSeat =
                firstInGame == rules::Player::First ? clock::Seat::A : clock::Seat::B;
            clock::Seat secondSeat = firstSeat == clock::Seat::A ? clock::Seat::B : clock::Seat::A;
            row.firstTime = clock::formatClockTime(game.clock->remaining(firstSeat, at));
            row.secondTime = clock::formatClockTime(game.clock->remaining(secondSeat, at));
            clock::FlagOrder flags = game.clock->flags(at);
            row.hasFlag = flags.count > 0;
            for (int fall = 0; fall < flags.count && !game.result; ++fall) {
                // For the referee only (14.8): the game goes on until a claim (9.4).
                clock::Seat seat = flags.falls[static_cast<std::size_t>(fall)].seat;
                rules::Player player =
                    seat == clock::Seat::A ? rules::Player::First : rules::Player::Second;
                row.activity += std::string("; ") +
                                rules::colourName(rules::colourOf(game.game, player)) +
                                "'s flag fell";
            }
        }
        row.needsReferee = isPlaying && rules::isAwaitingRuling(game.game);
        row.manualReason = table.manualReason;
        row.warnings = table.warnings;
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace renju::arbiter::ui
