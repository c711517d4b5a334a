#include "arbiter/ui/quick_match_panel.hpp"

#include "arbiter/app/quick_match.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"

namespace renju::arbiter::ui {

void drawQuickMatch(ViewContext& context, QuickMatchFields& fields) {
    heading(context.font(FontRole::Heading), "A single match");
    fittedText(colour::kMuted, "Two players and the kind of match: the event, the pairing and "
                               "the clock of game 1 are set up at once.");
    ImGui::RadioButton("beginners' handicap match (freestyle, beginner Black twice)", &fields.kind,
                       0);
    ImGui::SameLine();
    ImGui::RadioButton("two games, colours exchanged (renju, rapid)", &fields.kind, 1);
    bool isBeginners = fields.kind == 0;
    // Tracked by their labels: a GUI script clicks a field before it types the name.
    const char* firstLabel = isBeginners ? "beginner" : "first player";
    const char* secondLabel = isBeginners ? "experienced player" : "second player";
    inputText(context.ui.frame, firstLabel, fields.first, "name");
    trackLastItem(context.ui.frame, firstLabel);
    inputText(context.ui.frame, secondLabel, fields.second, "name");
    trackLastItem(context.ui.frame, secondLabel);
    if (trackedButton(context.ui.frame, "Start the match")) {
        if (fields.first.find_first_not_of(' ') == std::string::npos ||
            fields.second.find_first_not_of(' ') == std::string::npos) {
            context.ui.messages.tell("a match needs the names of both players", true, "setup");
            return; // nothing half made
        }
        app::QuickMatch match;
        match.first.name = fields.first;
        match.second.name = fields.second;
        match.rule = isBeginners ? rules::MatchRule::Beginners : rules::MatchRule::GamePoints;
        for (app::Command& command : app::quickMatchCommands(match)) {
            context.ui.outbox.emit(std::move(command), "setup");
        }
        context.ui.selection.round = 0;
        context.ui.selection.table = 1;
        context.ui.selection.view = ViewId::Table;
    }
}

} // namespace renju::arbiter::ui
