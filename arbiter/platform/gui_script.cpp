#include "arbiter/platform/gui_script.hpp"

#include "arbiter/ui/keys.hpp"
#include "rules/notation.hpp"

#include <charconv>
#include <map>
#include <sstream>

namespace renju::arbiter::platform {

namespace {

const std::map<std::string, ScriptAction>& actionNames() {
    static const std::map<std::string, ScriptAction> kNames = {
        {"view", ScriptAction::View},
        {"select", ScriptAction::Select},
        {"click", ScriptAction::Click},
        {"hover", ScriptAction::Hover},
        {"button", ScriptAction::Button},
        {"key", ScriptAction::Key},
        {"type", ScriptAction::Type},
        {"field", ScriptAction::Field},
        {"choose", ScriptAction::Choose},
        {"press", ScriptAction::Press},
        {"wait", ScriptAction::Wait},
        {"screenshot", ScriptAction::Screenshot},
        {"players-mode", ScriptAction::PlayersMode},
        {"expect", ScriptAction::Expect},
        {"expect-moves", ScriptAction::ExpectMoves},
        {"expect-server", ScriptAction::ExpectServer},
        {"print-settle", ScriptAction::PrintSettle},
    };
    return kNames;
}

const std::map<std::string, ui::ViewId>& viewNames() {
    static const std::map<std::string, ui::ViewId> kViews = {
        {"setup", ui::ViewId::Setup},  {"players", ui::ViewId::Players},
        {"round", ui::ViewId::Round},  {"table", ui::ViewId::Table},
        {"clock", ui::ViewId::Clock},  {"standings", ui::ViewId::Standings},
        {"log", ui::ViewId::AuditLog}, {"records", ui::ViewId::Records},
        {"hall", ui::ViewId::Hall},
    };
    return kViews;
}

bool readInt(const std::string& text, int& value) {
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size();
}

std::string trim(std::string_view text) {
    std::size_t first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) {
        return "";
    }
    std::size_t last = text.find_last_not_of(" \t\r");
    return std::string(text.substr(first, last - first + 1));
}

/// Fills the step's arguments from `rest`; returns a problem, or "".
std::string readArguments(ScriptStep& step, const std::string& rest) {
    std::istringstream words(rest);
    std::string a;
    std::string b;
    words >> a >> b;
    switch (step.action) {
    case ScriptAction::View: {
        auto found = viewNames().find(a);
        if (found == viewNames().end()) {
            return "unknown view '" + a +
                   "' (setup, players, round, table, clock, standings, log, records)";
        }
        step.view = found->second;
        return "";
    }
    case ScriptAction::Select:
        return readInt(a, step.first) && readInt(b, step.second) ? "" : "select ROUND TABLE";
    case ScriptAction::Click:
    case ScriptAction::Hover: {
        // Read on the largest board; the board shown is checked when the step runs.
        auto point = rules::parsePoint(a, rules::kMaxBoardSize);
        if (!point) {
            return "'" + a + "' is not a board point (a1-o15 on 15x15, a1-s19 on 19x19)";
        }
        step.point = *point;
        return "";
    }
    case ScriptAction::Key:
        step.first = ui::keyFromName(a.c_str());
        return step.first < 0 ? "unknown key '" + a + "'" : "";
    case ScriptAction::Press:
        step.first = a == "A" ? 0 : 1;
        return a == "A" || a == "B" ? "" : "press A or press B";
    case ScriptAction::Wait:
        return readInt(a, step.first) && step.first >= 0 ? "" : "wait MILLISECONDS";
    case ScriptAction::PlayersMode:
        step.first = a == "on" ? 1 : 0;
        return a == "on" || a == "off" ? "" : "players-mode on|off";
    case ScriptAction::Button:
    case ScriptAction::Type:
    case ScriptAction::Screenshot:
    case ScriptAction::Expect:
        step.text = rest;
        return rest.empty() ? "missing text" : "";
    case ScriptAction::Field: {
        // The label may have spaces ("event name"): " = " ends it; the text may be empty.
        std::size_t equals = rest.find('=');
        if (equals == std::string::npos || trim(rest.substr(0, equals)).empty()) {
            return "field LABEL = TEXT";
        }
        step.label = trim(rest.substr(0, equals));
        step.text = trim(rest.substr(equals + 1));
        return "";
    }
    case ScriptAction::Choose: {
        std::size_t equals = rest.find('=');
        if (equals == std::string::npos || trim(rest.substr(0, equals)).empty() ||
            trim(rest.substr(equals + 1)).empty()) {
            return "choose LABEL = OPTION";
        }
        step.label = trim(rest.substr(0, equals));
        step.text = trim(rest.substr(equals + 1));
        return "";
    }
    case ScriptAction::PrintSettle:
        return rest.empty() ? "" : "print-settle takes no argument";
    case ScriptAction::ExpectMoves:
        return readInt(a, step.first) && step.first >= 0 ? "" : "expect-moves COUNT";
    case ScriptAction::ExpectServer:
        step.first = a == "lost" ? 1 : 0;
        return a == "lost" || a == "reached" ? "" : "expect-server lost|reached";
    }
    return "";
}

} // namespace

GuiScript parseGuiScript(std::string_view text) {
    GuiScript script;
    std::istringstream lines{std::string(text)};
    int number = 0;
    for (std::string raw; std::getline(lines, raw);) {
        ++number;
        std::string line = trim(raw.substr(0, raw.find('#')));
        if (line.empty()) {
            continue;
        }
        std::size_t space = line.find(' ');
        std::string name = line.substr(0, space);
        std::string rest = space == std::string::npos ? "" : trim(line.substr(space + 1));
        auto found = actionNames().find(name);
        if (found == actionNames().end()) {
            script.errors.push_back("line " + std::to_string(number) + ": unknown step '" + name +
                                    "'");
            continue;
        }
        ScriptStep step;
        step.line = number;
        step.action = found->second;
        std::string problem = readArguments(step, rest);
        if (!problem.empty()) {
            script.errors.push_back("line " + std::to_string(number) + ": " + problem);
            continue;
        }
        script.steps.push_back(std::move(step));
    }
    return script;
}

} // namespace renju::arbiter::platform
