#!/usr/bin/env bash
# Sourced by the tests that run the desktop application in a real window under Xvfb. With the
# test's arguments (RENJU_ARBITER GUI_SCRIPT WORK_FOLDER) it sets binary, script and work, makes
# the work folder afresh, and defines fail, quiet and run_window. Without arguments (the GUI
# station test, which runs its window its own way) only the leak check's two functions.
#
# Under LeakSanitizer (the asan preset) what Mesa, SDL2, D-Bus, fontconfig and cairo keep until
# the process ends is suppressed by name (assets/lsan-gui.supp); Mesa's software driver is
# unloaded before the leak check, so its leaks come without a module name: those alone are
# tolerated, any other leak fails the test. Without LeakSanitizer the settings are ignored and
# the check finds nothing.

# Sets LeakSanitizer's options for a windowed run: the suppressions, and no exit code of its own
# (window_leaks_check decides from the report).
window_leaks_setup() {
    local suppressions
    suppressions=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../assets" && pwd)/lsan-gui.supp
    export LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0:exitcode=0"
}

# Fails (prints the report, returns 1) when STDERR_FILE holds a leak report with a frame in a
# library or program still loaded at exit, that is: a leak that may be the application's.
window_leaks_check() {
    local stderr_file=$1 known
    grep -q "LeakSanitizer: detected memory leaks" "$stderr_file" || return 0
    # A report's frames after the allocator's own (#0): each must be in an unloaded library.
    known=$(grep -E "^ +#[1-9][0-9]* " "$stderr_file" | grep -vc "(<unknown module>)" || true)
    [[ $known -eq 0 ]] && return 0
    cat "$stderr_file" >&2
    echo "FAIL: memory leaked (see the LeakSanitizer report above)" >&2
    return 1
}

if [[ $# -ge 3 ]]; then
    binary=$1
    script=$2
    work=$3
    rm -rf "$work"
    mkdir -p "$work"

    fail() { echo "FAIL: $*" >&2; exit 1; }
    quiet() { "$binary" "$@" > /dev/null; }

    # Runs the program with ARGS (an event file, or `ren GAME ...`) and the GUI script in a
    # window of $window_size (1280x800 unless the test sets it), screenshots to $work/shots, and
    # fails unless the script runs to its end without a leak of its own.
    run_window() {
        # No sound card in CI: SDL's dummy driver. No CUPS server (a socket that is not there):
        # the print dialog says so and only saves the PDF, and a developer's real printer never
        # gets the test's pages.
        export SDL_AUDIODRIVER=dummy
        export CUPS_SERVER=$work/no-cups.sock
        window_leaks_setup
        local size=${window_size:-1280x800} screen=${screen_size:-1440x900}
        xvfb-run -a -s "-screen 0 ${screen}x24" \
            "$binary" "$@" --script "$script" --screenshot-dir "$work/shots" \
            --size "$size" 2> "$work/stderr.txt" ||
            { cat "$work/stderr.txt" >&2; fail "the script did not run to its end"; }
        window_leaks_check "$work/stderr.txt" || exit 1
    }
fi
