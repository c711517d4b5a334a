#include "arbiter/ui/view_models/event_text.hpp"

#include "arbiter/ui/view_models/utf8_text.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

void forEachEventText(const model::EventState& state,
                      const std::function<void(std::string_view)>& visit) {
    const model::EventSettings& settings = state.settings;
    for (const std::string* text : {&settings.name, &settings.venue, &settings.organiser,
                                    &settings.chiefArbiter, &settings.backupFolder}) {
        visit(*text);
    }
    for (const std::string& deputy : settings.deputies) {
        visit(deputy);
    }
    for (const model::Player& player : state.players) {
        visit(player.name);
        visit(player.federation);
        visit(player.club);
        visit(player.rifId);
    }
    for (const model::Round& round : state.rounds) {
        for (const std::string& warning : round.warnings) {
            visit(warning);
        }
        for (const model::Table& table : round.tables) {
            visit(table.manualReason);
            for (const std::string& warning : table.warnings) {
                visit(warning);
            }
            if (table.result) {
                visit(table.result->reason);
            }
        }
    }
}

std::vector<char32_t> eventCodepoints(const model::EventState& state) {
    std::vector<char32_t> all;
    forEachEventText(state, [&all](std::string_view text) {
        std::vector<char32_t> decoded = decodeUtf8(text);
        all.insert(all.end(), decoded.begin(), decoded.end());
    });
    std::sort(all.begin(), all.end());
    all.erase(std::unique(all.begin(), all.end()), all.end());
    return all;
}

} // namespace renju::arbiter::ui
