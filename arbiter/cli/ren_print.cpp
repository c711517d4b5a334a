// `print ren-board -o FILE.pdf` and `print ren-record --script GAME -o FILE.pdf`: Ren's printed
// documents, which need no event.
#include "arbiter/cli/ren_print.hpp"

#include "arbiter/app/ren_sheet.hpp"
#include "arbiter/print/html_writer.hpp"
#include "arbiter/print/pdf_writer.hpp"
#include "arbiter/print/ren_documents.hpp"
#include "rules/game_script.hpp"
#include "rules/ren/ren_game.hpp"

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

namespace renju::arbiter::cli {

namespace {

/// Replays the script into a record sheet; nothing, with the problem on `err`, when it cannot.
std::optional<print::Document> recordOf(const RenPrintRequest& request, std::ostream& err) {
    if (request.script.empty()) {
        err << "error: print ren-record needs the game: --script FILE (a replay script, "
               "`rules ren ...`)\n";
        return std::nullopt;
    }
    std::ifstream input(request.script, std::ios::binary);
    if (!input) {
        err << "error: cannot open " << request.script << "\n";
        return std::nullopt;
    }
    std::ostringstream text;
    text << input.rdbuf();
    rules::GameScript parsed = rules::parseGameScript(text.str());
    for (const rules::ScriptError& error : parsed.errors) {
        err << request.script << ":" << error.lineNumber << ": " << error.message << "\n";
    }
    if (!parsed.errors.empty()) {
        return std::nullopt;
    }
    if (parsed.rules.set.family() != rules::GameFamily::Ren) {
        err << "error: " << request.script << " is a game of " << parsed.rules.set.name()
            << ", not ren (its header must say `rules ren`)\n";
        return std::nullopt;
    }
    rules::RenGame game(parsed.rules);
    for (const rules::ScriptLine& line : parsed.lines) {
        game.apply(line.event); // refused events change nothing: the record is what stands
    }
    app::RenGameSheet sheet = app::renGameSheet(game, {request.black, request.white});
    print::RenDocumentHeader header;
    header.details = "game: " + std::filesystem::path(request.script).filename().string();
    return print::renRecordDocument(sheet, header);
}

} // namespace

bool isRenPrintKind(const std::string& kind) {
    return kind == "ren-board" || kind == "ren-record";
}

int runRenPrint(const RenPrintRequest& request, const print::PrintTime& printedAt,
                std::ostream& out, std::ostream& err) {
    std::optional<print::Document> document;
    if (request.kind == "ren-board") {
        document = print::renBoardDocument();
    } else {
        document = recordOf(request, err);
    }
    if (!document) {
        return 1;
    }
    try {
        if (request.html.empty()) {
            int pages = print::writePdf(*document, {request.paper, printedAt}, request.output);
            out << "wrote " << request.output << " (" << pages << (pages == 1 ? " page" : " pages")
                << ")\n";
        } else {
            out << "wrote " << print::writeHtml(*document, printedAt, request.html).string()
                << "\n";
        }
    } catch (const std::exception& error) {
        err << "error: " << error.what() << "\n";
        return 1;
    }
    return 0;
}

} // namespace renju::arbiter::cli
