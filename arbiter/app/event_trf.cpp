#include "arbiter/app/event_trf.hpp"

#include "arbiter/app/event_standings.hpp"
#include "arbiter/app/pairing_bridge.hpp"
#include "arbiter/model/player_names.hpp"
#include "clock/time_control_text.hpp"
#include "clock/time_control_words.hpp"
#include "pairing/tiebreaks.hpp"

#include <algorithm>
#include <cctype>

namespace renju::arbiter::app {

namespace {

int finishedRounds(const model::EventState& state) {
    int finished = 0;
    for (const model::Round& round : state.rounds) {
        finished = round.status == model::RoundStatus::Finished ? round.number : finished;
    }
    return finished;
}

std::string typeText(const model::EventSettings& settings) {
    std::string type;
    switch (settings.system) {
    case model::PairingSystem::Swiss:
        type = settings.pairingRules == 2026
                   ? "Swiss system, Dutch (FIDE C.04.3, the 2025 rules in force from 2026)"
                   : "Swiss system, Dutch (FIDE C.04.3, 2017 rules)";
        break;
    case model::PairingSystem::RoundRobin:
        type = "Round robin (Berger tables)";
        break;
    case model::PairingSystem::DoubleRoundRobin:
        type = "Double round robin (Berger tables)";
        break;
    }
    if (settings.match) {
        type += "; each round a match of two games (" +
                std::string(rules::matchRuleName(*settings.match)) + ")";
    }
    return type;
}

/// TRF-26's encoded tournament type: the Dutch system's code for a Swiss (the codes the FIDE
/// reference pairing program reads); none for a round robin.
std::string encodedType(const model::EventSettings& settings) {
    if (settings.system != model::PairingSystem::Swiss) {
        return "";
    }
    return settings.pairingRules == 2026 ? "FIDE_DUTCH_2025" : "FIDE_DUTCH";
}

/// TRF-26's encoded time control ("5400+30", "40/6000+30:900+30"): the event's control when
/// both seats have the same one made of periods and increments; none for delays, byo-yomi,
/// Canadian overtime, hourglasses and time odds, which the code has no words for.
std::string encodedControl(const std::string& control) {
    const clock::ClockControlsParse parsed = clock::parseClockControls(control);
    if (!parsed.controls) {
        return "";
    }
    const std::string spec = clock::formatClockControls(*parsed.controls);
    const bool isPlain = std::all_of(spec.begin(), spec.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c)) || c == '/' || c == '+' || c == ':';
    });
    return isPlain ? spec : "";
}

std::string controlText(const std::string& control) {
    const clock::ClockControlsParse parsed = clock::parseClockControls(control);
    return parsed.controls ? clock::controlsWords(*parsed.controls) : control;
}

const std::string& idOf(const model::Player& player, TrfIdField ids) {
    switch (ids) {
    case TrfIdField::Fide:
        return player.details.fideId;
    case TrfIdField::National:
        return player.details.nationalId;
    case TrfIdField::Rif:
        break;
    }
    return player.rifId;
}

pairing::TrfHeader headerOf(const model::EventState& state, const pairing::Standings& standings) {
    const model::EventSettings& settings = state.settings;
    pairing::TrfHeader header;
    header.city = settings.cityOrVenue();
    header.federation = settings.federation;
    header.startDate = settings.startDate;
    header.endDate = settings.endDate;
    header.type = typeText(settings);
    header.chiefArbiter = settings.chiefArbiter;
    header.deputies = settings.deputies;
    header.timeControl = controlText(settings.timeControl);
    for (int round = 1; round <= settings.rounds; ++round) {
        header.roundDates.push_back(settings.roundDate(round));
    }
    header.encodedType = encodedType(settings);
    for (pairing::TieBreak tieBreak : standings.tieBreaks) {
        header.tieBreaks.emplace_back(pairing::tieBreakCode(tieBreak));
    }
    header.encodedTimeControl = encodedControl(settings.timeControl);
    return header;
}

} // namespace

std::optional<TrfIdField> parseTrfIdField(std::string_view text) {
    if (text == "rif") {
        return TrfIdField::Rif;
    }
    if (text == "fide") {
        return TrfIdField::Fide;
    }
    if (text == "national") {
        return TrfIdField::National;
    }
    return std::nullopt;
}

std::string trfTitle(const std::string& title) {
    std::string compact;
    for (char c : title) {
        if (c != ' ' && c != '-') {
            compact += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    const std::size_t digits = compact.find_first_not_of("0123456789");
    if (digits != 0 && digits != std::string::npos &&
        (compact.substr(digits) == "dan" || compact.substr(digits) == "kyu")) {
        return compact.substr(0, digits) + compact[digits];
    }
    return title;
}

EventTrf eventTrf(const model::EventState& state, const EventTrfOptions& options) {
    EventTrf out;
    const model::EventSettings& settings = state.settings;
    out.rounds = finishedRounds(state);
    const EventStandings standings = eventStandings(state, {}, out.rounds);
    if (!standings.error.empty()) {
        out.error = "the event's tie-breaks: " + standings.error;
        return out;
    }
    TournamentView view = toTournament(state, out.rounds + 1);
    pairing::Tournament& tournament = view.tournament;
    for (std::size_t number = 1; number < view.idOfNumber.size(); ++number) {
        const model::Player& player = *state.findPlayer(view.idOfNumber[number]);
        pairing::Player& entrant = tournament.players[number - 1];
        entrant.name = model::surnameCommaGiven(player);
        entrant.sex =
            player.details.sex == model::Sex::Female ? "w" : model::sexCode(player.details.sex);
        entrant.title = trfTitle(player.details.title);
        entrant.fideId = idOf(player, options.ids);
        entrant.birthDate =
            player.details.birthYear > 0 ? std::to_string(player.details.birthYear) : "";
        // Nothing after the last round: a withdrawn player's absence would be a round too many.
        if (static_cast<int>(entrant.rounds.size()) > settings.rounds) {
            entrant.rounds.resize(static_cast<std::size_t>(settings.rounds));
        }
    }
    for (const pairing::StandingRow& row : standings.standings.rows) {
        tournament.players[static_cast<std::size_t>(row.id.value - 1)].declaredRank = row.rank;
    }
    pairing::TrfWriteOptions write;
    write.version = options.version;
    write.header = headerOf(state, standings.standings);
    out.text = pairing::writeTrf(tournament, write);
    if (settings.match) {
        out.notes.push_back("each round is a match of two games: a player's result in a round is "
                            "the match's (TRF has no field for the games)");
    }
    if (options.version == pairing::TrfVersion::Trf16) {
        std::string codes;
        for (const std::string& code : write.header->tieBreaks) {
            codes += (codes.empty() ? "" : ",") + code;
        }
        out.notes.push_back("TRF-16 has no record of the tie-breaks: the ranks are the standings' "
                            "with " +
                            codes + " (TRF-26 writes them in 202)");
    }
    return out;
}

} // namespace renju::arbiter::app
