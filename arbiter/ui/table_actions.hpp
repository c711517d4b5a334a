#pragma once

#include "arbiter/ui/view.hpp"

#include <optional>
#include <string>

namespace renju::arbiter::ui {

/// The form fields of the Table view's action panels.
struct TableActionFields {
    int declareCount = 2;
    std::string correctionReason;
    std::string rulingText;
    /// When an opening step's button was last pressed (ImGui time, s): the next step's button
    /// may appear under the same spot, so a double click must not press both.
    double lastStepPress = -1.0;
    /// A game-ending action (a resignation, a draw agreed) waiting for its confirmation.
    struct Ending {
        std::string event;
        std::string question;
    };
    std::optional<Ending> confirming;
};

/// The game the Table view shows: its round, its table, and one of the table's games (a
/// match has two).
struct ShownGame {
    const model::Round& round;
    const model::Table& table;
    const model::TableGame& game;

    /// Returns the game's number at its table (1, or 2 in a match).
    int number() const { return static_cast<int>(&game - table.games.data()) + 1; }
};

/// Draws, in rows of fixed height whatever the game waits for, why the board is closed (a
/// result, a claim awaiting the ruling, a round not being played), the opening step's prompt
/// and controls, the play actions (pass, draw offer and reply, resignation, the clock presses;
/// disabled where they do not apply, with the reason above), the confirmation a resignation or
/// a draw agreed asks for, and the correction of the last action with its reason, for the
/// shown game; emits game actions.
void drawTableActions(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                      TableActionFields& fields);

/// Asks for the confirmation of a game-ending `event` ("resign black", "resign white"; "" for
/// none new) and draws the dialog while one waits: the event is emitted once confirmed. For the
/// panels that give their own buttons (Ren's).
void confirmEnding(ViewContext& context, const ShownGame& shown, TableActionFields& fields,
                   const std::string& event);

/// Emits a board event for the shown game (the outcome is shown under the board).
void emitGameEvent(ViewContext& context, const ShownGame& shown, std::string event,
                   std::string reason = "");

} // namespace renju::arbiter::ui
