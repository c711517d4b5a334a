#!/usr/bin/env bash
# The event's schedule (issue 26): each round's date and start time set by `event schedule`,
# spread over the event's days, a postponed game's own day; bad dates refused with what is wrong
# and nothing changed; then every document that shows a date shows the schedule's: the pairings'
# and slips' subtitle, the scoresheet's Date line (the postponed game's own day on its sheet).
# Usage: schedule.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

expect "create" 0 "" -- at 0 event new s.renju --name "Schedule Open" --rounds 3 \
    --opening none --start 2026-11-21 --end 2026-11-22
for name in "Mari Tamm" "Jaan Kask" "Erik Lind" "Aino Virtanen"; do
    expect "player $name" 0 "" -- at 0 player add s.renju --name "$name"
done
expect "no date yet" 0 "round 2: (no date)" -- "$binary" event schedule s.renju
expect "spread" 0 "" -- at 0 event schedule s.renju --spread
expect "spread shown" 0 "round 3: 2026-11-22" -- "$binary" event schedule s.renju
expect "round 1 set" 0 "" -- at 0 event schedule s.renju --round 1 --date 2026-11-21 --time 09:30
expect "round 1 shown" 0 "round 1: 2026-11-21 09:30" -- "$binary" event schedule s.renju
expect "not a date" 1 "2026-02-30" -- at 0 event schedule s.renju --round 2 --date 2026-02-30
expect "not a time" 1 "25:00" -- at 0 event schedule s.renju --round 2 --time 25:00
expect "no such round" 1 "round 9" -- at 0 event schedule s.renju --round 9 --date 2026-11-22
expect "nothing changed" 0 "round 1: 2026-11-21 09:30" -- "$binary" event schedule s.renju

expect "pair" 0 "" -- at 0 round pair s.renju
expect "postponed" 0 "" -- at 0 event schedule s.renju --round 1 --table 2 --played-on 2026-11-23
expect "postponed shown" 0 "round 1 table 2: played on 2026-11-23" -- \
    "$binary" event schedule s.renju

expect "print pairings" 0 "" -- "$binary" print pairings s.renju --round 1 -o pairings.pdf
grep -q "round 1 · 2026-11-21 09:30" <<< "$(pdftotext pairings.pdf -)" ||
    fail "the pairings do not say when round 1 is played"
expect "print slips" 0 "" -- "$binary" print slips s.renju --round 1 -o slips.pdf
grep -q "round 1 · 2026-11-21 09:30" <<< "$(pdftotext slips.pdf -)" ||
    fail "the slips do not say when round 1 is played"
for table in 1 2; do
    expect "print sheet $table" 0 "" -- "$binary" print scoresheets s.renju --round 1 \
        --table "$table" -o "sheet-$table.pdf"
done
grep -q "^2026-11-21$" <<< "$(pdftotext sheet-1.pdf -)" || fail "table 1's scoresheet has no date"
grep -q "^2026-11-23$" <<< "$(pdftotext sheet-2.pdf -)" ||
    fail "the postponed game's scoresheet does not carry the day it is played"
grep -q "^2026-11-21$" <<< "$(pdftotext sheet-2.pdf -)" &&
    fail "the postponed game's scoresheet carries its round's day as its date"

[[ $failures -eq 0 ]] || exit 1
echo "schedule: all checks passed"
