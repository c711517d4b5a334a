#!/usr/bin/env bash
# The desktop application as a station of a hall server (issue 25; what issue 19 gave a station
# on PostgreSQL, kept): stones entered at another station (the command line) appear in its
# window within a second (the hall's signed watch stream); when the hall server dies, its header
# says so at once and a change is refused, not shown as done; when the server is back on its
# port the station reconnects by itself and its changes are saved again, signed by its referee.
# Usage: hall_gui_station.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=../cli/expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"
# shellcheck source=../gui/window_test.sh
source "$(dirname "${BASH_SOURCE[0]}")/../gui/window_test.sh"
command -v xvfb-run > /dev/null || { echo "skipped: xvfb-run is not installed"; exit 77; }

mkdir events
printf 'chief-password-1\n' > chief.pw
printf 'anna-password-1\n' > anna.pw
server_pid=
# shellcheck source=hall_server_process.sh
source "$(dirname "${BASH_SOURCE[0]}")/hall_server_process.sh"
trap 'kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
start_server
printf '127.0.0.1:%s:renju:chief:chief-password-1\n127.0.0.1:%s:renju:anna:anna-password-1\n' \
    "$port" "$port" > pgpass
chmod 600 pgpass
export PGPASSFILE=$work/pgpass
chief="http://chief@127.0.0.1:$port?event=open"
anna="http://anna@127.0.0.1:$port?event=open"

quiet() { "$binary" "$@" > /dev/null 2>&1 || { echo "FAIL: $*"; exit 1; }; }
quiet event new "$chief" --name "Station test" --rounds 1 --opening rif --control 5400+30
quiet referee add "$chief" anna --role referee --password-file anna.pw
quiet player add "$chief" --name "Anna Ivanova"
quiet player add "$chief" --name "王伟"
for step in pair publish start; do quiet round "$step" "$chief"; done

cat > script.txt <<'SCRIPT'
view table
select 1 1
expect-moves 0
wait 2500
# Three stones entered at the other station meanwhile (the command line, below).
expect-moves 3
expect-server reached
wait 4000
# The hall server died meanwhile: said at once, and a change is not saved.
expect-server lost
button Keep colours
expect not saved, nothing changed
expect-moves 3
wait 7000
# The server is back on its port: the station reconnected by itself; the change is saved now.
expect-server reached
button Keep colours
expect-moves 3
screenshot station
SCRIPT
(
    sleep 1
    "$binary" game "$chief" 1 h8 i9 j10 > other.txt 2>&1
    sleep 3.5
    kill -9 "$server_pid"
    sleep 4
    start_server
    echo "$server_pid" > restarted.pid
) &
helper=$!
export SDL_AUDIODRIVER=dummy
window_leaks_setup
xvfb-run -a -s "-screen 0 1440x900x24" \
    "$binary" "$anna" --script script.txt --screenshot-dir shots --size 1280x800 \
    --as "Station B" 2> stderr.txt ||
    fail "the script did not run to its end: $(cat stderr.txt other.txt)"
wait "$helper"
server_pid=$(cat restarted.pid 2> /dev/null || echo "$server_pid")
window_leaks_check stderr.txt || fail "the window leaked"
"$binary" log "$chief" > log.txt 2>&1
grep -q "anna.*noswap\|noswap.*anna" log.txt ||
    fail "the change made after the server came back is not in the journal as anna's: $(tail -5 log.txt)"
# The change refused while the server was dead was not stored: one "noswap" only.
[[ $(grep -c "noswap" log.txt) -eq 1 ]] || fail "not exactly one noswap in the journal: $(grep noswap log.txt)"
[[ -s shots/station.png ]] || fail "no screenshot"
[[ $failures -eq 0 ]] || exit 1
echo "hall gui station: the other station's stones shown, the server's loss said and recovered"
