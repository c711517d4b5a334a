// The event's settings and its players: registration, edits, withdrawals, byes, forbidden
// pairs.
#include "arbiter/app/app_outcome.hpp"
#include "arbiter/app/application.hpp"
#include "arbiter/app/event_views.hpp"
#include "arbiter/app/setting_locks.hpp"
#include "arbiter/model/player_names.hpp"
#include "clock/time_control_text.hpp"
#include "pairing/tiebreaks.hpp"

#include <algorithm>

namespace renju::arbiter::app {

namespace {

std::string trimmed(const std::string& text) {
    std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) {
        return "";
    }
    return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

/// Returns why the settings cannot run an event, or "" when they can.
std::string checkSettings(const model::EventSettings& settings) {
    if (trimmed(settings.name).empty()) {
        return "the event needs a name";
    }
    if (settings.rounds < 1 || settings.rounds > 99) {
        return "the number of rounds must be 1-99, not " + std::to_string(settings.rounds);
    }
    if (auto problem = rules::findGameRulesProblem(settings.gameRules())) {
        return *problem;
    }
    bool isRen = settings.ruleSet.family() == rules::GameFamily::Ren;
    if (isRen != (settings.match && rules::isRenMatchRule(*settings.match))) {
        // Seed 002: Ren is played in matches of two games whose points are added; the
        // five-in-a-row sets have no points to add.
        return isRen ? "ren is played in two-game matches with the match rule total-points"
                     : "the match rule total-points adds the points of Ren's games: it needs "
                       "the rule set ren";
    }
    if (settings.match && !rules::exchangesFirstPlayer(*settings.match) &&
        settings.opening.protocol != rules::OpeningProtocol::None) {
        // RULES.md: the beginner plays Black in both games, so no protocol may swap colours.
        return "a beginners' match has no opening protocol (the beginner is Black in both "
               "games): choose the opening none";
    }
    auto controls = clock::parseClockControls(settings.timeControl);
    if (!controls.controls) {
        return "time control '" + settings.timeControl + "', column " +
               std::to_string(controls.error->column) + ": " + controls.error->message;
    }
    if (settings.pairingRules != 2017 && settings.pairingRules != 2026) {
        return "the pairing rules must be 2017 or 2026";
    }
    if (settings.byeHalfPoints < 0 || settings.byeHalfPoints > 2) {
        return "a pairing-allocated bye is worth 0, 0.5 or 1 point";
    }
    for (const auto& [what, date] :
         {std::pair{"start date", &settings.startDate}, std::pair{"end date", &settings.endDate}}) {
        if (!date->empty() && !model::isIsoDate(*date)) {
            return std::string("the ") + what + " '" + *date + "' is not a date (YYYY-MM-DD)";
        }
    }
    if (!settings.startDate.empty() && settings.endDate < settings.startDate &&
        !settings.endDate.empty()) {
        return "the event ends (" + settings.endDate + ") before it starts (" + settings.startDate +
               ")";
    }
    if (std::string error = pairing::parseTieBreaks(settings.tieBreaks).error; !error.empty()) {
        return error;
    }
    return model::findScheduleProblem(settings.schedule, settings.rounds);
}

/// Returns why a player cannot be registered as given, or "".
std::string checkPlayer(const model::Player& player) {
    if (trimmed(player.name).empty() && trimmed(player.details.surname).empty()) {
        return "a player needs a name";
    }
    if (player.rating < 0 || player.rating > 4000) {
        return "rating " + std::to_string(player.rating) + " of " + player.name +
               " is out of range (0-4000)";
    }
    if (std::string problem = model::findDetailsProblem(player.details); !problem.empty()) {
        return player.name + ": " + problem;
    }
    return "";
}

/// Returns the name to show: as given, or written from the surname and given names.
std::string shownName(const model::Player& player) {
    std::string name = trimmed(player.name);
    return name.empty() ? model::composeName(player.details.surname, player.details.givenNames,
                                             model::nameOrderOf(player))
                        : name;
}

} // namespace

CommandOutcome Application::handle(const CreateEvent& command, std::int64_t) {
    if (m_state.isCreated) {
        return refuse("the event exists already; use event edit");
    }
    if (std::string problem = checkSettings(command.settings); !problem.empty()) {
        return refuse(problem);
    }
    m_state.isCreated = true;
    m_state.settings = command.settings;
    m_state.settings.name = trimmed(command.settings.name);
    return accept(command, "event created: " + m_state.settings.name);
}

CommandOutcome Application::handle(const EditEvent& command, std::int64_t) {
    const model::EventSettings& next = command.settings;
    if (std::string problem = checkSettings(next); !problem.empty()) {
        return refuse(problem);
    }
    // Versions before 0.2 let the Dutch rules and the bye's points change at any time.
    if (std::string locked = lockedChange(m_state, next, !m_followsEarlierRules); !locked.empty()) {
        return refuse(locked);
    }
    m_state.settings = next;
    return accept(command, "event settings changed");
}

CommandOutcome Application::handle(const AddPlayer& command, std::int64_t now) {
    ImportPlayers single{{command.player}, ""};
    CommandOutcome outcome = handle(single, now);
    if (outcome.isAccepted) {
        outcome.journaled = command;
    }
    return outcome;
}

CommandOutcome Application::handle(const ImportPlayers& command, std::int64_t) {
    if (command.players.empty()) {
        return refuse("no players to add");
    }
    for (std::size_t i = 0; i < command.players.size(); ++i) {
        if (std::string problem = checkPlayer(command.players[i]); !problem.empty()) {
            return refuse(command.players.size() > 1
                              ? "player " + std::to_string(i + 1) + ": " + problem
                              : problem);
        }
    }
    // Once round 1 has started a new player is a late entry from the next open round.
    int firstRound = m_state.firstOpenRound();
    if (firstRound > m_state.settings.rounds) {
        return refuse("all " + std::to_string(m_state.settings.rounds) +
                      " rounds are under way: a new player could not play (event edit --rounds "
                      "first)");
    }
    std::string message;
    for (const model::Player& given : command.players) {
        model::Player player = given;
        player.id = model::PlayerId{static_cast<int>(m_state.players.size()) + 1};
        player.name = shownName(given);
        player.status = model::PlayerStatus::Active;
        player.firstRound = firstRound;
        player.withdrawnAfterRound = 0;
        m_state.players.push_back(player);
        message =
            "player " + playerLabel(m_state, player.id) + " registered" +
            (firstRound > 1 ? " (late entry from round " + std::to_string(firstRound) + ")" : "");
    }
    if (command.players.size() > 1) {
        message = std::to_string(command.players.size()) + " players registered" +
                  (command.source.empty() ? "" : " from " + command.source);
    }
    return accept(command, message);
}

CommandOutcome Application::handle(const EditPlayer& command, std::int64_t) {
    model::Player* player = m_state.findPlayer(command.id);
    if (!player) {
        return refuse("no player (id " + std::to_string(command.id.value) + ")");
    }
    if (std::string problem = checkPlayer(command.player); !problem.empty()) {
        return refuse(problem);
    }
    player->name = shownName(command.player);
    player->rating = command.player.rating;
    player->federation = command.player.federation;
    player->club = command.player.club;
    player->rifId = command.player.rifId;
    player->details = command.player.details;
    return accept(command, "player " + playerLabel(m_state, player->id) + " changed");
}

CommandOutcome Application::handle(const WithdrawPlayer& command, std::int64_t) {
    model::Player* player = m_state.findPlayer(command.id);
    if (!player) {
        return refuse("no player (id " + std::to_string(command.id.value) + ")");
    }
    if (player->status == model::PlayerStatus::Withdrawn) {
        return refuse("player " + playerLabel(m_state, player->id) + " has withdrawn already");
    }
    player->status = model::PlayerStatus::Withdrawn;
    player->withdrawnAfterRound = m_state.firstOpenRound() - 1;
    return accept(command, "player " + playerLabel(m_state, player->id) +
                               " withdrawn after round " +
                               std::to_string(player->withdrawnAfterRound) +
                               (command.reason.empty() ? "" : ": " + command.reason));
}

CommandOutcome Application::handle(const RequestBye& command, std::int64_t) {
    const model::Player* player = m_state.findPlayer(command.id);
    if (!player) {
        return refuse("no player (id " + std::to_string(command.id.value) + ")");
    }
    int open = m_state.firstOpenRound();
    if (open > m_state.settings.rounds) {
        return refuse("no round is left to request a bye for");
    }
    if (command.round < open || command.round > m_state.settings.rounds) {
        return refuse("a bye can be requested for rounds " + std::to_string(open) + "-" +
                      std::to_string(m_state.settings.rounds) + ", not round " +
                      std::to_string(command.round));
    }
    if (m_state.findByeRequest(command.id, command.round)) {
        return refuse(playerLabel(m_state, player->id) + " has a bye in round " +
                      std::to_string(command.round) + " already");
    }
    m_state.byeRequests.push_back(model::ByeRequest{command.id, command.round, command.kind});
    return accept(command,
                  playerLabel(m_state, player->id) + ": " +
                      (command.kind == model::ByeKind::Half ? "half-point" : "zero-point") +
                      " bye in round " + std::to_string(command.round));
}

CommandOutcome Application::handle(const CancelBye& command, std::int64_t) {
    auto& requests = m_state.byeRequests;
    auto found = std::find_if(requests.begin(), requests.end(), [&](const model::ByeRequest& r) {
        return r.player == command.id && r.round == command.round;
    });
    if (found == requests.end()) {
        return refuse("no bye requested by " + playerLabel(m_state, command.id) + " for round " +
                      std::to_string(command.round));
    }
    if (command.round < m_state.firstOpenRound()) {
        return refuse("round " + std::to_string(command.round) + " has started already");
    }
    requests.erase(found);
    return accept(command, "bye cancelled");
}

CommandOutcome Application::handle(const ForbidPair& command, std::int64_t) {
    const model::Player* a = m_state.findPlayer(command.first);
    const model::Player* b = m_state.findPlayer(command.second);
    if (!a || !b || command.first == command.second) {
        return refuse("a forbidden pair needs two different registered players");
    }
    for (const auto& [x, y] : m_state.forbiddenPairs) {
        if ((x == command.first && y == command.second) ||
            (x == command.second && y == command.first)) {
            return refuse(playerLabel(m_state, a->id) + " and " + playerLabel(m_state, b->id) +
                          " are kept apart already");
        }
    }
    m_state.forbiddenPairs.emplace_back(command.first, command.second);
    return accept(command, playerLabel(m_state, a->id) + " and " + playerLabel(m_state, b->id) +
                               " will not be paired with each other");
}

} // namespace renju::arbiter::app
