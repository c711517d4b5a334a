#pragma once

#include "arbiter/model/event_state.hpp"
#include "arbiter/storage/event_store.hpp"
#include "arbiter/ui/fonts.hpp"
#include "arbiter/ui/ui_state.hpp"

#include <cstdint>
#include <vector>

namespace renju::arbiter::ui {

/// The journal as the Audit log view reads it; `version()` changes when entries are added.
class JournalSource {
public:
    virtual ~JournalSource() = default;
    /// Returns every entry, oldest first.
    virtual const std::vector<storage::JournalEntry>& entries() = 0;
    /// Returns a number that changes whenever the journal grows.
    virtual std::int64_t version() const = 0;
};

/// What a view receives each frame: the event (read only), the event time, the shared UI
/// state (where commands are emitted), the fonts and the journal.
struct ViewContext {
    const model::EventState& state;
    /// Event time (ms): what every clock is read at.
    std::int64_t now = 0;
    UiState& ui;
    const Fonts& fonts;
    /// The journal, or nullptr where there is none (headless tests of other views).
    JournalSource* journal = nullptr;

    ImFont* font(FontRole role) const { return fonts.get(role); }
};

/// One view of the application (one per file): it reads the state and emits commands
/// through `context.ui`, and owns only its own UI state (selection, filters, form fields).
class View {
public:
    virtual ~View() = default;
    /// Returns the tab title.
    virtual const char* title() const = 0;
    /// Returns the view's identity (its function key is F1 + its index).
    virtual ViewId id() const = 0;
    /// Draws the view's content into the current window.
    virtual void draw(ViewContext& context) = 0;
};

/// Returns the round a view should show: the selected one, or the latest.
const model::Round* selectedRound(const ViewContext& context);

/// Returns the selected table of the selected round, or nullptr.
const model::Table* selectedTable(const ViewContext& context);

/// Returns the game of the selected table that the Table and Clock views show: the match's game
/// the referee chose (once it has begun), else the table's current game; nullptr without a
/// table.
const model::TableGame* selectedGame(const ViewContext& context);

} // namespace renju::arbiter::ui
