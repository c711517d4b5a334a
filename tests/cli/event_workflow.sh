#!/usr/bin/env bash
# A small event run through the one-shot command line as a referee types it: creation and its
# checks, registration (CSV with a byte-order mark and ';'), hand and engine pairing, board
# events (a refused one stops the rest), results and a correction, the audit log, the lock held
# by `batch`, and the demo's own checks. Usage: event_workflow.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"


expect "unreadable command line" 2 "error: --paper: A5 not in {a4,letter} (see renju-arbiter --help)" \
    -- "$binary" print standings nothing.renju --paper A5 -o x.pdf
expect "bye points" 1 "--bye-points: 0.700000 is not 0, 0.5 or 1" -- \
    at 0 event new e.renju --name Open --bye-points 0.7
expect "dates" 1 "the start date '2026-02-30' is not a date" -- \
    at 0 event new e.renju --name Open --start 2026-02-30
[[ ! -e e.renju && ! -e e.log ]] || fail "a refused creation left files behind"

expect "create" 0 "" -- at 0 event new e.renju --name "Open" --rounds 3 --opening none \
    --control 600
printf '\xEF\xBB\xBFname;rating;federation\nAnna Ivanova;2100;EST\n王伟;2000;CHN\nJan Novák;1900;CZE\nLiis Saar;1800;EST\nErik Lind;1700;SWE\n' \
    > players.csv
expect "import" 0 "5 players registered" -- at 1 player import e.renju players.csv
printf 'name\nBad \xE9\n' > latin1.csv
expect "import latin1" 1 "line 2" -- at 2 player import e.renju latin1.csv

# Round 1 by hand: two tables and the bye; the engine's checks come with each change.
expect "hand table" 0 "round 1 table 1 set by hand: seeded" -- \
    at 3 round set e.renju 1 1 2 --round 1 --reason seeded
expect "hand table 2" 0 "round 1 table 2 set by hand" -- \
    at 4 round set e.renju 2 3 4 --round 1 --reason seeded
expect "hand bye" 0 "the pairing-allocated bye goes to No. 5 Erik Lind" -- \
    at 5 round bye e.renju 5 --round 1 --reason lowest
expect "publish" 0 "round 1 published" -- at 6 round publish e.renju
expect "start" 0 "round 1 started: 2 clocks running" -- at 7 round start e.renju

# A refused event stops the events after it.
expect "game stops" 1 "stopped: 1 later event not applied" -- at 8 game e.renju 1 h8 zz press
expect "press after" 0 "" -- at 9 game e.renju 1 press
expect "result" 0 "round 1 table 1: result 1-0" -- at 10 result e.renju 1 1-0
expect "same result" 1 "has this result already (1-0 Black (Anna Ivanova) wins" -- \
    at 11 result e.renju 1 1-0
expect "result 2" 0 "" -- at 12 result e.renju 2 0.5-0.5
expect "finish" 0 "round 1 finished" -- at 13 round finish e.renju
expect "correction" 0 "result corrected from 1-0 Black (Anna Ivanova) wins (entered by the arbiter) to 0-1 White (王伟) wins: scoresheet" -- \
    at 14 result e.renju 1 0-1 --round 1 --reason "scoresheet"
expect "log" 0 "result round 1 table 1: first player 0, second player 1 (corrects first player 1, second player 0) (scoresheet)" -- \
    "$binary" log e.renju
expect "no round 9" 1 "round 9 is not paired" -- "$binary" round pairings e.renju 9
expect "record" 0 "1. h8 Black" -- "$binary" record e.renju 1 --round 1
expect "record result" 0 "result: 0-1" -- "$binary" record e.renju 1 --round 1
expect "record json" 0 '"move": "h8"' -- "$binary" record e.renju 1 --round 1 --json
expect "record missing" 1 "round 1 has no table 7" -- "$binary" record e.renju 7 --round 1

# The engine pairs round 2; pairing again before the start re-pairs it.
expect "pair" 0 "round 2 paired by the engine" -- at 20 round pair e.renju
expect "withdraw" 0 "withdrawn after round 1" -- at 21 player withdraw e.renju 5
expect "re-pair" 0 "round 2 paired by the engine: 2 tables" -- at 22 round pair e.renju

# A writer holds the event: a second writer is refused, readers go on.
mkfifo feed
"$binary" batch e.renju < feed > batch.out 2>&1 &
batch=$!
exec 3> feed
echo "@30 pair forbid 1 3" >&3 # once answered, batch surely holds the event
for _ in $(seq 100); do grep -q "^ok " batch.out 2> /dev/null && break; sleep 0.1; done
expect "second writer" 1 "is open for writing elsewhere" -- at 30 player add e.renju --name Late
expect "reader" 0 "round 2" -- "$binary" round pairings e.renju
echo "@31 round publish" >&3
exec 3>&-
wait $batch
[[ $(grep -c "^ok " batch.out) -eq 2 ]] || fail "batch did not acknowledge both: $(cat batch.out)"

# Late entries only while a round is left to play.
expect "late entry" 0 "late entry from round 2" -- at 40 player add e.renju --name "Late One"
expect "show json" 0 '"players": 6' -- "$binary" event show e.renju --json
expect "demo rounds" 1 "--rounds 5 needs at least 6 players" -- \
    "$binary" demo d.renju --players 4 --rounds 5
[[ ! -e d.renju ]] || fail "a refused demo left d.renju"

if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "event workflow OK"
