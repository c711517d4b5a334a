#!/usr/bin/env bash
# The hall server as a hall uses it (issue 25): a real `renju-arbiter hall-server` process on a
# folder of event files, the chief arbiter, referees and a viewer at their stations (the CLI
# and `batch`), each signing in with a password file. What today's design let through is
# refused here, by the server, before anything is stored: another referee's ruling taken back
# by an undo however spelled, a station's own time, a command that would not replay, rights at
# another event; the server lost and found again; a wrong password.
# Usage: hall_cli.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=../cli/expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

mkdir events
printf 'chief-password-1\n' > chief.pw
printf 'anna-password-1\n' > anna.pw
printf 'boris-password-1\n' > boris.pw
printf 'screen-password-1\n' > screen.pw
server_pid=
start_server() {
    "$binary" hall-server events --referees referees.json --chief-password-file chief.pw \
        --listen "127.0.0.1:${port:-0}" > server.log 2>&1 &
    server_pid=$!
    for _ in $(seq 50); do
        grep -q "at http://" server.log 2>/dev/null && break
        sleep 0.1
    done
    port=$(sed -n 's|.*at http://127.0.0.1:\([0-9]*\).*|\1|p' server.log)
    [[ -n $port ]] || { echo "the hall server did not start: $(cat server.log)"; exit 1; }
}
trap 'kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
start_server
{
    for who in chief anna boris screen; do
        echo "127.0.0.1:$port:renju:$who:$who-password-1"
    done
} > pgpass
chmod 600 pgpass
export PGPASSFILE=$work/pgpass
at_hall() { echo "http://$1@127.0.0.1:$port?event=$2"; }
open=$(at_hall chief open)

expect "create" 0 "event created" -- "$binary" event new "$open" --name "Hall Open" --rounds 3 \
    --opening none --control 600
expect "create twice" 1 "already exists" -- "$binary" event new "$open" --name X
expect "juniors" 0 "event created" -- "$binary" event new "$(at_hall chief juniors)" --name J \
    --rounds 3 --opening none
for i in 1 2 3 4; do
    expect "player $i" 0 "registered" -- "$binary" player add "$open" --name "Player $i" \
        --rating $((2000 - i))
    "$binary" player add "$(at_hall chief juniors)" --name "Junior $i" > /dev/null
done
expect "anna" 0 "may now sign in as referee" -- "$binary" referee add "$open" anna \
    --role referee --password-file anna.pw
expect "boris" 0 "may now sign in" -- "$binary" referee add "$open" boris --role referee \
    --password-file boris.pw
expect "screen" 0 "may now sign in" -- "$binary" referee add "$(at_hall chief juniors)" screen \
    --role viewer --password-file screen.pw
expect "a referee adds none" 1 "only a chief arbiter adds referees" -- "$binary" referee add \
    "$(at_hall anna open)" eve --role chief --password-file anna.pw
# An event's chief adds referees to their event, but changes no one the hall knows already.
printf 'eva-password-1\n' > eva.pw
printf 'carl-password-1\n' > carl.pw
expect "eva" 0 "may now sign in as chief" -- "$binary" referee add "$open" eva --role chief \
    --password-file eva.pw
echo "127.0.0.1:$port:renju:eva:eva-password-1" >> pgpass
expect "eva adds carl" 0 "may now sign in as referee" -- "$binary" referee add \
    "$(at_hall eva open)" carl --role referee --password-file carl.pw
expect "eva takes the hall's chief" 1 "only the hall's chief arbiter changes them" -- \
    "$binary" referee add "$(at_hall eva open)" chief --role viewer --password-file eva.pw
expect "eva elsewhere" 1 "only a chief arbiter adds referees" -- "$binary" referee add \
    "$(at_hall eva juniors)" dora --role referee --password-file carl.pw
expect "the hall's chief still signs in" 0 "Player 1" -- "$binary" player list "$open"
for step in pair publish start; do
    expect "round $step" 0 "round 1" -- "$binary" round "$step" "$open"
done

# 1. A ruling is changed only by its referee (or the chief), however the undo is spelled.
expect "boris plays" 0 "" -- "$binary" game "$(at_hall boris open)" 1 h8
expect "anna overrides" 0 "" -- "$binary" game "$(at_hall anna open)" 1 \
    "override 0-1 forfeit left early"
for undo in "undo" " undo" "	undo"; do
    expect "boris's '$undo'" 1 "the ruling there is anna's" -- "$binary" game \
        "$(at_hall boris open)" 1 "$undo" --reason "wrong table"
done
expect "boris's result" 1 "the ruling there is anna's" -- "$binary" result \
    "$(at_hall boris open)" 1 0.5-0.5 --reason "seen"
expect "anna's undo" 0 "" -- "$binary" game "$(at_hall anna open)" 1 undo --reason mine

# 2. The hall's clock: a station's time is refused; entries carry the server's wall clock.
expect "station time" 1 "keeps the event's time" -- "$binary" --at 1000000 game \
    "$(at_hall anna open)" 2 h8
year=$(date +%Y)
expect "wall clock" 0 "$year-" -- "$binary" log "$open"
if "$binary" log "$open" | grep -q "^[0-9]*  1970-"; then fail "an entry is dated 1970"; fi

# 3. and 6. A line the program cannot apply is refused, one answer line per command, and the
# event stays readable for everyone.
printf 'game 2 h8\ngame 2 zz99\ngame 9 h8\npair forbid 1 2\ngame 2 press\n' > lines.txt
"$binary" batch "$(at_hall anna open)" --as anna < lines.txt > answers.txt 2> batch.err
[[ $(wc -l < answers.txt) -eq 5 ]] || fail "batch: not one line per command: $(cat answers.txt)"
[[ $(grep -c '^ok ' answers.txt) -eq 2 ]] || fail "batch: two commands are fine: $(cat answers.txt)"
grep -q "anna may not pair.forbid" answers.txt || fail "batch: no rights refusal: $(cat answers.txt)"
expect "still readable" 0 "Player 1" -- "$binary" round pairings "$(at_hall boris open)"

# 9. Rights are per event: a referee of one event neither writes nor reads another; a viewer
# reads its event and writes nothing.
expect "anna elsewhere" 1 "not a referee of the event juniors" -- "$binary" round pairings \
    "$(at_hall anna juniors)"
expect "viewer reads" 0 "Junior 1" -- "$binary" player list "$(at_hall screen juniors)"
expect "viewer writes" 1 "" -- "$binary" player add "$(at_hall screen juniors)" --name X
expect "viewer elsewhere" 1 "not a referee of the event open" -- "$binary" player list \
    "$(at_hall screen open)"

# Signing in: a wrong password and an unknown name get the same answer; the password file is
# private.
cp pgpass wrong
sed -i 's/anna-password-1/not-her-password/' wrong
expect "wrong password" 1 "" -- env PGPASSFILE="$work/wrong" "$binary" player list \
    "$(at_hall anna open)"
chmod 644 wrong
expect "open password file" 1 "wrong" -- env PGPASSFILE="$work/wrong" "$binary" player list \
    "$(at_hall anna open)"

# The server lost and found again. A station already open (batch) is told at once, in one
# line, that a command which never reached the server was not saved (true then); a new station
# cannot open the event; once the server is back, commands go through.
mkfifo to-batch
"$binary" batch "$(at_hall anna open)" --as anna < to-batch > lost-answers.txt 2>&1 &
batch_pid=$!
exec 7> to-batch
echo "game 9 h8" >&7 # refused (no table 9): the batch has opened the event
for _ in $(seq 100); do [[ -s lost-answers.txt ]] && break; sleep 0.1; done
kill -9 "$server_pid"
wait "$server_pid" 2>/dev/null
echo "game 2 h9" >&7
exec 7>&-
wait "$batch_pid"
[[ $(wc -l < lost-answers.txt) -eq 2 ]] || fail "batch: not one line each: $(cat lost-answers.txt)"
grep -q "^refused: not saved, nothing changed: cannot reach the hall server" lost-answers.txt ||
    fail "batch: a lost server is not said so: $(cat lost-answers.txt)"
expect "server lost" 1 "cannot reach the hall server" -- "$binary" game "$(at_hall anna open)" \
    2 h9
start_server
expect "server back" 0 "" -- "$binary" game "$(at_hall anna open)" 2 h9
expect "log after restart" 0 "round 1 table 2: h9" -- "$binary" log "$open"
[[ $failures -eq 0 ]] || exit 1
echo "hall server: all checks passed"
