#!/usr/bin/env bash
# Scoresheets typed in after the round through the command line (issue 18): a table not entered
# live takes the typed game (checked as played, a refused move named by its number, taken back
# with undo); a table entered live is compared with its scoresheet, every difference with its
# move number (13.1). Usage: scoresheet.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

expect "create" 0 "" -- at 0 event new s.renju --name S --rounds 1 --opening rif --control 600
for name in "Anna Ivanova" "王伟" "Jan Novák" "Liis Saar"; do
    expect "player $name" 0 "" -- at 0 player add s.renju --name "$name"
done
for step in pair publish start; do
    expect "round $step" 0 "" -- at 0 round "$step" s.renju
done
expect "live moves" 0 "" -- at 10 game s.renju 1 h8 i9 j10 press
expect "compare: agrees" 0 "the scoresheet agrees with the record (3 moves)" -- \
    at 20 scoresheet s.renju 1 "1." h8 "2." i9 "3." j10
expect "compare: differs" 1 "move 3: the scoresheet has j11, the record j10" -- \
    at 21 scoresheet s.renju 1 h8 i9 j11 k12
expect "compare: counted" 1 "2 differences between the scoresheet and the record (13.1)" -- \
    at 22 scoresheet s.renju 1 h8 i9 j11 k12
expect "typed: refused move" 1 "the scoresheet's move 3 (h8): h8 is occupied (5)" -- \
    at 30 scoresheet s.renju 2 h8 h9 h8
expect "typed: bad word" 1 "move 2: 'zz' is not a point of the 15x15 board" -- \
    at 31 scoresheet s.renju 2 h8 zz
expect "typed" 0 "9 moves from the scoresheet; move 9 (i8) is a forbidden double-three" -- \
    at 32 scoresheet s.renju 2 h8 a1 g8 a3 i6 a5 i7 a7 i8 --black second --result 0-1 \
    --reason "not entered live"
expect "typed: result by colour" 0 "result: 0-1 (White (王伟) wins: from the scoresheet" -- \
    at 33 record s.renju 2
expect "typed: in the log" 0 "game typed from the scoresheet (the second player Black, result 0-1)" -- \
    "$binary" log s.renju
expect "typed: undone" 0 "takes back the game typed from the scoresheet (9 moves)" -- \
    at 34 game s.renju 2 undo --reason "wrong table"

if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "scoresheet: all checks passed"
