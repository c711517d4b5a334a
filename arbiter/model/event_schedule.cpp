#include "arbiter/model/event_schedule.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <tuple>

namespace renju::arbiter::model {

namespace {

bool isDigits(std::string_view text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

int number(std::string_view text) {
    int value = 0;
    for (char c : text) {
        value = value * 10 + (c - '0');
    }
    return value;
}

bool isLeapYear(int year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int daysInMonth(int year, int month) {
    constexpr std::array<int, 12> kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return kDays[static_cast<std::size_t>(month - 1)] + (month == 2 && isLeapYear(year) ? 1 : 0);
}

} // namespace

const RoundTime* EventSchedule::findRound(int round) const {
    auto found = std::find_if(rounds.begin(), rounds.end(),
                              [round](const RoundTime& time) { return time.round == round; });
    return found == rounds.end() ? nullptr : &*found;
}

const PlayedOn* EventSchedule::findPlayedOn(int round, int table, int game) const {
    auto found = std::find_if(playedOn.begin(), playedOn.end(), [&](const PlayedOn& played) {
        return played.round == round && played.table == table && played.game == game;
    });
    return found == playedOn.end() ? nullptr : &*found;
}

void EventSchedule::setRound(const RoundTime& time) {
    std::erase_if(rounds, [&](const RoundTime& each) { return each.round == time.round; });
    if (!time.date.empty()) {
        rounds.push_back(time);
        std::sort(rounds.begin(), rounds.end(),
                  [](const RoundTime& a, const RoundTime& b) { return a.round < b.round; });
    }
}

void EventSchedule::setPlayedOn(const PlayedOn& played) {
    std::erase_if(playedOn, [&](const PlayedOn& each) {
        return each.round == played.round && each.table == played.table && each.game == played.game;
    });
    if (!played.date.empty()) {
        playedOn.push_back(played);
        std::sort(playedOn.begin(), playedOn.end(), [](const PlayedOn& a, const PlayedOn& b) {
            return std::tie(a.round, a.table, a.game) < std::tie(b.round, b.table, b.game);
        });
    }
}

bool isIsoDate(std::string_view text) {
    if (text.size() != 10 || text[4] != '-' || text[7] != '-' || !isDigits(text.substr(0, 4)) ||
        !isDigits(text.substr(5, 2)) || !isDigits(text.substr(8, 2))) {
        return false;
    }
    const int year = number(text.substr(0, 4));
    const int month = number(text.substr(5, 2));
    const int day = number(text.substr(8, 2));
    return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

bool isClockTime(std::string_view text) {
    return text.size() == 5 && text[2] == ':' && isDigits(text.substr(0, 2)) &&
           isDigits(text.substr(3, 2)) && number(text.substr(0, 2)) < 24 &&
           number(text.substr(3, 2)) < 60;
}

std::string findScheduleProblem(const EventSchedule& schedule, int rounds) {
    std::set<int> seen;
    for (const RoundTime& time : schedule.rounds) {
        const std::string which = "round " + std::to_string(time.round);
        if (time.round < 1 || time.round > rounds) {
            return "the schedule names " + which + "; the event has rounds 1-" +
                   std::to_string(rounds);
        }
        if (!seen.insert(time.round).second) {
            return "the schedule names " + which + " twice";
        }
        if (!isIsoDate(time.date)) {
            return which + ": '" + time.date + "' is not a date (YYYY-MM-DD)";
        }
        if (!time.time.empty() && !isClockTime(time.time)) {
            return which + ": '" + time.time + "' is not a time of day (HH:MM, 24-hour)";
        }
    }
    std::set<std::tuple<int, int, int>> games;
    for (const PlayedOn& played : schedule.playedOn) {
        const std::string which = "round " + std::to_string(played.round) + " table " +
                                  std::to_string(played.table) +
                                  (played.game > 1 ? " game " + std::to_string(played.game) : "");
        if (played.round < 1 || played.round > rounds || played.table < 1 || played.game < 1 ||
            played.game > 2) {
            return "the day a game was played names " + which + ", which cannot exist";
        }
        if (!games.insert({played.round, played.table, played.game}).second) {
            return which + " has two days it was played";
        }
        if (!isIsoDate(played.date)) {
            return which + ": '" + played.date + "' is not a date (YYYY-MM-DD)";
        }
    }
    return "";
}

std::string slashedDate(const std::string& date, bool isShortYear) {
    if (!isIsoDate(date)) {
        return date;
    }
    return (isShortYear ? date.substr(2, 2) : date.substr(0, 4)) + "/" + date.substr(5, 2) + "/" +
           date.substr(8, 2);
}

std::string addDays(const std::string& date, int days) {
    int year = number(std::string_view(date).substr(0, 4));
    int month = number(std::string_view(date).substr(5, 2));
    int day = number(std::string_view(date).substr(8, 2)) + days;
    while (day > daysInMonth(year, month)) {
        day -= daysInMonth(year, month);
        month = month == 12 ? 1 : month + 1;
        year += month == 1 ? 1 : 0;
    }
    while (day < 1) {
        month = month == 1 ? 12 : month - 1;
        year -= month == 12 ? 1 : 0;
        day += daysInMonth(year, month);
    }
    auto two = [](int value) { return (value < 10 ? "0" : "") + std::to_string(value); };
    return std::to_string(year) + "-" + two(month) + "-" + two(day);
}

namespace {

/// The start times of `perDay` rounds on one day.
std::vector<std::string> dayTimes(int perDay) {
    auto clock = [](int minutes) {
        auto two = [](int value) { return (value < 10 ? "0" : "") + std::to_string(value); };
        return two(minutes / 60) + ":" + two(minutes % 60);
    };
    if (perDay <= 2) {
        return perDay == 1 ? std::vector<std::string>{"10:00"}
                           : std::vector<std::string>{"10:00", "15:00"};
    }
    std::vector<std::string> times;
    const int step = 600 / perDay / 15 * 15;
    for (int i = 0; i < perDay; ++i) {
        times.push_back(clock(9 * 60 + i * step));
    }
    return times;
}

} // namespace

std::vector<RoundTime> spreadRounds(const std::string& startDate, const std::string& endDate,
                                    int rounds) {
    std::vector<RoundTime> schedule;
    if (!isIsoDate(startDate) || rounds < 1) {
        return schedule;
    }
    int days = 1;
    if (isIsoDate(endDate)) {
        while (days < 366 && addDays(startDate, days - 1) < endDate) {
            ++days;
        }
    }
    days = std::min(days, rounds);
    const int perDay = (rounds + days - 1) / days;
    // The first `rounds % days` days (all, when it divides) take one round more than the rest.
    const int fuller = rounds % days == 0 ? days : rounds % days;
    int round = 1;
    for (int day = 0; day < days && round <= rounds; ++day) {
        const int today = day < fuller ? perDay : perDay - 1;
        const std::vector<std::string> times = dayTimes(perDay);
        for (int i = 0; i < today && round <= rounds; ++i) {
            schedule.push_back(
                {round++, addDays(startDate, day), times[static_cast<std::size_t>(i)]});
        }
    }
    return schedule;
}

} // namespace renju::arbiter::model
