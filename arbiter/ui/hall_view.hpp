#pragma once

#include "arbiter/ui/view.hpp"
#include "arbiter/ui/view_models/hall_cells.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// The Hall view: every table of the round at once, each a small board with the last move,
/// both clocks and its state in words. A click on a table, or its number typed and Enter (the
/// arrow keys and Enter also work), opens it in the Table view.
class HallView final : public View {
public:
    const char* title() const override { return "Hall"; }
    ViewId id() const override { return ViewId::Hall; }
    void draw(ViewContext& context) override;

private:
    /// Rebuilds the cells when the journal, the round or the calls changed (not every frame).
    void refreshCells(ViewContext& context, int round);
    void handleKeys(ViewContext& context, int round, int columns);
    void drawCell(ViewContext& context, const HallCell& cell, int index, ImVec2 size, int round);

    std::vector<HallCell> m_cells;
    /// What the cells were computed from: the journal version, the round and the calls.
    std::optional<std::int64_t> m_version;
    int m_round = -1;
    std::size_t m_callCount = 0;
    /// The highlighted cell (arrow keys) and the table number typed so far.
    int m_focus = 0;
    std::string m_typed;
};

} // namespace renju::arbiter::ui
