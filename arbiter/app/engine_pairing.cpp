// The event seen as a pairing::Tournament, and the engine's pairing of the next round.
#include "arbiter/app/pairing_bridge.hpp"
#include "arbiter/app/table_result.hpp"
#include "pairing/dutch/dutch.hpp"
#include "pairing/round_robin.hpp"

#include <algorithm>

namespace renju::arbiter::app {

namespace {

using pairing::ResultKind;

/// The entry of a player who sat at `table` in a round with a result.
pairing::RoundEntry tableEntry(const model::Table& table, bool isFirst, int opponentNumber) {
    pairing::RoundEntry entry;
    entry.opponent = pairing::PlayerId{opponentNumber};
    entry.role = isFirst ? pairing::Role::First : pairing::Role::Second;
    model::ResultCode code = table.result->code;
    int own = isFirst ? model::firstHalfPoints(code) : model::secondHalfPoints(code);
    if (model::isForfeit(code)) {
        entry.result = own == 2 ? ResultKind::ForfeitWin : ResultKind::ForfeitLoss;
    } else {
        entry.result =
            own == 2 ? ResultKind::Win : (own == 1 ? ResultKind::Draw : ResultKind::Loss);
    }
    if (auto points = tableGamePoints(table); points && table.isMatch()) {
        entry.gamePoints = isFirst ? points->first : points->second; // the GP tie-break
    }
    if (auto points = tableBoardPoints(table)) {
        entry.totalPoints = isFirst ? points->first : points->second; // Ren's TP tie-break
    }
    return entry;
}

pairing::RoundEntry byeEntry(ResultKind kind) {
    pairing::RoundEntry entry;
    entry.result = kind;
    return entry;
}

/// Returns the entry of a player who takes no part in `round` (TRF's H or Z), if any.
std::optional<pairing::RoundEntry> absence(const model::EventState& state,
                                           const model::Player& player, int round) {
    bool hasWithdrawn =
        player.status == model::PlayerStatus::Withdrawn && round > player.withdrawnAfterRound;
    if (hasWithdrawn || player.firstRound > round) {
        return byeEntry(ResultKind::ZeroPointBye);
    }
    if (const model::ByeRequest* bye = state.findByeRequest(player.id, round)) {
        return byeEntry(bye->kind == model::ByeKind::Half ? ResultKind::HalfPointBye
                                                          : ResultKind::ZeroPointBye);
    }
    return std::nullopt;
}

/// The entry of a player in a round already played.
pairing::RoundEntry playedEntry(const model::EventState& state, const TournamentView& view,
                                const model::Player& player, const model::Round& round) {
    for (const model::Table& table : round.tables) {
        bool isFirst = table.first == player.id;
        if ((isFirst || table.second == player.id) && table.result) {
            model::PlayerId other = isFirst ? table.second : table.first;
            return tableEntry(table, isFirst,
                              view.numberOfId[static_cast<std::size_t>(other.value)]);
        }
    }
    if (round.pairingBye == player.id) {
        return byeEntry(ResultKind::PairingBye);
    }
    return absence(state, player, round.number).value_or(byeEntry(ResultKind::ZeroPointBye));
}

} // namespace

TournamentView toTournament(const model::EventState& state, int round) {
    TournamentView view;
    std::vector<int> numbers = state.pairingNumbers();
    std::size_t count = state.players.size();
    view.idOfNumber.resize(count + 1);
    view.numberOfId.resize(count + 1);
    for (std::size_t i = 0; i < count; ++i) {
        view.numberOfId[i + 1] = numbers[i];
        view.idOfNumber[static_cast<std::size_t>(numbers[i])] =
            model::PlayerId{static_cast<int>(i) + 1};
    }
    pairing::Tournament& t = view.tournament;
    t.name = state.settings.name;
    t.totalRounds = state.settings.rounds;
    t.initialRole = pairing::Role::First;
    t.scoring.pairingBye = state.settings.restHalfPoints();
    for (std::size_t number = 1; number <= count; ++number) {
        const model::Player& player = *state.findPlayer(view.idOfNumber[number]);
        pairing::Player entrant;
        entrant.id = pairing::PlayerId{static_cast<int>(number)};
        entrant.name = player.name;
        entrant.rating = player.rating;
        entrant.federation = player.federation;
        entrant.club = player.club;
        for (const model::Round& played : state.rounds) {
            if (played.number >= round) {
                break;
            }
            entrant.rounds.push_back(playedEntry(state, view, player, played));
        }
        if (auto missing = absence(state, player, round)) {
            entrant.rounds.push_back(*missing);
        }
        for (pairing::RoundEntry& entry : entrant.rounds) {
            // In matches a round without games (a bye) is worth its points in every game.
            if (state.settings.match && !entry.gamePoints) {
                entry.gamePoints = t.scoring.pointsFor(entry) * state.settings.gamesPerRound();
            }
        }
        t.players.push_back(entrant);
    }
    // The points and rank columns of TRF: after the rounds played, rank by points then number.
    std::vector<std::size_t> order;
    for (pairing::Player& entrant : t.players) {
        entrant.declaredPoints = pairing::pointsAfter(t, entrant, round - 1);
        order.push_back(order.size());
    }
    std::stable_sort(order.begin(), order.end(), [&t](std::size_t a, std::size_t b) {
        return t.players[a].declaredPoints > t.players[b].declaredPoints;
    });
    for (std::size_t rank = 0; rank < order.size(); ++rank) {
        t.players[order[rank]].declaredRank = static_cast<int>(rank) + 1;
    }
    for (const auto& [a, b] : state.forbiddenPairs) {
        t.forbiddenGroups.push_back(
            {pairing::PlayerId{view.numberOfId[static_cast<std::size_t>(a.value)]},
             pairing::PlayerId{view.numberOfId[static_cast<std::size_t>(b.value)]}});
    }
    return view;
}

namespace {

/// The engine's boards as a PairRound command, pairing numbers turned back into players.
PairRound toPairRound(const TournamentView& view, const std::vector<pairing::Board>& boards,
                      int round) {
    PairRound pairing;
    pairing.round = round;
    pairing.isFromEngine = true;
    for (const pairing::Board& board : boards) {
        model::PlayerId first = view.idOfNumber[static_cast<std::size_t>(board.first.value)];
        if (board.isBye()) {
            pairing.bye = first;
        } else {
            pairing.tables.push_back(
                TablePairing{first, view.idOfNumber[static_cast<std::size_t>(board.second.value)]});
        }
    }
    return pairing;
}

/// A round of the Berger tables; the pairing numbers are the Berger numbers, and every
/// registered player keeps his number (a withdrawn player's games are the arbiter's forfeits).
EnginePairing pairRoundRobin(const model::EventState& state, const TournamentView& view,
                             int round) {
    const pairing::RoundRobinSpec spec{static_cast<int>(state.players.size()),
                                       state.settings.system ==
                                           model::PairingSystem::DoubleRoundRobin};
    const pairing::RoundRobinSchedule schedule = pairing::bergerSchedule(spec);
    if (!schedule.error.empty()) {
        return EnginePairing{std::nullopt, schedule.error};
    }
    if (round > static_cast<int>(schedule.rounds.size())) {
        return EnginePairing{std::nullopt, "the round robin of " + std::to_string(spec.players) +
                                               " players has " +
                                               std::to_string(schedule.rounds.size()) + " rounds"};
    }
    return EnginePairing{
        toPairRound(view, schedule.rounds[static_cast<std::size_t>(round - 1)], round), ""};
}

} // namespace

EnginePairing pairNextRoundWithEngine(const model::EventState& state, int round) {
    TournamentView view = toTournament(state, round);
    if (state.settings.system != model::PairingSystem::Swiss) {
        return pairRoundRobin(state, view, round);
    }
    pairing::dutch::Rules rules = dutchRules(state.settings);
    pairing::dutch::DutchPairing dutch = pairing::dutch::pairNextRound(view.tournament, rules);
    if (!dutch.error.empty()) {
        return EnginePairing{std::nullopt, dutch.error};
    }
    return EnginePairing{toPairRound(view, dutch.boards, round), ""};
}

} // namespace renju::arbiter::app
