#!/usr/bin/env bash
# `renju-arbiter ren EVENT` in a real window under Xvfb: a new quick Ren event of one table opens
# at its Table view; a GUI script plays up to a nibai with rui stones, a refused click, a
# replacement taken back with its reason, a pass. Then the event is read through the command
# line: the same journal as any event (no file of its own), nothing refused in it, and every
# screenshot exists.
# Usage: ren_window.sh RENJU_ARBITER GUI_SCRIPT WORK_FOLDER
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_test.sh" "$@"

event=$work/ren.renju
run_window ren "$event" --board 10 --black "Anna Ivanova" --white "王伟" --as Tester

record=$("$binary" record "$event" 1 --game 1)
grep -q "^rules: ren (.*), 10x10" <<< "$record" || fail "not a 10x10 Ren game: $record"
grep -q "^Black: Anna Ivanova; White: 王伟" <<< "$record" || fail "the players: $record"
grep -q "^9. d3 Black  captures d2; nibai: niban d2; row of 4  +1  score 1-0" <<< "$record" ||
    fail "the nibai is not in the record: $record"
grep -q "^10. c2 White  replaces rui (1 of 3)  score 1-0" <<< "$record" ||
    fail "the replacement of c2 is not in the record: $record"
grep -q "^12. -- White" <<< "$record" || fail "White's pass is not in the record: $record"
[[ $(grep -c "^[0-9]*\. " <<< "$record") -eq 12 ]] || fail "a refused click was recorded: $record"
grep -q "correction: took back White's rui replacement e2 (move 10) (the stone was placed on c2)" \
    <<< "$record" || fail "the correction and its reason are not recorded: $record"
log=$("$binary" log "$event")
grep -q "Tester" <<< "$log" || fail "the audit log does not name the arbiter: $log"

for name in 01-before-nibai 02-nibai-rui 02b-outline-gone 03-replacement 04-later; do
    [[ $(head -c 4 "$work/shots/$name.png" 2>/dev/null | tail -c 3) == PNG ]] ||
        fail "no screenshot $name.png"
done
echo "the quick Ren event played in the window, journaled like any event"
