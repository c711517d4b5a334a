#!/usr/bin/env bash
# The hall server's keeper, started in the background by scripts/event-server.sh (never by hand):
# runs `renju-arbiter hall-server` on the hall's PostgreSQL cluster and starts it again when it
# dies, waiting 1 s, then 2, 4 ... up to 30 s while it keeps dying young (a crash loop does not
# spin), 1 s again once it ran a minute. Every 2 s (and at once when the server dies) it also
#  - copies the hall's referees file into the database (renju.hall_files), so a standby holds
#    the referees and their verifiers and a promoted standby's hall server signs them in;
#  - makes a standby that streams from this cluster (application_name renju_standby)
#    synchronous: from then on a commit is acknowledged only once the standby has it too.
# SIGTERM stops the hall server and then the keeper. Logs: DIR/hall-supervisor.log (this) and
# DIR/hall-server.log (the server's own output).
# Usage: hall-supervisor.sh DIR BINARY STORE_URI LISTEN PSQL PORT
set -uo pipefail
dir=$1
binary=$2
store=$3
listen=$4
psql=$5
port=$6

log() { echo "$(date -u '+%Y-%m-%d %H:%M:%S') $*"; }
admin() { "$psql" -X -q -h "$dir" -p "$port" -v ON_ERROR_STOP=1 -tA "$@" 2>/dev/null; }

echo $$ >"$dir/hall-supervisor.pid"
child=
stop() {
    log "stopping the hall server"
    if [[ -n $child ]]; then
        kill -TERM "$child" 2>/dev/null
        wait "$child" 2>/dev/null
    fi
    rm -f "$dir/hall-server.pid" "$dir/hall-supervisor.pid"
    exit 0
}
trap stop TERM INT

referees_sum=
keep_referees() {
    [[ -f $dir/referees.json ]] || return
    local sum
    sum=$(cksum <"$dir/referees.json")
    [[ $sum == "$referees_sum" ]] && return
    # The server reads the file itself (pg_read_file): its secret is on no command line.
    admin -d renju -c "INSERT INTO renju.hall_files (name, content)
        VALUES ('referees.json', pg_read_file('$dir/referees.json'))
        ON CONFLICT (name) DO UPDATE SET content = excluded.content, saved_at = clock_timestamp()" \
        >/dev/null && referees_sum=$sum
}

make_standby_synchronous() {
    local waiting
    waiting=$(admin -d postgres -c "SELECT NOT pg_is_in_recovery()
        AND current_setting('synchronous_standby_names') = ''
        AND EXISTS (SELECT 1 FROM pg_stat_replication
                    WHERE application_name = 'renju_standby' AND state = 'streaming')")
    [[ $waiting == t ]] || return
    admin -d postgres -c "ALTER SYSTEM SET synchronous_standby_names = 'renju_standby'" &&
        admin -d postgres -c "ALTER SYSTEM SET synchronous_commit = 'on'" &&
        admin -d postgres -c "SELECT pg_reload_conf()" >/dev/null &&
        log "the standby streams: commits now wait until it has them (synchronous)"
}

backoff=1
while true; do
    PGPASSFILE=$dir/pgpass "$binary" hall-server "$store" --referees "$dir/referees.json" \
        --chief-password-file <(grep -m1 '^\*:\*:renju:chief:' "$dir/pgpass" | cut -d: -f5) \
        --listen "$listen" >>"$dir/hall-server.log" 2>&1 </dev/null &
    child=$!
    echo "$child" >"$dir/hall-server.pid"
    started=$SECONDS
    log "hall server started (pid $child) on $listen"
    while kill -0 "$child" 2>/dev/null; do
        keep_referees
        make_standby_synchronous
        sleep 2 &
        sleeper=$!
        wait -n "$child" "$sleeper"
        kill "$sleeper" 2>/dev/null
    done
    wait "$child"
    status=$?
    child=
    keep_referees
    ran=$((SECONDS - started))
    if [[ $ran -ge 60 ]]; then backoff=1; fi
    log "the hall server stopped (status $status after $ran s); starting it again in $backoff s"
    sleep "$backoff" &
    wait $!
    if [[ $ran -lt 60 ]]; then backoff=$((backoff * 2 > 30 ? 30 : backoff * 2)); fi
done
