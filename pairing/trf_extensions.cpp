#include "pairing/trf_extensions.hpp"

#include <algorithm>

namespace renju::pairing::trf {

namespace {

/// Reads the pairing numbers of a team's members, `first` the column of the first, five apart.
std::vector<PlayerId> readMembers(const TrfLine& line, int first) {
    std::vector<PlayerId> members;
    for (int column = first; column <= line.size(); column += 5) {
        const int id = readNumber(line, column, column + 3, "pairing number", 0);
        if (id != 0) {
            members.push_back(PlayerId{id});
        }
    }
    return members;
}

/// Sets `round`'s (0-based) virtual points of a player, growing the list with zeros.
void setAcceleration(std::vector<HalfPoints>& points, int round, HalfPoints value) {
    if (static_cast<int>(points.size()) <= round) {
        points.resize(static_cast<std::size_t>(round) + 1, 0);
    }
    points[static_cast<std::size_t>(round)] = value;
}

} // namespace

void readTeamLine(const TrfLine& line, Tournament& tournament) {
    const bool isTrf26 = line.columns(1, 3) == "310";
    Team team;
    team.name = trim(isTrf26 ? line.columns(9, 40) : line.columns(5, 36));
    team.members = readMembers(line, isTrf26 ? 74 : 37);
    if (team.name.empty()) {
        throw LineFailure{isTrf26 ? 9 : 5, "a team line without the team's name"};
    }
    tournament.teams.push_back(std::move(team));
}

void readXxaLine(const TrfLine& line, Accelerations& accelerations) {
    const int id = readNumber(line, 5, 8, "pairing number");
    if (id == 0) {
        throw LineFailure{5, "pairing number 0"};
    }
    std::vector<HalfPoints>& points = accelerations.byPlayer[id];
    points.clear();
    int round = 0;
    for (int column = 10; column <= line.size(); column += 5, ++round) {
        const std::string text = trim(line.columns(column, column + 3));
        setAcceleration(points, round,
                        text.empty() ? 0 : readPointsField(line, column, column + 3, "points"));
    }
    while (!points.empty() && points.back() == 0) {
        points.pop_back();
    }
}

void read250Line(const TrfLine& line, Accelerations& accelerations) {
    const HalfPoints points = readPointsField(line, 10, 13, "number of virtual points");
    const int firstRound = readNumber(line, 15, 17, "first round");
    const int lastRound = readNumber(line, 19, 21, "last round");
    const int firstPlayer = readNumber(line, 23, 26, "first player");
    const int lastPlayer = readNumber(line, 28, 31, "last player");
    if (firstRound == 0 || lastRound < firstRound) {
        throw LineFailure{15, "rounds " + std::to_string(firstRound) + " to " +
                                  std::to_string(lastRound) + " are not a range of rounds"};
    }
    if (firstPlayer == 0 || lastPlayer < firstPlayer) {
        throw LineFailure{23, "players " + std::to_string(firstPlayer) + " to " +
                                  std::to_string(lastPlayer) + " are not a range of players"};
    }
    accelerations.ranges.push_back({points, firstRound, lastRound, firstPlayer, lastPlayer});
}

std::optional<std::string> applyAccelerations(const Accelerations& accelerations,
                                              Tournament& tournament) {
    const int count = static_cast<int>(tournament.players.size());
    const auto unknown = [](int id) {
        return "the acceleration names player " + std::to_string(id) +
               ", who has no player line (001)";
    };
    for (const auto& [id, points] : accelerations.byPlayer) {
        if (id > count) {
            return unknown(id);
        }
        tournament.players[static_cast<std::size_t>(id - 1)].accelerations = points;
    }
    for (const AccelerationRange& range : accelerations.ranges) {
        if (range.lastPlayer > count) {
            return unknown(range.lastPlayer);
        }
        for (int id = range.firstPlayer; id <= range.lastPlayer; ++id) {
            for (int round = range.firstRound; round <= range.lastRound; ++round) {
                setAcceleration(tournament.players[static_cast<std::size_t>(id - 1)].accelerations,
                                round - 1, range.points);
            }
        }
    }
    return std::nullopt;
}

void writeAccelerations(const Tournament& tournament, std::ostream& out) {
    for (const Player& player : tournament.players) {
        std::size_t count = player.accelerations.size();
        while (count > 0 && player.accelerations[count - 1] == 0) {
            --count;
        }
        if (count == 0) {
            continue;
        }
        out << "XXA " << field(std::to_string(player.id.value), 4, true);
        for (std::size_t r = 0; r < count; ++r) {
            const HalfPoints points = player.accelerations[r];
            out << ' ' << field(points == 0 ? "" : formatPoints(points), 4, true);
        }
        out << '\n';
    }
}

} // namespace renju::pairing::trf
