#!/usr/bin/env bash
# Runs `renju-arbiter clock` on scripted games and compares the exact output, messages and exit
# status: periods per player and on the first flag, moves short (9.4), both flags (10.4),
# overtime, the hourglass, time odds, openings (12.7), pauses and adjustments (14.6), late
# arrival (15) and freezing at zero.
# Usage: clock_scenarios.sh RENJU_ARBITER
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

# scenario NAME STATUS STDOUT STDERR INPUT CLOCK_OPTIONS...
scenario() {
    local name=$1 status=$2 out=$3 err=$4 input=$5
    shift 5
    local actual
    actual=$(printf '%s' "$input" | "$binary" clock "$@" 2> "$work/err")
    expect "$name: status" "$status" "$?"
    expect "$name: output" "$out" "$actual"
    expect "$name: messages" "$err" "$(cat "$work/err")"
}

scenario "14.1: a new period per player when its moves are made" 0 \
$'A 75000 2 2 B 55000 1 1 -\nA 85000 3 3 B 65000 2 2 -' "" \
$'0 start\n10 press\n15 press\n20 press\n20 show\n40 press B\n50 press A\n50 show\n' \
    --control '2/60:1/30:20'

scenario "14.1: on the first flag, both seats get the next period" 0 \
$'A 30000 2 2 B 70000 2 2 -\nA 40000 3 3 B 0 2 2 B' "" \
$'0 start A\n10 press\n20 press\n30 press\n40 press\n80 show\n90 press\n160 show\n' \
    --control '2/60:1/30:20' --period-on-first-flag

scenario "9.4: the flag falls exactly at zero, moves short" 0 \
$'A 1 1 1 B 60000 1 1 -\nA 0 1 1 B 60000 1 1 A\nA 0 1 2 B 55000 1 1 A' "" \
$'0 start\n10 press\n10 press\n59.999 show\n60 show\n70 press\n75 show\n' \
    --control '3/60:30'

scenario "10.4: both flags, in the order they fell" 0 \
$'A 0 1 1 B 1000 1 0 A\nA 0 1 1 B 0 1 0 AB' "" \
$'0 start\n12 press\n21 show\n22 show\n' --control 10

scenario "byo-yomi: the time left in the period; overtime is one more period" 0 \
$'A 3000 2 0 B 10000 1 0 -\nA 5000 2 1 B 10000 1 0 -\nA 0 2 1 B 10000 1 1 A' "" \
$'0 start\n12 show\n13 press\n13 show\n13 press\n100 show\n' --control '10:3x5'

scenario "Canadian: the block reloads when its moves are made" 0 \
$'A 18000 2 2 B 10000 1 1 -\nA 20000 2 3 B 10000 1 2 -' "" \
$'0 start\n5 press\n5 press\n12 press\n12 show\n12 press\n15 press\n15 show\n' \
    --control '10:c2/20'

scenario "hourglass: the time one uses is added to the other" 0 \
$'A 170000 1 1 B 190000 1 0 -\nA 195000 1 1 B 165000 1 0 -' "" \
$'0 start\n10 press\n10 show\n35 show\n' --control '*180'

scenario "time odds: the beginners' handicap match, preset and --control-b agree" 0 \
$'A 280000 1 1 B 30000 1 0 -\nA 280000 1 1 B 0 1 0 B' "" \
$'0 start\n20 press\n20 show\n50 show\n' --control handicap-1
scenario "time odds with --control-b" 0 \
$'A 280000 1 1 B 30000 1 0 -\nA 280000 1 1 B 0 1 0 B' "" \
$'0 start\n20 press\n20 show\n50 show\n' --control 300 --control-b 30

scenario "12.7: next switches who acts without counting a move" 0 \
$'A 5390000 1 0 B 5395000 1 0 -\nA 5390000 1 0 B 5420000 1 1 -' "" \
$'0 start A\n10 next B\n15 show\n20 press B\n20 show\n' --control rif-90

scenario "14.6: pause, adjust while paused, resume" 0 \
$'A 7161000 1 1 B 7195000 1 2 -' "" \
$'0 start\n10 press\n15 press\n20 pause\n25 adjust A +30.5 clock defect (14.5)\n25 adjust A -30.5\n25 adjust B moves +1\n26 resume\n50 show\n' \
    --control '40/7200:20/3600:1800'

scenario "15: both absent, one clock counts for both until one arrives" 0 \
$'A 500000 1 0 B 500000 1 0 -\nA 450000 1 0 B 500000 1 0 -\nA 450000 1 1 B 490000 1 0 -' "" \
$'0 absent both\n0 start\n100 show\n100 absent A\n150 show\n150 press\n160 show\n' \
    --control 600

scenario "wrong-seat press and presses before the start are refused" 1 \
$'A 50000 1 0 B 60000 1 0 -' \
$'line 1: refused (14.3): cannot press: the clock has not been started
line 3: refused (14.3): seat B pressed, but seat A\'s time runs: a player stops only their own clock
line 4: refused (14.6): the clock runs: pause it before adjusting seat A' \
$'0 press\n0 start\n5 press B\n6 adjust A +10\n10 show\n' --control 60

scenario "freeze at zero stops the clock at the first flag" 1 \
$'A 0 1 0 B 20000 1 0 A\nA 0 1 1 B 15000 1 0 A' \
"line 3: refused (9.4): cannot press: the clock stopped when seat A's flag fell (freeze at zero); the arbiter resumes it" \
$'0 start\n50 show\n50 press\n50 resume\n51 press\n56 show\n' --control '10|20' --freeze-at-zero

scenario "comments, blank lines, tabs, CRLF and decimals" 0 \
$'A 58750 1 1 B 59999 1 0 -' "" \
$'# a comment\n\n0.000\tstart\r\n1.25  press\r\n1.251 show\r\n' --control 60

[[ $failures -eq 0 ]] && echo "all clock CLI scenarios pass"
exit $failures
