#include "arbiter/app/command_json.hpp"
#include "arbiter/model/event_schedule.hpp"
#include "arbiter/model/player_names.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace renju::arbiter;

namespace {

model::Player named(std::string name, std::string federation, std::string surname = "",
                    std::string given = "") {
    model::Player player;
    player.name = std::move(name);
    player.federation = std::move(federation);
    player.details.surname = std::move(surname);
    player.details.givenNames = std::move(given);
    return player;
}

std::vector<std::string> sortedNames(std::vector<model::Player> players) {
    for (std::size_t i = 0; i < players.size(); ++i) {
        players[i].id = model::PlayerId{static_cast<int>(i) + 1};
    }
    std::sort(players.begin(), players.end(), model::isBeforeByName);
    std::vector<std::string> names;
    for (const model::Player& player : players) {
        names.push_back(player.name);
    }
    return names;
}

} // namespace

TEST_CASE("Names: the surname is found by the order the name is written in", "[players]") {
    CHECK(model::nameParts(named("Mari Tamm", "EST")).surname == "Tamm");
    CHECK(model::nameParts(named("Mari Tamm", "EST")).givenNames == "Mari");
    // Hungarian and Vietnamese write the family name first.
    CHECK(model::nameParts(named("Nagy Péter", "HUN")).surname == "Nagy");
    CHECK(model::nameParts(named("Nguyễn Thị Minh Khai", "VIE")).surname == "Nguyễn");
    CHECK(model::nameParts(named("Nguyễn Thị Minh Khai", "VIE")).givenNames == "Thị Minh Khai");
    // A name without a space is all surname; entered parts always win.
    CHECK(model::nameParts(named("王伟", "CHN")).surname == "王伟");
    model::NameParts entered = model::nameParts(named("王伟 2", "CHN", "王", "伟"));
    CHECK(entered.surname == "王");
    CHECK(entered.isEntered);
    // The player's own order overrides the federation's custom.
    model::Player abroad = named("Ken Sato", "JPN");
    abroad.details.nameOrder = model::NameOrder::GivenFirst;
    CHECK(model::nameParts(abroad).surname == "Sato");
    CHECK(model::surnameCommaGiven(named("Mari Tamm", "EST")) == "Tamm, Mari");
}

TEST_CASE("Names: written from their parts in their order", "[players]") {
    CHECK(model::composeName("Tamm", "Mari", model::NameOrder::GivenFirst) == "Mari Tamm");
    CHECK(model::composeName("Nagy", "Péter", model::NameOrder::FamilyFirst) == "Nagy Péter");
    CHECK(model::composeName("王", "伟", model::NameOrder::FamilyFirst) == "王伟");
    CHECK(model::composeName("佐藤", "健", model::NameOrder::FamilyFirst) == "佐藤健");
    CHECK(model::composeName("Kim", "", model::NameOrder::FamilyFirst) == "Kim");
}

TEST_CASE("Names: alphabetical lists sort by surname whatever the order", "[players]") {
    std::vector<model::Player> players = {
        named("Mari Tamm", "EST"),
        named("Nagy Péter", "HUN"),
        named("Nguyễn Thị Minh Khai", "VIE"),
        named("Ärni Aaltonen", "FIN"),
        named("Petra Dvořáková", "CZE"),
        named("Jan Novák", "CZE"),
        named("Ants Soosõrv", "EST"),
        named("Zoltán Ábrahám", "HUN", "Ábrahám", "Zoltán"),
        named("Олег Шевченко", "UKR"),
        named("Анна Ёлкина", "RUS"),
        named("Иван Петров", "RUS"),
    };
    // Ábrahám sorts with a, Dvořáková with d; ё with е (Ёлкина before Петров).
    CHECK(sortedNames(players) ==
          std::vector<std::string>{"Ärni Aaltonen", "Zoltán Ábrahám", "Petra Dvořáková",
                                   "Nagy Péter", "Nguyễn Thị Minh Khai", "Jan Novák",
                                   "Ants Soosõrv", "Mari Tamm", "Анна Ёлкина", "Иван Петров",
                                   "Олег Шевченко"});
}

TEST_CASE("Names: sex and name order read and written", "[players]") {
    CHECK(model::parseSex("W") == model::Sex::Female);
    CHECK(model::parseSex("m") == model::Sex::Male);
    CHECK(model::parseSex("") == model::Sex::Unknown);
    CHECK_FALSE(model::parseSex("x"));
    CHECK(model::parseNameOrder("family-first") == model::NameOrder::FamilyFirst);
    CHECK_FALSE(model::parseNameOrder("surname"));
    model::PlayerDetails details;
    details.birthYear = 1850;
    CHECK(model::findDetailsProblem(details) == "birth year 1850 is not 1900-2100");
    details.birthYear = 0;
    details.givenNames = "Mari";
    CHECK(model::findDetailsProblem(details) == "given names 'Mari' without a surname");
}

TEST_CASE("Journal: a player's details and the schedule survive JSON", "[journal][players]") {
    model::Player player = named("Nguyễn Thị Minh Khai", "VIE", "Nguyễn", "Thị Minh Khai");
    player.details.nameOrder = model::NameOrder::FamilyFirst;
    player.details.city = "Hà Nội";
    player.details.title = "3 dan";
    player.details.nationalId = "VN-77";
    player.details.fideId = "12345678";
    player.details.ratingSource = "RIF 2026-09";
    player.details.birthYear = 1994;
    player.details.sex = model::Sex::Female;
    std::string json = app::commandToJson(app::AddPlayer{player});
    auto back = std::get<app::AddPlayer>(app::commandFromJson(json)).player;
    CHECK(back == player);

    model::EventSettings settings;
    settings.name = "Open";
    settings.city = "Tallinn";
    settings.federation = "EST";
    settings.schedule.setRound({1, "2026-11-21", "10:00"});
    settings.schedule.setRound({2, "2026-11-21", ""});
    settings.schedule.setPlayedOn({2, 3, 1, "2026-11-22"});
    json = app::commandToJson(app::EditEvent{settings});
    CHECK(std::get<app::EditEvent>(app::commandFromJson(json)).settings == settings);
}

TEST_CASE("Journal: entries written before the details existed read and write unchanged",
          "[journal][players]") {
    const std::string player =
        R"({"player":{"club":"Tallinn RK","federation":"EST","firstRound":1,"id":0,)"
        R"("name":"Mari Tamm","rating":2100,"rifId":"D1000","withdrawn":false,)"
        R"("withdrawnAfterRound":0},"type":"player.add"})";
    app::Command command = app::commandFromJson(player);
    CHECK(std::get<app::AddPlayer>(command).player.details == model::PlayerDetails{});
    CHECK(app::commandToJson(command) == player);
    const std::string settings =
        R"({"settings":{"name":"Old","venue":"Riga"},"type":"event.edit"})";
    auto edit = std::get<app::EditEvent>(app::commandFromJson(settings));
    CHECK(edit.settings.schedule.isEmpty());
    CHECK(edit.settings.city.empty());
    CHECK(app::commandToJson(edit).find("schedule") == std::string::npos);
}

TEST_CASE("Schedule: dates, times and the day a game was played", "[schedule]") {
    model::EventSettings settings;
    settings.rounds = 5;
    settings.startDate = "2026-11-21";
    settings.endDate = "2026-11-23";
    CHECK(settings.roundDate(1).empty()); // three days, no schedule: not known
    settings.schedule.setRound({1, "2026-11-21", "10:00"});
    settings.schedule.setRound({3, "2026-11-22", "09:30"});
    settings.schedule.setPlayedOn({3, 2, 1, "2026-11-23"});
    CHECK(settings.roundDate(3) == "2026-11-22");
    CHECK(settings.gameDate(3, 1) == "2026-11-22");
    CHECK(settings.gameDate(3, 2) == "2026-11-23");
    settings.schedule.setPlayedOn({3, 2, 1, ""});
    CHECK(settings.gameDate(3, 2) == "2026-11-22");
    CHECK(model::findScheduleProblem(settings.schedule, 5).empty());
    CHECK(model::findScheduleProblem(settings.schedule, 2) ==
          "the schedule names round 3; the event has rounds 1-2");
    model::EventSchedule bad;
    bad.rounds.push_back({2, "2026-02-30", ""});
    CHECK(model::findScheduleProblem(bad, 5) == "round 2: '2026-02-30' is not a date (YYYY-MM-DD)");
    bad.rounds = {{2, "2026-02-28", "25:00"}};
    CHECK(model::findScheduleProblem(bad, 5) ==
          "round 2: '25:00' is not a time of day (HH:MM, 24-hour)");
    CHECK(model::slashedDate("2026-11-21", true) == "26/11/21");
    CHECK(model::slashedDate("2026-11-21", false) == "2026/11/21");
    CHECK(model::addDays("2026-12-31", 1) == "2027-01-01");
    CHECK(model::addDays("2024-03-01", -1) == "2024-02-29");
}
