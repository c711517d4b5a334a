#pragma once

#include "arbiter/model/ids.hpp"

#include <optional>
#include <string>

namespace renju::arbiter::model {

/// Whether a player takes part in the coming rounds.
enum class PlayerStatus { Active, Withdrawn };

/// The order a player's name is written in: given names first ("Mari Tamm") or the family name
/// first (Chinese, Japanese, Korean, Hungarian, Vietnamese: "王伟", "Nagy Péter").
enum class NameOrder { GivenFirst, FamilyFirst };

/// A player's sex where the federation asks for it; Unknown when not given.
enum class Sex { Unknown, Male, Female };

/// What organisers keep of a player besides the name shown and the pairing data: the name's
/// parts, where the player comes from, titles, ids and the rating's source. Every field may be
/// empty (events written before they existed read with none).
struct PlayerDetails {
    /// The family name(s) and the given name(s) as written; empty when not known (the name is
    /// then split by its order, see player_names.hpp).
    std::string surname;
    std::string givenNames;
    /// The order `Player::name` is written in; empty: the federation's custom.
    std::optional<NameOrder> nameOrder;
    std::string city;
    /// A title or dan grade as the federation writes it ("GM", "3 dan").
    std::string title;
    /// The national federation's id and an international (FIDE-style) id, where used.
    std::string nationalId;
    std::string fideId;
    /// Where the rating comes from ("RIF 2026-09", "EST national").
    std::string ratingSource;
    /// The year of birth, 0 when not known.
    int birthYear = 0;
    Sex sex = Sex::Unknown;

    friend bool operator==(const PlayerDetails&, const PlayerDetails&) = default;
};

/// A registered player. Names are UTF-8 in any script.
struct Player {
    PlayerId id;
    /// The name as shown on every list, in its order.
    std::string name;
    int rating = 0;
    /// The federation (country) code, "EST".
    std::string federation;
    std::string club;
    std::string rifId;
    PlayerStatus status = PlayerStatus::Active;
    /// The first round the player takes part in (later than 1 for a late entry).
    int firstRound = 1;
    /// The last round played before withdrawing (0 while active).
    int withdrawnAfterRound = 0;
    /// The name's parts, city, title, ids, rating source, birth year and sex.
    PlayerDetails details = {};

    friend bool operator==(const Player&, const Player&) = default;
};

/// A bye the player asked for before the round was paired.
enum class ByeKind { Half, Zero };

/// A requested bye: the player is not paired in that round.
struct ByeRequest {
    PlayerId player;
    int round = 0;
    ByeKind kind = ByeKind::Half;

    friend bool operator==(const ByeRequest&, const ByeRequest&) = default;
};

} // namespace renju::arbiter::model
