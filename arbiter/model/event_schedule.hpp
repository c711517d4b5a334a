#pragma once

// The event's schedule: each round's date and start time, and the games played on another day
// (postponed). A game's date is its round's, or the day it was actually played.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::model {

/// When a round is played: its date (ISO, "2026-11-21") and its start time ("10:00", 24-hour;
/// empty when not set).
struct RoundTime {
    int round = 0;
    std::string date;
    std::string time;

    friend bool operator==(const RoundTime&, const RoundTime&) = default;
};

/// A game played on another day than its round (postponed): the table, the game of a match (1
/// or 2) and the date it was played.
struct PlayedOn {
    int round = 0;
    int table = 0;
    int game = 1;
    std::string date;

    friend bool operator==(const PlayedOn&, const PlayedOn&) = default;
};

/// The rounds' dates and times, and the games played on another day.
struct EventSchedule {
    std::vector<RoundTime> rounds;
    std::vector<PlayedOn> playedOn;

    /// Returns the round's date and time, or nullptr when it has none.
    [[nodiscard]] const RoundTime* findRound(int round) const;
    /// Returns the day a game was played instead of its round's, or nullptr.
    [[nodiscard]] const PlayedOn* findPlayedOn(int round, int table, int game) const;
    /// Sets a round's date and time (an empty date removes the round's entry).
    void setRound(const RoundTime& time);
    /// Records the day a game was played (an empty date removes the entry).
    void setPlayedOn(const PlayedOn& played);
    [[nodiscard]] bool isEmpty() const { return rounds.empty() && playedOn.empty(); }

    friend bool operator==(const EventSchedule&, const EventSchedule&) = default;
};

/// True for a real calendar date written YYYY-MM-DD.
bool isIsoDate(std::string_view text);
/// True for a time of day written HH:MM (00:00-23:59).
bool isClockTime(std::string_view text);

/// Returns why a schedule cannot be kept (a date or time that is not one, a round outside
/// 1..`rounds`, a round twice, a game twice), or "".
std::string findScheduleProblem(const EventSchedule& schedule, int rounds);

/// Returns `date` in the forms other formats use: "2026/11/21" (TRF's YYYY/MM/DD), "26/11/21"
/// (TRF's YY/MM/DD); the text as given when it is not an ISO date.
std::string slashedDate(const std::string& date, bool isShortYear);

/// Returns the ISO date `days` days after `date` (which must be an ISO date).
std::string addDays(const std::string& date, int days);

/// Returns `rounds` rounds spread over the days from `startDate` to `endDate` (ISO dates; the
/// end may be empty for one day) as events spread them: the same number of rounds each day (the
/// last days may have one fewer), starting at 10:00 for one round a day, 10:00 and 15:00 for
/// two, and from 09:00 every 10 hours / rounds a day (to the quarter hour) for more.
std::vector<RoundTime> spreadRounds(const std::string& startDate, const std::string& endDate,
                                    int rounds);

} // namespace renju::arbiter::model
