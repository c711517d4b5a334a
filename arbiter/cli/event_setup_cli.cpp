// `event new`, `event edit`, `event show`.
#include "arbiter/app/command_json.hpp"
#include "arbiter/cli/event_commands.hpp"

#include <cmath>
#include <memory>
#include <sstream>

namespace renju::arbiter::cli {

namespace {

/// The settings options; only those given change the settings.
struct SettingsOptions {
    std::string name, venue, city, federation, start, end, organiser, arbiter, system, opening,
        control;
    std::string rules, match;
    int board = 0, ruiLimit = 0, lead = 0;
    std::string tieBreaks, backupFolder;
    std::vector<std::string> deputies;
    int rounds = 0, pairingRules = 0, keep = 0;
    double byePoints = 0;
    std::uint64_t federationDraw = 0;
    bool timeReferees = false;
    std::map<std::string, CLI::Option*> given;
};

void addSettingsOptions(CLI::App* command, SettingsOptions& o) {
    o.given["name"] = command->add_option("--name", o.name, "the event's name");
    o.given["venue"] = command->add_option("--venue", o.venue, "where it is played");
    o.given["city"] = command->add_option("--city", o.city, "the city (default: the venue)");
    o.given["federation"] = command->add_option(
        "--federation", o.federation, "the federation (country code) of the event, e.g. EST");
    o.given["start"] = command->add_option("--start", o.start, "first day (YYYY-MM-DD)");
    o.given["end"] = command->add_option("--end", o.end, "last day (YYYY-MM-DD)");
    o.given["organiser"] = command->add_option("--organiser", o.organiser, "the organiser");
    o.given["arbiter"] = command->add_option("--arbiter", o.arbiter, "the chief arbiter");
    o.given["deputy"] = command->add_option("--deputy", o.deputies, "a deputy arbiter (repeat)");
    o.given["rounds"] = command->add_option("--rounds", o.rounds, "the number of rounds");
    o.given["system"] =
        command->add_option("--system", o.system, "swiss, roundrobin or double-roundrobin");
    o.given["federation-draw"] = command->add_option(
        "--federation-draw", o.federationDraw,
        "round robins: draw the Berger numbers with this seed so that players of the same "
        "federation meet first (0: numbers by rating)");
    o.given["rules"] = command->add_option("--rules", o.rules,
                                           "the rule set: " + rules::RuleSet::names() +
                                               " (default renju; see docs/rule-sets.md)");
    o.given["board"] = command->add_option(
        "--board", o.board, "the board, 15 or 19; ren: 8 or 10 squares (default: the set's)");
    o.given["rui-limit"] = command->add_option(
        "--rui-limit", o.ruiLimit, "ren: rui replacements in succession (default 3; variant a: 5)");
    o.given["lead"] = command->add_option(
        "--lead", o.lead, "ren: a lead of this many points wins at once (variant b: 6; 0: none)");
    o.given["match"] = command->add_option(
        "--match", o.match,
        "one game a round (none, the default) or a two-game match: " + rules::matchRuleNames() +
            " (ren plays total-points)");
    o.given["opening"] = command->add_option(
        "--opening", o.opening, "rif, rif-old, yamaguchi, soosorv-N, taraguchi-N, none");
    o.given["control"] = command->add_option("--control", o.control,
                                             "time control, e.g. 5400+30 (see `clock --help`)");
    o.given["tiebreaks"] =
        command->add_option("--tiebreaks", o.tieBreaks,
                            "tie-break codes or presets, comma-separated (see standings --help)");
    o.given["bye-points"] =
        command->add_option("--bye-points", o.byePoints, "points of a pairing bye: 0, 0.5 or 1");
    o.given["pairing-rules"] =
        command->add_option("--pairing-rules", o.pairingRules, "Dutch rules: 2017 or 2026");
    o.given["time-referees"] =
        command->add_option("--time-referees", o.timeReferees, "time referees are used (14.9)");
    o.given["backup-folder"] = command->add_option(
        "--backup-folder", o.backupFolder, "a second folder for round backups (a USB stick)");
    o.given["keep-backups"] =
        command->add_option("--keep-backups", o.keep, "round backups kept per folder");
}

bool isGiven(const SettingsOptions& o, const char* name) {
    return o.given.at(name)->count() > 0;
}

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> items;
    std::stringstream stream(text);
    std::string item;
    while (std::getline(stream, item, ',')) {
        if (!item.empty()) {
            items.push_back(item);
        }
    }
    return items;
}

/// Ren (seed 002): its variants, and a new Ren event plays rounds of total-points matches
/// unless told otherwise.
void applyRenOptions(const SettingsOptions& o, model::EventSettings& s, bool isNew) {
    if (s.ruleSet.family() != rules::GameFamily::Ren) {
        s.renVariants = rules::RenVariants{};
    } else if (isNew && !isGiven(o, "match")) {
        s.match = rules::MatchRule::TotalPoints;
    }
    if (isGiven(o, "rui-limit")) {
        s.renVariants.ruiLimit = o.ruiLimit;
    }
    if (isGiven(o, "lead")) {
        s.renVariants.lead = o.lead == 0 ? std::nullopt : std::optional<int>(o.lead);
    }
}

/// Applies the rule set, board, match rule and opening options; a set given without a board or
/// an opening takes its defaults, and a new beginners' match (RULES.md) is freestyle on 15x15
/// with no opening unless told otherwise. Returns a problem, or "".
std::string applyPlayRules(const SettingsOptions& o, model::EventSettings& s, bool isNew) {
    if (isGiven(o, "match")) {
        if (o.match == "none") {
            s.match.reset();
        } else if (auto rule = rules::parseMatchRule(o.match)) {
            s.match = rule;
        } else {
            return "--match: '" + o.match + "' (none, " + rules::matchRuleNames() + ")";
        }
    }
    bool isBeginners = s.match == rules::MatchRule::Beginners;
    std::optional<rules::RuleSet> set;
    if (isGiven(o, "rules")) {
        set = rules::RuleSet::parse(o.rules);
        if (!set) {
            return "--rules: '" + o.rules + "' (" + rules::RuleSet::names() + ")";
        }
    } else if (isNew && isBeginners) {
        set = rules::RuleSet(rules::RuleSetId::Freestyle);
    }
    if (set) {
        rules::GameRules defaults = rules::defaultGameRules(*set);
        s.ruleSet = *set;
        s.boardSize = defaults.boardSize;
        s.opening = defaults.opening;
    }
    if (isBeginners && !isGiven(o, "opening")) {
        s.opening = rules::OpeningRules{};
        s.opening.protocol = rules::OpeningProtocol::None; // the beginner is Black throughout
    }
    if (isGiven(o, "board")) {
        s.boardSize = o.board;
    }
    applyRenOptions(o, s, isNew);
    if (isGiven(o, "opening")) {
        std::string problem;
        auto opening = rules::parseOpeningRules(o.opening, problem);
        if (!opening) {
            return "--opening: " + problem;
        }
        s.opening = *opening;
    }
    return "";
}

/// Applies the given options to `settings`; returns a problem, or "".
std::string applySettings(const SettingsOptions& o, model::EventSettings& s, bool isNew) {
    if (std::string problem = applyPlayRules(o, s, isNew); !problem.empty()) {
        return problem;
    }
    auto set = [&](const char* name, std::string& field, const std::string& value) {
        if (isGiven(o, name)) {
            field = value;
        }
    };
    set("name", s.name, o.name);
    set("venue", s.venue, o.venue);
    set("city", s.city, o.city);
    set("federation", s.federation, o.federation);
    set("start", s.startDate, o.start);
    set("end", s.endDate, o.end);
    set("organiser", s.organiser, o.organiser);
    set("arbiter", s.chiefArbiter, o.arbiter);
    set("control", s.timeControl, o.control);
    set("backup-folder", s.backupFolder, o.backupFolder);
    if (isGiven(o, "deputy")) {
        s.deputies = o.deputies;
    }
    if (isGiven(o, "rounds")) {
        s.rounds = o.rounds;
    }
    if (isGiven(o, "system")) {
        auto system = model::parsePairingSystem(o.system);
        if (!system) {
            return "--system: '" + o.system + "' (swiss, roundrobin, double-roundrobin)";
        }
        s.system = *system;
    }
    if (isGiven(o, "federation-draw")) {
        s.federationDrawSeed = o.federationDraw;
    }
    if (isGiven(o, "tiebreaks")) {
        s.tieBreaks = splitList(o.tieBreaks);
    }
    if (isGiven(o, "bye-points")) {
        double halves = o.byePoints * 2;
        if (std::abs(halves - std::round(halves)) > 1e-9) {
            return "--bye-points: " + std::to_string(o.byePoints) + " is not 0, 0.5 or 1";
        }
        s.byeHalfPoints = static_cast<int>(std::lround(halves));
    }
    if (isGiven(o, "pairing-rules")) {
        s.pairingRules = o.pairingRules;
    }
    if (isGiven(o, "time-referees")) {
        s.usesTimeReferees = o.timeReferees;
    }
    if (isGiven(o, "keep-backups")) {
        s.keepBackups = o.keep;
    }
    return "";
}

void printSettings(const app::EventSession& session, std::ostream& out) {
    const model::EventState& state = session.state();
    const model::EventSettings& s = state.settings;
    out << "event:        " << s.name << "\n";
    if (!s.venue.empty()) {
        out << "venue:        " << s.venue << "\n";
    }
    if (!s.city.empty() || !s.federation.empty()) {
        out << "place:        " << s.cityOrVenue()
            << (s.federation.empty() ? "" : (s.cityOrVenue().empty() ? "" : ", ") + s.federation)
            << "\n";
    }
    if (!s.startDate.empty()) {
        out << "dates:        " << s.startDate << (s.endDate.empty() ? "" : " to " + s.endDate)
            << "\n";
    }
    for (const model::RoundTime& time : s.schedule.rounds) {
        out << "round " << time.round << (time.round < 10 ? ":      " : ":     ") << time.date
            << (time.time.empty() ? "" : " " + time.time) << "\n";
    }
    if (!s.organiser.empty()) {
        out << "organiser:    " << s.organiser << "\n";
    }
    if (!s.chiefArbiter.empty()) {
        out << "arbiter:      " << s.chiefArbiter << "\n";
    }
    for (const std::string& deputy : s.deputies) {
        out << "deputy:       " << deputy << "\n";
    }
    out << "rules:        " << s.ruleSet.name() << " (" << s.ruleSet.title() << "), " << s.boardSize
        << "x" << s.boardSize;
    if (s.ruleSet.family() == rules::GameFamily::Ren) {
        out << " squares, rui limit " << s.renVariants.ruiLimit
            << (s.renVariants.lead ? ", lead " + std::to_string(*s.renVariants.lead) : "") << "\n";
    } else {
        out << ", opening " << rules::formatOpeningRules(s.opening) << "\n";
    }
    out << "rounds of:    "
        << (s.match ? "a match of two games, " + std::string(rules::matchRuleName(*s.match)) +
                          " (" + std::string(rules::matchRuleTitle(*s.match)) + ")"
                    : std::string("one game"))
        << "\n";
    std::string control = s.timeControl;
    if (s.match && !rules::matchClockPreset(*s.match, 1).empty()) {
        control = std::string(rules::matchClockPreset(*s.match, 1)) + " in game 1, " +
                  std::string(rules::matchClockPreset(*s.match, 2)) + " in game 2";
    }
    out << "time control: " << control << (s.usesTimeReferees ? ", time referees" : "") << "\n";
    out << "system:       " << model::pairingSystemName(s.system) << ", " << s.rounds
        << " rounds (Dutch rules " << s.pairingRules << ")\n";
    std::string tieBreaks;
    for (const std::string& code : s.tieBreaks) {
        tieBreaks += (tieBreaks.empty() ? "" : ",") + code;
    }
    out << "tie-breaks:   " << (tieBreaks.empty() ? "(default)" : tieBreaks) << "\n";
    out << "players:      " << state.players.size() << "\n";
    out << "rounds:       " << state.rounds.size() << " paired";
    if (const model::Round* round = state.currentRound()) {
        out << ", round " << round->number << " " << model::roundStatusName(round->status);
    }
    out << "\n";
}

} // namespace

void addEventSetupCommands(CLI::App& app, EventContext& context, bool withEventArgument) {
    auto* event = app.add_subcommand("event", "Create, change or show an event");
    event->require_subcommand(1);

    auto* create = event->add_subcommand("new", "Create an event file, or an event on a server");
    addEventArgument(create, context, withEventArgument);
    auto createOptions = std::make_shared<SettingsOptions>();
    addSettingsOptions(create, *createOptions);
    create->callback([&context, createOptions] {
        model::EventSettings settings;
        if (std::string problem = applySettings(*createOptions, settings, true); !problem.empty()) {
            context.fail(problem);
            return;
        }
        context.create(app::CreateEvent{settings});
    });

    auto* edit = event->add_subcommand("edit", "Change the event's settings");
    addEventArgument(edit, context, withEventArgument);
    auto editOptions = std::make_shared<SettingsOptions>();
    addSettingsOptions(edit, *editOptions);
    edit->callback([&context, editOptions] {
        context.runBuilt([editOptions](const model::EventState& state,
                                       std::string& problem) -> std::optional<app::Command> {
            model::EventSettings settings = state.settings;
            problem = applySettings(*editOptions, settings, false);
            if (!problem.empty()) {
                return std::nullopt;
            }
            return app::EditEvent{settings};
        });
    });

    auto* show = event->add_subcommand("show", "Show the event's settings (read-only)");
    addEventArgument(show, context, withEventArgument);
    show->add_flag("--json", context.isJson, "as JSON: the settings, players and rounds");
    show->callback([&context] {
        if (context.isJson) {
            context.query([](const app::EventSession& session, std::ostream& out) {
                out << app::eventSummaryJson(session.state());
            });
            return;
        }
        context.query(printSettings);
    });
    addScheduleCommand(event, context, withEventArgument);
    if (withEventArgument) {
        addEventTransferCommands(event, context);
    }
}

} // namespace renju::arbiter::cli
