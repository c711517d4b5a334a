#!/usr/bin/env bash
# Players' names in Thai and Devanagari print in Noto fonts (fonts-noto-core) and read back from
# the PDF; a name in a script no installed font covers (CJK Extension C) prints as boxes, and the
# print command warns, naming the player and the character (issue 24).
# Usage: print_scripts.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

thai="สมชาย ใจดี"
hindi="राहुल शर्मा"
expect "create" 0 "" -- at 0 event new s.renju --name S --rounds 3 --opening none
for entry in "$thai:2000" "$hindi:1900" "Mari Tamm:1800" "Jaan Kask:1700"; do
    expect "player ${entry%%:*}" 0 "" -- at 0 player add s.renju --name "${entry%%:*}" \
        --rating "${entry##*:}"
done
expect "pair" 0 "" -- at 0 round pair s.renju
output=$("$binary" print pairings s.renju -o p.pdf --printed-at 2026-11-23T18:00 2>&1)
[[ $output != *warning* ]] || fail "a warning though every name has its fonts: $output"
text=$(pdftotext p.pdf - 2>/dev/null)
[[ $text == *"$thai"* ]] || fail "the Thai name does not read back: $text"
[[ $text == *"$hindi"* ]] || fail "the Devanagari name does not read back: $text"
fonts=$(pdffonts p.pdf 2>/dev/null)
[[ $fonts == *NotoSansThai* ]] || fail "no Noto Sans Thai in the PDF: $fonts"
[[ $fonts == *NotoSansDevanagari* ]] || fail "no Noto Sans Devanagari in the PDF: $fonts"

# CJK Extension C: no font in the Debian packages the arbiter installs has it (fonts-noto-core
# covers even Old Italic and Ol Chiki).
expect "unprintable player" 0 "" -- at 0 player add s.renju --name "Li 𪜀𪜁" --rating 1600
# The warning names the player as the commands do, with the number every command takes.
number=$("$binary" player list s.renju 2>&1 | awk '/Li 𪜀𪜁/ { print $1 }')
[[ $number == 5 ]] || fail "the new player's No. is '$number', not 5 (the lowest rating)"
expect "glyph warning" 0 "warning: print: no font has U+2A700 in player No. ${number:-?} \"Li 𪜀𪜁\"" -- \
    "$binary" print standings s.renju -o s.pdf --printed-at 2026-11-23T18:00

if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s)"
    exit 1
fi
