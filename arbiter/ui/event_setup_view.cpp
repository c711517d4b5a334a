#include "arbiter/ui/event_setup_view.hpp"

#include "arbiter/app/setting_locks.hpp"
#include "arbiter/ui/quick_match_panel.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"
#include "clock/time_control_text.hpp"
#include "clock/time_control_words.hpp"
#include "pairing/tiebreaks.hpp"

#include <algorithm>
#include <sstream>

namespace renju::arbiter::ui {

namespace {

constexpr model::PairingSystem kSystems[] = {model::PairingSystem::Swiss,
                                             model::PairingSystem::RoundRobin,
                                             model::PairingSystem::DoubleRoundRobin};
constexpr const char* kSystemNames[] = {"Swiss (Dutch system)", "round robin",
                                        "double round robin"};

struct ProtocolChoice {
    rules::OpeningProtocol protocol;
    const char* name;
    /// The default N for the protocols that take one (0: none).
    int defaultCount;
};

constexpr ProtocolChoice kProtocols[] = {
    {rules::OpeningProtocol::Rif, "RIF 1996 (rif)", 0},
    {rules::OpeningProtocol::RifOld, "RIF, older variant (rif-old)", 0},
    {rules::OpeningProtocol::Yamaguchi, "Yamaguchi", 0},
    {rules::OpeningProtocol::Soosorv, "Soosõrv-N", 8},
    {rules::OpeningProtocol::Taraguchi, "Taraguchi-N", 10},
    {rules::OpeningProtocol::None, "none: free play from h8", 0},
};

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

/// Shows why a group of settings cannot change any more, beside its first field.
void lockNote(const std::string& reason) {
    if (!reason.empty()) {
        ImGui::SameLine();
        fittedText(colour::kMuted, reason);
    }
}

std::vector<std::string> tieBreakCodes(const std::vector<pairing::TieBreak>& list) {
    std::vector<std::string> codes;
    for (pairing::TieBreak tieBreak : list) {
        codes.emplace_back(pairing::tieBreakCode(tieBreak));
    }
    return codes;
}

} // namespace

void EventSetupView::load(const model::EventSettings& settings) {
    m_form = settings;
    m_loaded = settings;
    m_hasLoaded = true;
    m_deputies = joinList(settings.deputies, ", ");
    if (m_form.tieBreaks.empty()) {
        m_form.tieBreaks = tieBreakCodes(pairing::defaultTieBreaks());
    }
    for (int i = 0; i < 3; ++i) {
        if (kSystems[i] == settings.system) {
            m_system = i;
        }
    }
}

std::optional<model::EventSettings> EventSetupView::collect(std::string& problem) const {
    model::EventSettings settings = m_form;
    settings.deputies = splitList(m_deputies, ',');
    settings.system = kSystems[m_system];
    if (auto controls = clock::parseClockControls(settings.timeControl); !controls.controls) {
        problem = "time control: " + controls.error->message;
        return std::nullopt;
    }
    return settings;
}

void EventSetupView::drawRules(FrameReport& frame, const std::string& lock) {
    ImGui::BeginDisabled(!lock.empty());
    std::string current =
        std::string(m_form.ruleSet.name()) + ": " + std::string(m_form.ruleSet.title());
    if (trackedCombo(frame, "rule set", current)) {
        for (rules::RuleSet set : rules::RuleSet::all()) {
            std::string label = std::string(set.name()) + ": " + std::string(set.title());
            if (comboOption(frame, label, set == m_form.ruleSet)) {
                // A set comes with its board and opening (renju: rif; the others: none).
                rules::GameRules defaults = rules::defaultGameRules(set);
                m_form.ruleSet = set;
                m_form.boardSize = defaults.boardSize;
                m_form.opening = defaults.opening;
            }
        }
        ImGui::EndCombo();
    }
    ImGui::EndDisabled();
    lockNote(lock);
    ImGui::BeginDisabled(!lock.empty());
    ImGui::TextUnformatted("board:");
    for (int size : {rules::kRenjuBoardSize, 19}) {
        ImGui::SameLine();
        std::string label = std::to_string(size) + "x" + std::to_string(size);
        ImGui::BeginDisabled(!m_form.ruleSet.allowsBoardSize(size));
        ImGui::RadioButton(label.c_str(), &m_form.boardSize, size);
        ImGui::EndDisabled();
    }
    int format = m_form.match ? static_cast<int>(*m_form.match) + 1 : 0;
    std::string formatName =
        m_form.match ? "a match of two games: " + std::string(rules::matchRuleTitle(*m_form.match))
                     : std::string("one game at each table");
    if (trackedCombo(frame, "each round", formatName)) {
        if (comboOption(frame, "one game at each table", format == 0)) {
            m_form.match.reset();
        }
        for (rules::MatchRule rule : rules::allMatchRules()) {
            std::string label = "a match of two games: " + std::string(rules::matchRuleName(rule)) +
                                " (" + std::string(rules::matchRuleTitle(rule)) + ")";
            if (comboOption(frame, label, m_form.match == rule)) {
                m_form.match = rule;
                if (!rules::exchangesFirstPlayer(rule)) {
                    // The beginner is Black in both games: no protocol may swap (RULES.md).
                    m_form.opening = rules::OpeningRules{rules::OpeningProtocol::None, 0};
                }
            }
        }
        ImGui::EndCombo();
    }
    ImGui::EndDisabled();
}

void EventSetupView::drawOpening(FrameReport& frame, const std::string& lock) {
    rules::OpeningRules& opening = m_form.opening;
    if (!m_form.ruleSet.hasOpeningProtocols()) {
        // Opening protocols belong to renju; the other sets play the first stone anywhere.
        opening = rules::defaultGameRules(m_form.ruleSet).opening;
        fittedText(colour::kMuted, "opening rule: none (" + std::string(m_form.ruleSet.name()) +
                                       " has no opening protocol: the first stone anywhere)");
        return;
    }
    ImGui::BeginDisabled(!lock.empty());
    int current = 0;
    for (int i = 0; i < static_cast<int>(std::size(kProtocols)); ++i) {
        if (kProtocols[i].protocol == opening.protocol) {
            current = i;
        }
    }
    if (trackedCombo(frame, "opening rule", kProtocols[current].name)) {
        for (int i = 0; i < static_cast<int>(std::size(kProtocols)); ++i) {
            if (comboOption(frame, kProtocols[i].name, i == current)) {
                opening = rules::OpeningRules{kProtocols[i].protocol, kProtocols[i].defaultCount};
            }
        }
        ImGui::EndCombo();
    }
    ImGui::EndDisabled();
    lockNote(lock);
    ImGui::BeginDisabled(!lock.empty());
    if (kProtocols[current].defaultCount > 0) {
        inputNumber(frame,
                    opening.protocol == rules::OpeningProtocol::Soosorv
                        ? "N: the most 5th-move proposals White may declare"
                        : "N: the number of 5th-move proposals",
                    opening.count);
        opening.count = std::clamp(opening.count, 1, 10);
    }
    if (opening.protocol == rules::OpeningProtocol::RifOld) {
        ImGui::Checkbox("tentative White may swap (rule 10)", &opening.allowsSwap);
        ImGui::Checkbox("Black proposes two 5th moves (rule 12)", &opening.allowsChoice);
    }
    ImGui::EndDisabled();
}

void EventSetupView::drawTimeControl(FrameReport& frame, const std::string& lock) {
    if (m_form.match && !rules::matchClockPreset(*m_form.match, 1).empty()) {
        // The match rule fixes the clocks (RULES.md: handicap-1, then handicap-2).
        fittedText(colour::kMuted,
                   "time control: " + std::string(rules::matchClockPreset(*m_form.match, 1)) +
                       " in game 1, " + std::string(rules::matchClockPreset(*m_form.match, 2)) +
                       " in game 2 (the " + std::string(rules::matchRuleName(*m_form.match)) +
                       " match rule)");
        return;
    }
    ImGui::BeginDisabled(!lock.empty());
    inputText(frame, "time control", m_form.timeControl, "5400+30, 40/7200:1800+30 ...");
    ImGui::SameLine();
    if (trackedCombo(frame, "##presets", "presets", ImGuiComboFlags_NoPreview,
                     "time control presets")) {
        for (const clock::Preset& preset : clock::timeControlPresets()) {
            std::string label = std::string(preset.name) + ": " + std::string(preset.description);
            if (comboOption(frame, label)) {
                m_form.timeControl = std::string(preset.text);
            }
        }
        ImGui::EndCombo();
    }
    ImGui::EndDisabled();
    lockNote(lock);
    // The control's reading in words, or what is wrong with the text.
    clock::ClockControlsParse parsed = clock::parseClockControls(m_form.timeControl);
    if (parsed.controls) {
        fittedText(colour::kGood, "= " + clock::controlsWords(*parsed.controls));
    } else {
        fittedText(colour::kError, parsed.error->message);
    }
}

void EventSetupView::drawPairing(FrameReport& frame, const app::SettingLocks& locks) {
    ImGui::BeginDisabled(!locks.play.empty());
    trackedComboOf(frame, "pairing system", m_system, kSystemNames, 3);
    ImGui::EndDisabled();
    lockNote(locks.play);
    inputNumber(frame, "rounds", m_form.rounds);
    m_form.rounds = std::max(m_form.rounds, locks.fewestRounds);
    ImGui::BeginDisabled(!locks.pairing.empty());
    ImGui::TextUnformatted("Dutch rules:");
    ImGui::SameLine();
    ImGui::RadioButton("2017 (C.04.3, approved 2016/2017)", &m_form.pairingRules, 2017);
    ImGui::SameLine();
    ImGui::RadioButton("2026 (the 2025 revision)", &m_form.pairingRules, 2026);
    ImGui::EndDisabled();
    lockNote(locks.pairing);
    ImGui::BeginDisabled(!locks.pairing.empty());
    ImGui::TextUnformatted("pairing-allocated bye:");
    for (auto [points, label] :
         {std::pair{0, "0"}, std::pair{1, "½ point"}, std::pair{2, "1 point"}}) {
        ImGui::SameLine();
        ImGui::RadioButton(label, &m_form.byeHalfPoints, points);
    }
    ImGui::EndDisabled();
}

void EventSetupView::drawTieBreaks(FrameReport& frame) {
    ImGui::TextUnformatted("tie-breaks, in order:");
    ImGui::SameLine();
    for (const char* preset : {"renju-bh", "renju-median"}) {
        std::string label = std::string("use ") + preset;
        if (ImGui::SmallButton(label.c_str())) {
            m_form.tieBreaks = tieBreakCodes(pairing::parseTieBreaks(preset).items);
        }
        ImGui::SameLine();
    }
    ImGui::NewLine();
    std::vector<std::string>& codes = m_form.tieBreaks;
    std::optional<std::size_t> up;
    std::optional<std::size_t> removed;
    for (std::size_t i = 0; i < codes.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        pairing::TieBreakList parsed = pairing::parseTieBreaks(std::vector<std::string>{codes[i]});
        std::string meaning =
            parsed.items.empty() ? "?" : pairing::tieBreakMeaning(parsed.items.front());
        if (ImGui::SmallButton("up") && i > 0) {
            up = i;
        }
        ImGui::SameLine();
        if (ImGui::SmallButton("remove")) {
            removed = i;
        }
        ImGui::SameLine();
        fittedText(std::to_string(i + 1) + ". " + codes[i] + ": " + meaning);
        ImGui::PopID();
    }
    if (up) {
        std::swap(codes[*up], codes[*up - 1]);
    }
    if (removed) {
        codes.erase(codes.begin() + static_cast<std::ptrdiff_t>(*removed));
    }
    if (trackedCombo(frame, "##addtiebreak", "add a tie-break", 0, "add a tie-break")) {
        for (pairing::TieBreak tieBreak : pairing::allTieBreaks()) {
            std::string code = pairing::tieBreakCode(tieBreak);
            if (std::find(codes.begin(), codes.end(), code) != codes.end()) {
                continue;
            }
            std::string label = code + ": " + pairing::tieBreakMeaning(tieBreak);
            if (comboOption(frame, label)) {
                codes.push_back(code);
            }
        }
        ImGui::EndCombo();
    }
}

void EventSetupView::draw(ViewContext& context) {
    const model::EventState& state = context.state;
    bool isChanged = !(state.settings == m_loaded);
    bool isUntouched = m_form == m_loaded || m_form == state.settings;
    if (!m_hasLoaded || (state.isCreated && isChanged && isUntouched)) {
        load(state.settings);
    }
    app::SettingLocks locks = app::settingLocks(state);
    float width = 420 * context.fonts.scale();
    ImGui::PushItemWidth(width);
    if (!state.isCreated) {
        drawQuickMatch(context, m_quickMatch);
    }
    heading(context.font(FontRole::Heading), state.isCreated ? "Event settings" : "New event");
    inputText(context.ui.frame, "event name", m_form.name);
    inputText(context.ui.frame, "venue", m_form.venue);
    inputText(context.ui.frame, "first day", m_form.startDate, "2026-11-21");
    inputText(context.ui.frame, "last day", m_form.endDate, "2026-11-23");
    inputText(context.ui.frame, "organiser", m_form.organiser);
    inputText(context.ui.frame, "chief arbiter", m_form.chiefArbiter);
    inputText(context.ui.frame, "deputies", m_deputies, "names separated by commas");
    heading(context.font(FontRole::Bold), "Rules and time");
    drawRules(context.ui.frame, locks.play);
    drawOpening(context.ui.frame, locks.play);
    drawTimeControl(context.ui.frame, locks.play);
    ImGui::Checkbox("time referees are used (14.9: flags may be shown to players)",
                    &m_form.usesTimeReferees);
    heading(context.font(FontRole::Bold), "Pairing and standings");
    drawPairing(context.ui.frame, locks);
    drawTieBreaks(context.ui.frame);
    heading(context.font(FontRole::Bold), "Backups");
    inputText(context.ui.frame, "second backup folder", m_form.backupFolder,
              "e.g. a USB stick; empty for none");
    inputNumber(context.ui.frame, "backups kept", m_form.keepBackups);
    ImGui::PopItemWidth();
    if (trackedButton(context.ui.frame,
                      state.isCreated ? "Save the settings" : "Create the event")) {
        std::string problem;
        if (auto settings = collect(problem)) {
            if (state.isCreated) {
                context.ui.outbox.emit(app::EditEvent{*settings}, "setup");
            } else {
                context.ui.outbox.emit(app::CreateEvent{*settings}, "setup");
            }
        } else {
            context.ui.messages.tell(problem, true, "setup");
        }
    }
    ImGui::SameLine();
    if (trackedButton(context.ui.frame, "Revert")) {
        load(state.settings);
    }
    messageLine(context.ui.messages.lastFrom("setup"));
    if (context.ui.station.isOnServer) {
        drawReferees(context);
    }
}

void EventSetupView::drawReferees(ViewContext& context) {
    heading(context.font(FontRole::Bold), "Referees on the event server");
    fittedLines(colour::kMuted,
                "Each referee signs in with a name and a password. Only the chief arbiter may add "
                "referees; the server itself refuses the others. Viewers only look.",
                2);
    float width = 300 * context.fonts.scale();
    ImGui::SetNextItemWidth(width);
    inputText(context.ui.frame, "name##referee", m_referee.name, "login name");
    ImGui::TextUnformatted("rights:");
    for (const char* role : {"referee", "viewer", "chief"}) {
        ImGui::SameLine();
        if (ImGui::RadioButton(role, m_referee.role == role)) {
            m_referee.role = role;
        }
    }
    ImGui::SetNextItemWidth(width);
    inputText(context.ui.frame, "password##referee", m_referee.password, "8 characters or more",
              ImGuiInputTextFlags_Password);
    ImGui::SetNextItemWidth(width);
    inputText(context.ui.frame, "the password again##referee", m_repeated, "",
              ImGuiInputTextFlags_Password);
    if (trackedButton(context.ui.frame, "Add the referee")) {
        std::string problem = m_referee.name.empty()             ? "the referee needs a name"
                              : m_referee.password.size() < 8    ? "the password needs 8 characters"
                              : m_referee.password != m_repeated ? "the two passwords differ"
                                                                 : "";
        if (problem.empty()) {
            context.ui.station.refereeRequest = m_referee;
        } else {
            context.ui.messages.tell(problem, true, "setup");
        }
        m_referee.password.clear();
        m_repeated.clear();
    }
}

} // namespace renju::arbiter::ui
