#include "pairing/trf.hpp"

#include "pairing/trf_extensions.hpp"
#include "pairing/trf_header.hpp"
#include "pairing/vector_index.hpp"

#include <algorithm>
#include <istream>
#include <ostream>
#include <sstream>

namespace renju::pairing {

namespace {

using trf::LineFailure;
using trf::readNumber;
using trf::readPointsField;
using trf::TrfLine;
using trf::trim;

/// Reads a played result code into the entry; false for a code that is no game.
bool readGameResult(char code, RoundEntry& entry) {
    switch (code) {
    case '1':
    case 'W':
        entry.result = ResultKind::Win;
        break;
    case '=':
    case 'D':
        entry.result = ResultKind::Draw;
        break;
    case '0':
    case 'L':
        entry.result = ResultKind::Loss;
        break;
    default:
        return false;
    }
    entry.isUnrated = code == 'W' || code == 'D' || code == 'L';
    return true;
}

/// Reads a result code of a round without a game (a forfeit, a bye); throws at another code.
void readUnplayedResult(char code, bool isPaired, int column, RoundEntry& entry) {
    switch (code) {
    case '+':
        entry.result = ResultKind::ForfeitWin;
        return;
    case '-':
        entry.result = ResultKind::ForfeitLoss;
        return;
    case 'U':
    case 'H':
    case 'F':
    case 'Z':
        if (isPaired) {
            throw LineFailure{column, std::string("result '") + code +
                                          "' is a bye: no opponent (0000) and no role (-)"};
        }
        entry.result = code == 'U'   ? ResultKind::PairingBye
                       : code == 'H' ? ResultKind::HalfPointBye
                       : code == 'F' ? ResultKind::FullPointBye
                                     : ResultKind::ZeroPointBye;
        return;
    default:
        throw LineFailure{column, std::string("'") + code + "' is not a TRF result code"};
    }
}

RoundEntry readRound(const TrfLine& line, int start, int self) {
    // start: the 1-based column of the opponent field (4 wide), role at +5, result at +7.
    RoundEntry entry;
    const std::string opponent = trim(line.columns(start, start + 3));
    const std::string roleText = line.at(start + 5);
    const std::string codeText = line.at(start + 7);
    if (roleText.size() != 1 || codeText.size() != 1) {
        const int column = roleText.size() != 1 ? start + 5 : start + 7;
        throw LineFailure{column, "'" + line.at(column) + "' is not a role or a result code"};
    }
    const char role = roleText[0];
    const char code = codeText[0];
    if (opponent.empty() && role == ' ' && code == ' ') {
        entry.isBlank = true;
        return entry;
    }
    // A blank opponent is no opponent: lichess writes byes and absences so.
    const int number = readNumber(line, start, start + 3, "opponent", 0);
    if (number == self) {
        throw LineFailure{start, "a player cannot meet himself"};
    }
    entry.opponent = PlayerId{number};
    if (role == 'w' || role == 'b') {
        entry.role = role == 'w' ? Role::First : Role::Second;
    } else if (role != '-' && role != ' ') {
        throw LineFailure{start + 5, std::string("'") + role + "' is not a role (w, b or -)"};
    }
    const bool hasOpponent = number != 0;
    if (hasOpponent && code == ' ') {
        if (!entry.role) {
            throw LineFailure{start + 5, "opponent " + std::to_string(number) +
                                             " without a role or a result: a round paired but "
                                             "not played needs the role (w or b)"};
        }
        entry.isPending = true; // paired, the result not entered yet
        return entry;
    }
    if (readGameResult(code, entry)) {
        if (!hasOpponent && code == '=' && !entry.role) {
            entry.result = ResultKind::HalfPointBye;
            entry.isUnrated = false;
            return entry;
        }
        if (!hasOpponent || !entry.role) {
            throw LineFailure{start + 7, "a played game needs an opponent and a role (w or b)"};
        }
        return entry;
    }
    if (code == ' ') {
        entry.result = ResultKind::ZeroPointBye;
        if (entry.role) {
            throw LineFailure{start + 7, "result ' ' is a bye: no opponent (0000) and no role (-)"};
        }
        return entry;
    }
    readUnplayedResult(code, hasOpponent || entry.role.has_value(), start + 7, entry);
    return entry;
}

Player readPlayer(const TrfLine& line) {
    Player player;
    player.id = PlayerId{readNumber(line, 5, 8, "pairing number")};
    if (player.id.value == 0) {
        throw LineFailure{5, "pairing number 0"};
    }
    player.sex = trim(line.columns(10, 10));
    player.title = trim(line.columns(11, 13));
    player.name = trim(line.columns(15, 47));
    player.rating = readNumber(line, 49, 52, "rating", 0);
    player.federation = trim(line.columns(54, 56));
    player.fideId = trim(line.columns(58, 68));
    player.birthDate = trim(line.columns(70, 79));
    player.declaredPoints = readPointsField(line, 81, 84, "points");
    player.declaredRank = readNumber(line, 86, 89, "rank", 0);
    for (int start = 92; start <= line.size(); start += 10) {
        player.rounds.push_back(readRound(line, start, player.id.value));
    }
    while (!player.rounds.empty() && player.rounds.back().isBlank) {
        player.rounds.pop_back();
    }
    return player;
}

std::vector<PlayerId> readGroup(const TrfLine& line) {
    std::vector<PlayerId> group;
    int column = 4;
    while (column <= line.size()) {
        if (line.at(column) == " ") {
            ++column;
            continue;
        }
        int end = column;
        while (end <= line.size() && line.at(end) != " ") {
            ++end;
        }
        const std::string word = line.columns(column, end - 1);
        if (!std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
            word.size() > 6 || std::stoi(word) == 0) {
            throw LineFailure{column, "'" + word + "' is not a pairing number"};
        }
        group.push_back(PlayerId{std::stoi(word)});
        column = end;
    }
    return group;
}

/// What the line loop keeps between lines.
struct ReadState {
    bool hasByePoints = false;
    int xxrLine = 0;
    int line142 = 0;
    int rounds142 = 0;
    int firstTeamLine = 0;
    int firstAccelerationLine = 0;
    trf::Accelerations accelerations;
    int firstAbsenceLine = 0;
    std::vector<trf::Absence> absences;
};

int readRoundCount(const TrfLine& line) {
    const int rounds = readNumber(line, 4, std::max(line.size(), 4), "round count");
    if (rounds == 0) {
        throw LineFailure{5, "the number of rounds must be positive"};
    }
    return rounds;
}

/// Reads the lines that are not player lines; false when the line is kept verbatim.
bool readSetting(const TrfLine& line, int number, Tournament& tournament, ReadState& state) {
    const std::string tag = line.columns(1, 3);
    const auto value = [&](const char* what) {
        auto points = trf::parsePoints(line.from(4));
        if (!points) {
            throw LineFailure{5, std::string("'") + trim(line.from(4)) + "' is not valid " + what +
                                     " (a multiple of 0.5)"};
        }
        return *points;
    };
    ScoringSystem& s = tournament.scoring;
    if (tag == "012") {
        tournament.name = trim(line.from(5));
    } else if (tag == "XXR") {
        tournament.totalRounds = readRoundCount(line);
        state.xxrLine = number;
    } else if (tag == "142") {
        state.rounds142 = readRoundCount(line);
        state.line142 = number;
    } else if (tag == "XXC") {
        std::istringstream words(line.from(4));
        std::string word;
        while (words >> word) {
            if (word == "white1" || word == "black1") {
                tournament.initialRole = word == "white1" ? Role::First : Role::Second;
            } else if (word != "rank") {
                throw LineFailure{4, "'" + word + "' is not white1 or black1"};
            }
        }
    } else if (tag == "XXP") {
        tournament.forbiddenGroups.push_back(readGroup(line));
    } else if (tag == "152") {
        trf::readInitialColourLine(line, tournament);
    } else if (tag == "162") {
        state.hasByePoints = trf::readScoringLine(line, s, state.hasByePoints);
    } else if (tag == "240") {
        trf::read240Line(line, state.absences);
        state.firstAbsenceLine = state.firstAbsenceLine == 0 ? number : state.firstAbsenceLine;
    } else if (tag == "260") {
        tournament.forbiddenGroups.push_back(trf::read260Line(line));
    } else if (tag == "XXA" || tag == "250") {
        (tag == "XXA" ? trf::readXxaLine : trf::read250Line)(line, state.accelerations);
        state.firstAccelerationLine =
            state.firstAccelerationLine == 0 ? number : state.firstAccelerationLine;
    } else if (tag == "013" || tag == "310") {
        trf::readTeamLine(line, tournament);
        state.firstTeamLine = state.firstTeamLine == 0 ? number : state.firstTeamLine;
        return false; // written back as it was
    } else if (tag == "BBW") {
        s.win = value("points for a win");
        if (!state.hasByePoints) {
            s.pairingBye = s.win;
        }
    } else if (tag == "BBD") {
        s.draw = value("points for a draw");
    } else if (tag == "BBL") {
        s.loss = value("points for a loss");
    } else if (tag == "BBZ") {
        s.zeroPointBye = value("points for a zero-point bye");
    } else if (tag == "BBF") {
        s.forfeitLoss = value("points for a forfeit loss");
    } else if (tag == "BBU") {
        s.pairingBye = value("points for the pairing-allocated bye");
        state.hasByePoints = true;
    } else {
        return false;
    }
    return true;
}

/// True when a player's entry for round `r` (0-based) and the opponent's agree (each names the
/// other; a game played or pending on both sides with opposite roles).
bool agreesWithOpponent(const Player& player, const RoundEntry& entry, const Player& opponent,
                        std::size_t r) {
    if (r >= opponent.rounds.size() || opponent.rounds[r].opponent != player.id) {
        return false;
    }
    const RoundEntry& theirs = opponent.rounds[r];
    if (entry.isPending || theirs.isPending) {
        return entry.isPending && theirs.isPending && theirs.role != entry.role;
    }
    return !entry.isPlayed() || (theirs.isPlayed() && theirs.role != entry.role);
}

std::optional<TrfError> checkOpponents(const Tournament& tournament,
                                       const std::vector<int>& lineOf) {
    const int n = static_cast<int>(tournament.players.size());
    for (int i = 0; i < n; ++i) {
        if (lineOf[at(i)] == 0) {
            return TrfError{0, 0, "pairing number " + std::to_string(i + 1) + " is missing"};
        }
    }
    for (const Player& player : tournament.players) {
        const int line = lineOf[at(player.id.value - 1)];
        for (std::size_t r = 0; r < player.rounds.size(); ++r) {
            const RoundEntry& entry = player.rounds[r];
            const int column = 92 + 10 * static_cast<int>(r);
            if (entry.opponent.isNone()) {
                continue;
            }
            const Player* opponent = tournament.find(entry.opponent);
            if (opponent == nullptr) {
                return TrfError{line, column,
                                "opponent " + std::to_string(entry.opponent.value) +
                                    " is not a registered player"};
            }
            if (!agreesWithOpponent(player, entry, *opponent, r)) {
                return TrfError{line, column,
                                "round " + std::to_string(r + 1) + " contradicts player " +
                                    std::to_string(opponent->id.value) + "'s entry"};
            }
        }
    }
    return std::nullopt;
}

/// Compares every points column with the results: a warning for each that disagrees (a bye
/// already entered for the next round and the acceleration may be included), and, when the
/// column is to count, the difference kept as the player's score adjustment.
void checkPoints(Tournament& tournament, const std::vector<int>& lineOf,
                 const TrfReadOptions& options, std::vector<TrfNote>& notes) {
    const int paired = tournament.pairedRounds();
    for (Player& player : tournament.players) {
        const HalfPoints computed = pointsAfter(tournament, player, paired);
        const HalfPoints withNext = pointsAfter(tournament, player, paired + 1);
        bool agrees = false;
        for (const HalfPoints virtualPoints :
             {0, accelerationFor(player, paired), accelerationFor(player, paired - 1)}) {
            agrees = agrees || player.declaredPoints == computed + virtualPoints ||
                     player.declaredPoints == withNext + virtualPoints;
        }
        if (agrees) {
            continue;
        }
        const bool isFile = options.points == TrfPoints::File;
        if (isFile) {
            player.scoreAdjustment = player.declaredPoints - computed;
        }
        TrfNote note;
        note.line = lineOf[at(player.id.value - 1)];
        note.column = 81;
        note.kind = TrfNoteKind::Points;
        note.message = "player " + std::to_string(player.id.value) + " (" + player.name +
                       "): the points column says " + formatPoints(player.declaredPoints) +
                       ", the results give " + formatPoints(computed) + "; " +
                       (isFile ? "the points column counts" : "the results count");
        notes.push_back(std::move(note));
    }
}

TrfNote fileNote(int line, std::string message, TrfNoteKind kind) {
    TrfNote note;
    note.line = line;
    note.column = line == 0 ? 0 : 1;
    note.message = std::move(message);
    note.kind = kind;
    return note;
}

/// Settles what the lines said together: the round count of 142 and XXR, the acceleration, the
/// teams; notes what is applied and how, and warns of what the engine does not apply.
std::optional<TrfError> settle(Tournament& tournament, ReadState& state,
                               std::vector<TrfNote>& notes) {
    if (state.line142 != 0) {
        if (state.xxrLine == 0) {
            tournament.totalRounds = state.rounds142;
        } else if (tournament.totalRounds != state.rounds142) {
            notes.push_back(fileNote(state.line142,
                                     "142 says " + std::to_string(state.rounds142) +
                                         " rounds, XXR " + std::to_string(tournament.totalRounds) +
                                         ": XXR counts",
                                     TrfNoteKind::RoundCount));
        }
    }
    if (auto problem = trf::applyAccelerations(state.accelerations, tournament)) {
        return TrfError{state.firstAccelerationLine, 1, *problem};
    }
    if (auto problem = trf::applyAbsences(state.absences, tournament)) {
        return TrfError{state.firstAbsenceLine, 1, *problem};
    }
    if (state.firstAccelerationLine != 0) {
        notes.push_back(fileNote(state.firstAccelerationLine,
                                 "accelerated pairings: the virtual points (XXA, 250) are added to "
                                 "the scores the rounds they name are paired on, never to the "
                                 "standings",
                                 TrfNoteKind::Acceleration));
    }
    if (!tournament.teams.empty()) {
        notes.push_back(fileNote(state.firstTeamLine,
                                 std::to_string(tournament.teams.size()) +
                                     " team lines (013, 310) are read for the players' teams; "
                                     "this program pairs and ranks the players as individuals: no "
                                     "team pairing, team standings or board order",
                                 TrfNoteKind::Teams));
    }
    return std::nullopt;
}

} // namespace

std::string TrfError::describe() const {
    if (line == 0) {
        return message;
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message;
}

namespace {

/// Splits a text into lines at CR, LF or CR LF alike: TRF files come from programs of every
/// platform (the reference pairing program writes CR alone).
std::vector<std::string> splitLines(std::string_view text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\r' && text[i] != '\n') {
            continue;
        }
        lines.emplace_back(text.substr(start, i - start));
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            ++i;
        }
        start = i + 1;
    }
    if (start < text.size()) {
        lines.emplace_back(text.substr(start));
    }
    return lines;
}

} // namespace

TrfRead readTrf(std::string_view text, const TrfReadOptions& options) {
    TrfRead read;
    Tournament& tournament = read.tournament;
    std::vector<int> lineOf;
    ReadState state;
    int number = 0;
    for (const std::string& raw : splitLines(text)) {
        ++number;
        if (raw.find_first_not_of(' ') == std::string::npos) {
            continue;
        }
        const TrfLine line(raw);
        try {
            if (line.size() < 3) {
                throw LineFailure{1, "'" + raw + "' is not a TRF line"};
            }
            if (line.columns(1, 3) == "001") {
                Player player = readPlayer(line);
                const std::size_t index = at(player.id.value - 1);
                if (index >= tournament.players.size()) {
                    tournament.players.resize(index + 1);
                    lineOf.resize(index + 1, 0);
                }
                if (lineOf[index] != 0) {
                    throw LineFailure{5, "pairing number " + std::to_string(player.id.value) +
                                             " is repeated (line " + std::to_string(lineOf[index]) +
                                             ")"};
                }
                lineOf[index] = number;
                tournament.players[index] = std::move(player);
            } else if (!readSetting(line, number, tournament, state)) {
                tournament.otherLines.push_back(raw);
            }
        } catch (const LineFailure& failure) {
            read.error = TrfError{number, failure.column, failure.message};
            return read;
        }
    }
    if (tournament.players.empty()) {
        read.error = TrfError{0, 0, "no player lines (001): the file is empty or not TRF"};
        return read;
    }
    read.error = checkOpponents(tournament, lineOf);
    if (!read.error) {
        read.error = settle(tournament, state, read.notes);
    }
    if (!read.error) {
        checkPoints(tournament, lineOf, options, read.notes);
    }
    return read;
}

TrfRead readTrf(std::istream& in, const TrfReadOptions& options) {
    std::ostringstream text;
    text << in.rdbuf();
    return readTrf(std::string_view(text.str()), options);
}

std::optional<RoleInference> inferInitialRole(const Tournament& tournament) {
    const int rounds = tournament.pairedRounds();
    for (int r = 0; r < rounds; ++r) {
        int rank = 0;
        for (const Player& player : tournament.players) {
            ++rank;
            if (static_cast<int>(player.rounds.size()) <= r || !player.rounds[at(r)].role) {
                continue;
            }
            // Round 1 of the Dutch system gives the initial role to the odd-ranked players of
            // the top half: the top seed's role, or the reverse of the second seed's.
            const Role role = *player.rounds[at(r)].role;
            RoleInference inference;
            inference.role = rank % 2 == 1 ? role : opposite(role);
            inference.explanation =
                "XXC is absent: the top seed's initial role is taken as " +
                std::string(inference.role == Role::First ? "white1" : "black1") + " from round " +
                std::to_string(r + 1) + " (player " + std::to_string(player.id.value) +
                (rank % 2 == 1 ? "'s role" : "'s role reversed") + ")";
            return inference;
        }
    }
    return std::nullopt;
}

namespace {

char resultCode(const RoundEntry& entry) {
    if (entry.isPending) {
        return ' ';
    }
    switch (entry.result) {
    case ResultKind::Win:
        return entry.isUnrated ? 'W' : '1';
    case ResultKind::Draw:
        return entry.isUnrated ? 'D' : '=';
    case ResultKind::Loss:
        return entry.isUnrated ? 'L' : '0';
    case ResultKind::ForfeitWin:
        return '+';
    case ResultKind::ForfeitLoss:
        return '-';
    case ResultKind::PairingBye:
        return 'U';
    case ResultKind::HalfPointBye:
        return 'H';
    case ResultKind::FullPointBye:
        return 'F';
    case ResultKind::ZeroPointBye:
        return 'Z';
    }
    return ' ';
}

using trf::field;

/// The player's line; when `leavesAbsences` (TRF-26), the absences from rounds after the
/// `pairedRounds` are left to the 240 lines. (Two plain values: GCC's optimiser took a
/// std::optional here for a read of an uninitialised value, -Wmaybe-uninitialized.)
std::string playerLine(const Player& player, bool leavesAbsences, int pairedRounds) {
    std::string line = "001 " + field(std::to_string(player.id.value), 4, true) + " ";
    line += field(player.sex, 1, false) + field(player.title, 3, true) + " ";
    line += field(player.name, 33, false) + " ";
    line += field(player.rating > 0 ? std::to_string(player.rating) : "", 4, true) + " ";
    line += field(player.federation, 3, false) + " ";
    line += field(player.fideId, 11, true) + " ";
    line += field(player.birthDate, 10, false) + " ";
    line += field(formatPoints(player.declaredPoints), 4, true) + " ";
    line += field(player.declaredRank > 0 ? std::to_string(player.declaredRank) : "", 4, true);
    for (std::size_t r = 0; r < player.rounds.size(); ++r) {
        const RoundEntry& entry = player.rounds[r];
        if (leavesAbsences && trf::isAbsenceAfter(entry, r, pairedRounds)) {
            break;
        }
        if (entry.isBlank) {
            line += "          ";
            continue;
        }
        line +=
            "  " +
            field(entry.opponent.isNone() ? "0000" : std::to_string(entry.opponent.value), 4, true);
        line += ' ';
        line += entry.role ? (*entry.role == Role::First ? 'w' : 'b') : '-';
        line += ' ';
        line += resultCode(entry);
    }
    while (!line.empty() && line.back() == ' ') {
        line.pop_back();
    }
    return line;
}

void writePointsLines(const ScoringSystem& s, std::ostream& out) {
    const ScoringSystem chess;
    auto write = [&](const char* tag, HalfPoints value, HalfPoints standard) {
        if (value != standard) {
            out << tag << ' ' << field(formatPoints(value), 4, true) << '\n';
        }
    };
    write("BBW", s.win, chess.win);
    write("BBD", s.draw, chess.draw);
    write("BBL", s.loss, chess.loss);
    write("BBZ", s.zeroPointBye, chess.zeroPointBye);
    write("BBF", s.forfeitLoss, chess.forfeitLoss);
    write("BBU", s.pairingBye, s.win);
}

} // namespace

void writeTrf(const Tournament& tournament, std::ostream& out, const TrfWriteOptions& options) {
    const bool is26 = options.version == TrfVersion::Trf26;
    if (!tournament.name.empty()) {
        out << "012 " << tournament.name << '\n';
    }
    if (options.header) {
        trf::writeTournamentSection(tournament, *options.header, out);
    }
    if (is26) {
        trf::writeTrf26Settings(tournament, options.header ? &*options.header : nullptr, out);
    }
    const int paired = is26 ? tournament.pairedRounds() : 0;
    for (const Player& player : tournament.players) {
        out << playerLine(player, is26, paired) << '\n';
    }
    out << '\n';
    if (is26) {
        trf::writeTrf26Records(tournament, out);
    } else {
        if (tournament.totalRounds > 0) {
            out << "XXR " << tournament.totalRounds << '\n';
        }
        if (tournament.initialRole) {
            out << "XXC " << (*tournament.initialRole == Role::First ? "white1" : "black1") << '\n';
        }
        for (const auto& group : tournament.forbiddenGroups) {
            out << "XXP";
            for (PlayerId id : group) {
                out << ' ' << field(std::to_string(id.value), 4, true);
            }
            out << '\n';
        }
        writePointsLines(tournament.scoring, out);
        trf::writeAccelerations(tournament, out);
    }
    for (const std::string& line : tournament.otherLines) {
        out << line << '\n';
    }
}

std::string writeTrf(const Tournament& tournament, const TrfWriteOptions& options) {
    std::ostringstream out;
    writeTrf(tournament, out, options);
    return out.str();
}

} // namespace renju::pairing
