#include "arbiter/cli/trf_commands.hpp"

#include "arbiter/app/event_standings.hpp"
#include "arbiter/app/trf_file.hpp"
#include "arbiter/records/text_encoding.hpp"
#include "arbiter/storage/event_location.hpp"
#include "pairing/dutch/dutch.hpp"
#include "pairing/dutch/explain.hpp"
#include "pairing/dutch/recheck.hpp"
#include "pairing/round_check.hpp"
#include "pairing/standings.hpp"
#include "pairing/trf.hpp"

#include <algorithm>
#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>

namespace renju::arbiter::cli {

namespace {

/// Reads a tournament, or reports where the file is wrong; tells how the file was read and
/// what it disagrees with itself about (warnings on `err`).
std::optional<pairing::Tournament> readTournament(std::istream& in, const TrfCommand& command,
                                                  std::ostream& err) {
    if (!command.encoding.empty() && !records::isKnownEncoding(command.encoding)) {
        err << "error: --encoding '" << command.encoding
            << "' is not an encoding iconv knows (e.g. CP1252, LATIN1, CP1250, CP1251)\n";
        return std::nullopt;
    }
    std::ostringstream bytes;
    bytes << in.rdbuf();
    app::TrfFile file = app::readTrfFile(bytes.str(), {command.encoding, command.points});
    const std::string& name = command.name;
    if (const std::string note = app::encodingNote(file, !command.encoding.empty());
        !note.empty()) {
        err << "note: " << name << ": " << note << "\n";
    }
    if (file.read.error) {
        err << "error: " << name << ": " << file.read.error->describe() << "\n";
        return std::nullopt;
    }
    bool hasPointsWarning = false;
    for (const pairing::TrfNote& note : file.read.notes) {
        err << (note.isWarning() ? "warning: " : "note: ") << name << ": " << note.describe()
            << "\n";
        hasPointsWarning = hasPointsWarning || note.kind == pairing::TrfNoteKind::Points;
    }
    if (hasPointsWarning) {
        err << "note: " << name << ": --points "
            << (command.points == pairing::TrfPoints::Results ? "file" : "results") << " makes the "
            << (command.points == pairing::TrfPoints::Results ? "points column" : "results")
            << " count instead\n";
    }
    return std::move(file.read.tournament);
}

const char* rulesName(pairing::dutch::Rules rules) {
    return rules == pairing::dutch::Rules::Fide2017 ? "2017" : "2026";
}

void printExplanation(const pairing::Tournament& tournament,
                      const pairing::dutch::PairingExplanation& explanation, std::ostream& out) {
    for (std::size_t b = 0; b < explanation.boards.size(); ++b) {
        const pairing::Board& board = explanation.boards[b];
        out << "\nboard " << b + 1 << ": " << pairing::playerLabel(tournament, board.first);
        if (!board.isBye()) {
            out << " (Black) - " << pairing::playerLabel(tournament, board.second) << " (White)";
        } else {
            out << ": pairing-allocated bye";
        }
        out << "\n";
        for (const std::string& line : explanation.reasons[b]) {
            out << "  " << line << "\n";
        }
    }
}

} // namespace

int runPairTrf(std::istream& in, const TrfCommand& command, std::ostream& out, std::ostream& err) {
    const std::string& name = command.name;
    const pairing::dutch::Rules rules = command.rules;
    std::optional<pairing::Tournament> tournament = readTournament(in, command, err);
    if (!tournament) {
        return 2;
    }
    if (!tournament->initialRole) {
        if (const auto inferred = pairing::inferInitialRole(*tournament)) {
            tournament->initialRole = inferred->role;
            err << "note: " << inferred->explanation << "\n";
        }
    }
    if (!command.explains) {
        const pairing::dutch::DutchPairing pairing =
            pairing::dutch::pairNextRound(*tournament, rules);
        if (!pairing.error.empty()) {
            err << "error: " << name << ": " << pairing.error << "\n";
            return 1;
        }
        out << pairing::dutch::formatBoards(pairing.boards);
        return 0;
    }
    const pairing::dutch::PairingExplanation explanation =
        pairing::dutch::explainPairing(*tournament, rules);
    if (!explanation.error.empty()) {
        err << "error: " << name << ": " << explanation.error << "\n";
        return 1;
    }
    out << pairing::dutch::formatBoards(explanation.boards) << "\n"
        << "FIDE Dutch system, " << rulesName(rules) << " rules. "
        << pairing::dutch::formatChecklist(*tournament,
                                           pairing::dutch::roundChecklist(*tournament, rules));
    printExplanation(*tournament, explanation, out);
    return 0;
}

int runCheckTrf(std::istream& in, const TrfCommand& command, std::ostream& out, std::ostream& err) {
    const std::string& name = command.name;
    const pairing::dutch::Rules rules = command.rules;
    std::optional<pairing::Tournament> read = readTournament(in, command, err);
    if (!read) {
        return 2;
    }
    const pairing::dutch::RecheckSetup setup = pairing::dutch::prepareRecheck(*read);
    if (!setup.error.empty()) {
        err << "error: " << name << ": " << setup.error << "\n";
        return 2;
    }
    for (const std::string& note : setup.notes) {
        out << "note: " << note << "\n";
    }
    const int rounds = setup.tournament.pairedRounds();
    const auto reported = pairing::dutch::recheckRounds(setup.tournament, rules);
    int differing = 0;
    int unchecked = 0;
    for (const pairing::dutch::RoundComparison& round : reported) {
        out << "round " << round.round << ": ";
        if (!round.error.empty()) {
            ++unchecked;
            out << "cannot be checked: the engine cannot pair it from the rounds before it: "
                << round.error << "\n";
            continue;
        }
        ++differing;
        out << round.held.size() << " of " << round.boards << " boards differ\n"
            << "  file:   " << pairing::dutch::formatBoardList(round.held) << "\n"
            << "  engine: " << pairing::dutch::formatBoardList(round.engine) << "\n";
    }
    if (reported.empty()) {
        out << name << ": all " << rounds << " rounds are paired as the engine pairs them ("
            << rulesName(rules) << " rules)\n";
        return 0;
    }
    out << name << ": " << differing << " of " << rounds << " rounds differ";
    if (unchecked > 0) {
        out << ", " << unchecked << " cannot be checked";
    }
    out << " (" << rulesName(rules) << " rules)\n";
    return 1;
}

namespace {

/// The tie-breaks a TRF-26 file lists in its 202 record, if it has one the program computes.
std::optional<std::vector<pairing::TieBreak>>
fileTieBreaks(const pairing::Tournament& tournament, const std::string& name, std::ostream& err) {
    for (const std::string& line : tournament.otherLines) {
        if (line.rfind("202 ", 0) != 0) {
            continue;
        }
        const pairing::TieBreakList listed = pairing::parseTieBreaks(line.substr(4));
        if (!listed.error.empty() || listed.items.empty()) {
            err << "note: " << name << ": the tie-breaks of its 202 record are not used ("
                << listed.error << "); --tiebreaks names others\n";
            return std::nullopt;
        }
        return listed.items;
    }
    return std::nullopt;
}

} // namespace

int runStandingsTrf(std::istream& in, const TrfCommand& command, std::ostream& out,
                    std::ostream& err) {
    std::optional<pairing::Tournament> tournament = readTournament(in, command, err);
    if (!tournament) {
        return 2;
    }
    const pairing::TieBreakList list = pairing::parseTieBreaks(command.tieBreaks);
    if (!list.error.empty()) {
        err << "error: --tiebreaks: " << list.error << "\n";
        return 1;
    }
    pairing::StandingsOptions options;
    if (!list.items.empty()) {
        options.tieBreaks = list.items;
    } else if (auto listed = fileTieBreaks(*tournament, command.name, err)) {
        options.tieBreaks = *listed;
    }
    options.isRoundRobin = pairing::looksLikeRoundRobin(*tournament);
    if (const int pending = pairing::firstPendingRound(*tournament); pending > 0) {
        const std::string players =
            pairing::playerList(pairing::playersPendingIn(*tournament, pending));
        if (pending == tournament->pairedRounds()) {
            options.rounds = pending - 1;
            err << "note: " << command.name << ": round " << pending
                << " is paired but not every result is entered (" << players
                << "): the standings are after round " << pending - 1 << "\n";
        } else {
            err << "warning: " << command.name << ": round " << pending
                << " holds games paired but not played (" << players
                << "): they count as no points\n";
        }
    }
    const pairing::Standings standings = pairing::computeStandings(*tournament, options);
    out << (command.isJson ? app::standingsJson(standings) : pairing::formatStandings(standings));
    return 0;
}

bool isEventFile(const std::string& path) {
    if (storage::isServerUri(path)) {
        return true; // an event on a server
    }
    static const char kHeader[16] = {'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f',
                                     'o', 'r', 'm', 'a', 't', ' ', '3', '\0'};
    std::ifstream file(path, std::ios::binary);
    char head[16] = {};
    file.read(head, sizeof head);
    return file.gcount() == 16 && std::equal(std::begin(head), std::end(head), kHeader);
}

} // namespace renju::arbiter::cli
