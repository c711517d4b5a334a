#include "app_fixture.hpp"

#include "rules/game_event.hpp"

#include <stdexcept>

namespace renju::arbiter::test {

model::Player named(const std::string& name, int rating) {
    model::Player player;
    player.name = name;
    player.rating = rating;
    return player;
}

app::Application eventWithPlayers(int players, int rounds, const std::string& opening) {
    app::Application application;
    model::EventSettings settings;
    settings.name = "Test Open";
    settings.rounds = rounds;
    std::string problem;
    settings.opening = *rules::parseOpeningRules(opening, problem);
    settings.timeControl = "600+5";
    mustAccept(application, app::CreateEvent{settings}, 0);
    for (int i = 1; i <= players; ++i) {
        model::Player player;
        player.name = "Player " + std::to_string(i);
        player.rating = 2010 - 10 * i;
        mustAccept(application, app::AddPlayer{player}, 0);
    }
    return application;
}

app::CommandOutcome mustAccept(app::Application& application, const app::Command& command,
                               std::int64_t now) {
    app::CommandOutcome outcome = application.dispatch(command, now);
    if (!outcome.isAccepted) {
        throw std::runtime_error("refused: " + outcome.message);
    }
    return outcome;
}

std::string fingerprint(const model::EventState& state, bool includesClocks) {
    std::string text = state.settings.name + "|" + std::to_string(state.players.size());
    for (const model::Player& player : state.players) {
        text += "|" + player.name + std::to_string(static_cast<int>(player.status)) +
                std::to_string(player.rating);
    }
    text += "|byes" + std::to_string(state.byeRequests.size()) + "|forbidden" +
            std::to_string(state.forbiddenPairs.size());
    for (const model::Round& round : state.rounds) {
        text += "|R" + std::to_string(round.number) + model::roundStatusName(round.status);
        for (const model::Table& table : round.tables) {
            text += "|T" + std::to_string(table.number) + ":" + std::to_string(table.first.value) +
                    "-" + std::to_string(table.second.value);
            for (const model::TableGame& game : table.games) {
                text += game.hasStarted() ? ",game" : ",unstarted";
                for (const rules::GameEvent& event : rules::recordOf(game.game)) {
                    text += "," + rules::formatEvent(event);
                }
                if (game.clock && includesClocks) {
                    text += ",clock" + std::to_string(game.clock->events().size());
                }
                if (game.result) {
                    text += ",~" + std::string(model::resultCodeText(game.result->code));
                }
            }
            if (table.result) {
                text += ",=" + std::string(model::resultCodeText(table.result->code));
            }
        }
    }
    return text;
}

void startHandPairedRound(app::Application& application, int round, int tables, std::int64_t now) {
    app::PairRound pairing;
    pairing.round = round;
    for (int i = 0; i < tables; ++i) {
        pairing.tables.push_back(
            app::TablePairing{model::PlayerId{2 * i + 1}, model::PlayerId{2 * i + 2}});
    }
    mustAccept(application, pairing, now);
    mustAccept(application, app::PublishRound{round}, now);
    mustAccept(application, app::StartRound{round}, now);
}

} // namespace renju::arbiter::test
