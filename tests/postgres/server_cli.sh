#!/usr/bin/env bash
# An event on the test cluster through the command line, as the hall uses it: `event new` on
# the server, registration, pairing, board events, batch, print and standings with the URI;
# referees added with a password file; a referee and a viewer trying what they may not do,
# refused by the database through renju-arbiter and through a raw SQL connection (psql);
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

# Referees: passwords come from files, never from the command line.
referee=ref_$suffix
viewer=view_$suffix
printf 'referee-pass-%s\n' "$suffix" > referee.pw
printf 'viewer-pass-%s\n' "$suffix" > viewer.pw
chmod 600 referee.pw viewer.pw
expect "add referee" 0 "may now sign in as referee" -- "$binary" referee add "$server" \
    "$referee" --role referee --password-file referee.pw
expect "add viewer" 0 "may now sign in as viewer" -- "$binary" referee add "$server" \
    "$viewer" --role viewer --password-file viewer.pw
cp "$PGPASSFILE" pgpass
printf '*:*:renju:%s:referee-pass-%s\n*:*:renju:%s:viewer-pass-%s\n' \
    "$referee" "$suffix" "$viewer" "$suffix" >> pgpass
chmod 600 pgpass
export PGPASSFILE=$work/pgpass
expect "referee adds" 1 "permission denied" -- "$binary" referee add "$(as "$referee")" \
    "sneaky_$suffix" --role chief --password-file referee.pw

refevent="$(as "$referee")?event=hall-$suffix"
viewevent="$(as "$viewer")?event=hall-$suffix"
expect "referee game" 0 "" -- at 12 game "$refevent" 2 press
expect "referee pairs" 1 "permission denied: $referee may not change the event's setup" -- \
    at 13 pair forbid "$refevent" 1 2
expect "referee edits" 1 "only the chief arbiter may" -- at 13 event edit "$refevent" --venue X
# batch answers each line with one line, even when the server's message has several.
printf '@13 pair forbid 1 2\n@13 event edit --venue X\n@14 game 2 h10\n' > referee-lines.txt
"$binary" batch "$refevent" --as ref < referee-lines.txt > referee-answers.txt 2> /dev/null
[[ $(wc -l < referee-answers.txt) -eq 3 ]] || fail "batch: not one answer line per command: $(cat referee-answers.txt)"
grep -q "^refused: .*permission denied: $referee may not change" referee-answers.txt ||
    fail "batch: the referee's refusal is missing: $(cat referee-answers.txt)"
expect "viewer reads" 0 "Player 1" -- "$binary" round pairings "$viewevent"
expect "viewer game" 1 "permission denied for function lock_journal" -- \
    at 14 game "$viewevent" 1 h9

# The same refusals through a raw SQL connection: the database decides, not the program.
sql() { local role=$1; shift; psql -X -q -v ON_ERROR_STOP=1 "$(as "$role")" -c "$1" 2>&1; }
ev="hall-$suffix"
appendAt() { echo "SELECT renju.append('$ev', $1, 'command', 0, 0, 0, 'b', 'x', '{\"type\":\"player.add\"}', 'p')"; }
append=$(appendAt 100)
next="(SELECT max(sequence) + 1 FROM renju.journal WHERE event = '$ev')"
expect "sql viewer insert" 1 "permission denied for table journal" -- \
    sql "$viewer" "INSERT INTO renju.journal (event, sequence, kind, event_ms, monotonic_ms, wall_ms, boot_id, actor, payload, program, role) VALUES ('$ev', 99, 'command', 0, 0, 0, 'b', 'x', '{}', 'p', 'chief')"
expect "sql viewer append" 1 "permission denied for function append" -- sql "$viewer" "$append"
expect "sql referee setup" 1 "permission denied: $referee may not change the event's setup" -- \
    sql "$referee" "BEGIN; SELECT renju.lock_journal('$ev'); $(appendAt "$next"); COMMIT"
expect "sql referee update" 1 "permission denied for table journal" -- \
    sql "$referee" "UPDATE renju.journal SET payload = '' WHERE event = '$ev'"
expect "sql referee delete" 1 "permission denied for table journal" -- \
    sql "$referee" "DELETE FROM renju.journal WHERE event = '$ev'"
expect "sql referee adds" 1 "permission denied for function add_referee" -- \
    sql "$referee" "SELECT renju.add_referee('x_$suffix', 'chief', 'SCRAM-SHA-256\$4096:x')"
expect "sql viewer reads" 0 "$referee" -- \
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
