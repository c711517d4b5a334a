#pragma once

#include "arbiter/app/setting_locks.hpp"
#include "arbiter/model/event_settings.hpp"
#include "arbiter/ui/quick_match_panel.hpp"
#include "arbiter/ui/view.hpp"

#include <string>

namespace renju::arbiter::ui {

/// The Event setup view: on a new file, a single match set up in one step; the event's
/// settings (names, dates, arbiters, the rule set, the board, one game or a match a round,
/// the opening rule and
/// the time control chosen from lists, with the control's reading in words, pairing system,
/// rounds, Dutch rules, tie-breaks, the bye's points, time referees, backups); creates the
/// event or saves changes. Settings that can no longer change are shown locked with the
/// reason (app::settingLocks, the same rules the application enforces).
class EventSetupView final : public View {
public:
    const char* title() const override { return "Event setup"; }
    ViewId id() const override { return ViewId::Setup; }
    void draw(ViewContext& context) override;

private:
    void load(const model::EventSettings& settings);
    std::optional<model::EventSettings> collect(std::string& problem) const;
    /// The rule set, the board it is played on, and whether a round is one game or a match
    /// (with its rule).
    void drawRules(FrameReport& frame, const std::string& lock);
    /// The opening rule chosen from a list (N for the protocols that take one); `lock` says
    /// why it cannot change any more ("" while it can).
    void drawOpening(FrameReport& frame, const std::string& lock);
    /// The time control typed or chosen from the presets, with its reading in words.
    void drawTimeControl(FrameReport& frame, const std::string& lock);
    /// The pairing system, rounds, Dutch rules and the bye's points.
    void drawPairing(FrameReport& frame, const app::SettingLocks& locks);
    /// The tie-breaks: a preset, or an ordered list to add to, reorder and shorten.
    void drawTieBreaks(FrameReport& frame);
    /// The chief arbiter's form for referees' accounts (an event on a server).
    void drawReferees(ViewContext& context);

    model::EventSettings m_form;
    model::EventSettings m_loaded;
    bool m_hasLoaded = false;
    std::string m_deputies;
    int m_system = 0;
    QuickMatchFields m_quickMatch;
    StationState::RefereeRequest m_referee{"", "referee", ""};
    std::string m_repeated;
};

} // namespace renju::arbiter::ui
