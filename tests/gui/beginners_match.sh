#!/usr/bin/env bash
# A beginners' handicap match set up and played from the GUI in a real window under Xvfb: the
# script starts from an empty event, types two names in the Event setup's single match, starts
# it, plays both games at the Table view (game 2 started from the match's row) and ends it; the
# event file is then checked through the command line and every screenshot must exist.
# Usage: beginners_match.sh RENJU_ARBITER GUI_SCRIPT LSAN_SUPPRESSIONS WORK_FOLDER
set -euo pipefail
binary=$1
script=$2
suppressions=$3
work=$4

fail() { echo "FAIL: $*" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work"
event=$work/match.renju # not there yet: the window opens an empty event

export SDL_AUDIODRIVER=dummy
export CUPS_SERVER=$work/no-cups.sock
export LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0:exitcode=0"
xvfb-run -a -s "-screen 0 1440x900x24" \
    "$binary" "$event" --script "$script" --screenshot-dir "$work/shots" --size 1280x800 \
    --as "GUI test" \
    2> "$work/stderr.txt" || { cat "$work/stderr.txt" >&2; fail "the script did not run to its end"; }
# As in scripted_window.sh: only leaks of unloaded libraries (Mesa's) are tolerated.
if grep -q "LeakSanitizer: detected memory leaks" "$work/stderr.txt"; then
    known=$(grep -E "^ +#[1-9][0-9]* " "$work/stderr.txt" | grep -vc "(<unknown module>)" || true)
    [[ $known -eq 0 ]] || { cat "$work/stderr.txt" >&2; fail "memory leaked"; }
fi

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
