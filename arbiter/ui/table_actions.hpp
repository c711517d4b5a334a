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
    /// The kind of decision the decision row showed last.
    enum class Decision { Claims, OpeningStep, Ruling };
    Decision decision = Decision::Claims;
    /// The correction form was just opened: it is scrolled into sight once drawn.
    bool revealsCorrection = false;
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
/// a draw agreed asks for, for the shown game; emits game actions.
void drawTableActions(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                      TableActionFields& fields);

/// True where the game waits for a step of its opening rule (a swap, a declaration, the 5th
/// move's proposals or the choice among them).
bool isOpeningStep(rules::ExpectedAction action);

/// Whether a press of a button in the decision row is taken: the next decision's buttons can
/// sit under the same spot, so a press within half a second of the previous one (a double
/// click) is not.
bool takesStepPress(TableActionFields& fields);

/// The collapsible correction of the last action with its reason (emits the correction).
void drawCorrectionSection(ViewContext& context, const ShownGame& shown, TableActionFields& fields);

/// Asks for the confirmation of a game-ending `event` ("resign black", "resign white"; "" for
/// none new) and draws the dialog while one waits: the event is emitted once confirmed. For the
/// panels that give their own buttons (Ren's).
void confirmEnding(ViewContext& context, const ShownGame& shown, TableActionFields& fields,
                   const std::string& event);

/// Returns the confirmation of a resignation by `resigning`, naming the winner as every result
/// is written: "Black resigns: the game ends 0-1 White (Erik Lind) wins (9.5)."
std::string resignationQuestion(const model::EventState& state, const model::TableGame& game,
                                rules::Stone resigning);

/// Returns the confirmation of a draw agreed, naming both players by the colours they hold.
std::string drawQuestion(const model::EventState& state, const model::TableGame& game);

/// Emits a board event for the shown game (the outcome is shown under the board).
void emitGameEvent(ViewContext& context, const ShownGame& shown, std::string event,
                   std::string reason = "");

} // namespace renju::arbiter::ui
