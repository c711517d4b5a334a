#!/usr/bin/env bash
# The `choose` step fails a GUI script on an option its list does not have, naming the list and
# the options it has, and on a list that is not shown; a known option is chosen (the event file
# afterwards has it).
# Usage: choose_unknown_option.sh RENJU_ARBITER WORK_FOLDER
set -euo pipefail
binary=$1
work=$2
rm -rf "$work"
mkdir -p "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }
export SDL_AUDIODRIVER=dummy CUPS_SERVER=$work/no-cups.sock
# Under the asan preset: what SDL2, D-Bus and Mesa keep until the end is not this test's leak.
source "$(dirname "${BASH_SOURCE[0]}")/window_test.sh"
window_leaks_setup

# Runs SCRIPT_TEXT on a new event EVENT; prints the status and keeps stderr in EVENT.stderr.
run_script() {
    local event=$1 text=$2 status
    printf '%s\n' "$text" > "$event.txt"
    # The program's own status, kept in a file: xvfb-run may end with 5 of its own when its
    # temporary folder cannot be removed right after a program that exits at once.
    xvfb-run -a -s "-screen 0 1440x900x24" sh -c '"$@"; echo $? > "$0.status"' "$event" \
        "$binary" "$event" --as Tester --script "$event.txt" --size 1280x800 \
        2> "$event.stderr" > /dev/null || true
    status=$(cat "$event.status" 2> /dev/null || echo "none: the program did not run")
    window_leaks_check "$event.stderr" > /dev/null 2>&1 || status="$status, and it leaked memory"
    echo "$status"
}

status=$(run_script "$work/unknown.renju" $'view setup\nchoose opening rule = Renju-9000')
[[ $status -eq 3 ]] ||
    { cat "$work/unknown.renju.stderr" >&2; fail "an unknown option gave status $status, not 3"; }
expected="script line 2: no option 'Renju-9000' in the list 'opening rule'; its options: \
'RIF 1996 (rif)', 'RIF, older variant (rif-old)', 'Yamaguchi'"
grep -qF "$expected" "$work/unknown.renju.stderr" ||
    { cat "$work/unknown.renju.stderr" >&2; fail "the failure does not name the list and options"; }

status=$(run_script "$work/nolist.renju" $'view setup\nchoose flavour = vanilla')
[[ $status -eq 3 ]] || fail "an unknown list gave status $status, not 3"
grep -qF "script line 2: no list 'flavour' is shown" "$work/nolist.renju.stderr" ||
    { cat "$work/nolist.renju.stderr" >&2; fail "the failure does not name the missing list"; }

# The same steps with options that exist: chosen, and kept in the event created.
status=$(run_script "$work/known.renju" $'view setup\nfield event name = Choose Open
choose opening rule = Yamaguchi\nchoose time control presets = rapid
button Create the event\nexpect created')
[[ $status -eq 0 ]] ||
    { cat "$work/known.renju.stderr" >&2; fail "known options failed: status $status"; }
settings=$("$binary" event show "$work/known.renju")
grep -q "opening yamaguchi" <<< "$settings" ||
    fail "the opening rule chosen is not the event's: $settings"
grep -Eq "time control: *900\+10" <<< "$settings" ||
    fail "the preset chosen is not the event's: $settings"
echo "choose: an unknown option or list fails naming what there is; known options are chosen"
