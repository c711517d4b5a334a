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

/// Adds the record of game `index` of a table (a match has two), or says why it is left out.
void addGameRecord(const model::EventState& state, int round, const model::Table& table,
                   std::size_t index, EventRecords& out) {
    const model::TableGame& played = table.games[index];
    std::string where =
        place(round, table.number) + (table.isMatch() ? " game " + std::to_string(index + 1) : "");
    if (played.game.moves().empty()) {
        out.leftOut.push_back(where + ": no move entered");
        return;
    }
    const int number = static_cast<int>(index) + 1;
    const auto sheet = app::gameSheet(state, round, table.number, number);
    records::GameRecord game;
    game.number = static_cast<int>(out.games.size()) + 1;
    game.black = sheet->blackName;
    game.white = sheet->whiteName;
    game.event = state.settings.name;
    game.round = std::to_string(round) + (table.isMatch() ? "." + std::to_string(number) : "");
    game.date = state.settings.startDate;
    game.ruleSet = std::string(played.game.ruleSet().name());
    game.setExtra("rif.rule", rifRuleName(played.game.openingRules()));
    game.boardSize = played.game.board().size();
    for (const rules::MoveRecord& move : played.game.moves()) {
        game.moves.push_back({move.move, -1});
    }
    game.fifthAlternatives = sheet->unchosenProposals;
    for (const app::SheetClaim& claim : sheet->claims) {
        game.comments.push_back(
            {claim.afterMove, "claim by " + claim.claimant + ": " + claim.claim + " (" +
                                  claim.clause + ")" +
                                  (claim.ruling.empty() ? "" : ", " + claim.ruling)});
    }
    if (played.result) {
        const bool isFirstBlack = played.game.colourOf(rules::Player::First) == rules::Stone::Black;
        game.result = scoreByColour(played.result->code, isFirstBlack);
    }
    out.games.push_back(std::move(game));
}

} // namespace

EventRecords eventRecords(const model::EventState& state, int round, int onlyTable) {
    EventRecords out;
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
            for (std::size_t i = 0; i < table.games.size(); ++i) {
                addGameRecord(state, played.number, table, i, out);
            }
        }
    }
    return out;
}

} // namespace renju::arbiter::app
