#!/usr/bin/env bash
# Checks the forbidden command's handling of bad lines, ids, extra columns and explanations.
# Usage: forbidden_errors.sh RENJU_ARBITER
set -uo pipefail
binary=$1
failures=0

expect() { # expect NAME EXPECTED ACTUAL
    if [[ "$2" != "$3" ]]; then
        echo "FAIL $1"; echo "  expected: $2"; echo "  actual:   $3"; failures=$((failures + 1))
    fi
}

input=$'x1\th8 h9 h8\nx2\th8 q9\nx3\th8 h9 i8 i9 j8\tignored\tcolumns\n\nh8 h9 -- i9 P3\nx4\t\r'
output=$(printf '%s\n' "$input" | "$binary" forbidden)
status=$?
expected=$'x1\terror: move 3: h8 is already occupied (move 1)
x2\terror: move 2: \'q9\' is not a point (columns a-o, rows 1-15) or a pass (--)
x3\t-
-
error: move 5: \'P3\' is not a point (columns a-o, rows 1-15) or a pass (--)
x4\t-'
expect "error lines and processing continues" "$expected" "$output"
expect "exit status 1 after an error" 1 "$status"

output=$(printf 'h8 h9 i8 i9\n' | "$binary" forbidden)
expect "exit status 0 without errors" 0 "$?"

# A double-three: f8 g8 and h6 h7 around h8 (White far away).
output=$(printf 'f8 a1 g8 a3 h6 a5 h7\n' | "$binary" forbidden)
expect "double-three reported" "h8:33" "$output"

output=$("$binary" forbidden --explain h8 "f8 a1 g8 a3 h6 a5 h7")
expect "explain status" 0 "$?"
[[ "$output" == "h8: forbidden double-three (9.2 c)"* ]] || {
    echo "FAIL explain first line: $output"; failures=$((failures + 1)); }

"$binary" forbidden --explain z9 "h8" 2> /dev/null
expect "explain of a bad point exits 2" 2 "$?"
message=$("$binary" forbidden --explain h8 "h8" 2>&1)
expect "explain of an occupied point" "error: h8 is occupied; --explain judges an empty point" "$message"

[[ $failures -eq 0 ]] && echo "all forbidden CLI checks pass"
exit $failures
