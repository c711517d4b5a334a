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
# shellcheck source=hall_server_process.sh
source "$(dirname "${BASH_SOURCE[0]}")/hall_server_process.sh"
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

# `event push FILE ADDRESS`: a chief arbiter of the hall moves an event file to the hall, whole
# or not at all, as a new event; the file is opened read-only under its lock and never written,
# whatever happens. Every refusal leaves no event (a station opening it is told "no event").
"$binary" event new local.renju --name "Local Open" --rounds 3 --opening none > /dev/null
for i in 1 2 3 4; do "$binary" player add local.renju --name "Local $i" > /dev/null; done
for step in pair publish start; do "$binary" round "$step" local.renju > /dev/null; done
for move in h8 h9; do "$binary" game local.renju 1 "$move" > /dev/null; done
local_sum=$(sha256sum < local.renju)
unchanged() { [[ $(sha256sum < "$1") == "$2" ]] || fail "$3: $1 was written"; }
no_event() {
    expect "$1: no event $2" 1 "no event $2 on this hall server" -- "$binary" player list \
        "$(at_hall chief "$2")"
}
expect "anna pushes" 1 "only a chief arbiter of the hall creates or pushes events" -- \
    "$binary" event push local.renju "$(at_hall anna pushed)"
expect "eva pushes" 1 "only a chief arbiter of the hall creates or pushes events" -- \
    "$binary" event push local.renju "$(at_hall eva pushed)"
no_event "non-chief" pushed
expect "push onto an event" 1 "the event open already exists" -- "$binary" event push \
    local.renju "$open"
expect "open is untouched" 0 "round 1 table 2: h9" -- "$binary" log "$open"
unchanged local.renju "$local_sum" "refused pushes"
# A journal crafted with an entry the application refuses: the server names it, stores nothing.
cp local.renju poison.renju
# (python3's sqlite3: the sqlite3 program is not among the project's packages)
sql() { python3 -c 'import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
rows = db.execute(sys.argv[2]).fetchall()
db.commit()
print(*(row[0] for row in rows))' "$@"; }
poisoned=$(sql poison.renju "SELECT max(sequence) FROM journal WHERE kind = 'command'")
sql poison.renju "UPDATE journal SET payload = '{\"type\":\"game\",\"round\":1,\"table\":9,\
\"event\":\"h8\"}' WHERE sequence = $poisoned" > /dev/null
poison_sum=$(sha256sum < poison.renju)
expect "poisoned push" 1 "not pushed, nothing stored: the pushed journal: journal entry \
$poisoned (game) cannot be replayed" -- "$binary" event push poison.renju "$(at_hall chief poisoned)"
no_event "poisoned" poisoned
unchanged poison.renju "$poison_sum" "poisoned push"
# A file another station writes is not pushed (its lock is held).
mkfifo to-local
"$binary" batch local.renju < to-local > local-batch.txt 2>&1 &
local_batch=$!
exec 8> to-local
echo "game 2 h8" >&8 # answered once the batch holds the file
for _ in $(seq 100); do [[ -s local-batch.txt ]] && break; sleep 0.1; done
expect "push while written" 1 "open for writing elsewhere" -- "$binary" event push local.renju \
    "$(at_hall chief pushed)"
exec 8>&-
wait "$local_batch"
local_sum=$(sha256sum < local.renju) # the batch recorded its session in the file
no_event "locked" pushed
expect "push" 0 "journal entries from local.renju to http://chief@127.0.0.1:$port?event=pushed; \
the hall server replays to the same state" -- "$binary" event push local.renju \
    "$(at_hall chief pushed)"
unchanged local.renju "$local_sum" "push"
expect "push twice" 1 "the event pushed already exists" -- "$binary" event push local.renju \
    "$(at_hall chief pushed)"
# A file of an older schema (2) is pushed as it is: not migrated, not written.
cp local.renju old.renju
sql old.renju "ALTER TABLE journal DROP COLUMN request_id" > /dev/null
sql old.renju "ALTER TABLE journal DROP COLUMN issuer" > /dev/null
sql old.renju "PRAGMA user_version = 2" > /dev/null
old_sum=$(sha256sum < old.renju)
expect "push an older file" 0 "the hall server replays to the same state" -- "$binary" event \
    push old.renju "$(at_hall chief old)"
unchanged old.renju "$old_sum" "push of an older file"
expect "the pushed event plays on" 0 "" -- "$binary" game "$(at_hall chief pushed)" 1 i9
expect "its log" 0 "round 1 table 1: i9" -- "$binary" log "$(at_hall chief pushed)"

# `event pull ADDRESS FILE`: a new file, replayed and checked; never over an existing one.
expect "pull" 0 "the file replays to the same state" -- "$binary" event pull \
    "$(at_hall anna open)" pulled.renju
expect "pulled log" 0 "round 1 table 2: h9" -- "$binary" log pulled.renju
pulled_sum=$(sha256sum < pulled.renju)
expect "pull over a file" 1 "pulled.renju already exists" -- "$binary" event pull \
    "$(at_hall anna open)" pulled.renju
unchanged pulled.renju "$pulled_sum" "pull over a file"
expect "pull elsewhere" 1 "not a referee of the event juniors" -- "$binary" event pull \
    "$(at_hall anna juniors)" juniors.renju
[[ ! -e juniors.renju ]] || fail "a refused pull left juniors.renju"

# Bodies are bounded before they are read: a command 1 MiB, a pushed journal 16 MiB (413).
status_for() {
    python3 -c 'import http.client, sys
connection = http.client.HTTPConnection("127.0.0.1", int(sys.argv[1]), timeout=20)
try:
    connection.request("POST", sys.argv[2], body=b"x" * int(sys.argv[3]))
    print(connection.getresponse().status)
except (BrokenPipeError, ConnectionResetError):
    print("reset")' "$port" "$@"
}
[[ $(status_for /hall/referees $((1024 * 1024 + 1))) == 413 ]] || fail "a 1 MiB referee is read"
[[ $(status_for /hall/events/x/push $((16 * 1024 * 1024 + 1))) == 413 ]] ||
    fail "a push over 16 MiB is read"
[[ $(status_for /hall/events/x/push 1000) == 401 ]] || fail "an unsigned push is not refused"

# The hall server dies while a push is under way: the push says it is not known whether the
# event arrived (it arrives whole or not at all), the file is unchanged, and the restarted hall
# has no half event. A journal of 20,000 entries takes the server seconds to check.
cp local.renju big.renju
sql big.renju "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000) \
INSERT INTO journal (kind, event_ms, monotonic_ms, wall_ms, boot_id, actor, payload, program) \
SELECT 'command', event_ms, monotonic_ms, wall_ms, boot_id, actor, \
replace(payload, '\"Local 1\"', '\"Big ' || i || '\"'), program FROM journal, n \
WHERE payload LIKE '%\"Local 1\"%' AND payload LIKE '%player.add%'" > /dev/null
big_sum=$(sha256sum < big.renju)
"$binary" event push big.renju "$(at_hall chief big)" > big-push.txt 2>&1 &
push_pid=$!
for _ in $(seq 300); do grep -q "pushes the event big" server.log && break; sleep 0.1; done
grep -q "pushes the event big" server.log || fail "the big push did not reach the server"
kill -0 "$push_pid" 2>/dev/null || fail "the big push ended before the server was stopped: \
$(cat big-push.txt)"
kill -9 "$server_pid"
wait "$server_pid" 2>/dev/null
wait "$push_pid" && fail "the push cut by the server succeeded: $(cat big-push.txt)"
grep -q "big.renju is unchanged" big-push.txt || fail "the cut push: $(cat big-push.txt)"
unchanged big.renju "$big_sum" "the cut push"
start_server
if [[ -e events/big.renju ]]; then # stored before the server died: then whole
    [[ $(sql events/big.renju "SELECT count(*) FROM journal WHERE sequence <= 20033") == 20033 ]] ||
        fail "the cut push left part of the event"
else
    no_event "cut push" big
fi
[[ $failures -eq 0 ]] || exit 1
echo "hall server: all checks passed"
