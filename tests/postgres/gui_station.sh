#!/usr/bin/env bash
# The desktop application as a station of an event on the test cluster (issue 19): stones
# entered at another station (the command line) appear in its window within a second (LISTEN/
# NOTIFY); when the server stops, its header says so at once and a change is refused, not shown
# as done; when the server is back it reconnects by itself and its changes are saved again.
# Usage: gui_station.sh RENJU_ARBITER (RENJU_TEST_PG_DIR and PGPASSFILE set by ctest)
set -uo pipefail
binary=$1
dir=${RENJU_TEST_PG_DIR:?}
[[ -f $dir/uri ]] || { echo "skipped: no test cluster"; exit 77; }
command -v xvfb-run > /dev/null || { echo "skipped: xvfb-run is not installed"; exit 77; }
cluster=$(dirname "${BASH_SOURCE[0]}")/cluster.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
event="$(cat "$dir/uri")?event=gui-station-$$"
fail() { echo "FAIL: $*" >&2; exit 1; }

quiet() { "$binary" "$@" > /dev/null || fail "$*"; }
quiet event new "$event" --name "Station test" --rounds 1 --opening rif --control 5400+30
quiet player add "$event" --name "Anna Ivanova"
quiet player add "$event" --name "王伟"
for step in pair publish start; do quiet round "$step" "$event"; done

cat > "$work/script.txt" <<'SCRIPT'
view table
select 1 1
expect-moves 0
wait 2500
# Three stones entered at the other station meanwhile (the command line, below).
expect-moves 3
expect-server reached
wait 4000
# The server was stopped meanwhile: said at once, and a change is not saved.
expect-server lost
button Keep colours
expect not saved, nothing changed
expect-moves 3
wait 6000
# The server is back: the station reconnected by itself; the change is saved now.
expect-server reached
button Keep colours
expect-moves 3
screenshot station
SCRIPT
(
    sleep 1
    "$binary" game "$event" 1 h8 i9 j10 > "$work/other.txt" 2>&1
    sleep 3.5
    "$cluster" down "$dir"
    sleep 4
    "$cluster" up "$dir"
) &
helper=$!
export SDL_AUDIODRIVER=dummy
xvfb-run -a -s "-screen 0 1440x900x24" \
    "$binary" "$event" --script "$work/script.txt" --screenshot-dir "$work/shots" \
    --size 1280x800 --as "Station B" 2> "$work/stderr.txt" ||
    { wait "$helper"; cat "$work/stderr.txt" "$work/other.txt" >&2; fail "the script did not run to its end"; }
wait "$helper"
"$binary" log "$event" | grep -q "gui:Station B.*noswap" ||
    fail "the change made after the server came back is not in the journal"
[[ -s $work/shots/station.png ]] || fail "no screenshot"
echo "gui station: the other station's stones shown, the server's loss said and recovered"
