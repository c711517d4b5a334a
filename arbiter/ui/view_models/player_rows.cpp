#include "arbiter/ui/view_models/player_rows.hpp"

#include "arbiter/ui/view_models/utf8_text.hpp"

#include <algorithm>
#include <sstream>

namespace renju::arbiter::ui {

namespace {

std::string statusText(const model::Player& player) {
    if (player.status == model::PlayerStatus::Withdrawn) {
        return "withdrawn after round " + std::to_string(player.withdrawnAfterRound);
    }
    return player.firstRound > 1 ? "from round " + std::to_string(player.firstRound) : "active";
}

bool matches(const PlayerRow& row, const std::vector<std::string>& words) {
    const model::Player& p = *row.player;
    std::string all = std::to_string(row.pairingNumber) + " " + p.name + " " + p.federation + " " +
                      p.club + " " + p.rifId + " " + row.status;
    return std::all_of(words.begin(), words.end(),
                       [&](const std::string& word) { return containsIgnoringCase(all, word); });
}

/// Compares two rows on one column: negative, zero or positive.
int compareOn(PlayerColumn column, const PlayerRow& a, const PlayerRow& b) {
    auto three = [](const auto& x, const auto& y) { return x < y ? -1 : (y < x ? 1 : 0); };
    const model::Player& p = *a.player;
    const model::Player& q = *b.player;
    switch (column) {
    case PlayerColumn::PairingNumber:
        return three(a.pairingNumber, b.pairingNumber);
    case PlayerColumn::Name:
        return three(p.name, q.name);
    case PlayerColumn::Rating:
        return three(p.rating, q.rating);
    case PlayerColumn::Federation:
        return three(p.federation, q.federation);
    case PlayerColumn::Club:
        return three(p.club, q.club);
    case PlayerColumn::RifId:
        return three(p.rifId, q.rifId);
    case PlayerColumn::Status:
        return three(a.status, b.status);
    }
    return 0;
}

} // namespace

std::vector<PlayerRow> playerRows(const model::EventState& state, const PlayerListing& listing) {
    std::vector<int> numbers = state.pairingNumbers();
    std::vector<std::string> words;
    std::istringstream split(listing.filter);
    for (std::string word; split >> word;) {
        words.push_back(word);
    }
    std::vector<PlayerRow> rows;
    for (std::size_t i = 0; i < state.players.size(); ++i) {
        PlayerRow row{&state.players[i], i < numbers.size() ? numbers[i] : 0,
                      statusText(state.players[i])};
        if (matches(row, words)) {
            rows.push_back(std::move(row));
        }
    }
    std::stable_sort(rows.begin(), rows.end(), [&](const PlayerRow& a, const PlayerRow& b) {
        int order = compareOn(listing.sortBy, a, b);
        if (order == 0) {
            return a.pairingNumber < b.pairingNumber;
        }
        return listing.isAscending ? order < 0 : order > 0;
    });
    return rows;
}

} // namespace renju::arbiter::ui
