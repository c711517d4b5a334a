#pragma once

#include "arbiter/ui/ui_state.hpp"
#include "rules/point.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::platform {

/// What one line of a GUI script does.
enum class ScriptAction {
    View,        ///< `view NAME`: open a view (setup, players, round, table, clock, standings, log)
    Select,      ///< `select ROUND TABLE`: choose the table the Table and Clock views show
    Click,       ///< `click POINT`: a left click on a board point (h8) of the Table view
    Hover,       ///< `hover POINT`: the mouse rests on a board point
    Button,      ///< `button LABEL`: a click on the button (or checkbox) with that label
    Key,         ///< `key NAME`: a key press (F4, Enter, Down, Escape, PageDown, a, 5 ...)
    Type,        ///< `type TEXT`: characters typed (result keys, text fields)
    Field,       ///< `field LABEL = TEXT`: the input with that label is clicked, its text
                 ///< selected (Ctrl+A) and replaced by TEXT as typed (empty TEXT clears it)
    Choose,      ///< `choose LABEL = OPTION`: the combo box with that label is opened and the
                 ///< option shown as OPTION (or as "OPTION: ...") is clicked
    Press,       ///< `press A|B`: a clock button of seat A (left) or B (right)
    Wait,        ///< `wait MS`: real time passes (the clocks run)
    Screenshot,  ///< `screenshot NAME`: writes NAME.png into the screenshot folder
    PlayersMode, ///< `players-mode on|off`: the players' full-screen clock
    Expect,      ///< `expect TEXT`: the latest message must contain TEXT, or the script fails
    ExpectMoves, ///< `expect-moves N`: the selected table's game has N moves (what the window
                 ///< shows, other stations' moves included), or the script fails
    ExpectServer, ///< `expect-server lost|reached`: the header says the server is lost, or not
    PrintSettle,  ///< `print-settle`: the print thread finishes its tasks (preview, printers,
                  ///< jobs) and the window shows what they gave
};

/// One line of a GUI script.
struct ScriptStep {
    int line = 0;
    ScriptAction action = ScriptAction::Wait;
    std::string text;
    std::string label; ///< `field`, `choose`: the input's or combo box's label
    rules::Point point{};
    int first = 0;
    int second = 0;
    ui::ViewId view = ui::ViewId::Round;
};

/// A GUI script read from text, or its errors ("line N: ...").
struct GuiScript {
    std::vector<ScriptStep> steps;
    std::vector<std::string> errors;
};

/// Reads a GUI script: one step per line, `#` starts a comment, blank lines are skipped.
GuiScript parseGuiScript(std::string_view text);

} // namespace renju::arbiter::platform
