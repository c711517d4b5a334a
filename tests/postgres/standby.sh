#!/usr/bin/env bash
# A hall that loses its server machine (issue 25), with scripts/event-server.sh on two real
# clusters on Unix sockets (the primary and, as the "second machine", a standby on other ports):
#  - the primary's hall server, killed outright, is started again by its keeper and a station's
#    next command goes through; one that dies at once is tried again after longer and longer
#    waits; running the script again on a running hall prints the same;
#  - a synchronous standby set up with --standby PRIMARY; two stations (batch) commit commands
#    through the hall; the primary machine dies in the middle (SIGKILL of the postmaster, the
#    hall server and its keeper); the standby is promoted with --promote, which starts the hall
#    server there: every command a station was told "ok" for is there, the referees sign in,
#    and the stations go on.
# Usage: standby.sh RENJU_ARBITER DIR (DIR: a short folder for both clusters, removed at the end)
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
server=$root/scripts/event-server.sh
base=${2:?usage: standby.sh RENJU_ARBITER DIR}
# shellcheck source=../cli/expect.sh
source "$root/tests/cli/expect.sh"
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null; then
    echo "skipped: PostgreSQL's server programs are not installed (Debian package postgresql)"
    exit 77
fi
export RENJU_ARBITER=$binary
primary=$base/primary
standby=$base/standby
# Ports of their own: several worktrees may run their tests at once.
hash=$(printf '%s' "$base" | cksum | cut -d' ' -f1)
pg_primary=$((20000 + hash % 20000))
pg_standby=$((20000 + (hash + 7) % 20000))
hall_primary=$((40000 + hash % 20000))
hall_standby=$((40000 + (hash + 7) % 20000))
stop_both() {
    [[ -n ${batch_pids:-} ]] && kill $batch_pids 2>/dev/null
    [[ -d $standby ]] && "$server" "$standby" --stop >/dev/null 2>&1
    [[ -d $primary ]] && "$server" "$primary" --stop >/dev/null 2>&1
    rm -rf "$base"
}
trap 'stop_both; rm -rf "$work"' EXIT
stop_both
mkdir -p "$primary" "$standby"

# The cluster's superuser, for what only it may read (the replication state, the hall's files).
super_sql() {
    local dir=$1 port=$2 user
    shift 2
    user=$(stat -c %U "$dir")
    if [[ $(id -u) -eq 0 && $user != root ]]; then
        (cd / && runuser -u "$user" -- psql -X -tA -h "$dir" -p "$port" -d renju -c "$1")
    else
        psql -X -tA -h "$dir" -p "$port" -d renju -c "$1"
    fi
}
chief_sql() { PGPASSFILE=$primary/pgpass psql -X -w -tA -h "$1" -p "$2" -U chief -d renju -c "$3"; }
# Waits (up to SECONDS) until COMMAND succeeds.
wait_for() {
    local seconds=$1
    shift
    for _ in $(seq $((seconds * 10))); do "$@" >/dev/null 2>&1 && return 0; sleep 0.1; done
    return 1
}
answers() { (echo >"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# 1. The primary with its hall server; the last line is the chief arbiter's hall address.
output=$("$server" "$primary" --port "$pg_primary" --hall-port "$hall_primary" --local 2>&1) ||
    { echo "event-server.sh failed: $output"; exit 1; }
hall=http://chief@127.0.0.1:$hall_primary
[[ $(tail -n 1 <<<"$output") == "$hall" ]] || fail "the last line is not $hall: $output"
grep -qx "postgresql://chief@%2F.*:$pg_primary/renju" "$primary/postgres-uri" ||
    fail "no PostgreSQL URI in $primary/postgres-uri: $(cat "$primary/postgres-uri")"
keeper=$(cat "$primary/hall-supervisor.pid")
again=$("$server" "$primary" 2>&1)
[[ $(tail -n 1 <<<"$again") == "$hall" ]] || fail "run again: not the same address: $again"
[[ $(cat "$primary/hall-supervisor.pid") == "$keeper" ]] || fail "run again: a second keeper"

cp "$primary/pgpass" pgpass
printf '*:*:renju:anna:anna-password-1\n' >>pgpass
chmod 600 pgpass
export PGPASSFILE=$work/pgpass
printf 'anna-password-1\n' >anna.pw
event="$hall?event=open"
anna="http://anna@127.0.0.1:$hall_primary?event=open"
expect "create" 0 "event created" -- "$binary" event new "$event" --name "Hall Open" --rounds 3 \
    --opening none
expect "anna" 0 "may now sign in as referee" -- "$binary" referee add "$event" anna \
    --role referee --password-file anna.pw
expect "player" 0 "registered" -- "$binary" player add "$event" --name "Early 1"

# 2. The hall server killed outright comes back by itself; a station's next command succeeds.
server_pid=$(cat "$primary/hall-server.pid")
kill -9 "$server_pid"
started=$SECONDS
came_back() { [[ $(cat "$primary/hall-server.pid") != "$server_pid" ]] && answers "$hall_primary"; }
wait_for 15 came_back || fail "the hall server did not come back: $(tail -n 3 "$primary/hall-supervisor.log")"
echo "the hall server answered again $((SECONDS - started)) s after it was killed"
expect "after the restart" 0 "registered" -- "$binary" player add "$event" --name "Early 2"
expect "anna after the restart" 0 "Early 2" -- "$binary" player list "$anna"

# A hall server that cannot start (its referees' file spoiled) is tried again less and less
# often, not in a busy loop; mended, it comes back by itself.
cp "$primary/referees.json" referees.good
printf 'spoiled\n' >"$primary/referees.json"
kill -9 "$(cat "$primary/hall-server.pid")"
waits() { grep -o 'starting it again in [0-9]* s' "$primary/hall-supervisor.log" | tail -n +2 |
    grep -o '[0-9]*'; }
three_failures() { [[ $(waits | wc -l) -ge 3 ]]; }
wait_for 30 three_failures || fail "the keeper did not try again: $(cat "$primary/hall-supervisor.log")"
read -r -d '' first second third < <(waits | head -n 3)
[[ $first -lt $second && $second -lt $third ]] ||
    fail "the keeper does not back off: waits of $first, $second, $third s"
echo "a hall server dying at once was tried again after $first, $second, $third s"
cat referees.good >"$primary/referees.json"
# Back means serving a station's command, not only its port open: a start's first moments (a
# slow start under ASan) are waited for, as a station's own reconnection would.
serves_anna() { "$binary" player list "$anna" 2>/dev/null | grep -q "Early 2"; }
wait_for 40 serves_anna || fail "the mended hall server did not come back: $("$binary" player list "$anna" 2>&1)"

# 3. The standby: the primary's password file copied to the second machine first.
expect "standby without the passwords" 2 "copy the primary's DIR/pgpass" -- \
    "$server" "$standby" --standby "$(cat "$primary/postgres-uri")" --port "$pg_standby" --local
cp "$primary/pgpass" "$standby/pgpass"
started=$SECONDS
expect "standby" 0 "standby of $primary:$pg_primary" -- "$server" "$standby" --standby \
    "$(cat "$primary/postgres-uri")" --port "$pg_standby" --hall-port "$hall_standby" --local
echo "the standby was set up in $((SECONDS - started)) s"
[[ $(super_sql "$primary" "$pg_primary" "SELECT sync_state FROM pg_stat_replication WHERE application_name = 'renju_standby'") == sync ]] ||
    fail "the standby is not synchronous"
[[ $(chief_sql "$standby" "$pg_standby" "SELECT pg_is_in_recovery()") == t ]] ||
    fail "the standby is not in recovery"
# The referees reach the standby through the database (the keeper copies their file every 2 s).
has_anna() { [[ $(super_sql "$standby" "$pg_standby" "SELECT count(*) FROM renju.hall_files WHERE content LIKE '%\"anna\"%'") == 1 ]]; }
wait_for 10 has_anna || fail "the referees' file did not reach the standby"

# 4. Two stations commit commands through the hall; the primary machine dies in the middle.
for station in chief eva; do
    for i in $(seq 400); do echo "player add --name $station-$i"; done >"$station.lines"
done
expect "eva" 0 "may now sign in as chief" -- "$binary" referee add "$event" eva --role chief \
    --password-file anna.pw
printf '*:*:renju:eva:anna-password-1\n' >>pgpass
"$binary" batch "$event" --as chief-station <chief.lines >chief.answers 2>chief.err &
batch_pids=$!
"$binary" batch "http://eva@127.0.0.1:$hall_primary?event=open" --as eva-station <eva.lines \
    >eva.answers 2>eva.err &
batch_pids="$batch_pids $!"
acknowledged() { [[ $(cat chief.answers eva.answers | grep -c '^ok ') -ge 60 ]]; }
wait_for 60 acknowledged || fail "the stations did not commit 60 commands"
# A referee added the moment before the primary dies (well within the keeper's 2 s between
# copies): the hall server kept the referees in the database in the commit that answered.
expect "fay" 0 "may now sign in" -- "$binary" referee add "$event" fay --role referee \
    --password-file anna.pw
printf '*:*:renju:fay:anna-password-1\n' >>pgpass
kill -9 "$(head -n 1 "$primary/data/postmaster.pid")" "$(cat "$primary/hall-supervisor.pid")" \
    "$(cat "$primary/hall-server.pid")"
# The stations hear no more answers: each says so for its command in flight and stops.
for pid in $batch_pids; do
    for _ in $(seq 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill "$pid" 2>/dev/null
done
batch_pids=
echo "acknowledged before the primary died: chief $(grep -c '^ok ' chief.answers)," \
     "eva $(grep -c '^ok ' eva.answers)"

# 5. The standby promoted; its hall server started; every acknowledged command is there.
started=$SECONDS
output=$("$server" "$standby" --promote 2>&1) || fail "promote: $output"
new_hall=http://chief@127.0.0.1:$hall_standby
[[ $(tail -n 1 <<<"$output") == "$new_hall" ]] || fail "promote: the last line is not $new_hall: $output"
echo "the standby was promoted and its hall server answered in $((SECONDS - started)) s"
new_event="$new_hall?event=open"
"$binary" player list "$new_event" >players.txt 2>&1 || fail "no player list: $(cat players.txt)"
lost=0
for station in chief eva; do
    # The n-th answer line is the n-th command's: an "ok" there is an acknowledged player.
    while read -r number; do
        grep -q " $station-$number  " players.txt || lost=$((lost + 1))
    done < <(grep -n '^ok ' "$station.answers" | cut -d: -f1)
done
[[ $lost -eq 0 ]] || fail "$lost acknowledged commands are not on the promoted standby"
ok_count=$(cat chief.answers eva.answers | grep -c '^ok ')
[[ $ok_count -ge 60 ]] || fail "only $ok_count commands were acknowledged"
echo "all $ok_count acknowledged commands are on the promoted standby"

# The stations go on at the new address; the referees the primary had sign in there.
sed -i "s/:$hall_primary:/:$hall_standby:/" pgpass
expect "chief goes on" 0 "registered" -- "$binary" player add "$new_event" --name "After 1"
expect "anna goes on" 0 "After 1" -- "$binary" player list \
    "http://anna@127.0.0.1:$hall_standby?event=open"
printf 'player add --name After-2\n' >after.lines
expect "batch goes on" 0 "ok " -- "$binary" batch \
    "http://eva@127.0.0.1:$hall_standby?event=open" --as eva-station <after.lines
expect "fay, added as the primary died, signs in" 0 "After 1" -- "$binary" player list \
    "http://fay@127.0.0.1:$hall_standby?event=open"
[[ $(chief_sql "$standby" "$pg_standby" "SELECT pg_is_in_recovery()") == f ]] ||
    fail "the promoted standby is still in recovery"

# --stop stops the keeper, the hall server and the cluster.
keeper=$(cat "$standby/hall-supervisor.pid")
expect "stop" 0 "stopped the cluster" -- "$server" "$standby" --stop
kill -0 "$keeper" 2>/dev/null && fail "the keeper still runs after --stop"
answers "$hall_standby" && fail "the hall server still answers after --stop"
[[ $failures -eq 0 ]] || exit 1
echo "standby: all checks passed"
