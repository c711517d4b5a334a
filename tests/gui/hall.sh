#!/usr/bin/env bash
# The Hall view in a real window under Xvfb at 1366x768: an event of 14 players (7 tables)
# started; the script plays two moves at table 1, shows the hall and opens table 2 by a click.
# Usage: hall.sh RENJU_ARBITER GUI_SCRIPT WORK_FOLDER
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_test.sh" "$@"

event=$work/event.renju
quiet event new "$event" --name "Hall test" --rounds 1 --opening rif --control 5400+30
for i in $(seq 1 14); do
    quiet player add "$event" --name "Player $i Tamm" --rating $((2200 - i * 10))
done
quiet round pair "$event"
quiet round publish "$event"
quiet round start "$event"

export SDL_AUDIODRIVER=dummy
export CUPS_SERVER=$work/no-cups.sock
window_leaks_setup
xvfb-run -a -s "-screen 0 1366x768x24" \
    "$binary" "$event" --as "Hall test" --script "$script" --screenshot-dir "$work/shots" \
    --size 1366x768 2> "$work/stderr.txt" ||
    { cat "$work/stderr.txt" >&2; fail "the script did not run to its end"; }
window_leaks_check "$work/stderr.txt" || exit 1

for name in 01-hall 02-table-2; do
    [[ $(head -c 4 "$work/shots/$name.png" 2>/dev/null | tail -c 3) == PNG ]] ||
        fail "no screenshot $name.png"
done
echo "PASS"
