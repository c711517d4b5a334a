#include "arbiter/ui/event_setup_view.hpp"

#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"

#include <sstream>

namespace renju::arbiter::ui {

namespace {

constexpr model::PairingSystem kSystems[] = {model::PairingSystem::Swiss,
                                             model::PairingSystem::RoundRobin,
                                             model::PairingSystem::DoubleRoundRobin};
constexpr const char* kSystemNames[] = {"Swiss (Dutch)", "round robin", "double round robin"};

std::vector<std::string> splitList(const std::string& text, char separator) {
    std::vector<std::string> items;
    std::istringstream input(text);
    for (std::string item; std::getline(input, item, separator);) {
        std::size_t first = item.find_first_not_of(' ');
        std::size_t last = item.find_last_not_of(' ');
        if (first != std::string::npos) {
            items.push_back(item.substr(first, last - first + 1));
        }
    }
    return items;
}

std::string joinList(const std::vector<std::string>& items, const char* separator) {
    std::string text;
    for (const std::string& item : items) {
        text += (text.empty() ? "" : separator) + item;
    }
    return text;
}

} // namespace

void EventSetupView::load(const model::EventSettings& settings) {
    m_form = settings;
    m_loaded = settings;
    m_hasLoaded = true;
    m_deputies = joinList(settings.deputies, ", ");
    m_opening = rules::formatOpeningRules(settings.opening);
    m_tieBreaks = joinList(settings.tieBreaks, " ");
    for (int i = 0; i < 3; ++i) {
        if (kSystems[i] == settings.system) {
            m_system = i;
        }
    }
}

std::optional<model::EventSettings> EventSetupView::collect(std::string& problem) const {
    model::EventSettings settings = m_form;
    auto opening = rules::parseOpeningRules(m_opening, problem);
    if (!opening) {
        problem = "opening: " + problem;
        return std::nullopt;
    }
    settings.opening = *opening;
    settings.deputies = splitList(m_deputies, ',');
    settings.tieBreaks = splitList(m_tieBreaks, ' ');
    settings.system = kSystems[m_system];
    return settings;
}

void EventSetupView::draw(ViewContext& context) {
    const model::EventState& state = context.state;
    bool isChanged = !(state.settings == m_loaded);
    bool isUntouched = m_form == m_loaded || m_form == state.settings;
    if (!m_hasLoaded || (state.isCreated && isChanged && isUntouched)) {
        load(state.settings);
    }
    float width = 420 * context.fonts.scale();
    ImGui::PushItemWidth(width);
    heading(context.font(FontRole::Heading), state.isCreated ? "Event settings" : "New event");
    inputText("event name", m_form.name);
    inputText("venue", m_form.venue);
    inputText("first day", m_form.startDate, "2026-11-21");
    inputText("last day", m_form.endDate, "2026-11-23");
    inputText("organiser", m_form.organiser);
    inputText("chief arbiter", m_form.chiefArbiter);
    inputText("deputies", m_deputies, "names separated by commas");
    inputText("opening rule", m_opening, "rif, yamaguchi, soosorv-8, taraguchi-10 ...");
    inputText("time control", m_form.timeControl, "5400+30, 40/7200:1800+30 ...");
    ImGui::Combo("pairing system", &m_system, kSystemNames, 3);
    ImGui::InputInt("rounds", &m_form.rounds);
    inputText("tie-breaks", m_tieBreaks, "codes separated by spaces, e.g. BH SB DE");
    ImGui::InputInt("bye (half-points)", &m_form.byeHalfPoints);
    ImGui::InputInt("Dutch rules (2017 or 2026)", &m_form.pairingRules, 0);
    ImGui::Checkbox("time referees are used (14.9: flags may be shown to players)",
                    &m_form.usesTimeReferees);
    inputText("second backup folder", m_form.backupFolder, "e.g. a USB stick; empty for none");
    ImGui::InputInt("backups kept", &m_form.keepBackups);
    ImGui::PopItemWidth();
    if (trackedButton(context.ui, state.isCreated ? "Save the settings" : "Create the event")) {
        std::string problem;
        if (auto settings = collect(problem)) {
            if (state.isCreated) {
                context.ui.emit(app::EditEvent{*settings}, "setup");
            } else {
                context.ui.emit(app::CreateEvent{*settings}, "setup");
            }
        } else {
            context.ui.tell(problem, true, "setup");
        }
    }
    ImGui::SameLine();
    if (trackedButton(context.ui, "Revert")) {
        load(state.settings);
    }
    messageLine(context.ui.lastMessageFrom("setup"));
}

} // namespace renju::arbiter::ui
