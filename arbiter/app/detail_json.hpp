#pragma once

// The journal's JSON of what organisers keep besides the pairing data: a player's details, the
// event's city, federation and schedule. Each field is written only when it is set, so that the
// commands of events without them are written (and read) exactly as before.

#include "arbiter/model/event_settings.hpp"
#include "arbiter/model/player.hpp"

#include <nlohmann/json_fwd.hpp>

namespace renju::arbiter::app {

/// Adds the details that are set to a player's JSON object.
void writePlayerDetails(nlohmann::json& out, const model::PlayerDetails& details);
/// Reads a player's details (absent fields are empty); throws CommandFormatError for a name
/// order or a sex it does not know.
void readPlayerDetails(const nlohmann::json& in, model::PlayerDetails& details);

/// Adds the event's city, federation and schedule, where set, to the settings' JSON object.
void writeSettingsDetails(nlohmann::json& out, const model::EventSettings& settings);
/// Reads the event's city, federation and schedule (absent: none).
void readSettingsDetails(const nlohmann::json& in, model::EventSettings& settings);

} // namespace renju::arbiter::app
