// The Table view of a Ren table (seed 002): the board of squares clicked where the stone was
// played, the scores large, the rui stones with the count of replacements and the limit, the
// last move's groups outlined for a moment and its points in words, captures and the niban;
// the match's row and the players' clocks above, as for any table.
#include "arbiter/ui/ren_panel.hpp"
#include "arbiter/ui/table_view.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"

namespace renju::arbiter::ui {

namespace {

/// How long the last move's groups stay outlined (event time, ms): the Table view is redrawn
/// at least every second while a clock runs, so the outline goes within a second after that.
constexpr std::int64_t kGroupsShownFor = 4000;

bool showsLastGroups(const ViewContext& context, const model::TableGame& game) {
    return !game.history.empty() && context.now - game.history.back().at < kGroupsShownFor;
}

} // namespace

void TableView::drawRenTable(ViewContext& context, const ShownGame& shown,
                             const rules::RenGame& ren) {
    drawMatchRow(context, shown);
    drawPlayers(context, shown, false); // Ren has no forbidden points
    int round = shown.round.number;
    int table = shown.table.number;
    ImGui::Separator();
    const model::TableGame& game = shown.game;
    // In Ren the game's first player is Black (seed 002: Black moves first).
    RenPanelNames names{context.state.playerName(game.first, ""),
                        context.state.playerName(game.second, "")};
    RenBoardModel model = renBoardModel(ren);
    bool isPlaying = shown.round.status == model::RoundStatus::Started;
    std::optional<rules::Point> typed = m_typed.read(model.size);
    if (typed && isPlaying) {
        emitGameEvent(context, shown, renClickEvent(model, *typed));
    }
    std::string typedLine = m_typed.line();
    fittedText(m_typed.problem().empty() ? colour::kAttention : colour::kError,
               typedLine.empty() ? "Click the square, or type it (e5) and press Enter."
                                 : typedLine);
    ImGui::BeginDisabled(!isPlaying);
    std::vector<std::string> events =
        drawRenGame(context.ui.frame, context.ui.messages, context.fonts, model, names,
                    showsLastGroups(context, game), m_fields.correctionReason);
    ImGui::EndDisabled();
    std::string ending;
    for (const std::string& event : events) {
        if (event.rfind("resign ", 0) == 0) {
            ending = event; // asks for the referee's confirmation first
        } else if (event != "undo") {
            emitGameEvent(context, shown, event);
        } else if (m_fields.correctionReason.empty()) {
            context.ui.messages.tell("a correction needs a reason: type it above, then Undo", true,
                                     tableOrigin(round, table));
        } else {
            emitGameEvent(context, shown, "undo", m_fields.correctionReason);
            m_fields.correctionReason.clear();
        }
    }
    confirmEnding(context, shown, m_fields, ending);
    if (ImGui::CollapsingHeader("Scoresheet (typed after the game)")) {
        drawScoresheet(context, shown);
    }
}

} // namespace renju::arbiter::ui
