#!/usr/bin/env bash
# The live page on an event on the test cluster: `renju-arbiter serve URI` follows what a
# station enters (LISTEN/NOTIFY) and shows it within a second.
# Usage: serve_live.sh RENJU_ARBITER (RENJU_TEST_PG_DIR and PGPASSFILE set by ctest)
set -uo pipefail
binary=$1
dir=${RENJU_TEST_PG_DIR:?}
if [[ ! -f $dir/uri ]]; then
    if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null; then
        echo "skipped: PostgreSQL's server programs are not installed (Debian package postgresql)"
        exit 77
    fi
    echo "no test cluster in $dir (cluster.sh start did not run)"
    exit 1
fi
work=$(mktemp -d)
server_pid=
cleanup() {
    [[ -n $server_pid ]] && kill "$server_pid" 2>/dev/null && wait "$server_pid"
    rm -rf "$work"
}
trap cleanup EXIT
event="$(cat "$dir/uri")?event=live-$$"
run() { "$binary" "$@" > /dev/null || { echo "FAIL: renju-arbiter $*"; exit 1; }; }
run --at 0 event new "$event" --name "Live on the server" --rounds 2 --opening none --control 600
run --at 1 player add "$event" --name "Erik Lind"
run --at 1 player add "$event" --name "王小明"
run --at 2 round pair "$event"
run --at 3 round publish "$event"
run --at 4 round start "$event"

"$binary" serve "$event" --listen 127.0.0.1:0 > "$work/serve.out" 2>&1 &
server_pid=$!
for _ in $(seq 50); do
    grep -q "serving" "$work/serve.out" && break
    sleep 0.1
done
port=$(sed -nE 's/.*127\.0\.0\.1:([0-9]+)\/.*/\1/p' "$work/serve.out")
[[ -n $port ]] || { echo "FAIL: serve did not start: $(cat "$work/serve.out")"; exit 1; }

last_move() {
    python3 -c 'import json,sys,urllib.request
print(json.load(urllib.request.urlopen(sys.argv[1]))["view"]["lastMove"])' \
        "http://127.0.0.1:$port/api/table/1/1"
}
[[ $(last_move) == None ]] || { echo "FAIL: a move before any was entered"; exit 1; }
run game "$event" 1 h8
started=$(date +%s%N)
while [[ $(last_move) != h8 ]]; do
    if (( ($(date +%s%N) - started) / 1000000 > 1000 )); then
        echo "FAIL: the live page did not show h8 within a second"
        exit 1
    fi
    sleep 0.02
done
echo "ok: the live page showed h8 $(( ($(date +%s%N) - started) / 1000000 )) ms after the command"
