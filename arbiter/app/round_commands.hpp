#pragma once

// The commands about rounds: pairing (by the engine or by hand), publishing, starting and
// finishing. Each kind describes itself (see command_kind.hpp).

#include "arbiter/app/command_kind.hpp"
#include "arbiter/app/command_words.hpp"
#include "arbiter/model/ids.hpp"

#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace renju::arbiter::app {

using model::PlayerId;

/// Pairs the next round with the engine; the application resolves it into PairRound, so the
/// journal never holds it and its round is not known yet.
struct PairNextRound {
    static constexpr std::string_view kName = "round.pair-next";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr Rights kRights = Rights::Chief;

    static constexpr auto journalFields() { return std::tuple{}; }
    std::string describe() const { return "pair the next round"; }
};

/// One board of a pairing: the first player moves first (tentative Black).
struct TablePairing {
    PlayerId first;
    PlayerId second;
    friend bool operator==(const TablePairing&, const TablePairing&) = default;
};

/// A round's pairing as decided (by the engine or by hand), with the checks it breaks.
struct PairRound {
    static constexpr std::string_view kName = "round.pair";
    static constexpr CommandScope kScope = CommandScope::Round;
    static constexpr Rights kRights = Rights::Chief;

    int round = 0;
    std::vector<TablePairing> tables;
    std::optional<PlayerId> bye;
    bool isFromEngine = false;
    std::vector<std::string> warnings;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("round", &PairRound::round),
                          journal::required("tables", &PairRound::tables),
                          journal::defaulted("engine", &PairRound::isFromEngine),
                          journal::defaulted("warnings", &PairRound::warnings),
                          journal::whenSet("bye", &PairRound::bye)};
    }
    std::string describe() const {
        std::string text = "round " + std::to_string(round) + " paired " +
                           (isFromEngine ? "by the engine" : "by hand") + ": " +
                           countText(tables.size(), "table");
        for (const std::string& warning : warnings) {
            text += "; warning: " + warning;
        }
        return text;
    }
};

/// Replaces (or adds) one table of a round not yet started, by hand; on the next round (not
/// yet paired) it starts a hand-made pairing. Seating the player with the pairing-allocated
/// bye takes the bye away.
struct SetTable {
    static constexpr std::string_view kName = "round.set";
    static constexpr CommandScope kScope = CommandScope::Table;
    static constexpr Rights kRights = Rights::Chief;

    int round = 0;
    int table = 0;
    PlayerId first;
    PlayerId second;
    std::string reason;
    std::vector<std::string> warnings;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("round", &SetTable::round),
                          journal::required("table", &SetTable::table),
                          journal::required("first", &SetTable::first),
                          journal::required("second", &SetTable::second),
                          journal::defaulted("reason", &SetTable::reason),
                          journal::defaulted("warnings", &SetTable::warnings)};
    }
    std::string describe(const model::EventState& state) const {
        return tableText(round, table) + " set by hand: " + playerText(state, first) + " - " +
               playerText(state, second) + reasonText(reason);
    }
};

/// Gives the pairing-allocated bye of a round not yet started to a player, or takes it away
/// (no player), by hand.
struct SetBye {
    static constexpr std::string_view kName = "round.bye";
    static constexpr CommandScope kScope = CommandScope::Round;
    static constexpr Rights kRights = Rights::Chief;

    int round = 0;
    std::optional<PlayerId> player;
    std::string reason;
    std::vector<std::string> warnings;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("round", &SetBye::round),
                          journal::whenSet("player", &SetBye::player),
                          journal::defaulted("reason", &SetBye::reason),
                          journal::defaulted("warnings", &SetBye::warnings)};
    }
    std::string describe(const model::EventState& state) const {
        return "round " + std::to_string(round) + ": pairing-allocated bye " +
               (player ? "to " + playerText(state, *player) : std::string("taken away")) +
               " by hand" + reasonText(reason);
    }
};

/// Publishes a round's pairing (the players may see it).
struct PublishRound {
    static constexpr std::string_view kName = "round.publish";
    static constexpr CommandScope kScope = CommandScope::Round;
    static constexpr Rights kRights = Rights::Chief;

    int round = 0;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("round", &PublishRound::round)};
    }
    std::string describe() const { return "round " + std::to_string(round) + " published"; }
};

/// Starts the round: every table's clock starts for its first player (14.3).
struct StartRound {
    static constexpr std::string_view kName = "round.start";
    static constexpr CommandScope kScope = CommandScope::Round;
    static constexpr Rights kRights = Rights::Chief;

    int round = 0;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("round", &StartRound::round)};
    }
    std::string describe() const { return "round " + std::to_string(round) + " started"; }
};

/// Closes the round: every table has a result; backups are made.
struct FinishRound {
    static constexpr std::string_view kName = "round.finish";
    static constexpr CommandScope kScope = CommandScope::Round;
    static constexpr Rights kRights = Rights::Chief;

    int round = 0;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("round", &FinishRound::round)};
    }
    std::string describe() const { return "round " + std::to_string(round) + " finished"; }
};

} // namespace renju::arbiter::app
