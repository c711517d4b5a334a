#!/usr/bin/env bash
# Runs the Ren development set (tests/data/ren, from ../shared/testdata/ren) through the command
# line: every game-NN.txt with `renju-arbiter replay`, against expected.tsv: the number of lines
# starting with `refused`, the last `score:` line and the last `result:` line (its first three
# words). Usage: ren_dev_set.sh RENJU_ARBITER DIRECTORY
set -uo pipefail
binary=$1
directory=$2
failures=0
games=0
while IFS=$'\t' read -r file refused score result; do
    [[ $file == file ]] && continue
    output=$("$binary" replay "$directory/$file")
    status=$?
    got_refused=$(grep -c '^refused' <<< "$output")
    got_score=$(grep '^score:' <<< "$output" | tail -1)
    got_result=$(grep '^result:' <<< "$output" | tail -1 | awk '{print $1, $2, $3}')
    if [[ $status -ne 0 || $got_refused != "$refused" || $got_score != "$score" ||
          $got_result != "$result" ]]; then
        echo "FAIL $file: exit $status, refused $got_refused (expected $refused)," \
             "'$got_score' (expected '$score'), '$got_result' (expected '$result')"
        failures=$((failures + 1))
    fi
    games=$((games + 1))
done < "$directory/expected.tsv"
[[ $games -eq 40 ]] || { echo "FAIL expected 40 games in expected.tsv, read $games"; failures=$((failures + 1)); }
[[ $failures -eq 0 ]] && echo "all $games Ren games agree"
exit $failures
