#include "arbiter/cli/player_detail_options.hpp"

#include "arbiter/model/player_names.hpp"

namespace renju::arbiter::cli {

void addPlayerDetailOptions(CLI::App* command, PlayerDetailOptions& o) {
    o.given["surname"] = command->add_option(
        "--surname", o.surname, "the family name(s) as written (alphabetical lists sort by it)");
    o.given["given-names"] =
        command->add_option("--given-names", o.givenNames, "the given name(s) as written");
    o.given["name-order"] = command->add_option(
        "--name-order", o.nameOrder,
        "given-first or family-first (default: the federation's custom; family first for CHN, "
        "TPE, HKG, MAC, JPN, KOR, PRK, VIE, HUN, KHM)");
    o.given["city"] = command->add_option("--city", o.city, "the player's city");
    o.given["title"] = command->add_option("--title", o.title, "a title or dan (\"3 dan\")");
    o.given["national-id"] =
        command->add_option("--national-id", o.nationalId, "the national federation's id");
    o.given["fide-id"] =
        command->add_option("--fide-id", o.fideId, "an international (FIDE-style) id, where used");
    o.given["rating-source"] = command->add_option("--rating-source", o.ratingSource,
                                                   "where the rating comes from (\"RIF 2026-09\")");
    o.given["birth-year"] = command->add_option("--birth-year", o.birthYear, "e.g. 1994");
    o.given["sex"] = command->add_option("--sex", o.sex, "m or f, where the federation asks");
}

std::string applyPlayerDetailOptions(const PlayerDetailOptions& o, model::Player& player) {
    auto given = [&](const char* name) { return o.given.at(name)->count() > 0; };
    model::PlayerDetails& details = player.details;
    for (const auto& [name, target, value] :
         {std::tuple{"surname", &details.surname, &o.surname},
          std::tuple{"given-names", &details.givenNames, &o.givenNames},
          std::tuple{"city", &details.city, &o.city}, std::tuple{"title", &details.title, &o.title},
          std::tuple{"national-id", &details.nationalId, &o.nationalId},
          std::tuple{"fide-id", &details.fideId, &o.fideId},
          std::tuple{"rating-source", &details.ratingSource, &o.ratingSource}}) {
        if (given(name)) {
            *target = *value;
        }
    }
    if (given("birth-year")) {
        details.birthYear = o.birthYear;
    }
    if (given("name-order")) {
        details.nameOrder = model::parseNameOrder(o.nameOrder);
        if (!details.nameOrder && !o.nameOrder.empty()) {
            return "--name-order: '" + o.nameOrder + "' (given-first, family-first)";
        }
    }
    if (given("sex")) {
        auto sex = model::parseSex(o.sex);
        if (!sex) {
            return "--sex: '" + o.sex + "' (m, f)";
        }
        details.sex = *sex;
    }
    return "";
}

} // namespace renju::arbiter::cli
