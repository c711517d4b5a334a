#!/usr/bin/env bash
# Runs the rule-set development set (tests/data/rulesets) through the command line: every
# position of forbidden-<set>.tsv with `renju-arbiter forbidden --rules SET --board N --colour C`
# (one command per file, board and colour) and every game-NN.txt with `renju-arbiter replay`,
# against expected.tsv (points in any order; a script's refused lines and its last result, a
# reason written a|b accepting either). Usage: rulesets_dev_set.sh RENJU_ARBITER DIRECTORY
set -uo pipefail
binary=$1
directory=$2
failures=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sorted_points() { tr ' ' '\n' <<< "$1" | sort | tr '\n' ' '; }

declare -A expected_points
while IFS=$'\t' read -r file id points; do
    expected_points["$file $id"]=$points
done < "$directory/expected.tsv"

positions=0
for file in "$directory"/forbidden-*.tsv; do
    name=$(basename "$file")
    set=${name#forbidden-}
    set=${set%.tsv}
    for board in 15 19; do
        for colour in black white; do
            awk -F'\t' -v b="$board" -v c="$colour" 'NR > 1 && $2 == b && $3 == c {print $1 "\t" $4}' \
                "$file" > "$work/rows.tsv"
            [[ -s "$work/rows.tsv" ]] || continue
            if ! "$binary" forbidden --rules "$set" --board "$board" --colour "$colour" \
                < "$work/rows.tsv" > "$work/answers.tsv"; then
                echo "FAIL $name $board $colour: the command failed"; failures=$((failures + 1))
                continue
            fi
            while IFS=$'\t' read -r id points; do
                expected=${expected_points["$name $id"]-missing}
                if [[ "$points" != "$expected" &&
                      "$(sorted_points "$points")" != "$(sorted_points "$expected")" ]]; then
                    echo "FAIL $name $id: expected '$expected', got '$points'"
                    failures=$((failures + 1))
                fi
                positions=$((positions + 1))
            done < "$work/answers.tsv"
        done
    done
done
[[ $positions -eq 480 ]] || { echo "FAIL expected 480 answers, got $positions"; failures=$((failures + 1)); }

for script in "$directory"/game-*.txt; do
    name=$(basename "$script")
    "$binary" replay "$script" > "$work/out" 2> "$work/err" || {
        echo "FAIL $name: replay failed: $(cat "$work/err")"; failures=$((failures + 1)); continue; }
    refused=$(grep -c '^refused' "$work/out")
    result=$(grep '^result:' "$work/out" | tail -1 | cut -d' ' -f1-3)
    IFS=$'\t' read -r _ want_refused want_result < <(grep "^$name"$'\t' "$directory/expected.tsv")
    prefix=${want_result% *}
    ok=0
    IFS='|' read -ra reasons <<< "${want_result##* }"
    for reason in "${reasons[@]}"; do
        [[ "$result" == "$prefix $reason" ]] && ok=1
    done
    if [[ "$refused" != "$want_refused" || $ok -ne 1 ]]; then
        echo "FAIL $name: $refused refused, '$result'; expected $want_refused, '$want_result'"
        failures=$((failures + 1))
    fi
done

[[ $failures -eq 0 ]] && echo "all 480 positions and 10 scripts of the rule-set development set agree"
exit $failures
