#!/usr/bin/env bash
# The tests' throwaway PostgreSQL cluster (a ctest fixture): `start` makes a new cluster in DIR
# with scripts/event-server.sh on a Unix socket only (with its hall server on 127.0.0.1, the
# program from RENJU_ARBITER) and writes the chief arbiter's PostgreSQL URI to DIR/uri; `down`
# and `up` stop and start them again (the fault tests); `stop` stops them and removes DIR.
# Exits 77 (skipped) with a message only when PostgreSQL's server programs are not installed.
# Usage: cluster.sh start|down|up|stop DIR
set -uo pipefail
action=$1
dir=$2
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
server=$root/scripts/event-server.sh

has_postgres() {
    ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null ||
        { command -v pg_config >/dev/null && [[ -x $(pg_config --bindir)/initdb ]]; }
}

if ! has_postgres; then
    echo "skipped: PostgreSQL's server programs are not installed (Debian package postgresql;" \
         "scripts/install-deps.sh installs it)"
    exit 77
fi

# One port per cluster folder: several worktrees may run their tests at once.
hash=$(printf '%s' "$dir" | cksum | cut -d' ' -f1)
port=$((20000 + hash % 20000))
hall_port=$((40000 + hash % 20000))
case $action in
    start)
        [[ -d $dir ]] && "$server" "$dir" --stop >/dev/null 2>&1
        rm -rf "$dir"
        output=$("$server" "$dir" --port "$port" --hall-port "$hall_port" --local 2>&1) || {
            echo "$output"
            exit 1
        }
        echo "$output"
        cp "$dir/postgres-uri" "$dir/uri"
        ;;
    down)
        "$server" "$dir" --stop >/dev/null
        ;;
    up)
        "$server" "$dir" --port "$port" --hall-port "$hall_port" --local >/dev/null
        ;;
    stop)
        "$server" "$dir" --stop
        rm -rf "$dir"
        ;;
    *)
        echo "usage: cluster.sh start|down|up|stop DIR" >&2
        exit 2
        ;;
esac
