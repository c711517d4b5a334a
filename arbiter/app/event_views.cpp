#include "arbiter/app/event_views.hpp"

#include "arbiter/app/result_text.hpp"
#include "arbiter/app/round_lists.hpp"

#include <nlohmann/json.hpp>

namespace renju::arbiter::app {

namespace {

std::string nameWithNumber(const model::EventState& state, model::PlayerId id) {
    const model::Player* player = state.findPlayer(id);
    return player ? player->name + " (No. " + std::to_string(state.numberOf(id)) + ")" : "?";
}

} // namespace

std::vector<int> halfPointsBefore(const model::EventState& state, int round) {
    std::vector<int> points(state.players.size() + 1, 0);
    auto add = [&](model::PlayerId id, int halfPoints) {
        if (id.value > 0 && id.value < static_cast<int>(points.size())) {
            points[static_cast<std::size_t>(id.value)] += halfPoints;
        }
    };
    for (const model::Round& played : state.rounds) {
        if (round > 0 && played.number >= round) {
            break;
        }
        if (played.pairingBye) {
            add(*played.pairingBye, state.settings.restHalfPoints());
        }
        for (const model::Table& table : played.tables) {
            if (table.result) {
                add(table.first, model::firstHalfPoints(table.result->code));
                add(table.second, model::secondHalfPoints(table.result->code));
            }
        }
    }
    for (const model::ByeRequest& bye : state.byeRequests) {
        bool counts =
            bye.round <= static_cast<int>(state.rounds.size()) && (round == 0 || bye.round < round);
        if (counts && bye.kind == model::ByeKind::Half) {
            add(bye.player, 1);
        }
    }
    return points;
}

std::string formatHalfPoints(int halfPoints) {
    return std::to_string(halfPoints / 2) + (halfPoints % 2 != 0 ? ".5" : "");
}

std::vector<PairingRow> pairingRows(const model::EventState& state, int round) {
    std::vector<PairingRow> rows;
    const model::Round* found = state.findRound(round);
    if (!found) {
        return rows;
    }
    std::vector<int> points = halfPointsBefore(state, round);
    for (const model::Table& table : found->tables) {
        PairingRow row;
        row.table = table.number;
        row.first = table.first;
        row.second = table.second;
        const model::Player* first = state.findPlayer(table.first);
        const model::Player* second = state.findPlayer(table.second);
        row.firstName = first ? first->name : "?";
        row.secondName = second ? second->name : "?";
        row.firstHalfPoints = points[static_cast<std::size_t>(table.first.value)];
        row.secondHalfPoints = points[static_cast<std::size_t>(table.second.value)];
        if (table.isMatch()) {
            // Each game by colour: "1-0, 0.5-0.5" (a match as a whole has no colours).
            for (const model::TableGame& game : table.games) {
                if (game.result) {
                    row.result +=
                        (row.result.empty() ? "" : ", ") + blackFirstScore(game, game.result->code);
                }
            }
            row.result = table.result ? row.result : "";
        } else if (table.result) {
            row.result = blackFirstScore(table.games.front(), table.result->code);
        }
        row.reason = table.result ? table.result->reason : "";
        row.firstScore = tableOwnScore(table, true);
        row.secondScore = tableOwnScore(table, false);
        row.isAwaitingRuling = rules::isAwaitingRuling(table.currentGame().game);
        rows.push_back(row);
    }
    return rows;
}

std::string pairingsText(const model::EventState& state, int round) {
    const model::Round* found = state.findRound(round);
    if (!found) {
        return "round " + std::to_string(round) + " is not paired\n";
    }
    std::string text = "round " + std::to_string(round) + " (" +
                       model::roundStatusName(found->status) + "), " +
                       std::to_string(found->tables.size()) + " tables; the first player is " +
                       "tentative Black\n";
    for (const PairingRow& row : pairingRows(state, round)) {
        // A list by player: each one's own score beside the name, never a bare "1-0".
        auto score = [](const std::string& own) { return own.empty() ? "" : " " + own; };
        text += "table " + std::to_string(row.table) + ": " + nameWithNumber(state, row.first) +
                " [" + formatHalfPoints(row.firstHalfPoints) + "]" + score(row.firstScore) + " - " +
                nameWithNumber(state, row.second) + " [" + formatHalfPoints(row.secondHalfPoints) +
                "]" + score(row.secondScore);
        if (!row.reason.empty()) {
            text += " (" + row.reason + ")";
        }
        if (row.isAwaitingRuling) {
            text += "  claim: awaiting the arbiter's ruling";
        }
        text += "\n";
    }
    if (found->pairingBye) {
        text += "bye: " + nameWithNumber(state, *found->pairingBye) + "\n";
    }
    for (const model::ByeRequest& bye : state.byeRequests) {
        if (bye.round == round) {
            text += std::string(bye.kind == model::ByeKind::Half ? "half-point" : "zero-point") +
                    " bye: " + nameWithNumber(state, bye.player) + "\n";
        }
    }
    for (const std::string& warning : found->warnings) {
        text += "warning: " + warning + "\n";
    }
    return text;
}

std::string pairingsJson(const model::EventState& state, int round) {
    const model::Round* found = state.findRound(round);
    nlohmann::json out{{"round", round}};
    if (!found) {
        return out.dump(2) + "\n";
    }
    out["status"] = model::roundStatusName(found->status);
    nlohmann::json tables = nlohmann::json::array();
    for (const PairingRow& row : pairingRows(state, round)) {
        tables.push_back({{"table", row.table},
                          {"first", row.first.value},
                          {"second", row.second.value},
                          {"firstName", row.firstName},
                          {"secondName", row.secondName},
                          {"result", row.result},
                          {"reason", row.reason},
                          {"firstScore", row.firstScore},
                          {"secondScore", row.secondScore},
                          {"awaitingRuling", row.isAwaitingRuling}});
    }
    out["tables"] = tables;
    if (found->pairingBye) {
        out["bye"] = found->pairingBye->value;
    }
    out["warnings"] = found->warnings;
    return out.dump(2) + "\n";
}

std::string playerLabel(const model::EventState& state, model::PlayerId id) {
    const model::Player* player = state.findPlayer(id);
    if (!player) {
        return "no player (id " + std::to_string(id.value) + ")";
    }
    return "No. " + std::to_string(state.numberOf(id)) + " " + player->name;
}

} // namespace renju::arbiter::app
