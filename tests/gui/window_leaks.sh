#!/usr/bin/env bash
# Sourced by the tests that run the desktop application in a window under Xvfb (tests/gui,
# tests/postgres/gui_station.sh). Under LeakSanitizer (the asan preset) what Mesa, SDL2, D-Bus,
# fontconfig and cairo keep until the process ends is suppressed by name (assets/lsan-gui.supp);
# Mesa's software driver is unloaded before the leak check, so its leaks come without a module
# name: those alone are tolerated, any other leak fails the test. Without LeakSanitizer the
# settings are ignored and the check finds nothing.

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
