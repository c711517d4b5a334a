#pragma once

#include "arbiter/ui/view.hpp"

namespace renju::arbiter::ui {

/// The Standings view: rank, player, points, rounds and one column per tie-break of the
/// event's settings, from app::standingsSheet().
class StandingsView final : public View {
public:
    const char* title() const override { return "Standings"; }
    ViewId id() const override { return ViewId::Standings; }
    void draw(ViewContext& context) override;
};

} // namespace renju::arbiter::ui
