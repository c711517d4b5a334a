// `record EVENT TABLE`: one table's game record and clocks in the terminal (read-only), from the
// same view-model the printed record sheet uses.
#include "arbiter/app/game_sheet.hpp"
#include "arbiter/cli/event_commands.hpp"
#include "clock/display.hpp"
#include "rules/game_event.hpp"
#include "rules/notation.hpp"
#include "rules/overloaded.hpp"

#include <memory>
#include <nlohmann/json.hpp>

namespace renju::arbiter::cli {

namespace {

/// The clocks of a table at event time `now`: "A 1:02:03 (running), B 0:59:10".
std::string clockLine(const model::TableGame& table, std::int64_t now) {
    if (!table.clock) {
        return "";
    }
    std::string line;
    for (clock::Seat seat : {clock::Seat::A, clock::Seat::B}) {
        clock::SeatView view = table.clock->view(seat, clock::Milliseconds(now));
        line += std::string(line.empty() ? "" : ", ") +
                (seat == clock::Seat::A ? "first " : "second ") +
                clock::formatClockTime(view.remaining) + (view.isRunning ? " (running)" : "") +
                (view.hasFlagFallen ? " (flag)" : "");
    }
    return line;
}

void printFiveInARowText(const app::FiveInARowSheet& sheet, std::ostream& out) {
    if (!sheet.openingCode.empty()) {
        out << "opening: " << sheet.openingCode << " " << sheet.openingName << "\n";
    }
    for (const std::string& step : sheet.openingSteps) {
        out << "  " << step << "\n";
    }
    for (const app::SheetMove& move : sheet.moves) {
        out << move.number << ". " << move.move << " " << rules::colourName(move.colour)
            << (move.clock.empty() ? "" : "  [" + move.clock + "]")
            << (move.remark.empty() ? "" : "  " + move.remark) << "\n";
    }
    for (const app::SheetClaim& claim : sheet.claims) {
        out << "claim after move " << claim.afterMove << " by " << claim.claimant << ": "
            << claim.claim << " - advice " << (claim.isUpheldByAdvice ? "uphold" : "refuse") << " ("
            << claim.clause << "): " << claim.explanation
            << (claim.ruling.empty() ? "" : "; ruling " + claim.ruling)
            << (claim.clocks.empty() ? "" : "; clocks " + claim.clocks) << "\n";
    }
}

/// Ren (seed 002): the variants, every move with what it did, its points, the running score
/// and the clock after its press, and the notes (resignations, flags, corrections).
void printRenText(const app::RenGameSheet& sheet, std::ostream& out) {
    out << "variants: " << sheet.variants << "\n";
    for (const app::RenSheetMove& move : sheet.moves) {
        std::string what = move.action;
        if (!move.groups.empty()) {
            what += (what.empty() ? "" : "; ") + move.groups;
        }
        out << move.number << ". " << move.move << " " << rules::colourName(move.colour)
            << (what.empty() ? "" : "  " + what)
            << (move.points > 0 ? "  +" + std::to_string(move.points) : "") << "  score "
            << move.score << (move.clock.empty() ? "" : "  [" + move.clock + "]") << "\n";
    }
    for (const std::string& note : sheet.notes) {
        out << "note: " << note << "\n";
    }
    out << "points: Black " << sheet.scores[0] << ", White " << sheet.scores[1] << "\n";
}

void printText(const app::GameSheet& sheet, const std::string& clocks, std::ostream& out) {
    out << "round " << sheet.round << " table " << sheet.table
        << (sheet.gameCount > 1 ? " game " + std::to_string(sheet.game) : "") << ": "
        << sheet.firstName << " - " << sheet.secondName << " (the first is tentative Black)\n";
    out << "rules: " << sheet.ruleSet << " (" << sheet.ruleSetTitle << "), " << sheet.boardSize
        << "x" << sheet.boardSize << "\n";
    if (!sheet.matchText.empty()) {
        out << sheet.matchText << "\n";
    }
    out << "Black: " << sheet.blackName << "; White: " << sheet.whiteName;
    const auto* five = std::get_if<app::FiveInARowSheet>(&sheet.play);
    out << (five ? "; opening rules " + five->openingRules : "") << "; time control "
        << sheet.timeControl << "\n";
    std::visit(
        rules::Overloaded{[&](const app::FiveInARowSheet& game) { printFiveInARowText(game, out); },
                          [&](const app::RenGameSheet& game) { printRenText(game, out); }},
        sheet.play);
    for (const std::string& note : sheet.arbiterNotes) {
        out << "arbiter: " << note << "\n";
    }
    if (!clocks.empty()) {
        out << "clocks: " << clocks << "\n";
    }
    const char* open = five && five->isAwaitingRuling ? "* (a claim awaits the arbiter's ruling)"
                                                      : "* (the game goes on)";
    out << "result: " << (sheet.resultCode.empty() ? open : sheet.resultCode)
        << (sheet.resultText.empty() ? "" : " (" + sheet.resultText + ")") << "\n";
}

void addFiveInARowJson(const app::FiveInARowSheet& sheet, nlohmann::ordered_json& json) {
    nlohmann::ordered_json moves = nlohmann::ordered_json::array();
    for (const app::SheetMove& move : sheet.moves) {
        moves.push_back({{"number", move.number},
                         {"move", move.move},
                         {"colour", rules::colourName(move.colour)},
                         {"clock", move.clock},
                         {"remark", move.remark}});
    }
    nlohmann::ordered_json claims = nlohmann::ordered_json::array();
    for (const app::SheetClaim& claim : sheet.claims) {
        claims.push_back({{"afterMove", claim.afterMove},
                          {"claimant", claim.claimant},
                          {"claim", claim.claim},
                          {"clause", claim.clause},
                          {"adviceUpholds", claim.isUpheldByAdvice},
                          {"explanation", claim.explanation},
                          {"ruling", claim.ruling},
                          {"clocks", claim.clocks}});
    }
    json["openingRules"] = sheet.openingRules;
    json["openingCode"] = sheet.openingCode;
    json["openingName"] = sheet.openingName;
    json["openingSteps"] = sheet.openingSteps;
    json["moves"] = moves;
    json["claims"] = claims;
}

void addRenJson(const app::RenGameSheet& sheet, nlohmann::ordered_json& json) {
    nlohmann::ordered_json moves = nlohmann::ordered_json::array();
    for (const app::RenSheetMove& move : sheet.moves) {
        moves.push_back({{"number", move.number},
                         {"move", move.move},
                         {"colour", rules::colourName(move.colour)},
                         {"action", move.action},
                         {"groups", move.groups},
                         {"points", move.points},
                         {"score", move.score},
                         {"clock", move.clock}});
    }
    json["variants"] = sheet.variants;
    json["moves"] = moves;
    json["points"] = sheet.scores;
    json["notes"] = sheet.notes;
}

void printJson(const app::GameSheet& sheet, const std::string& clocks, std::ostream& out) {
    nlohmann::ordered_json json{{"round", sheet.round},     {"table", sheet.table},
                                {"game", sheet.game},       {"rules", sheet.ruleSet},
                                {"board", sheet.boardSize}, {"match", sheet.matchText},
                                {"first", sheet.firstName}, {"second", sheet.secondName},
                                {"black", sheet.blackName}, {"white", sheet.whiteName}};
    std::visit(
        rules::Overloaded{[&](const app::FiveInARowSheet& game) { addFiveInARowJson(game, json); },
                          [&](const app::RenGameSheet& game) { addRenJson(game, json); }},
        sheet.play);
    json["arbiterNotes"] = sheet.arbiterNotes;
    json["clocks"] = clocks;
    json["result"] = sheet.resultCode;
    json["resultText"] = sheet.resultText;
    out << json.dump(2) << "\n";
}

} // namespace

void addRecordCommand(CLI::App& app, EventContext& context, bool withEventArgument) {
    auto* record = app.add_subcommand(
        "record", "A table's game record: opening, moves with clocks, claims and rulings, the "
                  "clocks now and the result (read-only)");
    addEventArgument(record, context, withEventArgument);
    auto table = std::make_shared<int>(0);
    auto round = std::make_shared<int>(0);
    auto game = std::make_shared<int>(0);
    record->add_option("TABLE", *table, "the table")->required();
    record->add_option("--round", *round, "the round (default: the current one)");
    record->add_option("--game", *game, "a match's game, 1 or 2 (default: the game being played)");
    record->add_flag("--json", context.isJson, "as JSON");
    record->callback([&context, table, round, game] {
        bool isJson = context.isJson;
        context.query([&context, table, round, game, isJson](const app::EventSession& session,
                                                             std::ostream& out) {
            const model::EventState& state = session.state();
            int number = *round;
            if (number == 0 && state.currentRound()) {
                number = state.currentRound()->number;
            }
            const model::Round* found = state.findRound(number);
            const model::Table* live = found ? found->findTable(*table) : nullptr;
            if (!live) {
                context.fail("round " + std::to_string(number) + " has no table " +
                             std::to_string(*table));
                return;
            }
            int gameNumber = *game > 0 ? *game : static_cast<int>(live->currentGameIndex()) + 1;
            std::optional<app::GameSheet> sheet = app::gameSheet(state, number, *table, gameNumber);
            if (!sheet) {
                context.fail("round " + std::to_string(number) + " table " +
                             std::to_string(*table) + " has no game " + std::to_string(gameNumber));
                return;
            }
            std::int64_t now = context.eventTimeNow(session);
            std::string clocks =
                clockLine(live->games[static_cast<std::size_t>(gameNumber - 1)], now);
            isJson ? printJson(*sheet, clocks, out) : printText(*sheet, clocks, out);
        });
    });
}

} // namespace renju::arbiter::cli
