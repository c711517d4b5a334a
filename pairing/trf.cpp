#include "pairing/trf.hpp"

#include <algorithm>
#include <istream>
#include <ostream>
#include <sstream>

namespace renju::pairing {

namespace {

std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

/// A failure while reading one line, carried to the line loop.
struct LineFailure {
    int column;
    std::string message;
};

std::string trim(std::string_view text) {
    const auto first = text.find_first_not_of(' ');
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(' ');
    return std::string(text.substr(first, last - first + 1));
}

/// The text of 1-based columns [from, to] (spaces past the end of the line).
std::string columns(const std::string& line, int from, int to) {
    std::string result;
    for (int c = from; c <= to; ++c) {
        result += c <= static_cast<int>(line.size()) ? line[at(c - 1)] : ' ';
    }
    return result;
}

/// Parses a non-negative integer field; empty gives `fallback`.
int readNumber(const std::string& line, int from, int to, const char* what,
               std::optional<int> fallback = std::nullopt) {
    std::string text = trim(columns(line, from, to));
    if (text.empty()) {
        if (fallback) {
            return *fallback;
        }
        throw LineFailure{from, std::string("missing ") + what};
    }
    if (!std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
        text.size() > 6) {
        throw LineFailure{from, std::string("'") + text + "' is not a valid " + what};
    }
    return std::stoi(text);
}

/// Parses points such as "2.5" or "3" into half-points.
std::optional<HalfPoints> parsePoints(const std::string& raw) {
    std::string text = trim(raw);
    if (text.empty() || text.size() > 7) {
        return std::nullopt;
    }
    std::size_t dot = text.find('.');
    std::string whole = text.substr(0, dot);
    std::string fraction = dot == std::string::npos ? "" : text.substr(dot + 1);
    auto digits = [](const std::string& s) {
        return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (whole.empty() || !digits(whole) || !digits(fraction)) {
        return std::nullopt;
    }
    while (!fraction.empty() && fraction.back() == '0') {
        fraction.pop_back();
    }
    if (!fraction.empty() && fraction != "5") {
        return std::nullopt;
    }
    return std::stoi(whole) * 2 + (fraction.empty() ? 0 : 1);
}

HalfPoints readPointsField(const std::string& line, int from, int to, const char* what) {
    auto points = parsePoints(columns(line, from, to));
    if (!points) {
        throw LineFailure{from, std::string("'") + trim(columns(line, from, to)) +
                                    "' is not a valid " + what + " (a multiple of 0.5)"};
    }
    return *points;
}

RoundEntry readRound(const std::string& line, int start, int self) {
    // start: the 1-based column of the opponent field (4 wide), role at +5, result at +7.
    RoundEntry entry;
    const std::string opponent = columns(line, start, start + 3);
    const char role = columns(line, start + 5, start + 5)[0];
    const char code = columns(line, start + 7, start + 7)[0];
    if (trim(opponent).empty() && role == ' ' && code == ' ') {
        entry.isBlank = true;
        return entry;
    }
    if (trim(opponent).empty() && code != ' ') {
        throw LineFailure{start, "missing opponent (0000 for none)"};
    }
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
    switch (code) {
    case '1':
    case 'W':
    case '=':
    case 'D':
    case '0':
    case 'L':
        if (!hasOpponent && code == '=' && !entry.role) {
            entry.result = ResultKind::HalfPointBye;
            return entry;
        }
        if (!hasOpponent || !entry.role) {
            throw LineFailure{start + 7, "a played game needs an opponent and a role (w or b)"};
        }
        entry.isUnrated = code == 'W' || code == 'D' || code == 'L';
        entry.result = (code == '1' || code == 'W')   ? ResultKind::Win
                       : (code == '=' || code == 'D') ? ResultKind::Draw
                                                      : ResultKind::Loss;
        return entry;
    case '+':
        entry.result = ResultKind::ForfeitWin;
        return entry;
    case '-':
        entry.result = ResultKind::ForfeitLoss;
        return entry;
    case 'U':
    case 'H':
    case 'F':
    case 'Z':
    case ' ':
        if (hasOpponent || entry.role) {
            throw LineFailure{start + 7, std::string("result '") + code +
                                             "' is a bye: no opponent (0000) and no role (-)"};
        }
        entry.result = code == 'U'   ? ResultKind::PairingBye
                       : code == 'H' ? ResultKind::HalfPointBye
                       : code == 'F' ? ResultKind::FullPointBye
                                     : ResultKind::ZeroPointBye;
        return entry;
    default:
        throw LineFailure{start + 7, std::string("'") + code + "' is not a TRF result code"};
    }
}

Player readPlayer(const std::string& line) {
    Player player;
    player.id = PlayerId{readNumber(line, 5, 8, "pairing number")};
    if (player.id.value == 0) {
        throw LineFailure{5, "pairing number 0"};
    }
    player.sex = trim(columns(line, 10, 10));
    player.title = trim(columns(line, 11, 13));
    player.name = trim(columns(line, 15, 47));
    player.rating = readNumber(line, 49, 52, "rating", 0);
    player.federation = trim(columns(line, 54, 56));
    player.fideId = trim(columns(line, 58, 68));
    player.birthDate = trim(columns(line, 70, 79));
    player.declaredPoints = readPointsField(line, 81, 84, "points");
    player.declaredRank = readNumber(line, 86, 89, "rank", 0);
    for (int start = 92; start <= static_cast<int>(line.size()); start += 10) {
        player.rounds.push_back(readRound(line, start, player.id.value));
    }
    while (!player.rounds.empty() && player.rounds.back().isBlank) {
        player.rounds.pop_back();
    }
    return player;
}

std::vector<PlayerId> readGroup(const std::string& line) {
    std::vector<PlayerId> group;
    std::istringstream words(line.substr(3));
    std::string word;
    int column = 4;
    while (words >> word) {
        column = static_cast<int>(line.find(word, at(column - 1))) + 1;
        if (!std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
            word.size() > 6 || std::stoi(word) == 0) {
            throw LineFailure{column, "'" + word + "' is not a pairing number"};
        }
        group.push_back(PlayerId{std::stoi(word)});
        column += static_cast<int>(word.size());
    }
    return group;
}

/// Reads the lines that are not player lines; false when the line is kept verbatim.
bool readSetting(const std::string& line, Tournament& tournament, bool& hasByePoints) {
    const std::string tag = line.substr(0, 3);
    const auto value = [&](const char* what) {
        auto points = parsePoints(line.substr(3));
        if (!points) {
            throw LineFailure{5, std::string("'") + trim(line.substr(3)) + "' is not valid " +
                                     what + " (a multiple of 0.5)"};
        }
        return *points;
    };
    ScoringSystem& s = tournament.scoring;
    if (tag == "012") {
        tournament.name = trim(line.size() > 4 ? line.substr(4) : "");
    } else if (tag == "XXR") {
        tournament.totalRounds = readNumber(line, 4, static_cast<int>(line.size()), "round count");
        if (tournament.totalRounds == 0) {
            throw LineFailure{5, "the number of rounds must be positive"};
        }
    } else if (tag == "XXC") {
        std::istringstream words(line.substr(3));
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
    } else if (tag == "BBW") {
        s.win = value("points for a win");
        if (!hasByePoints) {
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
        hasByePoints = true;
    } else {
        return false;
    }
    return true;
}

std::optional<TrfError> checkConsistency(const Tournament& tournament,
                                         const std::vector<int>& lineOf) {
    const int n = static_cast<int>(tournament.players.size());
    for (int i = 0; i < n; ++i) {
        if (lineOf[at(i)] == 0) {
            return TrfError{0, 0, "pairing number " + std::to_string(i + 1) + " is missing"};
        }
    }
    const int paired = tournament.pairedRounds();
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
            const bool agrees =
                r < opponent->rounds.size() && opponent->rounds[r].opponent == player.id &&
                (!entry.isPlayed() ||
                 (opponent->rounds[r].isPlayed() && opponent->rounds[r].role != entry.role));
            if (!agrees) {
                return TrfError{line, column,
                                "round " + std::to_string(r + 1) + " contradicts player " +
                                    std::to_string(opponent->id.value) + "'s entry"};
            }
        }
        const HalfPoints computed = pointsAfter(tournament, player, paired);
        const HalfPoints withNext = pointsAfter(tournament, player, paired + 1);
        if (player.declaredPoints != computed && player.declaredPoints != withNext) {
            return TrfError{line, 81,
                            "points " + formatPoints(player.declaredPoints) +
                                " do not match the results (" + formatPoints(computed) + ")"};
        }
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

TrfRead readTrf(std::string_view text) {
    TrfRead read;
    Tournament& tournament = read.tournament;
    std::vector<int> lineOf;
    bool hasByePoints = false;
    int number = 0;
    for (const std::string& line : splitLines(text)) {
        ++number;
        if (line.find_first_not_of(' ') == std::string::npos) {
            continue;
        }
        try {
            if (line.size() < 3) {
                throw LineFailure{1, "'" + line + "' is not a TRF line"};
            }
            if (line.compare(0, 3, "001") == 0) {
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
            } else if (!readSetting(line, tournament, hasByePoints)) {
                tournament.otherLines.push_back(line);
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
    read.error = checkConsistency(tournament, lineOf);
    return read;
}

TrfRead readTrf(std::istream& in) {
    std::ostringstream text;
    text << in.rdbuf();
    return readTrf(std::string_view(text.str()));
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

std::string field(const std::string& text, std::size_t width, bool right) {
    std::string cut = text.substr(0, width);
    std::string pad(width - cut.size(), ' ');
    return right ? pad + cut : cut + pad;
}

std::string playerLine(const Player& player) {
    std::string line = "001 " + field(std::to_string(player.id.value), 4, true) + " ";
    line += field(player.sex, 1, false) + field(player.title, 3, true) + " ";
    line += field(player.name, 33, false) + " ";
    line += field(player.rating > 0 ? std::to_string(player.rating) : "", 4, true) + " ";
    line += field(player.federation, 3, false) + " ";
    line += field(player.fideId, 11, true) + " ";
    line += field(player.birthDate, 10, false) + " ";
    line += field(formatPoints(player.declaredPoints), 4, true) + " ";
    line += field(player.declaredRank > 0 ? std::to_string(player.declaredRank) : "", 4, true);
    for (const RoundEntry& entry : player.rounds) {
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

void writeTrf(const Tournament& tournament, std::ostream& out) {
    if (!tournament.name.empty()) {
        out << "012 " << tournament.name << '\n';
    }
    for (const Player& player : tournament.players) {
        out << playerLine(player) << '\n';
    }
    out << '\n';
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
    for (const std::string& line : tournament.otherLines) {
        out << line << '\n';
    }
}

std::string writeTrf(const Tournament& tournament) {
    std::ostringstream out;
    writeTrf(tournament, out);
    return out.str();
}

} // namespace renju::pairing
