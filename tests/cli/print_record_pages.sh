#!/usr/bin/env bash
# A game record of 160 moves prints over two pages in reading order (issue 24): each page's
# move list reads down its first group, then the next, and page 2 goes on from the move after
# the last of page 1; the pages say "page 1 of 2" and "page 2 of 2".
# Usage: print_record_pages.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

expect "create" 0 "" -- at 0 event new g.renju --name G --rounds 1 --rules gomoku --opening none
for name in "Anna Ivanova" "Li Na"; do
    expect "player $name" 0 "" -- at 0 player add g.renju --name "$name"
done
# Black on the points where (column/2 + row) is even, White on the others: no five anywhere
# (rows run in pairs, columns alternate), so the game goes on for 160 moves.
letters=(a b c d e f g h i j k l m n o)
black=() white=()
for ((row = 1; row <= 15; row++)); do
    for ((column = 0; column < 15; column++)); do
        if (((column / 2 + row) % 2 == 0)); then black+=("${letters[$column]}$row")
        else white+=("${letters[$column]}$row"); fi
    done
done
moves=()
for ((i = 0; i < 80; i++)); do moves+=("${black[$i]}" "${white[$i]}"); done
output=$(printf '%s\n' "round pair" "round publish" "round start" "game 1 ${moves[*]}" |
    "$binary" --at 10 batch g.renju 2>&1)
[[ $output != *refused* ]] || fail "the game: $output"

expect "print" 0 "wrote r.pdf (2 pages)" -- "$binary" print record g.renju --table 1 -o r.pdf \
    --printed-at 2026-11-23T18:00
# The move numbers of each page in reading order: pdftotext -layout writes each page's rows
# across the groups, so the groups are read column by column from the "No." positions.
numbers() { # numbers PAGE: the page's move numbers, reading down each group in turn
    pdftotext -layout -f "$1" -l "$1" r.pdf - 2>/dev/null | awk '
        /No\. +Move/ { inTable = 1; n = 0; next }
        inTable && /^ *[0-9]+ +[a-o][0-9]/ {
            for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/ && $(i + 1) ~ /^[a-o][0-9]+$/) {
                group[n, ++count[n]] = $i; n++ }
            rows++; n = 0; next }
        inTable && !/^ *[0-9]+ +[a-o][0-9]/ && rows > 0 { inTable = 0 }
        END { for (g = 0; g < 3; g++) for (r = 1; r <= count[g]; r++) print group[g, r] }'
}
read -r -a first <<< "$(numbers 1 | tr '\n' ' ')"
read -r -a second <<< "$(numbers 2 | tr '\n' ' ')"
[[ ${#first[@]} -gt 10 && ${#second[@]} -gt 10 ]] ||
    fail "the moves are not over two pages: ${#first[@]} and ${#second[@]}"
all=("${first[@]}" "${second[@]}")
for ((i = 0; i < ${#all[@]}; i++)); do
    [[ ${all[$i]} == $((i + 1)) ]] || { fail "move $((i + 1)) read as ${all[$i]}: ${all[*]}"; break; }
done
[[ ${#all[@]} -eq 160 ]] || fail "${#all[@]} moves read back, not 160"
text=$(pdftotext -layout r.pdf - 2>/dev/null)
[[ $text == *"page 1 of 2"*"page 2 of 2"* ]] || fail "no 'page 1 of 2' then 'page 2 of 2'"

if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s)"
    exit 1
fi
