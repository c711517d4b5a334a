#include "arbiter/app/detail_json.hpp"

#include "arbiter/app/command_json.hpp"
#include "arbiter/model/player_names.hpp"

#include <nlohmann/json.hpp>

namespace renju::arbiter::app {

using nlohmann::json;

namespace {

void writeText(json& out, const char* key, const std::string& value) {
    if (!value.empty()) {
        out[key] = value;
    }
}

} // namespace

void writePlayerDetails(json& out, const model::PlayerDetails& details) {
    writeText(out, "surname", details.surname);
    writeText(out, "givenNames", details.givenNames);
    if (details.nameOrder) {
        out["nameOrder"] = model::nameOrderName(*details.nameOrder);
    }
    writeText(out, "city", details.city);
    writeText(out, "title", details.title);
    writeText(out, "nationalId", details.nationalId);
    writeText(out, "fideId", details.fideId);
    writeText(out, "ratingSource", details.ratingSource);
    if (details.birthYear != 0) {
        out["birthYear"] = details.birthYear;
    }
    writeText(out, "sex", model::sexCode(details.sex));
}

void readPlayerDetails(const json& in, model::PlayerDetails& details) {
    details.surname = in.value("surname", "");
    details.givenNames = in.value("givenNames", "");
    details.nameOrder.reset();
    if (in.contains("nameOrder")) {
        const std::string order = in.at("nameOrder").get<std::string>();
        details.nameOrder = model::parseNameOrder(order);
        if (!details.nameOrder) {
            throw CommandFormatError("player.nameOrder: '" + order +
                                     "' is not given-first or family-first");
        }
    }
    details.city = in.value("city", "");
    details.title = in.value("title", "");
    details.nationalId = in.value("nationalId", "");
    details.fideId = in.value("fideId", "");
    details.ratingSource = in.value("ratingSource", "");
    details.birthYear = in.value("birthYear", 0);
    const std::string sex = in.value("sex", "");
    const auto parsed = model::parseSex(sex);
    if (!parsed) {
        throw CommandFormatError("player.sex: '" + sex + "' is not m or f");
    }
    details.sex = *parsed;
}

void writeSettingsDetails(json& out, const model::EventSettings& settings) {
    writeText(out, "city", settings.city);
    writeText(out, "federation", settings.federation);
    const model::EventSchedule& schedule = settings.schedule;
    if (schedule.isEmpty()) {
        return;
    }
    json rounds = json::array();
    for (const model::RoundTime& time : schedule.rounds) {
        json entry{{"round", time.round}, {"date", time.date}};
        writeText(entry, "time", time.time);
        rounds.push_back(entry);
    }
    json played = json::array();
    for (const model::PlayedOn& game : schedule.playedOn) {
        json entry{{"round", game.round}, {"table", game.table}, {"date", game.date}};
        if (game.game > 1) {
            entry["game"] = game.game;
        }
        played.push_back(entry);
    }
    out["schedule"] = {{"rounds", rounds}, {"playedOn", played}};
}

void readSettingsDetails(const json& in, model::EventSettings& settings) {
    settings.city = in.value("city", "");
    settings.federation = in.value("federation", "");
    settings.schedule = model::EventSchedule{};
    if (!in.contains("schedule")) {
        return;
    }
    const json& schedule = in.at("schedule");
    for (const json& entry : schedule.value("rounds", json::array())) {
        settings.schedule.rounds.push_back({entry.at("round").get<int>(),
                                            entry.at("date").get<std::string>(),
                                            entry.value("time", "")});
    }
    for (const json& entry : schedule.value("playedOn", json::array())) {
        settings.schedule.playedOn.push_back({entry.at("round").get<int>(),
                                              entry.at("table").get<int>(), entry.value("game", 1),
                                              entry.at("date").get<std::string>()});
    }
}

} // namespace renju::arbiter::app
