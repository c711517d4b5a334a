#pragma once

#include "arbiter/app/standings_sheet.hpp"
#include "arbiter/ui/view.hpp"

#include <cstdint>

namespace renju::arbiter::ui {

/// The Standings view: rank, player, points, rounds and one column per tie-break of the
/// event's settings, from app::standingsSheet().
class StandingsView final : public View {
public:
    const char* title() const override { return "Standings"; }
    ViewId id() const override { return ViewId::Standings; }
    void draw(ViewContext& context) override;

private:
    /// The sheet of the last frame, kept while the journal (every command) is unchanged: the
    /// tie-breaks of a big event are not recomputed for each mouse move.
    app::StandingsSheet m_sheet;
    /// Its lines' ranks as every surface writes them ("3-4" for a shared rank).
    std::vector<std::string> m_rankTexts;
    std::int64_t m_version = -1;
};

} // namespace renju::arbiter::ui
