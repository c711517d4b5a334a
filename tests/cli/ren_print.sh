#!/usr/bin/env bash
# Ren's printed documents from the command line, which need no event: `print ren-board` (the
# board with its counters and the stones to cut out) on A4 and Letter, `print ren-record
# --script GAME` as PDF and HTML, and the mistakes each refused with its message.
# Usage: ren_print.sh RENJU_ARBITER REPLAY_SCRIPTS_DIR
set -uo pipefail
binary=$1
scripts=$2
failures=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
at=(--printed-at 2026-11-23T18:00Z)

fail() { echo "FAIL $1"; failures=$((failures + 1)); }
pages() { pdfinfo "$1" | sed -n 's/^Pages: *//p'; }
# refused NAME EXPECTED-MESSAGE ARGUMENTS...: the command must exit non-zero with the message.
refused() {
    local name=$1 message=$2
    shift 2
    local err
    err=$("$binary" "$@" 2>&1 > /dev/null) && fail "$name: accepted"
    grep -qF -- "$message" <<< "$err" || fail "$name: '$err' lacks '$message'"
}

for paper in a4 letter; do
    "$binary" print ren-board -o "$work/board-$paper.pdf" --paper "$paper" "${at[@]}" > /dev/null ||
        fail "print ren-board --paper $paper"
    [[ $(pages "$work/board-$paper.pdf") == 2 ]] || fail "ren-board on $paper is not 2 pages"
done
pdftotext "$work/board-a4.pdf" - | grep -q "60 Black and 60 White" || fail "no stones to cut out"

game="$scripts/ren-8-lead.game"
"$binary" print ren-record --script "$game" --black "Anna Ivanova" --white "王伟" \
    -o "$work/record.pdf" "${at[@]}" > "$work/out" || fail "print ren-record"
grep -q "^wrote $work/record.pdf (2 pages)$" "$work/out" || fail "ren-record: $(cat "$work/out")"
text=$(pdftotext -layout "$work/record.pdf" -)
for expected in "Ren game record" "Black (Anna Ivanova) - White (王伟)" "game: ren-8-lead.game" \
                "captures g3; nibai: niban g3" "Final score: Black 8, White 2"; do
    grep -qF "$expected" <<< "$text" || fail "the record lacks '$expected'"
done
"$binary" print ren-record --script "$game" --html "$work/web" "${at[@]}" > /dev/null ||
    fail "print ren-record --html"
[[ -s $work/web/ren-record.html ]] || fail "no ren-record.html"

refused "an event given to ren-board" "print ren-board takes no EVENT" \
    print ren-board "$work/event.renju" -o "$work/x.pdf"
refused "ren-record without its game" "print ren-record needs the game: --script FILE" \
    print ren-record -o "$work/x.pdf"
refused "a renju script" "is a game of renju, not ren" \
    print ren-record --script "$scripts/rif-double-three.game" -o "$work/x.pdf"
refused "a missing script" "cannot open $work/none.game" \
    print ren-record --script "$work/none.game" -o "$work/x.pdf"
refused "a script with errors" "ren-errors.game:3: ren is played on 8x8 or 10x10 squares, not 9" \
    print ren-record --script "$scripts/ren-errors.game" -o "$work/x.pdf"
refused "--script with pairings" "--script, --black and --white are options of" \
    print pairings "$work/event.renju" --script "$game" -o "$work/x.pdf"
refused "pairings without the event" "print pairings needs the EVENT" \
    print pairings -o "$work/x.pdf"
[[ -e $work/x.pdf ]] && fail "a refused print wrote a file"

[[ $failures -eq 0 ]] && echo "Ren's documents print"
exit $failures
