// `pair FILE.trf` (and `pair forbid`), `check FILE.trf`, `standings FILE`.
#include "arbiter/app/event_standings.hpp"
#include "arbiter/cli/event_commands.hpp"
#include "arbiter/cli/trf_commands.hpp"

#include <fstream>
#include <memory>

namespace renju::arbiter::cli {

namespace {

/// Options shared by the TRF commands.
struct TrfOptions {
    std::string path;
    std::string rules = "2017";
    bool explains = false;
    std::string tieBreaks;
    bool isJson = false;
    std::string encoding;
    std::string points = "results";
};

/// The command to run on the file the options name.
TrfCommand commandOf(const TrfOptions& o) {
    TrfCommand command;
    command.name = o.path;
    command.encoding = o.encoding;
    command.points = o.points == "file" ? pairing::TrfPoints::File : pairing::TrfPoints::Results;
    command.rules =
        o.rules == "2026" ? pairing::dutch::Rules::Fide2026 : pairing::dutch::Rules::Fide2017;
    command.explains = o.explains;
    command.tieBreaks = o.tieBreaks;
    command.isJson = o.isJson;
    return command;
}

/// The options of every command that reads a TRF file: its code page and which points count.
void addTrfFileOptions(CLI::App* command, TrfOptions& o) {
    command->add_option("--encoding", o.encoding,
                        "the code page of a TRF file that is not UTF-8 (an iconv name such as "
                        "CP1252, LATIN1, CP1250; detected otherwise)");
    command
        ->add_option("--points", o.points,
                     "when a points column disagrees with the results: results (they count, the "
                     "default) or file (the points column counts)")
        ->check(CLI::IsMember({"results", "file"}));
}

/// Opens the file and runs `run` on it, or reports that it cannot be read (exit status 2).
template <class Run>
void withFile(EventContext& context, const std::string& path, Run run) {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        context.err() << "error: cannot read " << path << "\n";
        context.raiseStatus(2);
        return;
    }
    context.raiseStatus(run(file));
}

void addRulesOption(CLI::App* command, TrfOptions& o) {
    command
        ->add_option("--rules", o.rules,
                     "2017: C.04.3 as approved 2016/2017 (default); 2026: the 2025 revision")
        ->check(CLI::IsMember({"2017", "2026"}));
}

void addPairCommand(CLI::App& app, EventContext& context, bool withEventArgument) {
    auto* pair = app.add_subcommand(
        "pair", "Pair the next round of a TRF file by the FIDE Dutch system (prints the boards: "
                "the number of boards, then FIRST SECOND per board, FIRST moving first; the bye "
                "as P 0), or set a pairing constraint of an event (pair forbid)");
    pair->require_subcommand(0, 1);
    auto o = std::make_shared<TrfOptions>();
    pair->add_option("FILE", o->path, "the tournament (TRF-16 with XXR, XXC; also TRF-26's 142)");
    addRulesOption(pair, *o);
    addTrfFileOptions(pair, *o);
    pair->add_flag("--explain", o->explains,
                   "also print the round's checklist and why every board was made");
    auto* forbid = pair->add_subcommand("forbid", "Two players must not be paired together");
    addEventArgument(forbid, context, withEventArgument);
    auto ids = std::make_shared<std::vector<int>>();
    forbid->add_option("NUMBERS", *ids, "the two players' numbers (No.)")->expected(2)->required();
    forbid->callback([&context, ids] {
        context.runBuilt([ids](const model::EventState& state,
                               std::string& problem) -> std::optional<app::Command> {
            auto first = playerNumbered(state, (*ids)[0], problem);
            auto second = first ? playerNumbered(state, (*ids)[1], problem) : std::nullopt;
            if (!second) {
                return std::nullopt;
            }
            return app::ForbidPair{*first, *second};
        });
    });
    pair->callback([&context, forbid, o] {
        if (forbid->parsed()) {
            return;
        }
        if (o->path.empty()) {
            context.err() << "error: pair needs a TRF file (or the subcommand forbid)\n";
            context.raiseStatus(2);
            return;
        }
        withFile(context, o->path, [&](std::istream& in) {
            return runPairTrf(in, commandOf(*o), context.out(), context.err());
        });
    });
}

void addCheckCommand(CLI::App& app, EventContext& context) {
    auto* check = app.add_subcommand(
        "check", "Re-pair every round of a TRF file from the rounds before it; print each round "
                 "that differs (exit status 1 when any does)");
    auto o = std::make_shared<TrfOptions>();
    check->add_option("FILE", o->path, "the tournament (TRF-16 with XXR, XXC; also TRF-26's 142)")
        ->required();
    addRulesOption(check, *o);
    addTrfFileOptions(check, *o);
    check->callback([&context, o] {
        withFile(context, o->path, [&](std::istream& in) {
            return runCheckTrf(in, commandOf(*o), context.out(), context.err());
        });
    });
}

/// Prints an event's standings (read-only) with its tie-breaks or the ones given.
void printEventStandings(EventContext& context, const TrfOptions& o) {
    std::vector<std::string> codes;
    if (!o.tieBreaks.empty()) {
        codes.push_back(o.tieBreaks); // parsed with the separators by the pairing library
    }
    const bool isJson = o.isJson;
    context.query([codes, isJson, &context](const app::EventSession& session, std::ostream& out) {
        std::vector<std::string> items;
        for (const std::string& text : codes) {
            for (pairing::TieBreak t : pairing::parseTieBreaks(text).items) {
                items.push_back(pairing::tieBreakCode(t));
            }
            if (std::string error = pairing::parseTieBreaks(text).error; !error.empty()) {
                context.fail("--tiebreaks: " + error);
                return;
            }
        }
        const app::EventStandings standings = app::eventStandings(session.state(), items);
        if (!standings.error.empty()) {
            context.fail("the event's tie-breaks: " + standings.error);
            return;
        }
        out << (isJson ? app::standingsJson(standings.standings)
                       : pairing::formatStandings(standings.standings));
    });
}

void addStandingsCommand(CLI::App& app, EventContext& context, bool withEventArgument) {
    auto* standings = app.add_subcommand(
        "standings", "Standings with tie-breaks (FIDE C.07) of a TRF file or an event (read-only)");
    auto o = std::make_shared<TrfOptions>();
    auto* file = standings->add_option("FILE", o->path, "a TRF file or an event (.renju)");
    if (withEventArgument) {
        file->required();
    }
    standings->add_option("--tiebreaks", o->tieBreaks,
                          "tie-break codes in order, comma-separated: BH BH-C1 BH-C2 BH-M1 SB PS "
                          "DE WIN WON BPG ARO KS GP, or a preset: renju-bh (BH,SB,DE, the "
                          "default) or renju-median (BH-M1,BH,SB,PS); an event's own list, or "
                          "a TRF-26 file's 202 record, otherwise");
    standings->add_flag("--json", o->isJson, "as JSON");
    addTrfFileOptions(standings, *o);
    standings->callback([&context, o] {
        if (o->path.empty() || isEventFile(o->path)) {
            if (!o->path.empty()) {
                context.eventPath = o->path;
            }
            printEventStandings(context, *o);
            return;
        }
        withFile(context, o->path, [&](std::istream& in) {
            return runStandingsTrf(in, commandOf(*o), context.out(), context.err());
        });
    });
}

} // namespace

void addPairingCommands(CLI::App& app, EventContext& context, bool withEventArgument) {
    addPairCommand(app, context, withEventArgument);
    addCheckCommand(app, context);
    addStandingsCommand(app, context, withEventArgument);
}

} // namespace renju::arbiter::cli
