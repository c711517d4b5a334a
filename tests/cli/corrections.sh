#!/usr/bin/env bash
# A referee's corrections through the one-shot command line (issue 14): a press entered by
# mistake and taken back gives the clocks back exactly; undo needs a reason; a claim's advice
# is no result until the arbiter rules, the round cannot finish before, and a ruling is entered
# and corrected after the round; results read by colour, Black's score first.
# Usage: corrections.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"


# The issue's reproduction: a press entered by mistake, then taken back.
expect "create" 0 "" -- at 1000 event new u.renju --name U --rounds 1 --opening rif \
    --control 5400+30
expect "player 1" 0 "" -- at 1000 player add u.renju --name "Erik Lind" --rating 2100
expect "player 2" 0 "" -- at 1000 player add u.renju --name "Иван Петров" --rating 2000
for step in pair publish start; do
    expect "round $step" 0 "" -- at 1000 round "$step" u.renju
done
expect "moves 1-3" 0 "" -- at 1010 game u.renju 1 h8 i9 j7 press
expect "move 4" 0 "" -- at 1020 game u.renju 1 noswap a15 press
expect "clocks before" 0 "clocks: first 1:30:10 (running), second 1:30:20" -- \
    at 1030 record u.renju 1
expect "undo without a reason" 1 "a correction needs a reason (it would take back White's press" \
    -- at 1030 game u.renju 1 undo
expect "undo" 0 "takes back White's press at 1:30:20 (after move 4)" -- \
    at 1030 game u.renju 1 undo --reason "pressed by mistake"
expect "clocks after undo" 0 "clocks: first 1:30:20, second 1:29:30 (running)" -- \
    at 1040 record u.renju 1
expect "White's press" 0 "" -- at 1040 game u.renju 1 press
expect "clocks after the press" 0 "clocks: first 1:30:19 (running), second 1:30:00" -- \
    at 1041 record u.renju 1
expect "later presses" 0 "" -- at 1050 game u.renju 1 "propose i10" "propose k12" press
expect "correction in the record" 0 "arbiter: correction: took back White's press" -- \
    at 1060 record u.renju 1
expect "correction in the log" 0 "round 1 table 1: undo (pressed by mistake)" -- \
    "$binary" log u.renju

# A claim is advice until the arbiter rules; the round waits for the ruling.
expect "create 2" 0 "" -- at 0 event new c.renju --name C --rounds 2 --opening none --control 600
expect "player A" 0 "" -- at 0 player add c.renju --name "Anna Ivanova" --rating 2100
expect "player B" 0 "" -- at 0 player add c.renju --name "王伟" --rating 2000
for step in pair publish start; do
    expect "round $step" 0 "" -- at 0 round "$step" c.renju
done
expect "double-three" 0 "is a forbidden double-three" -- \
    at 10 game c.renju 1 h8 a1 g8 a3 i6 a5 i7 a7 i8
expect "claim" 0 "advice only: the arbiter's ruling is awaited (uphold advised)" -- \
    at 20 game c.renju 1 "claim white forbidden"
expect "no result yet" 0 "result: * (a claim awaits the arbiter's ruling)" -- \
    at 21 record c.renju 1
expect "pairings say so" 0 "claim: awaiting the arbiter's ruling" -- \
    "$binary" round pairings c.renju 1
expect "finish refused" 1 "cannot finish: a claim awaits the arbiter's ruling at table 1" -- \
    at 22 round finish c.renju
expect "ruling" 0 "ruling: the arbiter upholds the claim, as advised; result 0-1 forbidden-33" -- \
    at 23 game c.renju 1 "ruling uphold"
expect "result by colour" 0 "result: 0-1 (White (王伟) wins: forbidden-33)" -- \
    at 24 record c.renju 1
expect "list by player" 0 "[0] 0 - 王伟 (No. 2) [0] 1 (forbidden-33)" -- \
    "$binary" round pairings c.renju 1
expect "finish" 0 "round 1 finished" -- at 25 round finish c.renju
expect "late ruling needs a reason" 1 "it needs a reason" -- \
    at 30 game c.renju 1 "ruling reject" --round 1
expect "late ruling" 0 "ruling corrected: the arbiter now rejects the claim (appeal)" -- \
    at 31 game c.renju 1 "ruling reject" --round 1 --reason appeal
expect "no result after the appeal" 0 "result: * (the game goes on)" -- \
    at 32 record c.renju 1 --round 1
expect "result after the appeal" 0 "0.5-0.5 draw: replayed as a draw (entered by the arbiter)" -- \
    at 33 result c.renju 1 0.5-0.5 --round 1 --reason "replayed as a draw"
expect "standings follow" 0 "0.5" -- "$binary" standings c.renju

if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "corrections: all checks passed"
