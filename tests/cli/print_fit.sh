#!/usr/bin/env bash
# Long texts print whole (issue 24): an 80-character event name in every page header, 45-character
# players' names on pairings and result slips, and a round-robin's shared rank "10-11" (twelve
# players, two tied at 10th). The print command warns about every text it had to cut with "…"
# (the fit check of the pages as drawn): no document of this event may have a warning, and each
# page's text read back with pdftotext holds the event's name whole.
# Usage: print_fit.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

event_name="The Twenty-Sixth International Open Renju Championship of the Baltic Sea Regions"
[[ ${#event_name} -eq 80 ]] || fail "the event's name is ${#event_name} characters, not 80"
long5="Maximiliane-Alexandra Wilhelmina von Hohenber" # 45 characters, tied at 10th
long6="Konstantinos-Alexandros Papadopoulos-Georgiou" # 45 characters, tied at 10th
long1="Bartholomew Fitzwilliams Montgomery-Ashworths" # 45 characters
for name in "$long1" "$long5" "$long6"; do
    [[ ${#name} -eq 45 ]] || fail "'$name' is ${#name} characters, not 45"
done
names=("$long1" "Anna Ivanova" "Li Na" "Mari Tamm" "$long5" "$long6" "Jaan Kask" "Ole Olsen"
    "Eva Berg" "Ivo Rand" "Pia Moor" "Tom Hill")

expect "create" 0 "" -- at 0 event new rr.renju --name "$event_name" --rounds 11 \
    --system roundrobin --opening none --venue "Tallinn" --tiebreaks GP
commands=()
for i in "${!names[@]}"; do
    commands+=("player add --name \"${names[$i]}\" --rating $((2000 - i))")
done
# Round 1: table 1 decisive, the rest drawn; round 2 (Berger): No. 12 loses again, No. 5 and
# No. 6 lose, the rest drawn: No. 5 and No. 6 share 10th-11th with 0.5, No. 12 is 12th.
commands+=("round pair" "round publish" "round start" "result 1 1-0")
for table in 2 3 4 5 6; do commands+=("result $table draw"); done
commands+=("round finish" "round pair" "round publish" "round start" "result 1 0-1" "result 2 1-0"
    "result 3 1-0" "result 4 draw" "result 5 draw" "result 6 draw" "round finish"
    "round pair" "round publish" "round start" "game 1 h8 h9 i9 g7 j10")
output=$(printf '%s\n' "${commands[@]}" | "$binary" --at 10 batch rr.renju 2>&1)
[[ $output != *refused* ]] || fail "building the event: $output"
standings=$("$binary" standings rr.renju 2>&1)
[[ $standings == *"10="*"10="* ]] || fail "no two players share 10th: $standings"

# Every document, and each page of it: no cut text, the event's name whole in the header.
for kind in pairings standings crosstable record scoresheets slips; do
    arguments=()
    [[ $kind == record ]] && arguments=(--round 3 --table 1)
    # Standard error apart: under the asan preset LeakSanitizer reports its suppressions there.
    output=$("$binary" print "$kind" rr.renju "${arguments[@]}" -o "$kind.pdf" \
        --printed-at 2026-11-23T18:00 2> "$kind.stderr")
    [[ $output == "wrote $kind.pdf ("* ]] || fail "$kind: $output $(cat "$kind.stderr")"
    [[ $output != *warning* ]] || fail "$kind: text cut to fit: $output"
    pages=$(pdfinfo "$kind.pdf" 2>/dev/null | sed -n 's/^Pages: *//p')
    for ((page = 1; page <= ${pages:-0}; page++)); do
        # Reading order with the lines joined: a header wrapped to two lines reads whole.
        text=$(pdftotext -f "$page" -l "$page" "$kind.pdf" - 2>/dev/null | tr -s '\n ' '  ')
        [[ $text == *"$event_name"* ]] || fail "$kind page $page: no '$event_name' in: $text"
        [[ $text != *"…"* ]] || fail "$kind page $page: a text cut with …: $text"
    done
done
layout() { pdftotext -layout "$1.pdf" - 2>/dev/null; }
# The shared rank, whole in the standings and the round-robin table.
[[ $(layout standings) =~ 10-11\ +5\ +$long5 ]] || fail "standings: no '10-11  5 $long5'"
[[ $(layout crosstable) == *"10-11"*"10-11"* ]] || fail "crosstable: '10-11' not twice"
# The long names whole on the pairings (both lists) and the slips.
for name in "$long1" "$long5" "$long6"; do
    [[ $(layout pairings) == *"$name"*"$name"* ]] || fail "pairings: '$name' not in both lists"
    [[ $(layout slips) == *"$name"* ]] || fail "slips: no '$name'"
done

if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s)"
    exit 1
fi
