#pragma once

// The event as a FIDE Tournament Report File: what federations' rating and pairing programs
// read (TRF-16 with the pairing programs' extensions, or the 2026 revision).

#include "arbiter/model/event_state.hpp"
#include "pairing/trf.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::app {

/// Which of a player's ids goes in TRF's id field (columns 58-68).
enum class TrfIdField { Rif, Fide, National };

/// Parses "rif", "fide" or "national"; nothing for other text.
std::optional<TrfIdField> parseTrfIdField(std::string_view text);

/// How the event is written.
struct EventTrfOptions {
    pairing::TrfVersion version = pairing::TrfVersion::Trf16;
    TrfIdField ids = TrfIdField::Rif;
};

/// The file, or why there is none.
struct EventTrf {
    std::string text;
    /// The rounds written: those finished.
    int rounds = 0;
    /// What a federation should know of the file ("the points of a round are its match's").
    std::vector<std::string> notes;
    std::string error;
};

/// Returns the event's finished rounds as TRF: every record of the tournament section the event
/// has data for (name, city, federation, dates, the counts of players, type, chief arbiter and
/// deputies, time control, the rounds' dates; in TRF-26 also the rounds, the initial colour,
/// the points, the encoded type, tie-breaks and time control), each player's line with the name
/// as "Surname, Given names", sex, title, rating, federation, the chosen id, birth year, points
/// and the rank as the event's standings give it (its tie-breaks), and the pairing records
/// (XXR, XXC, XXP, BBU; in TRF-26 142, 152, 162, 240, 260). The next round's absences (requested
/// byes, withdrawals) are written as the version writes them while a round is to come.
EventTrf eventTrf(const model::EventState& state, const EventTrfOptions& options);

/// Returns a title or dan as TRF's three columns hold it: "3 dan" as "3d", "2 kyu" as "2k",
/// anything else as it is (the writer cuts it at the third character).
std::string trfTitle(const std::string& title);

} // namespace renju::arbiter::app
