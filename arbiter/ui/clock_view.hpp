#pragma once

#include "arbiter/ui/table_actions.hpp"
#include "arbiter/ui/view.hpp"

#include <string>

namespace renju::arbiter::ui {

/// The Clock view: the selected table's two clocks (a match's: the shown game's, with "Start
/// game 2" once game 1 has its result), large, with period, moves, flags and
/// alerts; the arbiter's pause, resume, adjustments and absence (14.6, 15); the players'
/// full-screen clock. The clock buttons (Left/Right Shift, game controllers) act on the
/// selected table from any view.
class ClockView final : public View {
public:
    const char* title() const override { return "Clock"; }
    ViewId id() const override { return ViewId::Clock; }
    void draw(ViewContext& context) override;

private:
    void drawArbiterControls(ViewContext& context, const ShownGame& shown);

    int m_seat = 0;
    int m_seconds = 60;
    int m_moves = 1;
    int m_absence = 0;
    std::string m_reason;
};

} // namespace renju::arbiter::ui
