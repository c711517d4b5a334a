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

# Rule sets, boards and colours (RULES.md, "Other games in the seeds: rule sets").
message=$("$binary" forbidden --rules caro < /dev/null 2>&1)
expect "an unknown rule set exits 2" 2 "$?"
expect "an unknown rule set is named" "error: --rules: 'caro' is not a rule set (renju, freestyle, gomoku, japan-1899, japan-1903, japan-1912, japan-1916, japan-1918)" "$message"
message=$("$binary" forbidden --board 17 < /dev/null 2>&1)
expect "a board the set does not use exits 2" 2 "$?"
expect "a board the set does not use" "error: --board: renju is played on 15 or 19 lines, not 17" "$message"
"$binary" forbidden --colour green < /dev/null 2> /dev/null
expect "an unknown colour exits 2" 2 "$?"
output=$(printf 'x\tj10 t5\n' | "$binary" forbidden --rules gomoku --board 19)
expect "19x19 points are a-s, 1-19" $'x\terror: move 2: \'t5\' is not a point (columns a-s, rows 1-19) or a pass (--)' "$output"
# Japan-1899: White's double-three (i8) is forbidden too; under renju White has none.
moves='a1 h8 a3 g8 a5 i6 a7 i7 a9'
expect "white under japan-1899" "i8:33" "$(printf '%s\n' "$moves" | "$binary" forbidden --rules japan-1899 --colour white)"
expect "white under renju" "-" "$(printf '%s\n' "$moves" | "$binary" forbidden --colour white)"
# A four-three-three on the 19x19 board (japan-1918's default) near its edge.
moves='c1 a19 c2 a17 c3 a15 d4 a13 e4 a11 d5 a9 e6 a7'
expect "433 under japan-1918" "c4:433" "$(printf '%s\n' "$moves" | "$binary" forbidden --rules japan-1918 | tr ' ' '\n' | grep '^c4')"
output=$("$binary" forbidden --rules japan-1918 --explain c4 "$moves")
expect "explain under a set" "c4: forbidden four-three-three (japan-1918: loses at once)" "$(head -1 <<< "$output")"
message=$("$binary" forbidden --rules japan-1918 --explain t4 "c1" 2>&1)
expect "explain of a point off the 19x19 board" "error: 't4' is not a point (columns a-s, rows 1-19)" "$message"

[[ $failures -eq 0 ]] && echo "all forbidden CLI checks pass"
exit $failures
