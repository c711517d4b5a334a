#!/usr/bin/env bash
# The TRF files of a 40-player demo read by the FIDE-endorsed reference pairing program,
# bbpPairings, in its check mode (it reads every round and pairs each again): no error from
# TRF-16 or TRF-26. bbpPairings is not part of this project: set BBPPAIRINGS to one or more of
# its executables (colon-separated, e.g. v5 and v6 built elsewhere); without it the test is
# skipped (exit 77). The rounds it would pair otherwise are printed, not failed: the event
# pairs by its own edition of the Dutch rules.
# Usage: BBPPAIRINGS=/path/v5/bbpPairings.exe:/path/v6/bbpPairings.exe trf_bbp.sh RENJU_ARBITER
set -uo pipefail
binary=$1
if [[ -z "${BBPPAIRINGS:-}" ]]; then
    echo "skipped: BBPPAIRINGS names no bbpPairings executable"
    exit 77
fi
work=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $1"; failures=$((failures + 1)); }

"$binary" demo "$work/demo.renju" --players 40 --rounds 7 > /dev/null || { echo "FAIL demo"; exit 1; }
"$binary" export trf "$work/demo.renju" -o "$work/demo16.trf" > /dev/null 2>&1 || fail "export 16"
"$binary" export trf "$work/demo.renju" --trf 26 -o "$work/demo26.trf" > /dev/null 2>&1 ||
    fail "export 26"
IFS=':' read -r -a programs <<< "$BBPPAIRINGS"
for program in "${programs[@]}"; do
    [[ -x "$program" ]] || { fail "$program is not an executable"; continue; }
    for file in demo16.trf demo26.trf; do
        "$program" --dutch "$work/$file" -c > "$work/out" 2> "$work/err"
        status=$?
        # It names each round it reads ("demo16: Round #3"), then the boards it pairs otherwise;
        # a file it cannot read is an error on the standard error (and a status of 3).
        errors=$(cat "$work/err")
        rounds=$(grep -c ': Round #[0-9]*$' "$work/out")
        if [[ $status -ne 0 || -n "$errors" || $rounds -ne 7 ]]; then
            fail "$program $file: exit $status, $rounds rounds read: $errors"
        fi
        differing=$(grep -c 'Checker pairings' "$work/out")
        echo "$program $file: exit $status, $rounds rounds read, $differing paired otherwise"
        [[ $differing -eq 0 ]] || sed 's/^/  /' "$work/out"
    done
done
if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s)"
    exit 1
fi
