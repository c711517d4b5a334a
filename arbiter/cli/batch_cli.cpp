// `renju-arbiter batch EVENT`: command lines on standard input, one open session.
#include "arbiter/cli/batch_cli.hpp"

#include "arbiter/cli/batch_answer.hpp"
#include "arbiter/cli/event_commands.hpp"
#include "arbiter/cli/shell_words.hpp"

#include <algorithm>
#include <iostream>

namespace renju::arbiter::cli {

namespace {

/// Splits "@SECONDS rest" into the time and the rest; returns false on a malformed time.
bool takeTime(std::string& line, std::optional<double>& at) {
    std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos || line[start] != '@') {
        return true;
    }
    std::size_t end = line.find_first_of(" \t", start);
    std::string number =
        line.substr(start + 1, end == std::string::npos ? std::string::npos : end - start - 1);
    try {
        std::size_t used = 0;
        at = std::stod(number, &used);
        if (used != number.size() || *at < 0) {
            return false;
        }
    } catch (const std::exception&) {
        return false;
    }
    line = end == std::string::npos ? "" : line.substr(end);
    return true;
}

void runLine(std::string line, app::EventSession& session, const std::string& actor,
             std::ostream& out) {
    EventContext context(out, out);
    context.actor = actor;
    context.useSession(&session, true);
    if (!takeTime(line, context.atSeconds)) {
        out << refusalLine("the time after @ must be a number of seconds");
        return;
    }
    ShellWords words = splitShellWords(line);
    if (!words.error.empty()) {
        out << refusalLine(words.error);
        return;
    }
    if (words.words.empty()) {
        out << refusalLine("an empty command");
        return;
    }
    CLI::App app{"batch command"};
    app.require_subcommand(1);
    addEventCommands(app, context, false);
    bool isKnown = false;
    for (const CLI::App* command : app.get_subcommands({})) {
        isKnown = isKnown || command->check_name(words.words.front());
    }
    if (!isKnown) {
        std::string known;
        for (const CLI::App* command : app.get_subcommands({})) {
            known += (known.empty() ? "" : ", ") + command->get_name();
        }
        out << refusalLine("unknown command '" + words.words.front() + "' (" + known + ")");
        return;
    }
    std::vector<std::string> args = words.words;
    std::reverse(args.begin(), args.end()); // CLI11 takes the arguments last first
    try {
        app.parse(args);
    } catch (const CLI::ParseError& error) {
        std::string message = error.what();
        out << refusalLine(message.empty() ? "see --help" : message);
    }
    out.flush();
}

} // namespace

int runBatch(const std::string& eventPath, const std::string& actor, std::istream& in,
             std::ostream& out, std::ostream& err) {
    std::unique_ptr<app::EventSession> session;
    try {
        session = openEventSession(eventPath, false, actor, err);
    } catch (const std::exception& error) {
        err << "error: " << error.what() << "\n";
        return 1;
    }
    std::string line;
    while (std::getline(in, line)) {
        std::size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') {
            continue;
        }
        runLine(line, *session, actor, out);
    }
    session->close(realInstant());
    return 0;
}

void addBatchCommand(CLI::App& app, int& status) {
    auto* batch = app.add_subcommand(
        "batch", "Run command lines from standard input on one open event: each line is a "
                 "command without the program name and the event (e.g. `player add --name "
                 "\"Anna Ivanova\"`, `game 3 h8`, `@125.5 result 3 1-0`); prints `ok K` once "
                 "durable, or `refused: reason`");
    auto event = std::make_shared<std::string>();
    auto actor = std::make_shared<std::string>();
    batch
        ->add_option("EVENT", *event,
                     "the event file (.renju), or postgresql://HOST[:PORT]/DB?event=NAME")
        ->required();
    batch->add_option("--as", *actor, "the arbiter's name for the audit log");
    batch->callback([event, actor, &status] {
        std::string who = "batch:" + (actor->empty() ? defaultArbiterName() : *actor);
        status = runBatch(*event, who, std::cin, std::cout, std::cerr);
    });
}

std::string defaultArbiterName() {
    const char* user = std::getenv("USER");
    return user && *user ? user : "arbiter";
}

} // namespace renju::arbiter::cli
