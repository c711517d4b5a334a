#include "arbiter/app/player_files.hpp"

#include "arbiter/app/trf_file.hpp"
#include "arbiter/model/player_names.hpp"
#include "arbiter/records/text_encoding.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

namespace renju::arbiter::app {

namespace {

/// True when a line of the text starts with TRF's player tag `001 `.
bool looksLikeTrf(std::string_view text) {
    std::size_t start = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
    while (start < text.size()) {
        if (text.substr(start, 4) == "001 ") {
            return true;
        }
        const std::size_t end = text.find_first_of("\r\n", start);
        if (end == std::string_view::npos) {
            break;
        }
        start = end + 1;
    }
    return false;
}

/// The club of each player: the team a team line (013, 310) puts him in.
std::string teamOf(const pairing::Tournament& tournament, pairing::PlayerId id) {
    for (const pairing::Team& team : tournament.teams) {
        for (const pairing::PlayerId member : team.members) {
            if (member == id) {
                return team.name;
            }
        }
    }
    return "";
}

/// The player of a TRF line: its name is written "Surname, Given names" (a name without a comma
/// is kept as it is), shown in the federation's order; sex, title and the birth year kept.
model::Player playerFromTrf(const pairing::Player& entry) {
    model::Player player;
    player.name = entry.name;
    player.federation = entry.federation;
    if (const std::size_t comma = entry.name.find(','); comma != std::string::npos) {
        const auto trim = [](std::string text) {
            text.erase(0, text.find_first_not_of(' '));
            text.erase(text.find_last_not_of(' ') + 1);
            return text;
        };
        player.details.surname = trim(entry.name.substr(0, comma));
        player.details.givenNames = trim(entry.name.substr(comma + 1));
        player.name = model::composeName(player.details.surname, player.details.givenNames,
                                         model::nameOrderOf(player));
    }
    player.rating = entry.rating;
    player.details.sex = model::parseSex(entry.sex).value_or(model::Sex::Unknown);
    player.details.title = entry.title;
    const std::string year = entry.birthDate.substr(0, 4);
    if (year.size() == 4 &&
        std::all_of(year.begin(), year.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        player.details.birthYear = std::stoi(year);
    }
    player.rifId = entry.fideId;
    return player;
}

PlayerCsv playersFromTrf(std::string_view bytes, const std::string& source,
                         const std::string& encoding) {
    PlayerCsv result;
    const TrfFile file = readTrfFile(bytes, {encoding, pairing::TrfPoints::Results});
    if (const std::string note = encodingNote(file, !encoding.empty()); !note.empty()) {
        result.notes.push_back(source + ": " + note);
    }
    if (file.read.error) {
        result.error = source + ": " + file.read.error->describe();
        return result;
    }
    for (const pairing::TrfNote& note : file.read.notes) {
        if (note.kind == pairing::TrfNoteKind::Teams) {
            result.notes.push_back(source + ": the teams of the team lines are the players' clubs");
        }
    }
    for (const pairing::Player& entry : file.read.tournament.players) {
        model::Player player = playerFromTrf(entry);
        player.club = entry.club.empty() ? teamOf(file.read.tournament, entry.id) : entry.club;
        result.players.push_back(std::move(player));
    }
    return result;
}

} // namespace

PlayerCsv readPlayers(std::string_view bytes, const std::string& source,
                      const std::string& encoding) {
    if (looksLikeTrf(bytes)) {
        return playersFromTrf(bytes, source, encoding);
    }
    if (encoding.empty()) {
        return readPlayerCsv(bytes, source);
    }
    const records::DecodedText text = records::decodeText(bytes, encoding);
    PlayerCsv result = readPlayerCsv(text.text, source);
    if (!text.encoding.empty()) {
        result.notes.insert(result.notes.begin(),
                            source + ": text that is not UTF-8 was read as " + text.encoding);
    }
    return result;
}

PlayerCsv readPlayersFile(const std::filesystem::path& path) {
    std::ifstream input(path, std::ios::binary);
    if (!input) {
        return PlayerCsv{{}, "cannot open " + path.string(), {}};
    }
    std::ostringstream buffer;
    buffer << input.rdbuf();
    return readPlayers(buffer.str(), path.string());
}

} // namespace renju::arbiter::app
