#!/usr/bin/env bash
# The dress rehearsal: a whole three-round event run from the GUI alone, from an empty file, in a
# real window of SIZE under Xvfb (assets/gui-scripts/dress-rehearsal.txt). Afterwards the event
# is read through the command line, and the printed pairings, result slips and standings with
# pdftotext, against each other: every number printed beside a name is the number the commands
# take for that player, every slip's colours are the game record's (after the swap), every result
# reads one way. The screenshots' text is measured: contrast and height (screen_text_check.py).
# Usage: dress_rehearsal.sh RENJU_ARBITER GUI_SCRIPT WORK_FOLDER SIZE
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_test.sh" "$@"
# The window's size, and a screen that holds the largest: read by run_window (window_test.sh).
export window_size=$4 screen_size=1920x1080

event=$work/rehearsal.renju # not there yet: the window opens an empty event
run_window "$event" --as "Mari Tamm"

# The event as the command line reads it.
settings=$("$binary" event show "$event")
grep -q "Dress Rehearsal Open" <<< "$settings" || fail "the event name typed in the setup is lost"
grep -Eq "rounds: *3" <<< "$settings" || fail "the event does not have the 3 rounds typed"
grep -q "opening rif" <<< "$settings" ||
    fail "the opening rule chosen last (RIF) is not the event's"
grep -Eq "time control: *8100\+30" <<< "$settings" ||
    fail "the time control chosen from the presets (rif-135) is not the event's"
[[ $("$binary" player list "$event" | grep -c " active$") -eq 6 ]] ||
    fail "the six players typed in the New player form are not all there"
log=$("$binary" log "$event")
for expected in "round 1 table 1: swap" "round 1 table 1: undo (the player had not pressed yet)" \
    "round 1 table 1: claim white forbidden" "round 1 table 1: ruling uphold" \
    "round 3 finished"; do
    grep -qF "$expected" <<< "$log" || fail "the log misses '$expected'"
done
# The one-key overwrite: table 2's result changed once, when confirmed with its reason; the
# cancelled key and the confirmation refused without a reason left nothing.
[[ $(grep -c "result round 1 table 2:" <<< "$log") -eq 2 ]] ||
    fail "table 2 of round 1 does not have exactly its result and one correction"
grep -q "result round 1 table 2: first player 0, second player 1 (corrects first player 1, second \
player 0) (the players signed 0-1 on the slip)" <<< "$log" || fail "the correction is not journaled"

# The numbers the commands take: the player list's "No. rating fed name status" rows.
declare -A number_of
while read -r no _ _ name; do # No., rating, federation, name
    name=${name%active}
    number_of[${name%"${name##*[! ]}"}]=$no # without the spaces before the status
done < <("$binary" player list "$event" | tail -n +2)
[[ ${#number_of[@]} -eq 6 ]] || fail "the player list does not have six players"

prints=$work/prints
for pdf in pairings-round-1 slips-round-1 pairings-round-3 standings-round-3; do
    [[ -s $prints/$pdf.pdf ]] || fail "the print dialog wrote no prints/$pdf.pdf"
done
text() { pdftotext -layout "$prints/$1.pdf" -; }

# The printed pairings, by board: "Bd No. NAME Rtg Pts Res. Res. Pts Rtg NAME No." against the
# command line's "table T: NAME (No. N) [pts] S - NAME (No. M) [pts] S": the same numbers
# beside the same names and the same two scores.
score() { sed 's/½/0.5/' <<< "$1"; }
player='(.+) \(No\. ([0-9]+)\) \[[^]]*\] ([^ ]+)' # NAME (No. N) [points before] SCORE
pairing_line="^table ([0-9]+): $player - $player"
check_pairings() {
    local round=$1 t name1 no1 s1 name2 no2 s2 line fields boards=0
    while IFS= read -r line; do
        [[ $line =~ $pairing_line ]] || continue
        t=${BASH_REMATCH[1]} name1=${BASH_REMATCH[2]} no1=${BASH_REMATCH[3]}
        s1=$(score "${BASH_REMATCH[4]}") name2=${BASH_REMATCH[5]} no2=${BASH_REMATCH[6]}
        s2=$(score "${BASH_REMATCH[7]}")
        [[ ${number_of[$name1]} == "$no1" && ${number_of[$name2]} == "$no2" ]] ||
            fail "round $round table $t: a player's number differs between rounds"
        fields=$(text "pairings-round-$round" | grep -E "^ +$t +$no1 +$name1 " |
            sed -E "s/^ +$t +$no1 +$name1( \(W\))? +[0-9]+ +[0-9.½]+ +([0-9.½]+) +([0-9.½]+) +[0-9.½]+ +[0-9]+ +$name2( \(B\))? +([0-9]+)$/\2 \3 \5/" |
            sed 's/½/0.5/g')
        [[ $fields == "$s1 $s2 $no2" ]] ||
            fail "round $round board $t prints '$fields', the event reads '$s1 $s2 $no2'"
        # By name: each player's row has his number and his own score.
        text "pairings-round-$round" | grep -qE "^$name1 +$no1 .* $name2 +$no2 +$(sed 's/0.5/½/' <<< "$s1")$" ||
            fail "round $round: $name1's row by name does not read No. $no1, score $s1"
        boards=$((boards + 1))
    done < <("$binary" round pairings "$event" "$round")
    [[ $boards -eq 3 ]] || fail "round $round: $boards boards read from the command line, not 3"
}
check_pairings 1
check_pairings 3

# The slips of round 1: the colours printed are the game record's. Table 1 swapped: its slip
# names Black and White; the others name the first and second player, still to open.
for table in 1 2 3; do
    colours=$("$binary" record "$event" "$table" --round 1 | grep -m1 "^Black: " |
        sed -E 's/^Black: (.*); White: ([^;]*);.*$/\1|\2/')
    slip=$(text slips-round-1 | grep -A1 "Result slip: round 1, table $table$" | tail -1 |
        sed -E 's/^(Black|First \(tentative Black\)) +(.*[^ ]) +(White|Second \(tentative White\)) +(.*)$/\2|\4/')
    [[ $slip == "$colours" ]] || fail "table $table's slip reads '$slip', the record '$colours'"
done
# The pairings printed after the round name the colours the swap gave: (W) and (B) at board 1.
grep -qE "^ +1 +[0-9]+ +Anna Ivanova \(W\) .* Kenji Sato \(B\) +[0-9]+$" <<< "$(text pairings-round-1)" ||
    fail "the pairings printed after the swap do not mark Anna Ivanova (W) and Kenji Sato (B)"
text slips-round-1 | grep -A1 "table 1$" | tail -1 | grep -q "^Black Kenji Sato .*White Anna Ivanova$" ||
    fail "the swapped game's slip does not put Kenji Sato on Black"

# The printed standings: each player's number and points as the command line's.
for name in "${!number_of[@]}"; do
    no=${number_of[$name]}
    row=$("$binary" standings "$event" | grep -E "^ +[0-9]+=? +$no +$name ")
    points=$(awk '{ print $(NF - 3) }' <<< "$row") # Points, then the three tie-breaks
    [[ -n $points ]] || fail "the command line's standings miss $name"
    text standings-round-3 | grep -qE "^ +([0-9-]+ +)?$no +$name +[A-Z]{3} +[0-9]+ +${points%.0} " ||
        fail "the printed standings do not read No. $no $name with $points points"
done

# The screenshots: every one written, and their text readable.
for shot in 01-setup 02-players 03-round-1-started 04-swap-prompt 05-ruling 06-result-asked \
    07-overwrite-asked 09-round-1-finished 11-standings 12-print-standings 13-table 14-clock; do
    [[ -s $work/shots/$shot.png ]] || fail "no screenshot $shot.png"
done
# The views a referee reads most: contrast 4.5:1 and fonts of 11 px or more (not the print
# dialog, whose preview is a small picture of the page).
python3 "$(dirname "${BASH_SOURCE[0]}")/screen_text_check.py" "$work/shots/02-players.png" \
    "$work/shots/09-round-1-finished.png" "$work/shots/11-standings.png" \
    "$work/shots/13-table.png" || fail "text on the screenshots is hard to read (see above)"
echo "dress rehearsal at $window_size: all checks passed"
