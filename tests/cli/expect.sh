# Shared by the command-line test scripts (sourced, not run, with the script's arguments):
# renju-arbiter is the first argument (`binary`), the script runs in a fresh folder (`work`,
# removed at exit), counts failures and checks one command at a time.

binary=${1:?usage: SCRIPT RENJU_ARBITER}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
failures=0

fail() { echo "FAIL: $1"; failures=$((failures + 1)); }
# expect NAME WANTED_STATUS PATTERN -- COMMAND...: runs it, checks the status and that the
# combined output contains PATTERN (a fixed string).
expect() {
    local name=$1 wanted=$2 pattern=$3
    shift 4
    local output status
    output=$("$@" 2>&1)
    status=$?
    [[ $status -eq $wanted ]] || fail "$name: exit $status, wanted $wanted; output: $output"
    [[ "$output" == *"$pattern"* ]] || fail "$name: no '$pattern' in: $output"
}
# at SECONDS ARGS...: renju-arbiter at a synthetic event time.
at() { local t=$1; shift; "$binary" --at "$t" "$@"; }
