#pragma once

#include "arbiter/ui/board_widget.hpp"
#include "arbiter/ui/table_actions.hpp"
#include "arbiter/ui/typed_point.hpp"
#include "arbiter/ui/view.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// The Table view: one game as the referee mirrors it (a match's game 1 or 2). The board (click to
/// place the next stone as played on the physical board), the players and their clocks, the opening
/// prompts, the claims panel, draws, resignation, corrections with a reason, and the
/// forbidden-point overlay for the referee on demand.
class TableView final : public View {
public:
    const char* title() const override { return "Table"; }
    ViewId id() const override { return ViewId::Table; }
    void draw(ViewContext& context) override;

private:
    /// A five-in-a-row table: the board of intersections, the clocks, claims and the referee's
    /// forbidden points.
    void drawFiveInARowTable(ViewContext& context, const ShownGame& shown, const rules::Game& game);
    void drawBoardColumn(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                         const BoardModel& model, float side);
    void drawSideColumn(ViewContext& context, const ShownGame& shown, const rules::Game& five,
                        const BoardModel& model);
    /// A match's row: its games to look at, and "Start game 2" once game 1 has its result.
    void drawMatchRow(ViewContext& context, const ShownGame& shown);
    /// The players and their clocks; `offersOverlay`: the forbidden points' tick box.
    void drawPlayers(ViewContext& context, const ShownGame& shown, bool offersOverlay);
    /// A Ren table (seed 002): the match's row, the clocks, the board of squares and the
    /// scores (ui/ren_table_view.cpp).
    void drawRenTable(ViewContext& context, const ShownGame& shown, const rules::RenGame& ren);
    void drawOverlayControls(const rules::Game& game);
    /// The scoresheet typed after the game: entered at a game not entered live, compared
    /// with the record otherwise.
    void drawScoresheet(ViewContext& context, const ShownGame& shown);

    TableActionFields m_fields;
    /// A point typed instead of clicked (h8, then Enter).
    TypedPoint m_typed;
    struct ScoresheetFields {
        std::string moves;
        int black = 0; ///< 0: the first player had Black, 1: the second
        std::string result;
        std::string reason;
        std::vector<std::string> differences;
        bool isCompared = false;
    };
    ScoresheetFields m_sheet;
    bool m_showsForbidden = false;
    BoardOverlay m_overlay;
    /// The colour whose forbidden points the overlay shows (the colour to move, if it has any).
    rules::Stone m_overlayColour = rules::Stone::Black;
    /// What the overlay was computed for: table and game identity and record length.
    std::optional<std::size_t> m_overlayKey;
    std::optional<rules::Point> m_hovered;
    /// The verdict on the pointed-at forbidden point, judged once when the pointer came to it.
    std::string m_focusVerdict;
};

} // namespace renju::arbiter::ui
