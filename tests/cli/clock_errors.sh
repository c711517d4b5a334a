#!/usr/bin/env bash
# Checks how `renju-arbiter clock` reports malformed lines (named by line number; processing
# continues; exit status 2), time going back, and bad --control / --control-b options (the
# column named; exit status 2).
# Usage: clock_errors.sh RENJU_ARBITER
set -uo pipefail
binary=$1
failures=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

expect() { # expect NAME EXPECTED ACTUAL
    if [[ "$2" != "$3" ]]; then
        echo "FAIL $1"; echo "  expected: $2"; echo "  actual:   $3"; failures=$((failures + 1))
    fi
}

input='0 start
foo
5
5 presss
5 press C
5 next
5 pause now
5 adjust A 30
5 adjust A moves 3
5 adjust C +3
5 absent nobody
5.1234 show
-1 show
10 show
9 show
10 show
5 adjust
10 adjust A +1.2345
10 adjust B moves +10001
'
output=$(printf '%s' "$input" | "$binary" clock --control 60 2> "$work/err")
expect "malformed lines: exit status 2" 2 "$?"
expect "malformed lines: processing continues" $'A 50000 1 0 B 60000 1 0 -
A 50000 1 0 B 60000 1 0 -' "$output"
expect "malformed lines: messages" "line 2: 'foo' is not a time: seconds with up to 3 decimals, such as 12 or 12.345
line 3: expected an event after the time (start, press, next, pause, resume, adjust, absent, show)
line 4: 'presss' is not an event (start, press, next, pause, resume, adjust, absent, show)
line 5: expected seat A or B after 'press', found 'C'
line 6: expected 'next A' or 'next B'
line 7: unexpected 'now' after 'pause'
line 8: '30' is not a signed number of seconds, such as +30 or -1.5 (the sign is required; up to 3 decimals)
line 9: expected a signed move count after 'moves', such as +1 or -2 (at most 10000)
line 10: expected seat A or B after 'adjust', found 'C'
line 11: expected A, B or both after 'absent', found 'nobody'
line 12: '5.1234' is not a time: seconds with up to 3 decimals, such as 12 or 12.345
line 13: '-1' is not a time: seconds with up to 3 decimals, such as 12 or 12.345
line 15: time goes back: 9.000 s is before 10.000 s on line 14
line 17: expected 'adjust A|B ±SECONDS' or 'adjust A|B moves ±N'
line 18: '+1.2345' is not a signed number of seconds, such as +30 or -1.5 (the sign is required; up to 3 decimals)
line 19: expected a signed move count after 'moves', such as +1 or -2 (at most 10000)" "$(cat "$work/err")"

output=$(printf '0 start\n5 press\n4 press\n' | "$binary" clock --control 60 2>&1)
expect "time goes back between events" "line 3: time goes back: 4.000 s is before 5.000 s on line 2" "$output"

output=$(printf '0 start\n5 press B\nx\n' | "$binary" clock --control 60 2> /dev/null)
expect "refused and malformed: the larger status" 2 "$?"

bad_option() { # bad_option NAME EXPECTED_MESSAGE OPTIONS...
    local name=$1 message=$2
    shift 2
    local output
    output=$(printf '0 start\n1 show\n' | "$binary" clock "$@" 2> "$work/err")
    expect "$name: exit status 2" 2 "$?"
    expect "$name: no output" "" "$output"
    expect "$name: message" "$message" "$(cat "$work/err")"
}

bad_option "a bad column" \
    "error: --control '40/72x0': column 6: unexpected 'x': fields are separated by ':'" \
    --control '40/72x0'
bad_option "an unknown control" \
    "error: --control '?': column 1: '?' (an unknown time control) cannot run a clock" \
    --control '?'
bad_option "overtime after a move count" \
    "error: --control '40/7200:5x30': column 9: byo-yomi follows a period for the rest of the game, not one with a move count" \
    --control '40/7200:5x30'
bad_option "the second seat's column counts in the whole text" \
    "error: --control '300|3o': column 6: unexpected 'o': fields are separated by ':'" \
    --control '300|3o'
bad_option "an unknown preset" \
    "error: --control 'bullet': column 1: unknown preset 'bullet' (presets: rif-90, rif-135, 2h-30in30, rapid, blitz, handicap-1, handicap-2)" \
    --control bullet
bad_option "seat B given twice" \
    "error: --control-b: --control '300|30' already gives seat B's control" \
    --control '300|30' --control-b 15
bad_option "a bad --control-b" \
    "error: --control-b '15+': column 4: expected an increment or delay in seconds, found the end" \
    --control 300 --control-b '15+'
bad_option "an hourglass on one seat only" \
    "error: --control-b '*30': an hourglass needs both seats on an hourglass" \
    --control 300 --control-b '*30'

"$binary" clock < /dev/null > /dev/null 2> "$work/err"
status=$?
[[ $status -ne 0 ]] || { echo "FAIL --control is required"; failures=$((failures + 1)); }
expect "--control is required: message" \
    "clock: give --control SPEC (the clock on standard input) or EVENT TABLE ACTION (a table of an event)" \
    "$(head -1 "$work/err")"

[[ $failures -eq 0 ]] && echo "all clock error checks pass"
exit $failures
