#include "arbiter/app/event_records.hpp"

#include "arbiter/app/game_sheet.hpp"

namespace renju::arbiter::app {

namespace {

/// renju.net's name of an opening rule.
std::string rifRuleName(const rules::OpeningRules& opening) {
    switch (opening.protocol) {
    case rules::OpeningProtocol::Rif:
    case rules::OpeningProtocol::RifOld:
        return "RIF";
    case rules::OpeningProtocol::Yamaguchi:
        return "Yamaguchi";
    case rules::OpeningProtocol::Soosorv:
        return "Soosorv-" + std::to_string(opening.count);
    case rules::OpeningProtocol::Taraguchi:
        return "Taraguchi-" + std::to_string(opening.count);
    case rules::OpeningProtocol::None:
        break;
    }
    return "renju";
}

/// Black's score from a table result given as the first player's score.
rules::Score scoreByColour(model::ResultCode code, bool isFirstBlack) {
    const int first = model::firstHalfPoints(code);
    const int black = isFirstBlack ? first : model::secondHalfPoints(code);
    return black == 2   ? rules::Score::BlackWins
           : black == 1 ? rules::Score::Draw
                        : rules::Score::WhiteWins;
}

std::string place(int round, int table) {
    return "round " + std::to_string(round) + " table " + std::to_string(table);
}

} // namespace

EventRecords eventRecords(const model::EventState& state, int round, int onlyTable) {
    EventRecords out;
    const std::string opening = rifRuleName(state.settings.opening);
    for (const model::Round& played : state.rounds) {
        if (round != 0 && played.number != round) {
            continue;
        }
        for (const model::Table& table : played.tables) {
            if (onlyTable != 0 && table.number != onlyTable) {
                continue;
            }
            if (table.result && model::isForfeit(table.result->code)) {
                out.leftOut.push_back(place(played.number, table.number) +
                                      ": not played (forfeit)");
                continue;
            }
            if (table.game.moves().empty()) {
                out.leftOut.push_back(place(played.number, table.number) + ": no move entered");
                continue;
            }
            const auto sheet = app::gameSheet(state, played.number, table.number);
            records::GameRecord game;
            game.number = static_cast<int>(out.games.size()) + 1;
            game.black = sheet->blackName;
            game.white = sheet->whiteName;
            game.event = state.settings.name;
            game.round = std::to_string(played.number);
            game.date = state.settings.startDate;
            game.ruleSet = state.settings.ruleSet;
            game.setExtra("rif.rule", opening);
            game.boardSize = table.game.board().size();
            for (const rules::MoveRecord& move : table.game.moves()) {
                game.moves.push_back({move.move, -1});
            }
            game.fifthAlternatives = sheet->unchosenProposals;
            for (const app::SheetClaim& claim : sheet->claims) {
                game.comments.push_back(
                    {claim.afterMove, "claim by " + claim.claimant + ": " + claim.claim + " (" +
                                          claim.clause + ")" +
                                          (claim.ruling.empty() ? "" : ", " + claim.ruling)});
            }
            if (table.result) {
                const bool isFirstBlack =
                    table.game.colourOf(rules::Player::First) == rules::Stone::Black;
                game.result = scoreByColour(table.result->code, isFirstBlack);
            }
            out.games.push_back(std::move(game));
        }
    }
    return out;
}

} // namespace renju::arbiter::app
