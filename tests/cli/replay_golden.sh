#!/usr/bin/env bash
# Runs every tests/cli/replay/*.game through `renju-arbiter replay` and compares standard
# output, standard error (prefixed "stderr: ") and the exit status ("exit N") with the .expected
# file beside it. Usage: replay_golden.sh RENJU_ARBITER DIRECTORY [--update]
set -uo pipefail
binary=$1
directory=$2
failures=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for script in "$directory"/*.game; do
    expected=${script%.game}.expected
    (cd "$directory" && "$binary" replay "$(basename "$script")" > "$work/out" 2> "$work/err")
    status=$?
    actual=$(cat "$work/out"; sed 's/^/stderr: /' "$work/err"; echo "exit $status")
    if [[ "${3:-}" == "--update" ]]; then
        printf '%s\n' "$actual" > "$expected"
        continue
    fi
    if ! diff <(printf '%s\n' "$actual") "$expected" > /dev/null; then
        echo "FAIL $(basename "$script")"
        diff <(printf '%s\n' "$actual") "$expected" | head -20
        failures=$((failures + 1))
    fi
done
# Standard input works too.
piped=$(printf 'h8\nh9\nj10\n' | "$binary" replay - | tail -1)
[[ "$piped" == "result: * *" ]] || { echo "FAIL replay from standard input: $piped"; failures=$((failures + 1)); }
"$binary" replay /nonexistent/game 2> /dev/null
[[ $? -eq 2 ]] || { echo "FAIL a missing file must exit 2"; failures=$((failures + 1)); }
[[ $failures -eq 0 ]] && echo "all replay scripts agree"
exit $failures
