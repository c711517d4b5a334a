#!/usr/bin/env bash
# A Ren event (seed 002, issue 17 part 3) through the command line: `event new --rules ren`
# (8x8, the variants) plays rounds of two-game matches under `total-points`; each game is
# entered square by square with `game`, Ren's refusals change nothing, game 2 exchanges the
# first player, the match goes to the higher total of the two games' points (even against the
# player who won both games), equal totals draw it, and the standings rank by match points and
# then by the total points scored on the board (TP), printed too, as is the match result slip.
# Bad settings are refused with the reason.
# Usage: ren_event.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

# Settings: ren plays total-points matches; total-points needs ren; the variants are ren's.
expect "new" 0 "" -- at 0 event new r.renju --name "Ren Cup" --rounds 2 --rules ren --board 8 \
    --rui-limit 5 --lead 6 --control 600
expect "show rules" 0 "rules:        ren (" -- "$binary" event show r.renju
expect "show squares" 0 "8x8 squares, rui limit 5, lead 6" -- "$binary" event show r.renju
expect "show match" 0 "a match of two games, total-points" -- "$binary" event show r.renju
expect "ren without matches" 1 "ren is played in two-game matches with the match rule total-points" -- \
    at 0 event new bad1.renju --name Bad --rules ren --match none
expect "total-points without ren" 1 "the match rule total-points adds the points of Ren's games: it needs the rule set ren" -- \
    at 0 event new bad2.renju --name Bad --match total-points
expect "ren board" 1 "ren is played on 8x8 or 10x10 squares, not 15" -- \
    at 0 event new bad3.renju --name Bad --rules ren --board 15
expect "variants of ren only" 1 "rui-limit and lead are variants of ren, not of renju" -- \
    at 0 event new bad4.renju --name Bad --lead 6
[[ ! -e bad1.renju && ! -e bad2.renju && ! -e bad3.renju && ! -e bad4.renju ]] ||
    fail "a refused event new leaves no file"

for name in "Anna Aas:2000" "Boris Berg:1900" "Carl Cole:1800" "Dina Dahl:1700"; do
    expect "player ${name%%:*}" 0 "" -- at 0 player add r.renju --name "${name%%:*}" \
        --rating "${name##*:}"
done
for step in pair publish start; do
    expect "round 1 $step" 0 "" -- at 0 round "$step" r.renju
done
expect "pairings" 0 "Anna Aas" -- "$binary" round pairings r.renju 1

# Table 1, game 1 (the table's first player Black): Black's four-box a1-b2 scores 1.
expect "t1 g1 moves" 0 "" -- at 10 game r.renju 1 a1 press h8 press b1 press h7 press a2 press \
    g8 press
expect "t1 g1 four-box" 0 "scores four-box a1-b2 = 1 point: Black 1, White 0; rui: a1 b1 a2" -- \
    at 20 game r.renju 1 b2 press
expect "occupied, not rui" 1 "ren: b2 holds a Black stone that is not rui" -- at 21 game r.renju 1 b2
expect "refused changes nothing" 0 "in play, 7 moves" -- at 22 match show r.renju 1
expect "t1 g1 replacement" 0 "replaces Black's rui stone" -- at 30 game r.renju 1 a2 press
expect "t1 g1 ends" 0 "" -- at 40 game r.renju 1 pass press pass
expect "t1 g1 score" 0 "points: Black 1, White 0" -- at 41 match show r.renju 1
expect "t1 game 2" 0 "moves first (Black)" -- at 50 match next r.renju 1
# Game 2: the table's second player is Black now and scores 3 (a four-box, then a six-box) before
# resigning: the first player wins both games but loses the match on points, 1-3.
expect "t1 g2 moves" 0 "" -- at 60 game r.renju 1 a1 h8 b1 h7 a2 g8 b2 g1 c1 f1 c2
expect "t1 g2 score" 0 "points: Black 3, White 0" -- at 61 match show r.renju 1
expect "t1 g2 resign" 0 "wins the match (total points" -- at 70 game r.renju 1 "resign black"
expect "t1 match" 0 "Carl Cole wins the match (total points 1-3)" -- at 71 match show r.renju 1
expect "t1 g2 record" 0 "11. c2 Black  six-box  +2  score 3-0" -- \
    at 72 record r.renju 1 --game 2
# Each move with the mover's clock after the press that followed it: the clock changes hands at
# the press, as the physical clock does (White's replacement at 30 s, after Black's press at 20).
expect "t1 g1 record" 0 "8. a2 White  replaces rui (1 of 5)  score 1-0  [9:50]" -- \
    at 72 record r.renju 1 --game 1
expect "t1 g1 record clocks" 0 "7. b2 Black  four-box  +1  score 1-0  [9:40]" -- \
    at 72 record r.renju 1 --game 1

# Table 2: both games end in two passes at once, 0-0: equal totals draw the match.
expect "t2 g1" 0 "" -- at 80 game r.renju 2 pass pass
expect "t2 g2 start" 0 "" -- at 90 match next r.renju 2
expect "t2 g2" 0 "match drawn (total points 0-0)" -- at 100 game r.renju 2 pass pass
expect "round 1 finish" 0 "round 1 finished" -- at 110 round finish r.renju
expect "standings TP" 0 "Points     TP" -- "$binary" standings r.renju
expect "match points, then TP" 0 "   1     3  Carl Cole   -      1800     1.0      3" -- \
    "$binary" standings r.renju
expect "the winner of both games" 0 "   4     1  Anna Aas    -      2000     0.0      1" -- \
    "$binary" standings r.renju
expect "print standings" 0 "" -- "$binary" print standings r.renju --printed-at 2026-11-23T18:00 \
    -o standings.pdf
pdftotext standings.pdf - 2>/dev/null | grep -q "TP" || fail "the printed standings have TP"
expect "print slips" 0 "" -- "$binary" print slips r.renju --round 1 \
    --printed-at 2026-11-23T18:00 -o slips.pdf
slips=$(pdftotext slips.pdf - 2>/dev/null)
grep -q "Match result slip (Ren, total points): round 1, table 1" <<< "$slips" ||
    fail "no Ren match slip for table 1"
[[ $(grep -c "Match result slip (Ren" <<< "$slips") -eq 2 ]] || fail "one slip per match wanted"
grep -q "Total points of Carl Cole" <<< "$slips" || fail "the slip has no totals"
grep -q "nine-box" <<< "$slips" || fail "the slip has no Ren ends"
# The event's game records: a Ren game has its own sheet (every move's points and the running
# score), as `print ren-record` prints one outside an event, in the record and the bulletin.
expect "print record" 0 "" -- "$binary" print record r.renju --round 1 --table 1 \
    --printed-at 2026-11-23T18:00 -o records.pdf
records=$(pdftotext records.pdf - 2>/dev/null)
grep -q "What it did" <<< "$records" || fail "the Ren record has no column of what each move did"
grep -q "Final score: Black" <<< "$records" || fail "the Ren record has no final score"
grep -q "^8x8 squares" <<< "$records" || fail "the Ren record does not name its squares"
[[ $(grep -c "Final score: Black" <<< "$records") -eq 2 ]] || fail "both games' records wanted"
expect "print bulletin" 0 "" -- "$binary" print record r.renju --round 1 --bulletin \
    --printed-at 2026-11-23T18:00 -o bulletin.pdf
pdftotext bulletin.pdf - 2>/dev/null | grep -q "ren, 8x8 squares" ||
    fail "the bulletin does not show the Ren games as Ren"

[[ $failures -eq 0 ]] || { echo "$failures failures"; exit 1; }
echo "ren event: all checks passed"
