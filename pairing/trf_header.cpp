#include "pairing/trf_header.hpp"

#include "pairing/trf_columns.hpp"

#include <algorithm>
#include <map>

namespace renju::pairing::trf {

namespace {

/// Returns an ISO date ("2026-11-21") as TRF writes it: "2026/11/21", or "26/11/21" for the
/// rounds' dates; other text as it is.
std::string slashed(const std::string& date, bool isShortYear) {
    const bool isIso = date.size() == 10 && date[4] == '-' && date[7] == '-';
    if (!isIso) {
        return date;
    }
    return (isShortYear ? date.substr(2, 2) : date.substr(0, 4)) + "/" + date.substr(5, 2) + "/" +
           date.substr(8, 2);
}

void writeText(const char* tag, const std::string& value, std::ostream& out) {
    if (!value.empty()) {
        out << tag << ' ' << value << '\n';
    }
}

/// The 132 line: each round's date from column 92, ten apart, as a player line's rounds.
std::string roundDatesLine(const std::vector<std::string>& dates) {
    std::string line = "132" + std::string(88, ' ');
    for (const std::string& date : dates) {
        line += field(slashed(date, true), 8, false) + "  ";
    }
    while (!line.empty() && line.back() == ' ') {
        line.pop_back();
    }
    return line;
}

/// One code of a 162 line: the code at its column, the points in the four after it.
std::string pointsCode(char code, HalfPoints points) {
    return std::string(1, code) + field(formatPoints(points), 4, true);
}

} // namespace

void writeTournamentSection(const Tournament& tournament, const TrfHeader& header,
                            std::ostream& out) {
    writeText("022", header.city, out);
    writeText("032", header.federation, out);
    writeText("042", slashed(header.startDate, false), out);
    writeText("052", slashed(header.endDate, false), out);
    out << "062 " << tournament.players.size() << '\n';
    const auto rated = std::count_if(tournament.players.begin(), tournament.players.end(),
                                     [](const Player& player) { return player.rating > 0; });
    out << "072 " << rated << '\n';
    writeText("092", header.type, out);
    writeText("102", header.chiefArbiter, out);
    for (const std::string& deputy : header.deputies) {
        writeText("112", deputy, out);
    }
    writeText("122", header.timeControl, out);
    if (std::any_of(header.roundDates.begin(), header.roundDates.end(),
                    [](const std::string& date) { return !date.empty(); })) {
        out << roundDatesLine(header.roundDates) << '\n';
    }
}

void writeTrf26Settings(const Tournament& tournament, const TrfHeader* header, std::ostream& out) {
    if (tournament.totalRounds > 0) {
        out << "142 " << tournament.totalRounds << '\n';
    }
    if (tournament.initialRole) {
        out << "152 " << (*tournament.initialRole == Role::First ? 'W' : 'B') << '\n';
    }
    const ScoringSystem& s = tournament.scoring;
    const ScoringSystem standard;
    std::vector<std::string> codes;
    if (s.win != standard.win) {
        codes.push_back(pointsCode('W', s.win));
    }
    if (s.draw != standard.draw) {
        codes.push_back(pointsCode('D', s.draw));
    }
    if (s.loss != standard.loss) {
        codes.push_back(pointsCode('L', s.loss));
    }
    if (s.zeroPointBye != standard.zeroPointBye || s.forfeitLoss != standard.forfeitLoss) {
        codes.push_back(pointsCode('A', s.forfeitLoss)); // TRF-26's absence: both kinds alike
    }
    if (s.pairingBye != s.win) {
        codes.push_back(pointsCode('P', s.pairingBye));
    }
    if (!codes.empty()) {
        std::string line = "162 ";
        for (const std::string& code : codes) {
            line += (line.size() == 4 ? " " : "    ") + code; // codes at columns 6, 15, 24 ...
        }
        out << line << '\n';
    }
    if (header == nullptr) {
        return;
    }
    writeText("192", header->encodedType, out);
    if (!header->tieBreaks.empty()) {
        std::string codes202;
        for (const std::string& code : header->tieBreaks) {
            codes202 += (codes202.empty() ? "" : ",") + code;
        }
        out << "202 " << codes202 << '\n' << "212 PTS," << codes202 << '\n';
    }
    writeText("222", header->encodedTimeControl, out);
}

bool isAbsenceAfter(const RoundEntry& entry, std::size_t round, int pairedRounds) {
    return static_cast<int>(round) >= pairedRounds && !entry.isBlank && !entry.isPending &&
           !entry.isPaired();
}

void writeTrf26Records(const Tournament& tournament, std::ostream& out) {
    const int paired = tournament.pairedRounds();
    // 240 T RRR  PPPP  PPPP: the kind at column 5, the round at 7-9, players from 11, 5 apart.
    std::map<std::pair<int, char>, std::vector<int>> absences;
    for (const Player& player : tournament.players) {
        for (std::size_t r = 0; r < player.rounds.size(); ++r) {
            const RoundEntry& entry = player.rounds[r];
            if (!isAbsenceAfter(entry, r, paired)) {
                continue;
            }
            const char kind = entry.result == ResultKind::HalfPointBye   ? 'H'
                              : entry.result == ResultKind::FullPointBye ? 'F'
                                                                         : 'Z';
            absences[{static_cast<int>(r) + 1, kind}].push_back(player.id.value);
        }
    }
    for (const auto& [key, players] : absences) {
        out << "240 " << key.second << ' ' << field(std::to_string(key.first), 3, true);
        for (int id : players) {
            out << ' ' << field(std::to_string(id), 4, true);
        }
        out << '\n';
    }
    // 250 MMMM GGGG RRR RRR PPPP PPPP: a player's virtual points for a run of rounds.
    for (const Player& player : tournament.players) {
        for (std::size_t first = 0; first < player.accelerations.size();) {
            std::size_t last = first;
            while (last + 1 < player.accelerations.size() &&
                   player.accelerations[last + 1] == player.accelerations[first]) {
                ++last;
            }
            if (player.accelerations[first] != 0) {
                const std::string id = field(std::to_string(player.id.value), 4, true);
                out << "250      " << field(formatPoints(player.accelerations[first]), 4, true)
                    << ' ' << field(std::to_string(first + 1), 3, true) << ' '
                    << field(std::to_string(last + 1), 3, true) << ' ' << id << ' ' << id << '\n';
            }
            first = last + 1;
        }
    }
    // 260 RRR RRR PPPP PPPP ...: players who must not meet, in every round.
    const int rounds = std::max(tournament.totalRounds, std::max(paired, 1));
    for (const std::vector<PlayerId>& group : tournament.forbiddenGroups) {
        out << "260 " << field("1", 3, true) << ' ' << field(std::to_string(rounds), 3, true);
        for (PlayerId id : group) {
            out << ' ' << field(std::to_string(id.value), 4, true);
        }
        out << '\n';
    }
}

void readInitialColourLine(const TrfLine& line, Tournament& tournament) {
    const std::string colour = trim(line.from(4));
    if (colour != "W" && colour != "B" && colour != "w" && colour != "b") {
        throw LineFailure{5, "'" + colour + "' is not an initial colour (W or B)"};
    }
    tournament.initialRole = colour == "W" || colour == "w" ? Role::First : Role::Second;
}

bool readScoringLine(const TrfLine& line, ScoringSystem& scoring, bool hasByePoints) {
    bool setsPairingBye = hasByePoints;
    for (int column = 6; column <= line.size(); column += 9) {
        const std::string code = line.at(column);
        if (code == " ") {
            continue;
        }
        const HalfPoints points = readPointsField(line, column + 1, column + 4, "points");
        if (code == "W") {
            scoring.win = points;
            scoring.pairingBye = setsPairingBye ? scoring.pairingBye : points;
        } else if (code == "D") {
            scoring.draw = points;
        } else if (code == "L") {
            scoring.loss = points;
        } else if (code == "A") {
            scoring.zeroPointBye = points;
            scoring.forfeitLoss = points;
        } else if (code == "P") {
            scoring.pairingBye = points;
            setsPairingBye = true;
        } else {
            throw LineFailure{column, "'" + code + "' is not a result code of 162 (W, D, L, A, P)"};
        }
    }
    return setsPairingBye;
}

void read240Line(const TrfLine& line, std::vector<Absence>& absences) {
    const std::string kind = line.at(5);
    if (kind != "F" && kind != "H" && kind != "Z") {
        throw LineFailure{5, "'" + kind + "' is not a kind of bye (F, H, Z)"};
    }
    const int round = readNumber(line, 7, 9, "round");
    if (round == 0) {
        throw LineFailure{7, "round 0"};
    }
    const ResultKind result = kind == "F"   ? ResultKind::FullPointBye
                              : kind == "H" ? ResultKind::HalfPointBye
                                            : ResultKind::ZeroPointBye;
    for (int column = 11; column <= line.size(); column += 5) {
        const int player = readNumber(line, column, column + 3, "pairing number", 0);
        if (player != 0) {
            absences.push_back({round, result, player});
        }
    }
}

std::vector<PlayerId> read260Line(const TrfLine& line) {
    const int first = readNumber(line, 5, 7, "first round");
    const int last = readNumber(line, 9, 11, "last round");
    if (first == 0 || last < first) {
        throw LineFailure{5, "rounds " + std::to_string(first) + " to " + std::to_string(last) +
                                 " are not a range of rounds"};
    }
    std::vector<PlayerId> group;
    for (int column = 13; column <= line.size(); column += 5) {
        const int player = readNumber(line, column, column + 3, "pairing number", 0);
        if (player != 0) {
            group.push_back(PlayerId{player});
        }
    }
    if (group.size() < 2) {
        throw LineFailure{13, "a forbidden pairing needs two players"};
    }
    return group;
}

std::optional<std::string> applyAbsences(const std::vector<Absence>& absences,
                                         Tournament& tournament) {
    for (const Absence& absence : absences) {
        if (absence.player > static_cast<int>(tournament.players.size())) {
            return "the bye of round " + std::to_string(absence.round) + " names player " +
                   std::to_string(absence.player) + ", who has no player line (001)";
        }
        Player& player = tournament.players[static_cast<std::size_t>(absence.player - 1)];
        const auto round = static_cast<std::size_t>(absence.round - 1);
        if (player.rounds.size() <= round) {
            RoundEntry blank;
            blank.isBlank = true;
            player.rounds.resize(round + 1, blank);
        }
        if (player.rounds[round].isBlank) {
            RoundEntry entry;
            entry.result = absence.kind;
            player.rounds[round] = entry;
        }
    }
    return std::nullopt;
}

} // namespace renju::pairing::trf
