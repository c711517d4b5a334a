#pragma once

// A player's name in its parts: the surname and the given names, the order the name is written
// in, and the key lists sort by (the surname first, whatever the order).

#include "arbiter/model/player.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace renju::arbiter::model {

/// Returns the order names are customarily written in under a federation: family name first
/// for CHN, TPE, HKG, MAC, JPN, KOR, PRK, VIE, HUN and KHM, given names first otherwise.
NameOrder customaryNameOrder(std::string_view federation);

/// Returns the order the player's name is written in: his own when set, else his federation's.
NameOrder nameOrderOf(const Player& player);

/// A name in its two parts.
struct NameParts {
    std::string surname;
    std::string givenNames;
    /// True when the parts were entered; false when they were split from the name as written
    /// (at its last space for given names first, at its first space for the family name first;
    /// a name without a space is all surname).
    bool isEntered = false;
};

/// Returns the player's surname and given names.
NameParts nameParts(const Player& player);

/// Returns a name written from its parts in `order`: "Mari Tamm", "Nagy Péter"; parts written in
/// Han, kana or hangul are joined without a space ("王伟").
std::string composeName(const std::string& surname, const std::string& givenNames, NameOrder order);

/// Returns the name as lists of officials write it, surname first: "Tamm, Mari"; the surname
/// alone when there are no given names.
std::string surnameCommaGiven(const Player& player);

/// Returns the key alphabetical lists sort by: the surname, then the given names, each folded
/// (case, and the accents of Latin letters, so that "Ä" and "a" sort together; "ё" with "е").
/// Scripts without an alphabet of Latin letters sort by code point.
std::string nameSortKey(const Player& player);

/// True when `a` comes before `b` in an alphabetical list (by nameSortKey, then by the name as
/// written, then by registration).
bool isBeforeByName(const Player& a, const Player& b);

/// Returns "given-first" or "family-first".
const char* nameOrderName(NameOrder order);
/// Parses "given-first" or "family-first"; nothing for other text.
std::optional<NameOrder> parseNameOrder(std::string_view text);

/// Returns "m", "f" or "" (TRF and the federations' lists).
const char* sexCode(Sex sex);
/// Parses "m"/"male" or "f"/"w"/"female"/"woman" (any case); "" is Unknown; nothing otherwise.
std::optional<Sex> parseSex(std::string_view text);

/// Returns why the details cannot be kept as given (a birth year outside 1900 to 2100, a
/// surname or given names with a line break), or "".
std::string findDetailsProblem(const PlayerDetails& details);

} // namespace renju::arbiter::model
