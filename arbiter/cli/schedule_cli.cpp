// `event schedule`: each round's date and start time, and the day a postponed game was played.
#include "arbiter/cli/event_commands.hpp"

#include <memory>

namespace renju::arbiter::cli {

namespace {

struct ScheduleOptions {
    int round = 0;
    int table = 0;
    int game = 1;
    std::string date, time, playedOn;
    bool isClear = false;
    bool isSpread = false;
    std::map<std::string, CLI::Option*> given;
};

bool isGiven(const ScheduleOptions& o, const char* name) {
    return o.given.at(name)->count() > 0;
}

/// Applies the options to the schedule; returns a problem, or "".
std::string applySchedule(const ScheduleOptions& o, model::EventSettings& settings) {
    model::EventSchedule& schedule = settings.schedule;
    if (o.isSpread) {
        if (!model::isIsoDate(settings.startDate)) {
            return "--spread needs the event's start date (event edit --start)";
        }
        schedule.rounds =
            model::spreadRounds(settings.startDate, settings.endDate, settings.rounds);
        return "";
    }
    if (o.round == 0) {
        return "say which round (--round N), or --spread";
    }
    if (isGiven(o, "table")) {
        if (!isGiven(o, "played-on") && !o.isClear) {
            return "a table's game takes --played-on DATE (or --clear)";
        }
        schedule.setPlayedOn({o.round, o.table, o.game, o.isClear ? "" : o.playedOn});
        return "";
    }
    if (o.isClear) {
        schedule.setRound({o.round, "", ""});
        return "";
    }
    const model::RoundTime* current = schedule.findRound(o.round);
    model::RoundTime time{o.round, current ? current->date : "", current ? current->time : ""};
    if (isGiven(o, "date")) {
        time.date = o.date;
    }
    if (isGiven(o, "time")) {
        time.time = o.time;
    }
    if (time.date.empty()) {
        return "round " + std::to_string(o.round) + " has no date yet: give --date YYYY-MM-DD";
    }
    schedule.setRound(time);
    return "";
}

void printSchedule(const model::EventState& state, std::ostream& out) {
    const model::EventSettings& settings = state.settings;
    for (int round = 1; round <= settings.rounds; ++round) {
        std::string when = settings.roundWhen(round);
        out << "round " << round << ": " << (when.empty() ? "(no date)" : when) << "\n";
    }
    for (const model::PlayedOn& played : settings.schedule.playedOn) {
        out << "round " << played.round << " table " << played.table
            << (played.game > 1 ? " game " + std::to_string(played.game) : "") << ": played on "
            << played.date << "\n";
    }
}

} // namespace

void addScheduleCommand(CLI::App* event, EventContext& context, bool withEventArgument) {
    auto* schedule = event->add_subcommand(
        "schedule", "Each round's date and start time, and the day a postponed game was played; "
                    "with no option, show the schedule");
    addEventArgument(schedule, context, withEventArgument);
    auto o = std::make_shared<ScheduleOptions>();
    o->given["round"] = schedule->add_option("--round", o->round, "the round");
    o->given["date"] = schedule->add_option("--date", o->date, "the round's date (YYYY-MM-DD)");
    o->given["time"] =
        schedule->add_option("--time", o->time, "the round's start time (HH:MM, 24-hour)");
    o->given["table"] =
        schedule->add_option("--table", o->table, "a table whose game was played on another day");
    o->given["game"] = schedule->add_option("--game", o->game, "the game of a match (1 or 2)");
    o->given["played-on"] = schedule->add_option(
        "--played-on", o->playedOn, "the day the table's game was played (YYYY-MM-DD)");
    o->given["clear"] =
        schedule->add_flag("--clear", o->isClear, "remove the round's date, or the table's day");
    o->given["spread"] = schedule->add_flag(
        "--spread", o->isSpread,
        "spread the rounds over the event's days (10:00 and 15:00 for two a day ...)");
    schedule->callback([&context, o] {
        const bool isShow = std::none_of(o->given.begin(), o->given.end(), [](const auto& entry) {
            return entry.second->count() > 0;
        });
        if (isShow) {
            context.query([](const app::EventSession& session, std::ostream& out) {
                printSchedule(session.state(), out);
            });
            return;
        }
        context.runBuilt([o](const model::EventState& state,
                             std::string& problem) -> std::optional<app::Command> {
            model::EventSettings settings = state.settings;
            problem = applySchedule(*o, settings);
            if (!problem.empty()) {
                return std::nullopt;
            }
            return app::EditEvent{settings};
        });
    });
}

} // namespace renju::arbiter::cli
