// Matches of two games at a table: setting up the games, which game a command is about, and
// starting game 2 once game 1 has its result.
#include "arbiter/app/match_play.hpp"

#include "arbiter/app/app_outcome.hpp"
#include "arbiter/app/command_words.hpp"
#include "arbiter/app/result_text.hpp"
#include "arbiter/app/table_play.hpp"
#include "arbiter/app/table_result.hpp"
#include "clock/time_control_text.hpp"

namespace renju::arbiter::app {

void prepareGames(model::Table& table, const model::EventSettings& settings) {
    table.match = settings.match;
    table.games.assign(static_cast<std::size_t>(settings.gamesPerRound()), model::TableGame());
    for (std::size_t i = 0; i < table.games.size(); ++i) {
        model::TableGame& game = table.games[i];
        // The first player of game 1 moves second in game 2, except that the beginner is Black
        // in both games of a beginners' match (RULES.md).
        bool isExchanged = i == 1 && rules::exchangesFirstPlayer(*settings.match);
        game.first = isExchanged ? table.second : table.first;
        game.second = isExchanged ? table.first : table.second;
        game.rules = settings.gameRules();
        game.game = rules::newGame(game.rules);
    }
    table.result.reset();
}

std::optional<clock::ClockControls> gameControls(const model::EventSettings& settings,
                                                 int gameNumber, std::string& problem) {
    std::string text = settings.timeControl;
    if (settings.match) {
        std::string_view preset = rules::matchClockPreset(*settings.match, gameNumber);
        text = preset.empty() ? text : std::string(preset);
    }
    clock::ClockControlsParse parsed = clock::parseClockControls(text);
    if (!parsed.controls) {
        problem = "time control '" + text + "': " + parsed.error->message;
        return std::nullopt;
    }
    return *parsed.controls;
}

int gameNumber(const model::Table& table, const model::TableGame& game) {
    return static_cast<int>(&game - table.games.data()) + 1;
}

model::TableGame* playedGame(model::Table& table, int number, std::string& refusal) {
    if (number == 0) {
        return &table.currentGame();
    }
    model::TableGame* game = table.findGame(number);
    if (!game) {
        refusal = table.isMatch() ? "a match has games 1 and 2, not " + std::to_string(number)
                                  : "the table plays one game, not game " + std::to_string(number);
        return nullptr;
    }
    if (!game->hasStarted()) {
        refusal = "game " + std::to_string(number) + " has not started (it starts when game " +
                  std::to_string(number - 1) + " has its result: match next)";
        return nullptr;
    }
    return game;
}

model::TableGame* resultGame(model::Table& table, int number, std::string& refusal) {
    if (number != 0) {
        model::TableGame* game = table.findGame(number);
        if (!game) {
            refusal = table.isMatch()
                          ? "a match has games 1 and 2, not " + std::to_string(number)
                          : "the table plays one game, not game " + std::to_string(number);
        }
        return game;
    }
    for (model::TableGame& game : table.games) {
        if (!game.result) {
            return &game;
        }
    }
    return &table.games.back();
}

void addMatchNote(CommandOutcome& outcome, const model::EventState& state,
                  const model::Table& table, bool hasGameChanged) {
    if (!table.isMatch() || !hasGameChanged) {
        return;
    }
    if (table.result) {
        outcome.message += "; the match: " + tableResultSentence(state, table);
    } else if (table.games[0].result && !table.games[1].hasStarted() && !table.games[1].result) {
        outcome.message +=
            "; game 2 can start (" + playerNameText(state, table.games[1].first) + " moves first)";
    }
}

CommandOutcome Application::handle(const StartGame& command, std::int64_t now) {
    std::string refusal;
    model::Table* table = startedTable(command.round, command.table, refusal);
    if (!table) {
        return refuse(refusal);
    }
    std::string where =
        "round " + std::to_string(command.round) + " table " + std::to_string(command.table);
    if (!table->isMatch()) {
        return refuse(where + " plays one game a round, not a match");
    }
    model::TableGame* game = table->findGame(command.game);
    if (!game || command.game < 2) {
        return refuse(where + ": only game 2 of a match is started at the table (game 1 starts "
                              "with the round)");
    }
    const model::TableGame& before = table->games[static_cast<std::size_t>(command.game - 2)];
    if (!before.result) {
        return refuse(where + ": game " + std::to_string(command.game - 1) +
                      " has no result yet; game " + std::to_string(command.game) +
                      " starts after it");
    }
    if (game->hasStarted() || game->result) {
        return refuse(where + ": game " + std::to_string(command.game) +
                      (game->result ? " has a result already" : " has started already"));
    }
    auto controls = gameControls(m_state.settings, command.game, refusal);
    if (!controls) {
        return refuse(refusal);
    }
    game->rules = before.rules;
    game->game = rules::newGame(game->rules);
    startGame(*game, clock::ClockSetup{*controls, {}}, now);
    return accept(command, where + ": game " + std::to_string(command.game) +
                               " started: " + playerNameText(m_state, game->first) +
                               " moves first (Black), " + playerNameText(m_state, game->second) +
                               " second; the clock runs for " +
                               playerNameText(m_state, game->first) + " (14.3)");
}

} // namespace renju::arbiter::app
