#!/usr/bin/env bash
# One number per player (issue 24): the No. printed beside a name on the pairings is the player
# every command acts on, the lists and the messages say the same number, and a late entry takes
# the next number instead of moving everyone's once the first round is paired.
# Usage: player_numbers.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

expect "create" 0 "" -- at 0 event new n.renju --name N --rounds 3 --opening none
# Registered in an order unlike their ratings: the ids are not the numbers.
for entry in "Mari Tamm:1500" "Jaan Kask:2100" "Erik Lind:1800" "Aino Virtanen:2300"; do
    expect "player ${entry%%:*}" 0 "" -- at 0 player add n.renju --name "${entry%%:*}" \
        --rating "${entry##*:}"
done
for step in pair publish; do
    expect "round $step" 0 "" -- at 0 round "$step" n.renju
done
expect "print pairings" 0 "" -- "$binary" print pairings n.renju -o pairings.pdf \
    --printed-at 2026-11-23T18:00
pairings=$(pdftotext -layout pairings.pdf - 2>/dev/null)
# The number printed beside Mari Tamm in the list by name (the column after the name).
number=$(grep -E "^Mari Tamm +[0-9]+ " <<< "$pairings" | head -1 | awk '{print $3}')
[[ $number == 4 ]] || fail "Mari Tamm's printed number: '$number' (the lowest rated is No. 4)"
expect "list" 0 "   4    1500       Mari Tamm" -- at 0 player list n.renju
expect "withdraw by the printed number" 0 "No. 4 Mari Tamm withdrawn" -- \
    at 0 player withdraw n.renju "$number" --reason ill
expect "the printed player is withdrawn" 0 "Mari Tamm  withdrawn" -- at 0 player list n.renju
expect "no such number" 1 "no player has the number 9" -- at 0 player withdraw n.renju 9
# A late entry rated above everyone takes No. 5; nobody's number moves.
expect "late entry" 0 "player No. 5 Pia Tamm registered" -- \
    at 0 player add n.renju --name "Pia Tamm" --rating 2500
expect "numbers stay" 0 "   1    2300       Aino Virtanen" -- at 0 player list n.renju
expect "edit by number" 0 "player No. 1 Aino Virtanen changed" -- \
    at 0 player edit n.renju 1 --club Tartu

if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "the printed number names the player every command acts on"
