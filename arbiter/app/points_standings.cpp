#include "arbiter/app/points_standings.hpp"

#include "arbiter/app/event_views.hpp"

#include <algorithm>

namespace renju::arbiter::app {

namespace {

/// Counts, per registration id, the rounds in which the player has a result or a bye.
std::vector<int> roundsWithResult(const model::EventState& state) {
    std::vector<int> rounds(state.players.size() + 1, 0);
    auto count = [&](model::PlayerId id) {
        if (id.value > 0 && id.value < static_cast<int>(rounds.size())) {
            ++rounds[static_cast<std::size_t>(id.value)];
        }
    };
    for (const model::Round& round : state.rounds) {
        if (round.pairingBye) {
            count(*round.pairingBye);
        }
        for (const model::Table& table : round.tables) {
            if (table.result) {
                count(table.first);
                count(table.second);
            }
        }
    }
    return rounds;
}

} // namespace

std::vector<StandingRow> pointsStandings(const model::EventState& state) {
    std::vector<int> points = halfPointsBefore(state, 0);
    std::vector<int> rounds = roundsWithResult(state);
    std::vector<StandingRow> rows;
    rows.reserve(state.players.size());
    for (const model::Player& player : state.players) {
        StandingRow row;
        row.id = player.id;
        row.name = player.name;
        row.federation = player.federation;
        row.rating = player.rating;
        row.halfPoints = points[static_cast<std::size_t>(player.id.value)];
        row.rounds = rounds[static_cast<std::size_t>(player.id.value)];
        row.tieBreaks.assign(state.settings.tieBreaks.size(), "");
        row.isWithdrawn = player.status == model::PlayerStatus::Withdrawn;
        rows.push_back(std::move(row));
    }
    std::stable_sort(rows.begin(), rows.end(), [](const StandingRow& a, const StandingRow& b) {
        if (a.halfPoints != b.halfPoints) {
            return a.halfPoints > b.halfPoints;
        }
        if (a.rating != b.rating) {
            return a.rating > b.rating;
        }
        return a.id < b.id;
    });
    for (std::size_t i = 0; i < rows.size(); ++i) {
        bool isLevel = i > 0 && rows[i].halfPoints == rows[i - 1].halfPoints;
        rows[i].rank = isLevel ? rows[i - 1].rank : static_cast<int>(i) + 1;
    }
    return rows;
}

} // namespace renju::arbiter::app
