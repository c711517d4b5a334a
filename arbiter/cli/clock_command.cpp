#include "arbiter/cli/clock_command.hpp"

#include "arbiter/cli/commands.hpp"
#include "arbiter/cli/table_cli.hpp"
#include "clock/time_control_text.hpp"

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <unistd.h>
#include <vector>

namespace renju::arbiter::cli {

namespace {

using clock::ClockEventKind;
using clock::Milliseconds;
using clock::Seat;

constexpr const char* kEventNames = "start, press, next, pause, resume, adjust, absent, show";

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

std::vector<std::string_view> splitWords(std::string_view line) {
    std::vector<std::string_view> words;
    std::size_t pos = 0;
    while (pos < line.size()) {
        while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t')) {
            ++pos;
        }
        std::size_t end = pos;
        while (end < line.size() && line[end] != ' ' && line[end] != '\t') {
            ++end;
        }
        if (end > pos) {
            words.push_back(line.substr(pos, end - pos));
        }
        pos = end;
    }
    return words;
}

/// Parses an instant: seconds (at most 12 digits) with up to 3 decimals.
std::optional<Milliseconds> parseInstant(std::string_view text) {
    std::size_t dot = text.find('.');
    std::string_view whole = text.substr(0, dot);
    std::string_view fraction = dot == std::string_view::npos ? "" : text.substr(dot + 1);
    if (whole.empty() || whole.size() > 12 || fraction.size() > 3 ||
        (dot != std::string_view::npos && fraction.empty())) {
        return std::nullopt;
    }
    std::int64_t ms = 0;
    for (char c : whole) {
        if (!isDigit(c)) {
            return std::nullopt;
        }
        ms = ms * 10 + (c - '0');
    }
    std::int64_t scale = 1000;
    ms *= scale;
    for (char c : fraction) {
        if (!isDigit(c)) {
            return std::nullopt;
        }
        scale /= 10;
        ms += (c - '0') * scale;
    }
    return Milliseconds{ms};
}

std::string formatInstant(Milliseconds at) {
    std::string fraction = std::to_string(at.count() % 1000);
    fraction.insert(0, 3 - fraction.size(), '0');
    return std::to_string(at.count() / 1000) + "." + fraction + " s";
}

std::optional<Seat> parseSeat(std::string_view word) {
    if (word == "A") {
        return Seat::A;
    }
    if (word == "B") {
        return Seat::B;
    }
    return std::nullopt;
}

/// Parses `+N` or `-N` with the number read by `parse`; the sign is required.
template <typename Parse>
auto parseSigned(std::string_view word, Parse parse) -> decltype(parse(word)) {
    if (word.size() < 2 || (word[0] != '+' && word[0] != '-')) {
        return std::nullopt;
    }
    auto value = parse(word.substr(1));
    if (value && word[0] == '-') {
        *value = -*value;
    }
    return value;
}

std::optional<int> parseCount(std::string_view text) {
    if (text.empty() || text.size() > 5 || !std::all_of(text.begin(), text.end(), isDigit)) {
        return std::nullopt;
    }
    int value = std::stoi(std::string(text));
    return value <= clock::kMaxControlCount ? std::optional<int>(value) : std::nullopt;
}

std::string inQuotes(std::string_view word) {
    return "'" + std::string(word) + "'";
}

std::string joinWords(const std::vector<std::string_view>& words, std::size_t from) {
    std::string text;
    for (std::size_t i = from; i < words.size(); ++i) {
        text += text.empty() ? "" : " ";
        text += words[i];
    }
    return text;
}

/// Reads `adjust A|B ±SECONDS [reason]` or `adjust A|B moves ±N [reason]` (words from 2).
std::string readAdjust(const std::vector<std::string_view>& words, clock::ClockEvent& event) {
    if (words.size() < 4) {
        return "expected 'adjust A|B ±SECONDS' or 'adjust A|B moves ±N'";
    }
    auto seat = parseSeat(words[2]);
    if (!seat) {
        return "expected seat A or B after 'adjust', found " + inQuotes(words[2]);
    }
    event.seat = *seat;
    std::size_t reasonFrom = 4;
    if (words[3] == "moves") {
        auto moves = words.size() > 4 ? parseSigned(words[4], parseCount) : std::nullopt;
        if (!moves) {
            return "expected a signed move count after 'moves', such as +1 or -2 (at most 10000)";
        }
        event.kind = ClockEventKind::AdjustMoves;
        event.amount = *moves;
        reasonFrom = 5;
    } else {
        auto delta = parseSigned(words[3], clock::parseSeconds);
        if (!delta) {
            return inQuotes(words[3]) + " is not a signed number of seconds, such as +30 or -1.5 "
                                        "(the sign is required; up to 3 decimals)";
        }
        event.kind = ClockEventKind::AdjustTime;
        event.amount = delta->count();
    }
    event.reason = joinWords(words, reasonFrom);
    return {};
}

std::string readAbsent(const std::vector<std::string_view>& words, clock::ClockEvent& event) {
    if (words.size() != 3) {
        return "expected 'absent A', 'absent B' or 'absent both'";
    }
    event.kind = ClockEventKind::SetAbsence;
    if (words[2] == "A") {
        event.absence = clock::Absence::A;
    } else if (words[2] == "B") {
        event.absence = clock::Absence::B;
    } else if (words[2] == "both") {
        event.absence = clock::Absence::Both;
    } else {
        return "expected A, B or both after 'absent', found " + inQuotes(words[2]);
    }
    return {};
}

/// Reads `start [A|B]`, `press [A|B]` and `next A|B`.
std::string readSeatEvent(const std::vector<std::string_view>& words, ClockLine& line) {
    std::string_view verb = words[1];
    bool needsSeat = verb == "next";
    if (words.size() > 3 || (needsSeat && words.size() != 3)) {
        return std::string(needsSeat ? "expected 'next A' or 'next B'"
                                     : "'" + std::string(verb) + "' takes at most a seat, A or B");
    }
    line.kind = ClockLine::Kind::Event;
    line.event.kind = verb == "start"   ? ClockEventKind::Start
                      : verb == "press" ? ClockEventKind::Press
                                        : ClockEventKind::Next;
    if (words.size() == 2) {
        line.event.seat = Seat::A;
        if (verb == "press") {
            line.kind = ClockLine::Kind::PressByRunningSeat;
        }
        return {};
    }
    auto seat = parseSeat(words[2]);
    if (!seat) {
        return "expected seat A or B after " + inQuotes(verb) + ", found " + inQuotes(words[2]);
    }
    line.event.seat = *seat;
    return {};
}

std::string readEvent(const std::vector<std::string_view>& words, ClockLine& line) {
    std::string_view verb = words[1];
    if (verb == "start" || verb == "press" || verb == "next") {
        return readSeatEvent(words, line);
    }
    if (verb == "pause" || verb == "resume" || verb == "show") {
        if (words.size() > 2) {
            return "unexpected " + inQuotes(words[2]) + " after " + inQuotes(verb);
        }
        line.kind = verb == "show" ? ClockLine::Kind::Show : ClockLine::Kind::Event;
        line.event.kind = verb == "pause" ? ClockEventKind::Pause : ClockEventKind::Resume;
        return {};
    }
    line.kind = ClockLine::Kind::Event;
    if (verb == "adjust") {
        return readAdjust(words, line.event);
    }
    if (verb == "absent") {
        return readAbsent(words, line.event);
    }
    line.kind = ClockLine::Kind::Nothing;
    return inQuotes(verb) + " is not an event (" + kEventNames + ")";
}

void writeRefusal(std::ostream& err, int lineNumber, const clock::Refusal& refusal) {
    err << "line " << lineNumber << ": refused";
    if (!refusal.clause.empty()) {
        err << " (" << refusal.clause << ")";
    }
    err << ": " << refusal.reason << '\n';
}

} // namespace

ClockLine parseClockLine(std::string_view text) {
    if (!text.empty() && text.back() == '\r') {
        text.remove_suffix(1);
    }
    ClockLine line;
    std::vector<std::string_view> words = splitWords(text);
    if (words.empty() || words[0].front() == '#') {
        return line;
    }
    auto at = parseInstant(words[0]);
    if (!at) {
        line.error = inQuotes(words[0]) + " is not a time: seconds with up to 3 decimals, such as "
                                          "12 or 12.345";
        return line;
    }
    line.at = *at;
    line.event.at = *at;
    if (words.size() < 2) {
        line.error = std::string("expected an event after the time (") + kEventNames + ")";
        return line;
    }
    line.error = readEvent(words, line);
    if (!line.error.empty()) {
        line.kind = ClockLine::Kind::Nothing;
    }
    return line;
}

std::optional<clock::ClockSetup> clockSetupFromOptions(const ClockCommandOptions& options,
                                                       std::ostream& err) {
    clock::ClockControlsParse parsed = clock::parseClockControls(options.control);
    if (parsed.error) {
        err << "error: --control " << inQuotes(options.control) << ": column "
            << parsed.error->column << ": " << parsed.error->message << '\n';
        return std::nullopt;
    }
    clock::ClockControls controls = *parsed.controls;
    if (!options.controlB.empty()) {
        if (!(controls.a == controls.b) || options.control.find('|') != std::string::npos) {
            err << "error: --control-b: --control " << inQuotes(options.control)
                << " already gives seat B's control\n";
            return std::nullopt;
        }
        clock::TimeControlParse b = clock::parseTimeControl(options.controlB);
        if (b.error) {
            err << "error: --control-b " << inQuotes(options.controlB) << ": column "
                << b.error->column << ": " << b.error->message << '\n';
            return std::nullopt;
        }
        controls.b = *b.control;
        if (auto problem = clock::findControlsProblem(controls)) {
            err << "error: --control-b " << inQuotes(options.controlB) << ": " << *problem << '\n';
            return std::nullopt;
        }
    }
    clock::ClockOptions clockOptions{options.periodOnFirstFlag ? clock::PeriodChange::OnFirstFlag
                                                               : clock::PeriodChange::PerPlayer,
                                     options.freezeAtZero};
    return clock::ClockSetup{controls, clockOptions};
}

std::string formatShowLine(const clock::GameClock& clock, Milliseconds now) {
    clock::ClockState state = clock.stateAt(now);
    std::string line;
    for (Seat seat : {Seat::A, Seat::B}) {
        clock::SeatView view = clock::viewOf(state, clock.setup(), seat);
        line += clock::seatLetter(seat);
        line += " " + std::to_string(view.remaining.count()) + " " + std::to_string(view.period) +
                " " + std::to_string(view.movesCompleted) + " ";
    }
    return line + state.flags.text();
}

int runClockEvents(const clock::ClockSetup& setup, std::istream& in, std::ostream& out,
                   std::ostream& err, bool flushEachLine) {
    clock::GameClock clock(setup);
    int status = kClockAllApplied;
    std::optional<Milliseconds> lastAt;
    int lastLine = 0;
    std::string text;
    for (int lineNumber = 1; std::getline(in, text); ++lineNumber) {
        ClockLine line = parseClockLine(text);
        if (!line.error.empty()) {
            err << "line " << lineNumber << ": " << line.error << '\n';
            status = kClockBadInput;
            continue;
        }
        if (line.kind == ClockLine::Kind::Nothing) {
            continue;
        }
        if (lastAt && line.at < *lastAt) {
            err << "line " << lineNumber << ": time goes back: " << formatInstant(line.at)
                << " is before " << formatInstant(*lastAt) << " on line " << lastLine << '\n';
            status = kClockBadInput;
            continue;
        }
        lastAt = line.at;
        lastLine = lineNumber;
        if (line.kind == ClockLine::Kind::Show) {
            out << formatShowLine(clock, line.at) << '\n';
            if (flushEachLine) {
                out.flush();
            }
            continue;
        }
        bool isAdjustment = line.event.kind == ClockEventKind::AdjustTime ||
                            line.event.kind == ClockEventKind::AdjustMoves;
        if (isAdjustment && line.event.reason.empty()) {
            line.event.reason = "adjusted on line " + std::to_string(lineNumber);
        }
        std::optional<clock::Refusal> refusal = line.kind == ClockLine::Kind::PressByRunningSeat
                                                    ? clock.press(line.at).refusal
                                                    : clock.apply(line.event).refusal;
        if (refusal) {
            writeRefusal(err, lineNumber, *refusal);
            status = std::max(status, kClockRefused);
        }
    }
    out.flush();
    return status;
}

int runClockCommand(const ClockCommandOptions& options, std::istream& in, std::ostream& out,
                    std::ostream& err, bool flushEachLine) {
    std::optional<clock::ClockSetup> setup = clockSetupFromOptions(options, err);
    if (!setup) {
        return kClockBadInput;
    }
    return runClockEvents(*setup, in, out, err, flushEachLine);
}

void addClockCommand(CLI::App& app, int& status, EventContext& context) {
    auto options = std::make_shared<ClockCommandOptions>();
    auto eventArguments = std::make_shared<std::vector<std::string>>();
    auto reason = std::make_shared<std::string>();
    auto round = std::make_shared<int>(0);
    auto* command = app.add_subcommand(
        "clock", "The game clock: reads timestamped events on standard input, one per line "
                 "('T start [A|B]', 'T press [A|B]', 'T next A|B', 'T pause', 'T resume', "
                 "'T adjust A|B ±SECONDS', 'T adjust A|B moves ±N', 'T absent A|B|both', "
                 "'T show'; T in seconds, never going back) and prints "
                 "'A <ms> <period> <moves> B <ms> <period> <moves> <flag>' at each show");
    auto* control = command->add_option(
        "--control", options->control,
        "time control: PGN TimeControl syntax with extensions (see README), SPEC_A|SPEC_B for "
        "time odds, or a preset");
    command->add_option("EVENT-ARGS", *eventArguments,
                        "or, for a table of an event: EVENT TABLE pause|resume, EVENT TABLE "
                        "adjust A|B +-SECONDS, EVENT TABLE adjust A|B moves +-N, EVENT TABLE "
                        "period A|B N, EVENT TABLE absent A|B|both|none (A is the first player)");
    command->add_option("--reason", *reason, "why (event form; required for adjustments)");
    command->add_option("--round", *round, "the round (event form; default: the current one)");
    auto game = std::make_shared<int>(0);
    command->add_option("--game", *game,
                        "a match's game, 1 or 2 (event form; default: the game being played)");
    command->add_option("--control-b", options->controlB, "seat B's control, for time odds");
    command->add_flag("--period-on-first-flag", options->periodOnFirstFlag,
                      "add the next period to both seats when the first flag falls (default: "
                      "per player, when that player completes the period's moves)");
    command->add_flag("--freeze-at-zero", options->freezeAtZero,
                      "stop the whole clock when a flag falls");
    std::string presets = "Presets:";
    for (const clock::Preset& preset : clock::timeControlPresets()) {
        presets += "\n  " + std::string(preset.name) + " (" + std::string(preset.text) +
                   "): " + std::string(preset.description);
    }
    command->footer(presets + "\nExit status: 0 all applied, 1 events refused, 2 bad input.");
    command->callback([options, control, eventArguments, reason, round, game, &status, &context] {
        if (!eventArguments->empty()) {
            context.eventPath = eventArguments->front();
            std::vector<std::string> rest(eventArguments->begin() + 1, eventArguments->end());
            runEventClockCommand(context, rest, *reason, *round, *game);
            status = context.status();
            return;
        }
        if (control->count() == 0) {
            std::cerr << "clock: give --control SPEC (the clock on standard input) or EVENT TABLE "
                         "ACTION (a table of an event)\n";
            status = 2;
            return;
        }
        std::ios::sync_with_stdio(false);
        status =
            runClockCommand(*options, std::cin, std::cout, std::cerr, isatty(STDIN_FILENO) != 0);
    });
}

} // namespace renju::arbiter::cli
