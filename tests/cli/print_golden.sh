#!/usr/bin/env bash
# Prints the documents of the demo event (`renju-arbiter demo`, seed 2026) with a fixed
# --printed-at and compares `pdftotext -layout` of each PDF, and one HTML page, with the golden
# files in GOLDEN_DIR; checks page counts, the scoresheet's diagram cells measured in the PDF,
# the columns and legends, SOURCE_DATE_EPOCH, the HTML folder, errors, and that printing works
# while a writer holds the event. UPDATE_GOLDEN=1 rewrites the golden files.
# Usage: print_golden.sh RENJU_ARBITER GOLDEN_DIR
set -uo pipefail
binary=$1
golden=$2
failures=0
# Event files on tmpfs when there is one: the demo journals every command with fsync.
work=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'exec 3>&- 2>/dev/null; rm -rf "$work"' EXIT

fail() { echo "FAIL $1"; failures=$((failures + 1)); }
expect() { # expect NAME EXPECTED ACTUAL
    [[ "$2" == "$3" ]] || { fail "$1"; echo "  expected: $2"; echo "  actual:   $3"; }
}
compare() { # compare NAME ACTUAL_FILE
    if [[ "${UPDATE_GOLDEN:-}" == 1 ]]; then
        cp "$2" "$golden/$1"
    elif ! diff -u "$golden/$1" "$2" > "$work/diff"; then
        fail "$1 differs from the golden file"; head -40 "$work/diff"
    fi
}
pages() { pdfinfo "$1" | sed -n 's/^Pages: *//p'; }

event="$work/demo.renju"
"$binary" demo "$event" > /dev/null || { echo "FAIL demo"; exit 1; }
at=(--printed-at 2026-11-23T18:00Z)

# name | pages | print arguments after the event
cases=(
    "pairings-round-5|2|pairings --round 5"
    "standings-round-5|1|standings"
    "crosstable-round-5|1|crosstable"
    "record-round-5-table-1|1|record --round 5 --table 1"
    "bulletin-round-1|3|record --round 1 --bulletin"
    "scoresheets-round-3-table-4|4|scoresheets --round 3 --table 4"
    "slips-round-2-letter|4|slips --round 2 --paper letter"
)
for entry in "${cases[@]}"; do
    IFS='|' read -r name count arguments <<< "$entry"
    read -r -a words <<< "$arguments"
    pdf="$work/$name.pdf"
    output=$("$binary" print "${words[0]}" "$event" "${words[@]:1}" "${at[@]}" -o "$pdf")
    expect "$name: message" "wrote $pdf ($count page$([[ $count == 1 ]] || echo s))" "$output"
    expect "$name: pages" "$count" "$(pages "$pdf")"
    pdftotext -layout "$pdf" "$work/$name.txt"
    compare "$name.txt" "$work/$name.txt"
done
# The columns arbiters look for, and a legend of every code, in each list.
has() { # has NAME REGEX: the text of NAME.pdf matches REGEX
    grep -qE "$2" "$work/$1.txt" || fail "$1: no match for '$2'"
}
has pairings-round-5 "Bd +No\. +Black \(first\) +Rtg +Pts +Res\. +Res\. +Pts +Rtg +White \(second\) +No\."
has pairings-round-5 "Name +No\. +Fed +Rtg +Pts +Bd +Plays +Opponent +No\. +Res\."
has pairings-round-5 "Legend: Bd: board \(table\) number; No\.: the player.s number"
has standings-round-5 "Rk\. +No\. +Name +Fed +Rtg +Pts +Gms +BH +SB +DE"
has standings-round-5 "BH, SB, DE: the tie-breaks, in the"
has standings-round-5 "SB: Sonneborn-Berger"
has crosstable-round-5 "Rk\. +No\. +Name +Fed +Rtg +R1 +R2 +R3 +R4 +R5 +Pts +BH +SB +DE"
has crosstable-round-5 "12b1: against No\. 12 as the first player"
has scoresheets-round-3-table-4 "\(sheet 2 of 2\)"
has scoresheets-round-3-table-4 "No\. +Move +Time +No\. +Move +Time"
has slips-round-2-letter "Result: by colour, Black's score first"
[[ $(grep -c "Legend:" "$work/pairings-round-5.txt") -eq 2 ]] || fail "pairings: a legend on each list"

# The scoresheet's diagram cells measured in the PDF, on A4 and Letter: the centres of the column
# letters a and o under the diagram are 14 cells apart (6 mm at least, to write a move number).
cellMillimetres() { # cellMillimetres PDF
    pdftotext -bbox -f 1 -l 1 "$1" - | awk -F'"' '
        />a<\/word>/ && !a { a = ($2 + $6) / 2; y = $4 }
        />o<\/word>/ && a && $4 == y { printf "%.2f", (($2 + $6) / 2 - a) / 14 * 25.4 / 72; exit }'
}
"$binary" print scoresheets "$event" --round 3 --table 4 --paper letter "${at[@]}" \
    -o "$work/scoresheets-letter.pdf" > /dev/null || fail "scoresheets on Letter"
for pdf in scoresheets-round-3-table-4 scoresheets-letter; do
    cell=$(cellMillimetres "$work/$pdf.pdf")
    awk -v cell="$cell" 'BEGIN { exit !(cell >= 6.0) }' ||
        fail "$pdf: diagram cells of '$cell' mm (6 mm at least)"
done
expect "diagram cell" "6.50" "$(cellMillimetres "$work/scoresheets-round-3-table-4.pdf")"
expect "letter scoresheets" 4 "$(pages "$work/scoresheets-letter.pdf")"

expect "letter paper" "612 x 792 pts (letter)" \
    "$(pdfinfo "$work/slips-round-2-letter.pdf" | sed -n 's/^Page size: *//p')"

# The PDF metadata dates follow --printed-at, or SOURCE_DATE_EPOCH without it.
expect "metadata date" "2026-11-23T18:00:00Z" \
    "$(pdfinfo -isodates "$work/standings-round-5.pdf" | sed -n 's/^CreationDate: *//p')"
SOURCE_DATE_EPOCH=1795000000 "$binary" print standings "$event" -o "$work/epoch.pdf" > /dev/null
expect "SOURCE_DATE_EPOCH" "2026-11-18T11:06:40Z" \
    "$(pdfinfo -isodates "$work/epoch.pdf" | sed -n 's/^ModDate: *//p')"
grep -q "printed 2026-11-18 11:06 UTC" <(pdftotext "$work/epoch.pdf" -) || fail "epoch footer"

# HTML: every page of the event in one folder, with its index.
"$binary" print all "$event" "${at[@]}" --html "$work/web" > "$work/all.out" ||
    fail "print all --html"
expect "print all: pages written" 12 "$(grep -c '^wrote ' "$work/all.out")"
expect "index links" 12 "$(grep -c '<li><a href=' "$work/web/index.html")"
[[ -f "$work/web/style.css" ]] || fail "style.css"
compare "pairings-round-5.html" "$work/web/pairings-round-5.html"

# Errors: named, exit status 1, no file left behind.
check_error() { # check_error NAME EXPECTED_STDERR ARGUMENTS...
    local name=$1 expected=$2
    shift 2
    "$binary" print "$@" > /dev/null 2> "$work/err"
    local status=$?
    expect "$name: exit status" 1 "$status"
    expect "$name: message" "$expected" "$(cat "$work/err")"
}
check_error "round" "error: round 9 is not paired (rounds 1-5 are paired)" \
    pairings "$event" --round 9 -o "$work/bad.pdf"
check_error "table" "error: round 2 has no table 30 (tables 1-11)" \
    record "$event" --round 2 --table 30 -o "$work/bad.pdf"
check_error "no output" "error: print: give either -o FILE.pdf or --html DIR" standings "$event"
check_error "all to PDF" "error: print all: only with --html DIR (a folder of pages)" \
    all "$event" -o "$work/bad.pdf"
check_error "bulletin" "error: --bulletin is an option of \`print record\`" \
    pairings "$event" --bulletin -o "$work/bad.pdf"
check_error "printed-at" \
    "error: --printed-at '23.11.2026': column 1: expected a date YYYY-MM-DD" \
    standings "$event" --printed-at 23.11.2026 -o "$work/bad.pdf"
check_error "unwritable" \
    "error: cannot write $work/missing/x.pdf: No such file or directory" \
    standings "$event" -o "$work/missing/x.pdf"
[[ -e "$work/bad.pdf" ]] && fail "a refused print left a file"
"$binary" print pairings "$event" --paper a3 -o "$work/bad.pdf" > /dev/null 2>&1 &&
    fail "--paper a3 accepted"

# Read-only: printing works while `batch` holds the event for writing.
mkfifo "$work/in"
"$binary" batch "$event" < "$work/in" > "$work/batch.out" 2>&1 &
batch=$!
exec 3> "$work/in"
echo 'player list' >&3
for _ in $(seq 50); do grep -q '^ok' "$work/batch.out" && break; sleep 0.1; done
"$binary" player add "$event" --name Late > /dev/null 2>&1 && fail "a second writer was let in"
"$binary" print standings "$event" "${at[@]}" -o "$work/held.pdf" > /dev/null ||
    fail "print while batch holds the event"
exec 3>&-
wait "$batch"
cmp -s "$work/held.pdf" "$work/standings-round-5.pdf" || fail "print while held: other bytes"

if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "print: all checks passed"
