#pragma once

#include "arbiter/model/event_schedule.hpp"
#include "rules/match_rule.hpp"
#include "rules/opening_protocol.hpp"
#include "rules/rule_set.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::model {

/// How the rounds are paired.
enum class PairingSystem { Swiss, RoundRobin, DoubleRoundRobin };

/// Returns "swiss", "roundrobin" or "double-roundrobin".
const char* pairingSystemName(PairingSystem system);
/// Parses a pairing system name; nothing for unknown text.
std::optional<PairingSystem> parsePairingSystem(std::string_view text);

/// Everything the organiser sets up before the event.
struct EventSettings {
    std::string name;
    std::string venue;
    /// The city and the federation (country code, "EST") of the event, for TRF and the RIF
    /// database; empty when not given (the venue then stands for the city).
    std::string city;
    std::string federation;
    /// ISO dates, "2026-11-21".
    std::string startDate;
    std::string endDate;
    /// Each round's date and start time, and the games played on another day.
    EventSchedule schedule;
    std::string organiser;
    std::string chiefArbiter;
    std::vector<std::string> deputies;
    /// The rule set, the board size and the opening protocol of every game (events written
    /// before rule sets were chosen are renju on 15x15).
    rules::RuleSet ruleSet;
    int boardSize = rules::kRenjuBoardSize;
    rules::OpeningRules opening;
    /// A round is one game at each table, or a match of two games with this rule.
    std::optional<rules::MatchRule> match;
    /// Ren's variants (seed 002), used only when `ruleSet` is ren.
    rules::RenVariants renVariants;
    /// The time control in the clock's text form (e.g. "5400+30").
    std::string timeControl = "5400+30";
    PairingSystem system = PairingSystem::Swiss;
    /// Round robins: 0 numbers the players by rating; otherwise the Berger numbers are drawn
    /// with this seed so that players of the same federation meet in the first rounds (C.05
    /// Annex 2). The seed is recorded, so the draw can be repeated and checked.
    std::uint64_t federationDrawSeed = 0;
    int rounds = 7;
    /// Tie-break codes in order (see `renju-arbiter standings --help`).
    std::vector<std::string> tieBreaks;
    /// Points for a pairing-allocated bye, in half-points (2 = a win).
    int byeHalfPoints = 2;
    /// The Dutch rules: 2017 (C.04.3 approved 2016/2017) or 2026 (the 2025 revision).
    int pairingRules = 2017;
    /// True when time referees are used (14.9): flag alerts may then be shown to players.
    bool usesTimeReferees = false;
    /// A second folder for round backups (a USB stick); empty for none.
    std::string backupFolder;
    /// Round backups kept per folder.
    int keepBackups = 20;

    /// The half-points a player gets for the round without a game: the pairing-allocated bye
    /// of a Swiss; nothing for the rest of an odd round robin (no game, no points).
    int restHalfPoints() const { return system == PairingSystem::Swiss ? byeHalfPoints : 0; }

    /// Returns the rules every game is played under: the set, the board and the opening.
    rules::GameRules gameRules() const;
    /// Returns the number of games at a table each round: 1, or 2 for a match.
    int gamesPerRound() const { return match ? 2 : 1; }
    /// Returns the date a round is played on: the schedule's, else the start date of an event
    /// of one day; "" when not known.
    std::string roundDate(int round) const;
    /// When a round is played as every document prints it: "2026-11-21 10:00", the date alone
    /// without a start time (as roundDate), "" when unknown.
    std::string roundWhen(int round) const;
    /// Returns the date a game was played on: the day recorded for it (postponed), else its
    /// round's (game 1 stands for a table of one game).
    std::string gameDate(int round, int table, int game = 1) const;
    /// Returns the event's city: `city`, else the venue.
    const std::string& cityOrVenue() const { return city.empty() ? venue : city; }

    friend bool operator==(const EventSettings&, const EventSettings&) = default;
};

} // namespace renju::arbiter::model
