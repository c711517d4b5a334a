#pragma once

// The commands about the event as a whole: its creation, its settings, a recovery. Each kind
// describes itself (see command_kind.hpp).

#include "arbiter/app/command_kind.hpp"
#include "arbiter/model/event_settings.hpp"

#include <cstdint>
#include <string>
#include <tuple>

namespace renju::arbiter::app {

/// Creates the event with its settings (the journal's first command).
struct CreateEvent {
    static constexpr std::string_view kName = "event.create";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr Rights kRights = Rights::Chief;

    model::EventSettings settings;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("settings", &CreateEvent::settings)};
    }
    std::string describe() const { return "event created: " + settings.name; }
};

/// Replaces the settings; refused for changes that would falsify what was played (the rule
/// set, the opening or the time control once a round has started).
struct EditEvent {
    static constexpr std::string_view kName = "event.edit";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr Rights kRights = Rights::Chief;

    model::EventSettings settings;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("settings", &EditEvent::settings)};
    }
    std::string describe() const { return "event settings changed"; }
};

/// Recorded when an event is reopened after an unclean shutdown or a reboot: every running
/// clock is paused at the last recorded instant; the arbiter decides about the gap.
struct RecoverSession {
    static constexpr std::string_view kName = "session.recover";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr Rights kRights = Rights::Chief;

    std::int64_t gapMilliseconds = 0;
    bool isAfterReboot = false;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("gap", &RecoverSession::gapMilliseconds),
                          journal::defaulted("reboot", &RecoverSession::isAfterReboot)};
    }
    std::string describe() const {
        return std::string("recovery after ") +
               (isAfterReboot ? "a reboot" : "an unclean shutdown") + ", gap " +
               std::to_string(gapMilliseconds / 1000) + " s: running clocks paused";
    }
};

} // namespace renju::arbiter::app
