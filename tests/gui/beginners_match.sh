#!/usr/bin/env bash
# A beginners' handicap match set up and played from the GUI in a real window under Xvfb: the
# script starts from an empty event, types two names in the Event setup's single match, starts
# it, plays both games at the Table view (game 2 started from the match's row) and ends it; the
# event file is then checked through the command line and every screenshot must exist.
# Usage: beginners_match.sh RENJU_ARBITER GUI_SCRIPT WORK_FOLDER
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_test.sh" "$@"

event=$work/match.renju # not there yet: the window opens an empty event

run_window "$event" --as "GUI test"

settings=$("$binary" event show "$event")
grep -q "rules: *freestyle" <<< "$settings" || fail "the match is not freestyle"
grep -q "handicap-1 in game 1, handicap-2 in game 2" <<< "$settings" ||
    fail "the clocks' presets are not handicap-1 then handicap-2"
match=$("$binary" match show "$event" 1)
grep -q "game 1: Mari Tamm Black, Erik Lind White; 1-0 Black (Mari Tamm) wins: resignation" \
    <<< "$match" || fail "game 1 is not the beginner's win as Black: $match"
grep -q "game 2: Mari Tamm Black, Erik Lind White; 0-1 White (Erik Lind) wins: resignation" \
    <<< "$match" || fail "game 2 is not the expert's win, the beginner Black again: $match"
grep -q "Mari Tamm wins the match (the experienced player did not win game 1)" <<< "$match" ||
    fail "the match's result is not the beginner's"
log=$("$binary" log "$event")
[[ $(grep -c "round 1 table 1 game 2: press$" <<< "$log") -eq 2 ]] ||
    fail "game 2's presses are not journaled as game 2's"
for shot in 01-match-setup 02-game-1 03-game-2 04-game-1-again 05-match-result; do
    [[ -s $work/shots/$shot.png ]] || fail "no screenshot $shot.png"
done
echo "beginners' match in the GUI: all checks passed"
