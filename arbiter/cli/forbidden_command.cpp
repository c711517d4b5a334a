#include "arbiter/cli/forbidden_command.hpp"

#include "arbiter/cli/commands.hpp"
#include "rules/forbidden.hpp"
#include "rules/forbidden_explain.hpp"
#include "rules/notation.hpp"
#include "rules/set_forbidden.hpp"

#include <iostream>
#include <optional>
#include <unistd.h>
#include <vector>

namespace renju::arbiter::cli {

namespace {

using rules::Board;
using rules::ForbiddenPoint;

void appendError(std::string& out, const rules::MoveListError& error) {
    out += "error: move ";
    out += std::to_string(error.moveNumber);
    out += ": ";
    out += error.message;
}

void appendPoints(std::string& out, const std::vector<ForbiddenPoint>& points) {
    if (points.empty()) {
        out += '-';
        return;
    }
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (i > 0) {
            out += ' ';
        }
        out += rules::formatPoint(points[i].point);
        out += ':';
        out += rules::forbiddenKindCode(points[i].kind);
    }
}

std::string_view withoutCarriageReturn(std::string_view line) {
    if (!line.empty() && line.back() == '\r') {
        line.remove_suffix(1);
    }
    return line;
}

} // namespace

bool answerForbiddenLine(std::string_view line, std::string& out, const ForbiddenQuery& query) {
    line = withoutCarriageReturn(line);
    std::string_view moves = line;
    std::size_t tab = line.find('\t');
    if (tab != std::string_view::npos) {
        out.append(line.substr(0, tab));
        out += '\t';
        moves = line.substr(tab + 1);
        std::size_t nextTab = moves.find('\t');
        if (nextTab != std::string_view::npos) {
            moves = moves.substr(0, nextTab); // columns after the second tab are ignored
        }
    }
    rules::MoveListParse parsed = rules::parseMoveList(moves, query.boardSize);
    if (parsed.error) {
        appendError(out, *parsed.error);
        return false;
    }
    rules::PositionBuild position = rules::buildPosition(parsed.moves, query.boardSize);
    if (position.error) {
        appendError(out, *position.error);
        return false;
    }
    static thread_local std::vector<ForbiddenPoint> points;
    rules::findForbiddenPoints(position.board, query.set, query.colour, points);
    appendPoints(out, points);
    return true;
}

int runForbiddenBatch(std::istream& in, std::ostream& out, bool flushEachLine,
                      const ForbiddenQuery& query) {
    constexpr std::size_t kFlushSize = 1 << 16;
    std::string line;
    std::string buffer;
    int status = 0;
    while (std::getline(in, line)) {
        if (!answerForbiddenLine(line, buffer, query)) {
            status = 1;
        }
        buffer += '\n';
        if (flushEachLine || buffer.size() >= kFlushSize) {
            out << buffer;
            if (flushEachLine) {
                out.flush();
            }
            buffer.clear();
        }
    }
    out << buffer;
    out.flush();
    return status;
}

int runForbiddenExplain(const std::string& point, const std::string& moves, std::ostream& out,
                        std::ostream& err, const ForbiddenQuery& query) {
    auto target = rules::parsePoint(point, query.boardSize);
    if (!target) {
        err << "error: '" << point << "' is not a point (columns a-"
            << static_cast<char>('a' + query.boardSize - 1) << ", rows 1-" << query.boardSize
            << ")\n";
        return 2;
    }
    rules::MoveListParse parsed = rules::parseMoveList(moves, query.boardSize);
    if (parsed.error) {
        err << "error: move " << parsed.error->moveNumber << ": " << parsed.error->message << "\n";
        return 2;
    }
    rules::PositionBuild position = rules::buildPosition(parsed.moves, query.boardSize);
    if (position.error) {
        err << "error: move " << position.error->moveNumber << ": " << position.error->message
            << "\n";
        return 2;
    }
    if (position.board.at(*target) != rules::Stone::Empty) {
        err << "error: " << point << " is occupied; --explain judges an empty point\n";
        return 2;
    }
    out << rules::explainMove(position.board, *target, query.set, query.colour);
    return 0;
}

namespace {

/// The options of `forbidden` as typed, checked together in the callback.
struct ForbiddenOptions {
    std::vector<std::string> explain;
    std::string rules = "renju";
    int board = 0;
    std::string colour = "black";
};

/// Returns the query the options ask, or prints why they do not fit and returns nothing.
std::optional<ForbiddenQuery> queryOf(const ForbiddenOptions& options, std::ostream& err) {
    ForbiddenQuery query;
    auto set = rules::RuleSet::parse(options.rules);
    if (!set) {
        err << "error: --rules: '" << options.rules << "' is not a rule set ("
            << rules::RuleSet::names(rules::GameFamily::FiveInARow) << ")\n";
        return std::nullopt;
    }
    if (set->family() != rules::GameFamily::FiveInARow) {
        err << "error: --rules: " << set->name()
            << " is not a five-in-a-row game: it has no forbidden points\n";
        return std::nullopt;
    }
    query.set = *set;
    query.boardSize = options.board == 0 ? set->defaultBoardSize() : options.board;
    if (!set->allowsBoardSize(query.boardSize)) {
        err << "error: --board: " << set->name() << " is played on " << set->boardSizesText()
            << " lines, not " << query.boardSize << "\n";
        return std::nullopt;
    }
    query.colour = options.colour == "white" ? rules::Stone::White : rules::Stone::Black;
    return query;
}

} // namespace

void addForbiddenCommand(CLI::App& app, int& status) {
    auto* command = app.add_subcommand(
        "forbidden", "Forbidden points (RIF 9.2, 9.3; or another rule set's) for positions read "
                     "on standard input, one per line: 'moves' or 'id<TAB>moves'");
    auto options = std::make_shared<ForbiddenOptions>();
    command
        ->add_option("--explain", options->explain,
                     "POINT \"MOVES\": the rule-by-rule reasoning for one point")
        ->expected(2);
    command->add_option("--rules", options->rules,
                        "the rule set: " + rules::RuleSet::names(rules::GameFamily::FiveInARow) +
                            " (default renju)");
    command->add_option("--board", options->board,
                        "the board's lines: 15 or 19 (default: the set's, 19 for japan-*)");
    command->add_option("--colour", options->colour, "whose forbidden points (default black)")
        ->check(CLI::IsMember({"black", "white"}));
    command->callback([options, &status] {
        auto query = queryOf(*options, std::cerr);
        if (!query) {
            status = 2;
            return;
        }
        if (!options->explain.empty()) {
            status = runForbiddenExplain(options->explain[0], options->explain[1], std::cout,
                                         std::cerr, *query);
            return;
        }
        std::ios::sync_with_stdio(false);
        status = runForbiddenBatch(std::cin, std::cout, isatty(STDIN_FILENO) != 0, *query);
    });
}

} // namespace renju::arbiter::cli
