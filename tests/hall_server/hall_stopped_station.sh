#!/usr/bin/env bash
# A station frozen in the middle of its work holds up no other (issue 25): a real hall server
# process, station A (`batch`) stopped with SIGSTOP while a request of its is in flight (the
# server's answer waiting unread in its socket), stations B and C committing meanwhile, each
# command answered within 2 s and saved; then SIGCONT, and A finishes every command, saved once.
# Usage: hall_stopped_station.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=../cli/expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

mkdir events
printf 'chief-password-1\n' > chief.pw
server_pid=
# shellcheck source=hall_server_process.sh
source "$(dirname "${BASH_SOURCE[0]}")/hall_server_process.sh"
a_pid=
trap 'kill -CONT "$a_pid" 2>/dev/null; kill "$a_pid" "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
start_server
echo "127.0.0.1:$port:renju:chief:chief-password-1" > pgpass
chmod 600 pgpass
export PGPASSFILE=$work/pgpass
open="http://chief@127.0.0.1:$port?event=open"
expect "create" 0 "event created" -- "$binary" event new "$open" --name "Hall Open" --rounds 3

# Station A: a long stream of commands, fed a few at a time so that it is still at work when
# it is stopped (a command takes a few ms: sixty at once were done before the first stop).
a_commands=400
mkfifo a.in
"$binary" batch "$open" --as station-a < a.in > a.out 2> a.err &
a_pid=$!
exec 7> a.in
(for i in $(seq "$a_commands"); do
    echo "player add --name \"Station A $i\""
    ((i % 4 == 0)) && sleep 0.02
done >&7) &
feeder_pid=$!

# Stops A until it is caught with a request in flight: its connection to the server holds an
# answer it has not read (a stop between two requests is let go again and tried later).
in_flight() {
    ss -tnpH state established "dport = :$port" 2>/dev/null |
        awk -v pid="pid=$a_pid," '$0 ~ pid && $1 > 0 { found = 1 } END { exit !found }'
}
for _ in $(seq 300); do # A is at work: some of its commands answered
    [[ $(wc -l < a.out) -ge 5 ]] && break
    sleep 0.05
done
caught=no
for _ in $(seq 40); do
    sleep "0.0$((RANDOM % 9 + 1))"
    kill -STOP "$a_pid"
    sleep 0.3
    if in_flight; then
        caught=yes
        break
    fi
    kill -CONT "$a_pid"
done
stopped_at=$(date +%s%N)
[[ $caught == yes ]] || fail "station A was never caught with a request in flight"
a_before=$(wc -l < a.out)
[[ $a_before -lt $a_commands ]] || fail "station A finished before it was stopped"

# Stations B and C, at once, while A is stopped: each command timed from its line to its answer.
station() { # NAME COUNT: a batch fed one line at a time; prints each command's milliseconds
    local name=$1 count=$2
    mkfifo "$name.in"
    "$binary" batch "$open" --as "station-$name" < "$name.in" > "$name.out" 2> "$name.err" &
    local pid=$!
    exec {feed}> "$name.in"
    for i in $(seq "$count"); do
        local start
        start=$(date +%s%N)
        echo "player add --name \"Station $name $i\"" >&"$feed"
        for _ in $(seq 1000); do
            [[ $(wc -l < "$name.out") -ge $i ]] && break
            sleep 0.01
        done
        echo $((($(date +%s%N) - start) / 1000000))
    done
    exec {feed}>&-
    wait "$pid"
}
station B 15 > b.times &
b_pid=$!
station C 15 > c.times &
c_pid=$!
wait "$b_pid" "$c_pid"
for name in B C; do
    out=${name}.out
    times=$(tr '\n' ' ' < "${name,,}.times")
    [[ $(grep -c '^ok ' "$out") -eq 15 ]] || fail "station $name: not 15 saved: $(cat "$out")"
    slowest=$(sort -n "${name,,}.times" | tail -1)
    [[ ${slowest:-99999} -le 2000 ]] || fail "station $name waited ${slowest} ms (ms: $times)"
    echo "station $name while A was stopped, ms per command: $times"
done
[[ $(wc -l < a.out) -eq $a_before ]] || fail "station A answered while it was stopped"

# Held well past the server's keep-alive (2 s) and its read deadline (5 s), then let go.
while [[ $((($(date +%s%N) - stopped_at) / 1000000)) -lt 6000 ]]; do sleep 0.2; done
kill -CONT "$a_pid"
wait "$feeder_pid"
exec 7>&-
wait "$a_pid"
a_status=$?
a_pid=
[[ $a_status -eq 0 ]] || fail "station A ended with $a_status: $(cat a.err)"
[[ $(wc -l < a.out) -eq $a_commands ]] || fail "station A: not one answer per command"
[[ $(grep -c '^ok ' a.out) -eq $a_commands ]] ||
    fail "station A: not every command saved: $(grep -v '^ok ' a.out | head -3)"

# The journal: every command once.
"$binary" player list "$open" > players.txt
for name in A B C; do
    wanted=15
    [[ $name == A ]] && wanted=$a_commands
    got=$(grep -c "Station $name " players.txt)
    [[ $got -eq $wanted ]] || fail "station $name: $got players in the event, wanted $wanted"
done
[[ $failures -eq 0 ]] || exit 1
echo "hall server: a stopped station held up no other (A stopped after $a_before commands)"
