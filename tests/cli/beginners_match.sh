#!/usr/bin/env bash
# A beginners' handicap match run end to end through the command line (issue 16, parts 3 and
# 5): `match new` sets it up at once (freestyle on 15x15, the beginner Black in both games),
# game 1 on the clock preset handicap-1, `match next` starts game 2 on handicap-2, and the
# match result follows the rule in each of its cases; a game-points match on 19x19 exchanges
# the first player; bad input is refused with its reason and nothing half made stays.
# Usage: beginners_match.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

# Both games, with the clocks' presets.
expect "match new" 0 "round 1 started: 1 clock running" -- \
    at 0 match new m.renju "Mari Tamm" "Erik Lind"
expect "the event" 0 "rules:        freestyle" -- "$binary" event show m.renju
expect "the match rule" 0 "a match of two games, beginners" -- "$binary" event show m.renju
expect "presets" 0 "handicap-1 in game 1, handicap-2 in game 2" -- "$binary" event show m.renju
expect "game 1 clocks" 0 "game 1: Mari Tamm Black, Erik Lind White; in play, 0 moves; clocks 4:50 - 0:30 (300|30)" -- \
    at 10 match show m.renju
expect "game 2 not yet" 1 "game 1 has no result yet; game 2 starts after it" -- \
    at 11 match next m.renju
expect "game 1 move 1" 0 "" -- at 20 game m.renju 1 h8 press
expect "game 1 move 2" 0 "" -- at 25 game m.renju 1 i9 press
expect "the expert's 30 s" 0 "clocks 4:35 - 0:25 (300|30)" -- at 30 match show m.renju
expect "five" 0 "" -- at 40 game m.renju 1 h9 press i10 press h10 press i11 press h11 press \
    i12 press h12
expect "claim" 0 "advice only" -- at 45 game m.renju 1 "claim black five"
expect "ruling" 0 "game 2 can start (Mari Tamm moves first)" -- \
    at 50 game m.renju 1 "ruling uphold"
expect "game 2 starts" 0 "game 2 started: Mari Tamm moves first (Black), Erik Lind second" -- \
    at 60 match next m.renju
expect "game 2 again" 1 "game 2 has started already" -- at 61 match next m.renju
expect "game 2 clocks" 0 "clocks 4:50 - 0:15.0 (300|15)" -- at 70 match show m.renju
expect "game 2 moves" 0 "" -- at 75 game m.renju 1 h8 press
expect "game 1 is over" 1 "game 1 is over and the next game has started" -- \
    at 76 game m.renju 1 j10 --game 1
expect "game 2 record" 0 "round 1 table 1 game 2: Mari Tamm - Erik Lind" -- \
    at 77 record m.renju 1
expect "game 1 record" 0 "result: 1-0 (Black (Mari Tamm) wins: five)" -- \
    at 77 record m.renju 1 --game 1
expect "resignation" 0 "the match: Mari Tamm wins the match (the experienced player did not win game 1)" -- \
    at 80 game m.renju 1 "resign black"
expect "finish" 0 "round 1 finished" -- at 90 round finish m.renju
expect "standings" 0 "GP" -- "$binary" standings m.renju
expect "pairings" 0 "Mari Tamm (No. 2) [0] 1 (1, 0) - Erik Lind (No. 1) [0] 0 (0, 1)" -- \
    "$binary" round pairings m.renju 1
expect "log" 0 "round 1 table 1: game 2 started" -- "$binary" log m.renju
expect "record sheets" 0 "" -- "$binary" print record m.renju --printed-at 2026-11-23T18:00 \
    -o records.pdf
[[ $(pdfinfo records.pdf 2>/dev/null | awk '/^Pages:/ {print $2}') == 2 ]] ||
    fail "the record sheets: one page per game wanted"
pdftotext records.pdf - 2>/dev/null | grep -q "freestyle" || fail "the sheet names the rule set"
expect "crosstable" 0 "" -- "$binary" print crosstable m.renju -o cross.pdf
pdftotext -layout cross.pdf - 2>/dev/null | grep -q "1 (1 0)" ||
    fail "the crosstable shows the match won and both games: 1 (1 0)"
expect "scoresheets" 0 "" -- "$binary" print scoresheets m.renju -o sheets.pdf
sheets=$(pdftotext sheets.pdf - 2>/dev/null)
grep -q "round 1, table 1, game 2 (sheet 1 of 2)" <<< "$sheets" || fail "no scoresheet of game 2"
grep -q "handicap-2" <<< "$sheets" || fail "game 2's scoresheet names its clock, handicap-2"

# The match result in each of its cases (the beginner listed first, Black in both games).
match_case() {
    local name=$1 loser1=$2 loser2=$3 wanted=$4
    expect "$name: new" 0 "" -- at 0 match new "$name.renju" Beginner Expert
    expect "$name: game 1" 0 "" -- at 10 game "$name.renju" 1 "resign $loser1"
    expect "$name: next" 0 "" -- at 20 match next "$name.renju"
    expect "$name: game 2" 0 "$wanted" -- at 30 game "$name.renju" 1 "resign $loser2"
}
match_case both black black "Expert wins the match (the experienced player won both games)"
match_case lost1 white black "Beginner wins the match (the experienced player did not win game 1)"
match_case lost2 black white "Beginner wins the match (the experienced player did not win game 2)"
match_case beginner white white "Beginner wins the match (the experienced player did not win game 1)"
expect "draw: new" 0 "" -- at 0 match new draw.renju Beginner Expert
expect "draw: game 1" 0 "" -- at 10 game draw.renju 1 "resign black"
expect "draw: next" 0 "" -- at 20 match next draw.renju
expect "draw: game 2 drawn" 0 "Beginner wins the match (the experienced player did not win game 2)" -- \
    at 30 result draw.renju 1 0.5-0.5 --reason agreed

# A game-points match on 19x19: the first player of game 1 moves second in game 2.
expect "19x19 match" 0 "round 1 started" -- at 0 match new big.renju Anna Boris \
    --rule game-points --rules japan-1918 --control blitz
expect "19x19 point" 0 "" -- at 10 game big.renju 1 s19 press
expect "off the 15x15 board is on this one" 0 "1. s19" -- at 11 record big.renju 1
expect "game 1 result" 0 "" -- at 20 result big.renju 1 1-0
expect "next" 0 "Boris moves first (Black), Anna second" -- at 30 match next big.renju
expect "game 2 result" 0 "Anna wins the match (game points 1.5-0.5)" -- \
    at 40 result big.renju 1 0.5-0.5

# Bad input: refused with the reason, nothing half made.
expect "unknown rule" 1 "--rule: 'best-of-3' (game-points, beginners, total-points)" -- \
    at 0 match new bad.renju A B --rule best-of-3
[[ ! -e bad.renju ]] || fail "a refused match new leaves no file"
expect "no name" 1 "a player needs a name" -- at 0 match new bad2.renju "" B
[[ ! -e bad2.renju ]] || fail "a refused player leaves no half-made event"
expect "one game: new" 0 "" -- at 0 event new one.renju --name One --rounds 1 --opening none
expect "one game: players" 0 "" -- at 0 player add one.renju --name A
expect "one game: players" 0 "" -- at 0 player add one.renju --name B
for step in pair publish start; do
    expect "one game: $step" 0 "" -- at 0 round "$step" one.renju
done
expect "one game a round" 1 "round 1 table 1 plays one game a round, not a match" -- \
    at 10 match next one.renju
expect "no game 2" 1 "the table plays one game, not game 2" -- at 10 game one.renju 1 h8 --game 2

[[ $failures -eq 0 ]] || { echo "$failures failures"; exit 1; }
echo "beginners' match: all checks passed"
