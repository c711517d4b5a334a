#pragma once

#include "arbiter/model/event_settings.hpp"
#include "arbiter/ui/view.hpp"

#include <string>

namespace renju::arbiter::ui {

/// The Event setup view: the event's settings (names, dates, arbiters, rules and opening,
/// time control, pairing system, rounds, tie-breaks, byes, time referees, backups); creates
/// the event or saves changes (the application refuses changes that would falsify games
/// already played).
class EventSetupView final : public View {
public:
    const char* title() const override { return "Event setup"; }
    ViewId id() const override { return ViewId::Setup; }
    void draw(ViewContext& context) override;

private:
    void load(const model::EventSettings& settings);
    std::optional<model::EventSettings> collect(std::string& problem) const;

    model::EventSettings m_form;
    model::EventSettings m_loaded;
    bool m_hasLoaded = false;
    std::string m_deputies;
    std::string m_opening;
    std::string m_tieBreaks;
    int m_system = 0;
};

} // namespace renju::arbiter::ui
