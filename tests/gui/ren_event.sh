#!/usr/bin/env bash
# A table of a Ren event in the referee's window under Xvfb: the event is prepared through the
# command line (ren on 10x10, two players, round 1 started), the GUI script plays game 1 at the
# Table view up to a nibai with rui stones, a refused click and a rui replacement, and shows the
# players' clock; the event file is then checked through the command line and every screenshot
# must exist.
# Usage: ren_event.sh RENJU_ARBITER GUI_SCRIPT WORK_FOLDER
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_test.sh" "$@"

event=$work/ren.renju
"$binary" event new "$event" --name "Ren Cup" --rules ren --board 10 --rounds 1 \
    --control 900 > /dev/null
"$binary" player add "$event" --name "Anna Ivanova" --rating 2000 > /dev/null
"$binary" player add "$event" --name "王伟" --rating 1900 > /dev/null
for step in pair publish start; do
    "$binary" round "$step" "$event" > /dev/null
done

run_window "$event" --as "GUI test"

record=$("$binary" record "$event" 1 --game 1)
grep -q "^9. d3 Black  captures d2; nibai: niban d2; row of 4  +1  score 1-0" <<< "$record" ||
    fail "the nibai's move is not in the record: $record"
grep -q "^10. e2 White  replaces rui (1 of 3)  score 1-0" <<< "$record" ||
    fail "the replacement is not in the record: $record"
[[ $(grep -c "^[0-9]*\. " <<< "$record") -eq 10 ]] || fail "the refused click was recorded"
match=$("$binary" match show "$event" 1)
grep -q "in play, 10 moves" <<< "$match" || fail "game 1 is not in play with 10 moves: $match"
grep -q "points: Black 1, White 0" <<< "$match" || fail "the score is not 1-0: $match"

for name in 01-nibai-rui 02-replacement 03-players-clock; do
    [[ $(head -c 4 "$work/shots/$name.png" 2>/dev/null | tail -c 3) == PNG ]] ||
        fail "no screenshot $name.png"
done
echo "a Ren event's table played in the window and checked"
