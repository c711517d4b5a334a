#!/usr/bin/env bash
# A 19x19 board under japan-1903 in a real window under Xvfb (issue 16): eight stones entered
# from the command line leave Black a double-three at j10; the GUI script shows the overlay and
# clicks j10, which must be refused with the set's reason and never journaled; every screenshot
# must exist.
# Usage: board_19x19.sh RENJU_ARBITER GUI_SCRIPT WORK_FOLDER
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_test.sh" "$@"

event=$work/event.renju
quiet event new "$event" --name "Japan 1903 on 19x19" --rounds 1 --rules japan-1903 --board 19 \
    --control 1800+0
quiet player add "$event" --name "Kenji Sato"
quiet player add "$event" --name "Yuki Mori"
for step in pair publish start; do quiet round "$step" "$event"; done
quiet game "$event" 1 h10 press a1 press i10 press a3 press j11 press a5 press j12 press a7 press

run_window "$event" --as "GUI test"

"$binary" log "$event" | grep -q "round 1 table 1: j10$" && fail "the refused j10 was journaled"
"$binary" log "$event" | grep -q "round 1 table 1: a7$" || fail "the CLI's stones are not journaled"
record=$("$binary" record "$event" 1)
grep -q "^rules: japan-1903 .*, 19x19$" <<< "$record" || fail "the record does not name the set"
grep -q "^8\. a7 White" <<< "$record" || fail "the record does not end with 8. a7"
grep -q "^9\. " <<< "$record" && fail "the record has a ninth move"
for shot in 01-board-19x19 02-forbidden-overlay 03-refused; do
    [[ -s $work/shots/$shot.png ]] || fail "no screenshot $shot.png"
done
echo "19x19 board under japan-1903: the overlay shown, j10 refused and not journaled"
