#include "pairing/tiebreaks.hpp"

#include "pairing/score_sheet.hpp"

#include <algorithm>
#include <cctype>

namespace renju::pairing {

namespace {

struct Description {
    TieBreak tieBreak;
    const char* code;
    const char* name;
    const char* meaning;
};

constexpr Description kDescriptions[] = {
    {TieBreak::Buchholz, "BH", "Buchholz", "the sum of the opponents' points"},
    {TieBreak::BuchholzCut1, "BH-C1", "Buchholz Cut-1",
     "Buchholz without the opponent with the fewest points"},
    {TieBreak::BuchholzCut2, "BH-C2", "Buchholz Cut-2",
     "Buchholz without the two opponents with the fewest points"},
    {TieBreak::BuchholzMedian1, "BH-M1", "Median Buchholz (Median-1)",
     "Buchholz without the opponents with the most and the fewest points"},
    {TieBreak::SonnebornBerger, "SB", "Sonneborn-Berger (Berger coefficient)",
     "the points of the opponents beaten plus half the points of those drawn"},
    {TieBreak::ProgressiveScore, "PS", "Progressive score",
     "the sum of the player's points after each round"},
    {TieBreak::DirectEncounter, "DE", "Direct encounter",
     "the points scored in the games among the tied players"},
    {TieBreak::Wins, "WIN", "Wins, played or not",
     "the rounds scored as a win, forfeits and byes included"},
    {TieBreak::GamesWon, "WON", "Games won over the board", "the games won over the board"},
    {TieBreak::GamesAsFirst, "BPG", "Games played as tentative Black",
     "the games played as the first player (tentative Black)"},
    {TieBreak::AverageRatingOpponents, "ARO", "Average rating of the opponents",
     "the average rating of the opponents met over the board"},
    {TieBreak::Koya, "KS", "Koya (round robin)",
     "the points scored against the players with half the maximum score or more"},
    {TieBreak::GamePoints, "GP", "Game points (matches)",
     "the points of the games of every match, the rounds' points for rounds without games"},
    {TieBreak::TotalPoints, "TP", "Total game points (Ren matches)",
     "the points scored on the board in the games of every Ren match"},
};

const Description& describe(TieBreak tieBreak) {
    return kDescriptions[static_cast<std::size_t>(tieBreak)];
}

std::string upper(std::string_view text) {
    std::string result(text);
    for (char& c : result) {
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    return result;
}

/// One opponent's contribution to a Buchholz: his (adjusted or dummy) score, the points the
/// player took from that round, and whether the round was voluntarily unplayed.
struct Contribution {
    HalfPoints opponentScore = 0;
    HalfPoints points = 0;
    bool isVoluntary = false;
};

/// The contributions of every round counted (C.07 16.3, 16.4).
std::vector<Contribution> contributions(const ScoreSheet& sheet, int index) {
    std::vector<Contribution> result;
    for (int r = 0; r < sheet.rounds(); ++r) {
        const RoundEntry& entry = sheet.entry(index, r);
        const int opponent = sheet.indexOf(entry.opponent);
        Contribution c{0, sheet.points(entry), isVoluntarilyUnplayed(entry)};
        if (entry.isPlayed() && opponent >= 0) {
            c.opponentScore = sheet.adjustedScore(opponent);
        } else if (!sheet.isRoundRobin()) {
            c.opponentScore = sheet.score(index); // 16.4: a dummy opponent with his own score
        } else if (opponent >= 0) {
            c.opponentScore = sheet.adjustedScore(opponent); // the scheduled opponent
        } else {
            continue; // the rest of an odd round robin has no opponent at all
        }
        result.push_back(c);
    }
    return result;
}

/// Removes the least significant contributions (voluntarily unplayed rounds first, 14.6) and
/// the most significant ones.
void cut(std::vector<Contribution>& list, int low, int high) {
    for (int i = 0; i < low && !list.empty(); ++i) {
        const bool hasVoluntary = std::any_of(list.begin(), list.end(),
                                              [](const Contribution& c) { return c.isVoluntary; });
        auto least = std::min_element(list.begin(), list.end(),
                                      [&](const Contribution& a, const Contribution& b) {
                                          if (hasVoluntary && a.isVoluntary != b.isVoluntary) {
                                              return a.isVoluntary;
                                          }
                                          return a.opponentScore < b.opponentScore;
                                      });
        list.erase(least);
    }
    for (int i = 0; i < high && !list.empty(); ++i) {
        list.erase(std::max_element(list.begin(), list.end(),
                                    [](const Contribution& a, const Contribution& b) {
                                        return a.opponentScore < b.opponentScore;
                                    }));
    }
}

TieBreakValue halves(std::int64_t value) {
    return {value, formatFraction(value, 2)};
}

TieBreakValue count(std::int64_t value) {
    return {value, std::to_string(value)};
}

TieBreakValue buchholz(const ScoreSheet& sheet, int index, int low, int high) {
    std::vector<Contribution> list = contributions(sheet, index);
    cut(list, low, high);
    std::int64_t sum = 0;
    for (const Contribution& c : list) {
        sum += c.opponentScore;
    }
    return halves(sum);
}

TieBreakValue sonnebornBerger(const ScoreSheet& sheet, int index) {
    std::int64_t sum = 0; // in quarter points: half-points times half-points
    for (const Contribution& c : contributions(sheet, index)) {
        sum += static_cast<std::int64_t>(c.opponentScore) * c.points;
    }
    return {sum, formatFraction(sum, 4)};
}

TieBreakValue progressive(const ScoreSheet& sheet, int index) {
    std::int64_t running = 0;
    std::int64_t sum = 0;
    for (int r = 0; r < sheet.rounds(); ++r) {
        running += sheet.points(sheet.entry(index, r));
        sum += running;
    }
    return halves(sum);
}

template <class Predicate>
TieBreakValue countRounds(const ScoreSheet& sheet, int index, Predicate predicate) {
    std::int64_t n = 0;
    for (int r = 0; r < sheet.rounds(); ++r) {
        n += predicate(sheet.entry(index, r)) ? 1 : 0;
    }
    return count(n);
}

TieBreakValue averageRating(const ScoreSheet& sheet, int index) {
    std::int64_t sum = 0;
    std::int64_t games = 0;
    for (int r = 0; r < sheet.rounds(); ++r) {
        const RoundEntry& entry = sheet.entry(index, r);
        const int opponent = sheet.indexOf(entry.opponent);
        // 15.2: only games played over the board; unrated opponents (rating 0) are left out.
        if (entry.isPlayed() && opponent >= 0 && sheet.rating(opponent) > 0) {
            sum += sheet.rating(opponent);
            ++games;
        }
    }
    // 10.1: rounded to the nearest whole number, halves up.
    return count(games == 0 ? 0 : (2 * sum + games) / (2 * games));
}

TieBreakValue koya(const ScoreSheet& sheet, int index) {
    // 9.2: the maximum is a win in every game a player can have: an odd round robin rests
    // everyone once per cycle.
    const int players = sheet.size();
    int games = sheet.rounds();
    if (sheet.isRoundRobin() && players % 2 == 1 && games % players == 0) {
        games -= games / players;
    }
    const std::int64_t maximum = static_cast<std::int64_t>(sheet.winPoints()) * games;
    std::int64_t sum = 0;
    for (int r = 0; r < sheet.rounds(); ++r) {
        const RoundEntry& entry = sheet.entry(index, r);
        const int opponent = sheet.indexOf(entry.opponent);
        if (opponent >= 0 && 2 * static_cast<std::int64_t>(sheet.score(opponent)) >= maximum) {
            sum += sheet.points(entry);
        }
    }
    return halves(sum);
}

/// The games' points of a player's matches: a round with its games' points counts them, any
/// other round (a single game, a bye) its own points.
TieBreakValue gamePoints(const ScoreSheet& sheet, int index) {
    std::int64_t sum = 0;
    for (int r = 0; r < sheet.rounds(); ++r) {
        const RoundEntry& entry = sheet.entry(index, r);
        sum += entry.gamePoints ? *entry.gamePoints : sheet.points(entry);
    }
    return halves(sum);
}

/// Ren (seed 002): the points a player scored on the board over every match; a round without
/// games (a bye, a forfeit) adds none.
TieBreakValue totalPoints(const ScoreSheet& sheet, int index) {
    std::int64_t sum = 0;
    for (int r = 0; r < sheet.rounds(); ++r) {
        sum += sheet.entry(index, r).totalPoints.value_or(0);
    }
    return count(sum);
}

} // namespace

TieBreakValue tieBreakValue(const ScoreSheet& sheet, TieBreak tieBreak, int index) {
    switch (tieBreak) {
    case TieBreak::Buchholz:
        return buchholz(sheet, index, 0, 0);
    case TieBreak::BuchholzCut1:
        return buchholz(sheet, index, 1, 0);
    case TieBreak::BuchholzCut2:
        return buchholz(sheet, index, 2, 0);
    case TieBreak::BuchholzMedian1:
        return buchholz(sheet, index, 1, 1);
    case TieBreak::SonnebornBerger:
        return sonnebornBerger(sheet, index);
    case TieBreak::ProgressiveScore:
        return progressive(sheet, index);
    case TieBreak::Wins:
        return countRounds(sheet, index, [&](const RoundEntry& e) {
            return sheet.points(e) == sheet.winPoints(); // 7.1: with or without playing
        });
    case TieBreak::GamesWon:
        return countRounds(sheet, index, [](const RoundEntry& e) {
            return e.isPlayed() && e.result == ResultKind::Win;
        });
    case TieBreak::GamesAsFirst:
        return countRounds(sheet, index, [](const RoundEntry& e) {
            return e.isPlayed() && e.role == Role::First;
        });
    case TieBreak::AverageRatingOpponents:
        return averageRating(sheet, index);
    case TieBreak::Koya:
        return koya(sheet, index);
    case TieBreak::GamePoints:
        return gamePoints(sheet, index);
    case TieBreak::TotalPoints:
        return totalPoints(sheet, index);
    case TieBreak::DirectEncounter:
        break;
    }
    return TieBreakValue{0, "-"};
}

const char* tieBreakCode(TieBreak tieBreak) {
    return describe(tieBreak).code;
}

const char* tieBreakName(TieBreak tieBreak) {
    return describe(tieBreak).name;
}

const char* tieBreakMeaning(TieBreak tieBreak) {
    return describe(tieBreak).meaning;
}

const std::vector<TieBreak>& allTieBreaks() {
    static const std::vector<TieBreak> all = [] {
        std::vector<TieBreak> list;
        for (const Description& d : kDescriptions) {
            list.push_back(d.tieBreak);
        }
        return list;
    }();
    return all;
}

std::vector<TieBreak> defaultTieBreaks() {
    return {TieBreak::Buchholz, TieBreak::SonnebornBerger, TieBreak::DirectEncounter};
}

TieBreakList parseTieBreaks(const std::vector<std::string>& items) {
    TieBreakList list;
    const auto add = [&](TieBreak tieBreak) {
        if (std::find(list.items.begin(), list.items.end(), tieBreak) != list.items.end()) {
            list.error = std::string("tie-break ") + tieBreakCode(tieBreak) + " is listed twice";
        }
        list.items.push_back(tieBreak);
    };
    for (const std::string& item : items) {
        const std::string code = upper(item);
        if (code == "RENJU-BH") {
            for (TieBreak t : defaultTieBreaks()) {
                add(t);
            }
        } else if (code == "RENJU-MEDIAN") {
            for (TieBreak t : {TieBreak::BuchholzMedian1, TieBreak::Buchholz,
                               TieBreak::SonnebornBerger, TieBreak::ProgressiveScore}) {
                add(t);
            }
        } else {
            auto found = std::find_if(std::begin(kDescriptions), std::end(kDescriptions),
                                      [&](const Description& d) { return code == d.code; });
            if (found == std::end(kDescriptions)) {
                list.error = "unknown tie-break '" + item +
                             "' (codes: BH BH-C1 BH-C2 BH-M1 SB PS DE WIN WON BPG ARO KS GP; "
                             "presets: renju-bh renju-median)";
                return list;
            }
            add(found->tieBreak);
        }
        if (!list.error.empty()) {
            return list;
        }
    }
    return list;
}

TieBreakList parseTieBreaks(std::string_view text) {
    std::vector<std::string> items;
    std::string current;
    for (char c : text) {
        if (c == ',' || std::isspace(static_cast<unsigned char>(c)) != 0) {
            if (!current.empty()) {
                items.push_back(current);
            }
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty()) {
        items.push_back(current);
    }
    return parseTieBreaks(items);
}

std::vector<TieBreakValue> computeTieBreak(const Tournament& tournament, TieBreak tieBreak,
                                           const TieBreakContext& context) {
    const ScoreSheet sheet(tournament, context);
    std::vector<TieBreakValue> values;
    values.reserve(tournament.players.size());
    for (int i = 0; i < sheet.size(); ++i) {
        values.push_back(tieBreakValue(sheet, tieBreak, i));
    }
    return values;
}

std::string formatFraction(std::int64_t value, int denominator) {
    const bool isNegative = value < 0;
    const std::int64_t magnitude = isNegative ? -value : value;
    std::string text = (isNegative ? "-" : "") + std::to_string(magnitude / denominator);
    const std::int64_t rest = magnitude % denominator;
    if (denominator == 4) {
        static const char* const kQuarters[] = {".00", ".25", ".50", ".75"};
        return text + kQuarters[rest];
    }
    return text + (rest != 0 ? ".5" : ".0");
}

} // namespace renju::pairing
