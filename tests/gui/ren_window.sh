#!/usr/bin/env bash
# The Ren window in a real window under Xvfb: a GUI script plays a game of Ren up to a nibai
# with rui stones, a refused click, a replacement, a correction and a pass; then the game file
# the window wrote is replayed through the command line and every screenshot must exist.
# Usage: ren_window.sh RENJU_ARBITER GUI_SCRIPT WORK_FOLDER
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_test.sh" "$@"

game=$work/game.ren
run_window ren "$game" --board 10 --black "Anna Ivanova" --white "王伟"

# The file holds the header and every accepted event, the undo included, nothing refused.
[[ $(head -2 "$game") == $'rules ren\nboard 10' ]] || fail "the game file's header is wrong"
grep -qx "d4" "$game" || fail "d4 is not in the game file"
[[ $(grep -cx "d4" "$game") -eq 1 ]] || fail "the refused click on d4 was saved"
grep -qx "undo" "$game" || fail "the correction is not in the game file"
replay=$("$binary" replay "$game")
grep -q "^9. d3 Black captures d2; nibai: a niban stone on d2; scores row of 4 b2-e2 = 1 point" \
    <<< "$replay" || fail "the nibai is not replayed from the file"
grep -q "^10. c2 White replaces Black's rui stone" <<< "$replay" || fail "no replacement of c2"
[[ $(tail -2 <<< "$replay") == $'score: 1 0\nresult: * *' ]] || fail "score or result: $replay"
! grep -q "^refused" <<< "$replay" || fail "the file holds a refused event"

for name in 01-before-nibai 02-nibai-rui 02b-outline-gone 03-replacement 04-later; do
    [[ $(head -c 4 "$work/shots/$name.png" 2>/dev/null | tail -c 3) == PNG ]] ||
        fail "no screenshot $name.png"
done
echo "the Ren window played, saved and replayed its game"
