#pragma once

// The options of `player add` and `player edit` for what organisers keep of a player besides
// the name and the pairing data (model::PlayerDetails).

#include "arbiter/model/player.hpp"

#include <CLI/CLI.hpp>
#include <map>
#include <string>

namespace renju::arbiter::cli {

/// The detail options as given on the command line.
struct PlayerDetailOptions {
    std::string surname, givenNames, nameOrder, city, title, nationalId, fideId, ratingSource, sex;
    int birthYear = 0;
    std::map<std::string, CLI::Option*> given;
};

/// Adds --surname, --given-names, --name-order, --city, --title, --national-id, --fide-id,
/// --rating-source, --birth-year and --sex to a command.
void addPlayerDetailOptions(CLI::App* command, PlayerDetailOptions& options);

/// Sets the details that were given (an empty value clears one); returns what is wrong with a
/// value (a name order or a sex it does not know), or "".
std::string applyPlayerDetailOptions(const PlayerDetailOptions& options, model::Player& player);

} // namespace renju::arbiter::cli
