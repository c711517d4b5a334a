#!/usr/bin/env bash
# Smoke-runs what the README's run command gives a new user, from a build of the `release`
# preset: the version, then the demo event opened in a real window under Xvfb with a short GUI
# script (one view change, one screenshot). Fails unless the program exits 0 and the screenshot
# is a non-empty PNG.
# Usage: scripts/smoke-release.sh [BUILD_DIR]   (build/release by default)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
binary=$build/arbiter/renju-arbiter
[[ -x $binary ]] || { echo "smoke: $binary is missing: build the release preset first" >&2; exit 1; }

version=$("$binary" --version)
echo "smoke: $binary --version: $version"
[[ -n $version ]] || { echo "smoke: --version printed nothing" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/renju-smoke.XXXXXX")
trap 'rm -rf "$work"' EXIT
"$binary" demo "$work/demo.renju" --live > /dev/null
export SDL_AUDIODRIVER=dummy
xvfb-run -a -s "-screen 0 1440x900x24" \
    "$binary" "$work/demo.renju" --script assets/gui-scripts/smoke.txt \
    --screenshot-dir "$work/shots" --size 1280x800 2> "$work/stderr.txt" ||
    { cat "$work/stderr.txt" >&2; echo "smoke: the GUI script did not run to its end" >&2; exit 1; }
shot=$work/shots/smoke-standings.png
[[ -s $shot ]] || { echo "smoke: no screenshot was written ($shot)" >&2; exit 1; }
[[ $(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n') == 89504e470d0a1a0a ]] ||
    { echo "smoke: $shot is not a PNG" >&2; exit 1; }
echo "smoke: the demo event opened and wrote a $(stat -c %s "$shot")-byte screenshot"
