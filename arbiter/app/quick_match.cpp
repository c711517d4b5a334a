#include "arbiter/app/quick_match.hpp"

namespace renju::arbiter::app {

std::vector<Command> quickMatchCommands(const QuickMatch& match) {
    model::EventSettings settings;
    settings.name = match.name.empty() ? match.first.name + " – " + match.second.name : match.name;
    settings.rounds = 1;
    settings.system = model::PairingSystem::RoundRobin;
    settings.match = match.rule;
    bool isBeginners = match.rule == rules::MatchRule::Beginners;
    // RULES.md: the beginners' handicap match is freestyle on 15x15 with no opening protocol.
    rules::RuleSet set = match.ruleSet.value_or(
        isBeginners ? rules::RuleSet(rules::RuleSetId::Freestyle) : rules::RuleSet());
    rules::GameRules defaults = rules::defaultGameRules(set);
    settings.ruleSet = set;
    settings.boardSize = match.boardSize.value_or(defaults.boardSize);
    settings.renVariants = match.renVariants;
    settings.opening = defaults.opening;
    if (isBeginners) {
        settings.opening.protocol = rules::OpeningProtocol::None;
    } else {
        settings.timeControl = match.timeControl;
    }
    std::vector<Command> commands;
    commands.emplace_back(CreateEvent{settings});
    commands.emplace_back(AddPlayer{match.first});
    commands.emplace_back(AddPlayer{match.second});
    PairRound pairing;
    pairing.round = 1;
    pairing.tables.push_back(TablePairing{PlayerId{1}, PlayerId{2}});
    commands.emplace_back(pairing);
    commands.emplace_back(PublishRound{1});
    commands.emplace_back(StartRound{1});
    return commands;
}

} // namespace renju::arbiter::app
