#!/usr/bin/env bash
# The desktop application in a real window under Xvfb: a fresh event with one table, a GUI
# script that plays a RIF opening, enters bad input (each refused with its clause), places
# stones, and has White claim Black's forbidden double-three; then the event file is checked
# through the command line, and every screenshot must exist.
# Usage: scripted_window.sh RENJU_ARBITER GUI_SCRIPT WORK_FOLDER
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_test.sh" "$@"

event=$work/event.renju
quiet event new "$event" --name "GUI test" --rounds 1 --opening rif --control 5400+30
quiet player add "$event" --name "Anna Ivanova" --rating 2100
quiet player add "$event" --name "王伟" --rating 2000
quiet round pair "$event"
quiet round publish "$event"
quiet round start "$event"

run_window "$event" --as "GUI test"

log=$("$binary" log "$event")
grep -q "round 1 table 1: claim white forbidden" <<< "$log" || fail "the claim is not journaled"
grep -q "round 1 table 1: propose m3" <<< "$log" || fail "the proposals are not journaled"
grep -q "round 1 table 1: a2" <<< "$log" && fail "a stone outside the opening zone was journaled"
[[ $(grep -c "round 1 table 1: h8$" <<< "$log") -eq 1 ]] || fail "h8 was journaled twice"
[[ $(grep -c "round 1 table 1: press$" <<< "$log") -eq 9 ]] ||
    fail "expected 9 clock presses (the second press of seat A is refused; one is taken back)"
grep -q "round 1 table 1: undo (the player had not pressed yet)" <<< "$log" ||
    fail "the correction is not journaled with its reason"
grep -q "round 1 table 1: ruling uphold" <<< "$log" || fail "the ruling is not journaled"
# A list by player: Anna Ivanova (Black) 0, 王伟 (White) 1, by the forbidden double-three.
"$binary" round pairings "$event" | grep -q "\] 0 - .*王伟.*\] 1 (forbidden-33)" ||
    fail "the result is not White's win by the forbidden double-three"
"$binary" record "$event" 1 | grep -q "result: 0-1 (White (王伟) wins: forbidden-33)" ||
    fail "the game record does not read 0-1, White (王伟) wins"

# The print dialog writes the PDF beside the event (and sends it through CUPS when a printer is
# chosen), on the paper chosen in it: the standings on Letter.
for pdf in pairings-round-1 standings-round-1; do
    [[ -s $work/prints/$pdf.pdf ]] || fail "the print dialog wrote no prints/$pdf.pdf"
done
pdftotext "$work/prints/pairings-round-1.pdf" - | grep -q "王伟" || fail "the printed pairings miss 王伟"
pdfinfo "$work/prints/standings-round-1.pdf" | grep -q "612 x 792 pts (letter)" ||
    fail "the standings were not printed on the Letter paper chosen in the dialog"
for name in 08a-print-dialog 09a-print-dialog-letter; do
    [[ $(head -c 4 "$work/shots/$name.png" 2>/dev/null | tail -c 3) == PNG ]] ||
        fail "no screenshot $name.png of the print dialog"
done

for name in 01-table-empty 02-swap-prompt 03-proposals 04-forbidden-overlay 05a-press-taken-back \
            05-claim-upheld 05b-ruling 06-clock 07-players-clock 08-round 09-standings \
            10-audit-log 11-players 12-setup; do
    file=$work/shots/$name.png
    [[ -s $file ]] || fail "no screenshot $name.png"
    [[ $(head -c 4 "$file" | tail -c 3) == PNG ]] || fail "$name.png is not a PNG"
done
# A PNG's width is the big-endian word at byte 16: the players' clock fills the screen.
pngWidth() { od -An -tu1 -j16 -N4 "$1" | awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4 }'; }
[[ $(pngWidth "$work/shots/07-players-clock.png") -eq 1440 ]] ||
    fail "the players' clock does not fill the screen"
[[ $(pngWidth "$work/shots/08-round.png") -eq 1280 ]] || fail "the window did not come back"

echo "scripted window: a press taken back, the claim ruled, result 0-1 forbidden-33, 14 screenshots"
