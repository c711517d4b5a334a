#!/usr/bin/env bash
# Feeds every development-set row through `renju-arbiter forbidden` and compares each answer
# with its label. Usage: forbidden_dev_set.sh RENJU_ARBITER DEV_TSV
set -euo pipefail
binary=$1
dev=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

tail -n +2 "$dev" > "$work/rows.tsv"           # drop the header
"$binary" forbidden < "$work/rows.tsv" > "$work/answers.tsv"
cut -f1,3 "$work/rows.tsv" > "$work/expected.tsv"

rows=$(wc -l < "$work/rows.tsv")
answers=$(wc -l < "$work/answers.tsv")
[[ "$rows" -eq "$answers" ]] || { echo "expected $rows answer lines, got $answers"; exit 1; }
if ! diff "$work/expected.tsv" "$work/answers.tsv" > "$work/diff.txt"; then
    echo "rows that differ (< expected, > answer):"
    head -40 "$work/diff.txt"
    exit 1
fi
echo "all $rows development rows agree"
