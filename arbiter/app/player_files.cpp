#include "arbiter/app/player_files.hpp"

#include "pairing/trf.hpp"

#include <fstream>
#include <sstream>

namespace renju::arbiter::app {

namespace {

bool looksLikeTrf(const std::string& text) {
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("001 ", 0) == 0) {
            return true;
        }
    }
    return false;
}

PlayerCsv playersFromTrf(const std::string& text, const std::string& source) {
    PlayerCsv result;
    pairing::TrfRead read = pairing::readTrf(std::string_view(text));
    if (read.error) {
        result.error = source + ": " + read.error->describe();
        return result;
    }
    for (const pairing::Player& entry : read.tournament.players) {
        model::Player player;
        player.name = entry.name;
        player.rating = entry.rating;
        player.federation = entry.federation;
        player.club = entry.club;
        player.rifId = entry.fideId;
        result.players.push_back(std::move(player));
    }
    if (result.players.empty()) {
        result.error = source + ": no player lines (001) in the TRF file";
    }
    return result;
}

} // namespace

PlayerCsv readPlayersFile(const std::filesystem::path& path) {
    std::ifstream input(path, std::ios::binary);
    if (!input) {
        return PlayerCsv{{}, "cannot open " + path.string()};
    }
    std::ostringstream buffer;
    buffer << input.rdbuf();
    std::string text = buffer.str();
    if (looksLikeTrf(text)) {
        return playersFromTrf(text, path.string());
    }
    return readPlayerCsv(text, path.string());
}

} // namespace renju::arbiter::app
