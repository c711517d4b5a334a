// `print pairings|standings|crosstable|record|scoresheets|slips|all EVENT ... -o FILE.pdf` or
// `--html DIR`: printed documents, read-only; `print ren-board` and `print ren-record --script
// GAME` need no event (arbiter/cli/ren_print.cpp).
#include "arbiter/app/command_text.hpp"
#include "arbiter/app/standings_sheet.hpp"
#include "arbiter/cli/event_commands.hpp"
#include "arbiter/cli/ren_print.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/glyph_check.hpp"
#include "arbiter/print/html_writer.hpp"
#include "arbiter/print/pdf_writer.hpp"
#include "arbiter/time/real_clock.hpp"

#include <cstdlib>
#include <memory>

namespace renju::arbiter::cli {

namespace {

struct PrintOptions {
    std::string kind;
    int round = 0;
    int table = 0;
    std::string paper = "a4";
    bool isBulletin = false;
    std::string printedAt;
    std::string output;
    std::string html;
    /// ren-record: the game's replay script and the players' names.
    std::string script;
    std::string black;
    std::string white;
};

/// The documents `print all --html` publishes: every round's pairings and game records, the
/// standings and the crosstable.
std::vector<print::DocumentRequest> everyDocument(const model::EventState& state) {
    std::vector<print::DocumentRequest> requests;
    for (const model::Round& round : state.rounds) {
        requests.push_back({print::DocumentKind::Pairings, round.number, 0, false});
        requests.push_back({print::DocumentKind::Record, round.number, 0, false});
    }
    requests.push_back({print::DocumentKind::Standings, 0, 0, false});
    requests.push_back({print::DocumentKind::Crosstable, 0, 0, false});
    return requests;
}

/// Checks the options that do not need the event; returns the problem or "".
std::string optionProblem(const PrintOptions& options) {
    if (options.output.empty() == options.html.empty()) {
        return "print: give either -o FILE.pdf or --html DIR";
    }
    if (options.kind == "all" && options.html.empty()) {
        return "print all: only with --html DIR (a folder of pages)";
    }
    if (options.isBulletin && options.kind != "record") {
        return "--bulletin is an option of `print record`";
    }
    bool namesRenGame = !options.script.empty() || !options.black.empty() || !options.white.empty();
    if (namesRenGame && options.kind != "ren-record") {
        return "--script, --black and --white are options of `print ren-record`";
    }
    return "";
}

void printDocuments(const model::EventState& state, const PrintOptions& options,
                    const print::PrintTime& printedAt, EventContext& context, std::ostream& out) {
    std::vector<print::DocumentRequest> requests;
    if (options.kind == "all") {
        requests = everyDocument(state);
    } else {
        requests.push_back({*print::parseDocumentKind(options.kind), options.round, options.table,
                            options.isBulletin});
    }
    std::vector<print::Document> documents;
    for (const print::DocumentRequest& request : requests) {
        std::string problem;
        auto document = print::buildDocument(state, request, problem);
        if (!document) {
            context.fail(problem);
            return;
        }
        documents.push_back(std::move(*document));
    }
    for (const print::Document& document : documents) {
        if (options.html.empty()) {
            print::PdfOptions pdf{*print::parsePaper(options.paper), printedAt};
            std::vector<std::string> cut;
            int pages = print::writePdf(document, pdf, options.output, &cut);
            out << "wrote " << options.output << " ("
                << app::countText(static_cast<std::size_t>(pages), "page") << ")\n";
            for (const std::string& warning : print::printWarnings(document, cut)) {
                out << "warning: " << warning << "\n";
            }
        } else {
            std::filesystem::path page = print::writeHtml(document, printedAt, options.html);
            out << "wrote " << page.string() << "\n";
        }
    }
}

} // namespace

void addPrintCommand(CLI::App& app, EventContext& context, bool withEventArgument) {
    auto* command = app.add_subcommand(
        "print", "Printed documents as PDF (-o) or HTML pages (--html DIR): pairings, standings, "
                 "crosstable, record (game records), scoresheets, slips (result slips); `all` "
                 "publishes every page to --html (read-only); without an event: ren-board "
                 "(Ren's board, counters and stones) and ren-record --script GAME");
    auto options = std::make_shared<PrintOptions>();
    command->add_option("KIND", options->kind, "what to print")
        ->required()
        ->check(CLI::IsMember({"pairings", "standings", "crosstable", "record", "scoresheets",
                               "slips", "all", "ren-board", "ren-record"}));
    if (withEventArgument) { // not required: ren-board and ren-record need no event
        command->add_option("EVENT", context.eventPath,
                            "the event file (.renju), or postgresql://HOST[:PORT]/DB?event=NAME");
    }
    command->add_option("--script", options->script,
                        "ren-record: the game's replay script (`rules ren ...`)");
    command->add_option("--black", options->black, "ren-record: Black's name");
    command->add_option("--white", options->white, "ren-record: White's name");
    command->add_option("--round", options->round,
                        "the round (default: the current one; standings and crosstable: after "
                        "the last finished round)");
    command->add_option("--table", options->table, "only this table (default: every table)");
    command->add_option("--paper", options->paper, "a4 (default) or letter")
        ->check(CLI::IsMember({"a4", "letter"}, CLI::ignore_case));
    command->add_flag("--bulletin", options->isBulletin,
                      "record: the bulletin form, several games per page");
    command->add_option("--printed-at", options->printedAt,
                        "the time in the footers and the PDF metadata, ISO 8601 (default: "
                        "SOURCE_DATE_EPOCH when set, else now)");
    command->add_option("-o,--output", options->output, "the PDF file to write");
    command->add_option("--html", options->html,
                        "the folder of HTML pages to write into (index.html is kept up to date)");
    command->callback([&context, options, withEventArgument] {
        std::string problem = optionProblem(*options);
        std::string timeProblem;
        auto printedAt =
            print::resolvePrintTime(options->printedAt, std::getenv("SOURCE_DATE_EPOCH"),
                                    RealClock::wallClockMilliseconds(), timeProblem);
        if (problem.empty() && !printedAt) {
            problem = timeProblem;
        }
        bool isRen = isRenPrintKind(options->kind);
        if (problem.empty() && isRen && !context.eventPath.empty()) {
            problem = "print " + options->kind + " takes no EVENT";
        }
        if (problem.empty() && !isRen && withEventArgument && context.eventPath.empty()) {
            problem = "print " + options->kind + " needs the EVENT (the event file)";
        }
        if (!problem.empty()) {
            context.fail(problem);
            return;
        }
        if (isRen) {
            RenPrintRequest request{options->kind,
                                    options->script,
                                    options->black,
                                    options->white,
                                    *print::parsePaper(options->paper),
                                    options->output,
                                    options->html};
            context.raiseStatus(runRenPrint(request, *printedAt, std::cout, std::cerr));
            return;
        }
        PrintOptions copy = *options;
        print::PrintTime time = *printedAt;
        context.query([copy, time, &context](const app::EventSession& session, std::ostream& out) {
            printDocuments(session.state(), copy, time, context, out);
        });
    });
}

} // namespace renju::arbiter::cli
