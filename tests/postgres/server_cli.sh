#!/usr/bin/env bash
# An event on the test cluster through the command line, as the hall uses it: `event new` on
# the server, registration, pairing, board events, batch, print and standings with the URI;
# referees added with a password file; a referee and a viewer trying what they may not do,
# refused by the hall server (a referee) and by the database (a viewer, through renju-arbiter and
# through a raw SQL connection, psql);
# event push and pull with their same-state checks; passwords found nowhere they must not be.
# Usage: server_cli.sh RENJU_ARBITER (RENJU_TEST_PG_DIR and PGPASSFILE set by ctest)
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
server=$(cat "$dir/uri")
# shellcheck source=../cli/expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
failures=0
suffix=$$

as() { local role=$1; echo "${server/chief@/$role@}"; }
event="$server?event=hall-$suffix"

expect "create" 0 "event created" -- at 0 event new "$event" --name "Hall Open" --rounds 3 \
    --opening none --control 600
expect "create twice" 1 "already exists on this server" -- at 0 event new "$event" --name X
for i in 1 2 3 4; do
    expect "player $i" 0 "registered" -- at "$i" player add "$event" --name "Player $i" \
        --rating $((2000 - i))
done
expect "pair" 0 "round 1 paired" -- at 5 round pair "$event"
expect "publish" 0 "round 1 published" -- at 6 round publish "$event"
expect "start" 0 "round 1 started" -- at 7 round start "$event"
expect "pairings" 0 "Player 1" -- "$binary" round pairings "$event"
expect "game" 0 "" -- at 8 game "$event" 1 h8 press
printf '@9 game 2 h8\n@10 game 2 press\n@11 game 2 h9\n' > lines.txt
expect "batch" 0 "ok " -- "$binary" batch "$event" --as op < lines.txt
expect "log" 0 "round 1 table 2: h9" -- "$binary" log "$event"
expect "print" 0 "" -- "$binary" print pairings "$event" -o pairings.pdf
[[ -s pairings.pdf ]] || fail "print wrote no PDF"
expect "standings" 0 "Player" -- "$binary" standings "$event"
expect "bad uri" 1 "?event=NAME" -- "$binary" round pairings "$server"
expect "password in uri" 1 "password file" -- "$binary" round pairings \
    "postgresql://chief:secret@localhost/renju?event=x"

# Referees sign in at the hall server; the database has accounts only for the chief arbiter (the
# hall server's) and for viewers. Passwords come from files, never from the command line.
viewer=view_$suffix
printf 'referee-pass-%s\n' "$suffix" > referee.pw
printf 'viewer-pass-%s\n' "$suffix" > viewer.pw
chmod 600 referee.pw viewer.pw
expect "no database referee" 1 "a referee signs in at the hall server" -- "$binary" referee add \
    "$server" "ref_$suffix" --role referee --password-file referee.pw
expect "add viewer" 0 "may now sign in as viewer" -- "$binary" referee add "$server" \
    "$viewer" --role viewer --password-file viewer.pw
cp "$PGPASSFILE" pgpass
printf '*:*:renju:%s:viewer-pass-%s\n' "$viewer" "$suffix" >> pgpass
chmod 600 pgpass
export PGPASSFILE=$work/pgpass
expect "viewer adds" 1 "permission denied" -- "$binary" referee add "$(as "$viewer")" \
    "sneaky_$suffix" --role chief --password-file viewer.pw
viewevent="$(as "$viewer")?event=hall-$suffix"
expect "viewer reads" 0 "Player 1" -- "$binary" round pairings "$viewevent"
expect "viewer game" 1 "permission denied for function lock_journal" -- \
    at 14 game "$viewevent" 1 h9

# The hall server on this cluster, as the chief arbiter's account (its password is also the
# hall's chief's): a referee signs in there and the server decides on the parsed command.
cut -d: -f5 "$dir/pgpass" | head -n 1 > chief.pw
"$binary" hall-server "$server" --referees referees.json --chief-password-file chief.pw \
    --listen 127.0.0.1:0 > hall.log 2>&1 &
hall_pid=$!
for _ in $(seq 50); do grep -q "at http://" hall.log && break; sleep 0.1; done
hall_port=$(sed -n 's|.*at http://127.0.0.1:\([0-9]*\).*|\1|p' hall.log)
[[ -n $hall_port ]] || fail "the hall server did not start: $(cat hall.log)"
printf '127.0.0.1:%s:renju:anna:referee-pass-%s\n' "$hall_port" "$suffix" >> pgpass
hall_event="http://chief@127.0.0.1:$hall_port?event=hall-$suffix"
refevent="http://anna@127.0.0.1:$hall_port?event=hall-$suffix"
expect "add referee at the hall" 0 "may now sign in as referee" -- "$binary" referee add \
    "$hall_event" anna --role referee --password-file referee.pw
expect "referee game" 0 "" -- "$binary" game "$refevent" 2 press
expect "referee pairs" 1 "permission denied: anna may not pair.forbid" -- \
    "$binary" pair forbid "$refevent" 1 2
expect "referee edits" 1 "only the chief arbiter may" -- "$binary" event edit "$refevent" \
    --venue X
# batch answers each line with one line.
printf 'pair forbid 1 2\nevent edit --venue X\ngame 2 h10\n' > referee-lines.txt
"$binary" batch "$refevent" --as ref < referee-lines.txt > referee-answers.txt 2> /dev/null
[[ $(wc -l < referee-answers.txt) -eq 3 ]] || fail "batch: not one answer line per command: $(cat referee-answers.txt)"
grep -q "^refused: .*permission denied: anna may not pair.forbid" referee-answers.txt ||
    fail "batch: the referee's refusal is missing: $(cat referee-answers.txt)"
# event push to the hall server on this cluster: the file is not written; the whole event is
# stored, or, when an entry would not replay, nothing (no event left on the cluster).
"$binary" demo hall-demo.renju --players 6 --rounds 2 > /dev/null || fail "demo for the hall push"
demo_sum=$(sha256sum < hall-demo.renju)
expect "push to the hall" 0 "the hall server replays to the same state" -- \
    "$binary" event push hall-demo.renju "http://chief@127.0.0.1:$hall_port?event=pushed-$suffix"
[[ $(sha256sum < hall-demo.renju) == "$demo_sum" ]] || fail "event push to the hall wrote into its file"
expect "push to the hall again" 1 "already" -- \
    "$binary" event push hall-demo.renju "http://chief@127.0.0.1:$hall_port?event=pushed-$suffix"
expect "pull from the hall" 0 "the file replays to the same state" -- \
    "$binary" event pull "http://chief@127.0.0.1:$hall_port?event=pushed-$suffix" hall-pulled.renju
diff <("$binary" standings hall-demo.renju) <("$binary" standings hall-pulled.renju) > /dev/null ||
    fail "the event pulled from the hall has other standings"
cp hall-demo.renju hall-poison.renju
poisoned=$(python3 -c 'import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
seq = db.execute("SELECT max(sequence) FROM journal WHERE kind = ?", ("command",)).fetchone()[0]
db.execute("UPDATE journal SET payload = ? WHERE sequence = ?", (sys.argv[2], seq))
db.commit()
print(seq)' hall-poison.renju '{"type":"game","round":1,"table":9,"event":"h8"}')
expect "poisoned push to the hall" 1 "journal entry $poisoned (game) cannot be replayed" -- \
    "$binary" event push hall-poison.renju "http://chief@127.0.0.1:$hall_port?event=poison-$suffix"
expect "no poisoned event on the cluster" 1 "no event" -- \
    "$binary" player list "http://chief@127.0.0.1:$hall_port?event=poison-$suffix"
[[ $(psql -X -tA "$server" -c "SELECT count(*) FROM renju.events WHERE name = 'poison-$suffix'") == 0 ]] ||
    fail "a refused push to the hall left an event on the cluster"
# The hall server's database busy past a station's whole wait (the event's lock held 12 s by a
# running statement, as a frozen standby holds every commit): the station says the server did
# not answer, not that it cannot be reached.
psql -X -q "$server" -c "BEGIN" -c "SELECT renju.lock_journal('hall-$suffix')" \
    -c "SELECT pg_sleep(12) AS holding_the_hall_lock" -c "COMMIT" > /dev/null 2>&1 < /dev/null &
holder=$!
for _ in $(seq 100); do # the lock is held once the sleep runs
    [[ $(psql -X -tA "$server" -c "SELECT count(*) FROM pg_stat_activity WHERE state = 'active'
        AND query LIKE '%holding_the_hall_lock%' AND pid <> pg_backend_pid()") == 1 ]] && break
    sleep 0.1
done
expect "hall server waiting on its database" 1 "did not answer within 3000 ms (it may be waiting \
for its database)" -- "$binary" game "$refevent" 2 press
wait "$holder" 2> /dev/null
kill "$hall_pid"
wait "$hall_pid" 2> /dev/null

# Through a raw SQL connection the database lets a viewer write nothing.
sql() { local role=$1; shift; psql -X -q -v ON_ERROR_STOP=1 "$(as "$role")" -c "$1" 2>&1; }
ev="hall-$suffix"
appendAt() { echo "SELECT renju.append('$ev', $1, 'command', 0, 0, 0, 'b', 'x', '{\"type\":\"player.add\"}', 'p', '', '')"; }
append=$(appendAt 100)
next="(SELECT max(sequence) + 1 FROM renju.journal WHERE event = '$ev')"
expect "sql viewer insert" 1 "permission denied for table journal" -- \
    sql "$viewer" "INSERT INTO renju.journal (event, sequence, kind, event_ms, monotonic_ms, wall_ms, boot_id, actor, payload, program, role) VALUES ('$ev', 99, 'command', 0, 0, 0, 'b', 'x', '{}', 'p', 'chief')"
expect "sql viewer append" 1 "permission denied for function append" -- sql "$viewer" "$append"
expect "sql viewer lock" 1 "permission denied for function lock_journal" -- \
    sql "$viewer" "BEGIN; SELECT renju.lock_journal('$ev'); $(appendAt "$next"); COMMIT"
expect "sql viewer update" 1 "permission denied for table journal" -- \
    sql "$viewer" "UPDATE renju.journal SET payload = '' WHERE event = '$ev'"
expect "sql viewer delete" 1 "permission denied for table journal" -- \
    sql "$viewer" "DELETE FROM renju.journal WHERE event = '$ev'"
expect "sql viewer adds" 1 "permission denied for function add_referee" -- \
    sql "$viewer" "SELECT renju.add_referee('x_$suffix', 'chief', 'SCRAM-SHA-256\$4096:x')"
expect "sql issuers" 0 "anna" -- \
    sql "$viewer" "SELECT DISTINCT role FROM renju.journal WHERE event = '$ev'"

# Passwords: nowhere in the journal, the server's log or the program's logs.
for secret in "referee-pass-$suffix" "viewer-pass-$suffix" "$(cut -d: -f5 "$dir/pgpass")"; do
    sql chief "SELECT * FROM renju.journal" | grep -qF "$secret" && fail "a password in the journal"
    grep -qF "$secret" "$dir/server.log" 2>/dev/null && fail "a password in the server's log"
    cat ./*.log 2>/dev/null | grep -qF "$secret" && fail "a password in the program's log"
done

# push and pull, each checking that the result replays to the same state.
expect "demo" 0 "demo event written" -- "$binary" demo demo.renju --players 10 --rounds 3 --live
"$binary" log demo.renju --all > log-before-push.txt
expect "push" 0 "the server replays to the same state" -- \
    "$binary" event push demo.renju "$server?event=demo-$suffix"
"$binary" log demo.renju --all | diff log-before-push.txt - > /dev/null ||
    fail "event push wrote into the file it pushed"
expect "push twice" 1 "already exists" -- \
    "$binary" event push demo.renju "$server?event=demo-$suffix"
expect "pull" 0 "the file replays to the same state" -- \
    "$binary" event pull "$server?event=demo-$suffix" pulled.renju
expect "pull over a file" 1 "already exists" -- \
    "$binary" event pull "$server?event=demo-$suffix" pulled.renju
diff <("$binary" standings demo.renju) <("$binary" standings pulled.renju) > /dev/null ||
    fail "the pulled file's standings differ"
diff <("$binary" standings demo.renju) <("$binary" standings "$server?event=demo-$suffix") \
    > /dev/null || fail "the server's standings differ"
expect "demo on the server" 0 "demo event written to $server?event=live-$suffix" -- \
    "$binary" demo "$server?event=live-$suffix" --players 8 --rounds 2 --live
expect "log with roles" 0 "chief (cli:" -- "$binary" log "$event"

# A station frozen while it holds the event's lock (idle inside its transaction) holds up the
# others for the server's idle_in_transaction_session_timeout (5 s), not for as long as it sleeps.
psql -X -q "$server" -c "BEGIN" -c "SELECT renju.lock_journal('hall-$suffix')" -c '\! sleep 30' \
    > /dev/null 2>&1 < /dev/null &
holder=$!
sleep 1
started=$SECONDS
expect "beside a frozen station" 0 "" -- at 30 event edit "$event" --venue "Hall B"
waited=$((SECONDS - started))
kill "$holder" 2> /dev/null
[[ $waited -le 8 ]] || fail "a frozen station held the others up for $waited s"
echo "a station frozen holding the lock held the others up for $waited s"

echo "$failures failure(s)"
[[ $failures -eq 0 ]]
