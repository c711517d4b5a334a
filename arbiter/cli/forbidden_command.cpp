#include "arbiter/cli/forbidden_command.hpp"

#include "arbiter/cli/commands.hpp"
#include "rules/forbidden.hpp"
#include "rules/forbidden_explain.hpp"
#include "rules/notation.hpp"

#include <iostream>
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

bool answerForbiddenLine(std::string_view line, std::string& out) {
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
    rules::MoveListParse parsed = rules::parseMoveList(moves);
    if (parsed.error) {
        appendError(out, *parsed.error);
        return false;
    }
    rules::PositionBuild position = rules::buildPosition(parsed.moves);
    if (position.error) {
        appendError(out, *position.error);
        return false;
    }
    static thread_local std::vector<ForbiddenPoint> points;
    rules::findForbiddenPoints(position.board, points);
    appendPoints(out, points);
    return true;
}

int runForbiddenBatch(std::istream& in, std::ostream& out, bool flushEachLine) {
    constexpr std::size_t kFlushSize = 1 << 16;
    std::string line;
    std::string buffer;
    int status = 0;
    while (std::getline(in, line)) {
        if (!answerForbiddenLine(line, buffer)) {
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
                        std::ostream& err) {
    auto target = rules::parsePoint(point);
    if (!target) {
        err << "error: '" << point << "' is not a point (columns a-o, rows 1-15)\n";
        return 2;
    }
    rules::MoveListParse parsed = rules::parseMoveList(moves);
    if (parsed.error) {
        err << "error: move " << parsed.error->moveNumber << ": " << parsed.error->message << "\n";
        return 2;
    }
    rules::PositionBuild position = rules::buildPosition(parsed.moves);
    if (position.error) {
        err << "error: move " << position.error->moveNumber << ": " << position.error->message
            << "\n";
        return 2;
    }
    if (position.board.at(*target) != rules::Stone::Empty) {
        err << "error: " << point << " is occupied; --explain judges an empty point\n";
        return 2;
    }
    out << rules::explainBlackMove(position.board, *target);
    return 0;
}

void addForbiddenCommand(CLI::App& app, int& status) {
    auto* command = app.add_subcommand(
        "forbidden", "Black's forbidden points (RIF 9.2, 9.3) for positions read on standard "
                     "input, one per line: 'moves' or 'id<TAB>moves'");
    auto explain = std::make_shared<std::vector<std::string>>();
    command
        ->add_option("--explain", *explain,
                     "POINT \"MOVES\": the rule-by-rule reasoning for one point")
        ->expected(2);
    command->callback([explain, &status] {
        if (!explain->empty()) {
            status = runForbiddenExplain((*explain)[0], (*explain)[1], std::cout, std::cerr);
            return;
        }
        std::ios::sync_with_stdio(false);
        status = runForbiddenBatch(std::cin, std::cout, isatty(STDIN_FILENO) != 0);
    });
}

} // namespace renju::arbiter::cli
