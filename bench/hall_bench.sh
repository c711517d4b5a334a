#!/usr/bin/env bash
# 8 stations through one hall server (issue 25): starts `renju-arbiter hall-server` on a folder
# of event files, and with --postgres on a throwaway PostgreSQL cluster (tests/postgres/
# cluster.sh), and runs station_bench against it as fast as the stations can and at a hall's
# pace scaled down (a command every 200 ms on average per station, for 20 s); with --standby
# also on PostgreSQL with a synchronous standby (a second cluster on this machine, set up by
# scripts/event-server.sh --standby). Figures only.
# Usage: bench/hall_bench.sh RENJU_ARBITER STATION_BENCH [--postgres|--standby]
set -euo pipefail
binary=$(realpath "$1")
bench=$(realpath "$2")
with_postgres=${3:-}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d)
chmod 755 "$work" # the cluster runs as the postgres system user
hall_pid=
cleanup() {
    [[ -n $hall_pid ]] && kill "$hall_pid" 2>/dev/null
    [[ -d $work/sb ]] && "$root/scripts/event-server.sh" "$work/sb" --stop > /dev/null 2>&1
    [[ -d $work/pg ]] && "$root/tests/postgres/cluster.sh" stop "$work/pg" > /dev/null 2>&1
    rm -rf "$work"
}
trap cleanup EXIT
cd "$work"

# run_on STORE CHIEF_PASSWORD: the hall server on STORE, then the two paces against it.
run_on() {
    printf '%s\n' "$2" > chief.pw
    "$binary" hall-server "$1" --referees referees.json --chief-password-file chief.pw \
        --listen 127.0.0.1:0 > hall.log 2>&1 &
    hall_pid=$!
    for _ in $(seq 100); do grep -q "at http://" hall.log && break; sleep 0.1; done
    local port
    port=$(sed -n 's|.*at http://127.0.0.1:\([0-9]*\).*|\1|p' hall.log)
    { cat "${PGPASSFILE:-/dev/null}"; echo "127.0.0.1:$port:renju:chief:$2"; } > pgpass.new
    chmod 600 pgpass.new
    PGPASSFILE=$work/pgpass.new "$bench" "http://chief@127.0.0.1:$port" --pace fast \
        --commands 100 --work "$work/runs"
    PGPASSFILE=$work/pgpass.new "$bench" "http://chief@127.0.0.1:$port" --pace hall \
        --gap-ms 200 --seconds 20 --work "$work/runs"
    kill "$hall_pid"
    wait "$hall_pid" || true
    hall_pid=
}

mkdir events
echo "== the hall server on event files"
run_on "$work/events" "chief-password-1"
if [[ $with_postgres == --postgres || $with_postgres == --standby ]]; then
    echo "== the hall server on PostgreSQL"
    export RENJU_ARBITER=$binary
    "$root/tests/postgres/cluster.sh" start "$work/pg" > /dev/null
    export PGPASSFILE=$work/pg/pgpass
    run_on "$(cat "$work/pg/uri")" "$(head -n 1 "$work/pg/pgpass" | cut -d: -f5)"
fi
if [[ $with_postgres == --standby ]]; then
    echo "== the hall server on PostgreSQL with a synchronous standby"
    mkdir "$work/sb"
    cp "$work/pg/pgpass" "$work/sb/pgpass"
    hash=$(printf '%s' "$work/sb" | cksum | cut -d' ' -f1)
    "$root/scripts/event-server.sh" "$work/sb" --standby "$(cat "$work/pg/postgres-uri")" \
        --port $((20000 + hash % 20000)) --hall-port $((40000 + hash % 20000)) --local > /dev/null
    run_on "$(cat "$work/pg/uri")" "$(head -n 1 "$work/pg/pgpass" | cut -d: -f5)"
fi
