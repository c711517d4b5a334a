#include "arbiter/app/event_records.hpp"

#include "arbiter/app/game_sheet.hpp"
#include "rules/overloaded.hpp"
#include "rules/ren/ren_variants.hpp"

#include <algorithm>

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

/// Five-in-a-row: the rule set and its opening rule, the moves, the unchosen 5th-move
/// proposals, the claims and rulings as comments.
void addFiveInARow(const rules::Game& played, const GameSheet& sheet, records::GameRecord& game) {
    game.ruleSet = std::string(played.ruleSet().name());
    game.setExtra("rif.rule", rifRuleName(played.openingRules()));
    for (const rules::MoveRecord& move : played.moves()) {
        game.moves.push_back({move.move, -1});
    }
    const auto& five = std::get<FiveInARowSheet>(sheet.play);
    game.fifthAlternatives = five.unchosenProposals;
    for (const app::SheetClaim& claim : five.claims) {
        game.comments.push_back(
            {claim.afterMove, "claim by " + claim.claimant + ": " + claim.claim + " (" +
                                  claim.clause + ")" +
                                  (claim.ruling.empty() ? "" : ", " + claim.ruling)});
    }
}

/// Ren (seed 002): the rule set with its variants as the replay grammar writes them ("ren",
/// "ren rui-limit=5"), and the squares and passes; only the text format holds such a game.
void addRen(const rules::RenGame& played, records::GameRecord& game) {
    std::string variants = rules::formatRenVariants(played.variants());
    game.ruleSet = "ren" + (variants.empty() ? "" : " " + variants);
    for (const rules::RenMoveReport& move : played.moves()) {
        game.moves.push_back({move.kind == rules::RenMoveKind::Pass ? rules::Move::pass()
                                                                    : rules::Move::at(move.square),
                              -1});
    }
}

/// Returns why a format cannot hold the game, "" when it can (or no format is named).
std::string formatProblem(const rules::AnyGame& game, std::optional<records::RecordFormat> format) {
    std::vector<records::RecordFormat> held = recordFormatsFor(game);
    if (!format || std::find(held.begin(), held.end(), *format) != held.end()) {
        return "";
    }
    std::string formats;
    for (records::RecordFormat each : held) {
        formats += std::string(formats.empty() ? "" : ", ") + records::formatName(each);
    }
    return "a game of " + std::string(rules::gameRulesOf(game).set.name()) + " is held by " +
           formats + " only, not by " + records::formatName(*format);
}

/// Adds the record of game `index` of a table (a match has two), or says why it is left out.
void addGameRecord(const model::EventState& state, int round, const model::Table& table,
                   std::size_t index, std::optional<records::RecordFormat> format,
                   EventRecords& out) {
    const model::TableGame& played = table.games[index];
    std::string where =
        place(round, table.number) + (table.isMatch() ? " game " + std::to_string(index + 1) : "");
    if (rules::moveCountOf(played.game) == 0) {
        out.leftOut.push_back(where + ": no move entered");
        return;
    }
    if (std::string problem = formatProblem(played.game, format); !problem.empty()) {
        out.leftOut.push_back(where + ": " + problem);
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
    game.boardSize = played.rules.boardSize;
    std::visit(
        rules::Overloaded{[&](const rules::Game& five) { addFiveInARow(five, *sheet, game); },
                          [&](const rules::RenGame& ren) { addRen(ren, game); }},
        played.game);
    if (played.result) {
        const bool isFirstBlack =
            rules::colourOf(played.game, rules::Player::First) == rules::Stone::Black;
        game.result = scoreByColour(played.result->code, isFirstBlack);
    }
    out.games.push_back(std::move(game));
}

} // namespace

EventRecords eventRecords(const model::EventState& state, int round, int onlyTable,
                          std::optional<records::RecordFormat> format) {
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
                addGameRecord(state, played.number, table, i, format, out);
            }
        }
    }
    return out;
}

std::vector<records::RecordFormat> recordFormatsFor(const rules::AnyGame& game) {
    using records::RecordFormat;
    return std::visit(
        rules::Overloaded{
            [](const rules::Game&) {
                return std::vector<RecordFormat>{
                    RecordFormat::Rif,     RecordFormat::RenLib, RecordFormat::Psq,
                    RecordFormat::Sgf,     RecordFormat::Text,   RecordFormat::PlayOk,
                    RecordFormat::Offsets, RecordFormat::Packed, RecordFormat::Json};
            },
            [](const rules::RenGame&) { return std::vector<RecordFormat>{RecordFormat::Text}; }},
        game);
}

} // namespace renju::arbiter::app
