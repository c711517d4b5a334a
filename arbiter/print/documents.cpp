#include "arbiter/print/documents.hpp"

#include <array>

namespace renju::arbiter::print {

namespace {

constexpr std::array<std::pair<DocumentKind, const char*>, 6> kKindNames{{
    {DocumentKind::Pairings, "pairings"},
    {DocumentKind::Standings, "standings"},
    {DocumentKind::Crosstable, "crosstable"},
    {DocumentKind::Record, "record"},
    {DocumentKind::Scoresheets, "scoresheets"},
    {DocumentKind::Slips, "slips"},
}};

std::string pairedRounds(const model::EventState& state) {
    if (state.rounds.empty()) {
        return "no round is paired yet";
    }
    return state.rounds.size() == 1
               ? "round 1 is paired"
               : "rounds 1-" + std::to_string(state.rounds.size()) + " are paired";
}

/// Finds the round a request is about; sets `problem` when it does not exist.
const model::Round* requestedRound(const model::EventState& state, int round,
                                   std::string& problem) {
    if (round == 0 && state.rounds.empty()) {
        problem = "no round is paired yet";
        return nullptr;
    }
    const model::Round* found = round == 0 ? state.currentRound() : state.findRound(round);
    if (!found) {
        problem = "round " + std::to_string(round) + " is not paired (" + pairedRounds(state) + ")";
    }
    return found;
}

bool hasTable(const model::Round& round, int table, std::string& problem) {
    if (table == 0 || round.findTable(table)) {
        return true;
    }
    problem =
        "round " + std::to_string(round.number) + " has no table " + std::to_string(table) +
        (round.tables.empty() ? "" : " (tables 1-" + std::to_string(round.tables.size()) + ")");
    return false;
}

std::optional<Document> records(const model::EventState& state, const model::Round& round,
                                const DocumentRequest& request) {
    std::vector<app::GameSheet> games;
    for (const model::Table& table : round.tables) {
        if (request.table == 0 || table.number == request.table) {
            for (app::GameSheet& sheet : app::tableSheets(state, round.number, table.number)) {
                games.push_back(std::move(sheet)); // a match's games one after the other
            }
        }
    }
    return recordDocument(state, round.number, games, request.isBulletin);
}

} // namespace

const char* documentKindName(DocumentKind kind) {
    for (const auto& [value, name] : kKindNames) {
        if (value == kind) {
            return name;
        }
    }
    return "";
}

std::optional<DocumentKind> parseDocumentKind(std::string_view text) {
    for (const auto& [value, name] : kKindNames) {
        if (text == name) {
            return value;
        }
    }
    return std::nullopt;
}

std::pair<std::string, std::string> roundPart(const model::EventState& state,
                                              const std::string& stem, int round, int table) {
    std::string subtitle = "round " + std::to_string(round);
    std::string fileStem = stem + "-round-" + std::to_string(round);
    if (table != 0) {
        subtitle += ", table " + std::to_string(table);
        fileStem += "-table-" + std::to_string(table);
    }
    if (std::string when = state.settings.roundWhen(round); !when.empty()) {
        subtitle += " · " + when;
    }
    return {subtitle, fileStem};
}

Document eventDocument(const model::EventState& state, std::string title, std::string subtitle,
                       std::string fileStem) {
    const model::EventSettings& settings = state.settings;
    Document document;
    document.eventName = settings.name;
    std::string dates = settings.startDate;
    if (!settings.endDate.empty() && settings.endDate != settings.startDate) {
        dates += (dates.empty() ? "" : " to ") + settings.endDate;
    }
    for (const std::string& part :
         {settings.venue, dates,
          settings.chiefArbiter.empty() ? "" : "chief arbiter " + settings.chiefArbiter}) {
        if (!part.empty()) {
            document.eventDetails += (document.eventDetails.empty() ? "" : " · ") + part;
        }
    }
    document.title = std::move(title);
    document.subtitle = std::move(subtitle);
    document.fileStem = std::move(fileStem);
    std::vector<int> numbers = state.pairingNumbers();
    for (std::size_t i = 0; i < state.players.size() && i < numbers.size(); ++i) {
        document.numberedPlayers.emplace_back(numbers[i], state.players[i].name);
    }
    return document;
}

std::optional<Document> buildDocument(const model::EventState& state,
                                      const DocumentRequest& request, std::string& problem) {
    bool isAboutStandings =
        request.kind == DocumentKind::Standings || request.kind == DocumentKind::Crosstable;
    bool takesTable = request.kind == DocumentKind::Record ||
                      request.kind == DocumentKind::Scoresheets ||
                      request.kind == DocumentKind::Slips;
    if (request.table != 0 && !takesTable) {
        problem = std::string("--table is not an option of `print ") +
                  documentKindName(request.kind) + "` (only of record, scoresheets and slips)";
        return std::nullopt;
    }
    if (isAboutStandings) {
        int after = request.round == 0 ? app::defaultStandingsRound(state) : request.round;
        if (request.round != 0 && !requestedRound(state, request.round, problem)) {
            return std::nullopt;
        }
        return request.kind == DocumentKind::Standings
                   ? standingsDocument(state, app::standingsSheet(state, after))
                   : crosstableDocument(state, app::crosstableSheet(state, after));
    }
    const model::Round* round = requestedRound(state, request.round, problem);
    if (!round || !hasTable(*round, request.table, problem)) {
        return std::nullopt;
    }
    switch (request.kind) {
    case DocumentKind::Pairings:
        return pairingsDocument(state, round->number);
    case DocumentKind::Record:
        return records(state, *round, request);
    case DocumentKind::Scoresheets:
        return scoresheetsDocument(state, round->number, request.table);
    case DocumentKind::Slips:
        return slipsDocument(state, round->number, request.table);
    case DocumentKind::Standings:
    case DocumentKind::Crosstable:
        break;
    }
    return std::nullopt;
}

} // namespace renju::arbiter::print
