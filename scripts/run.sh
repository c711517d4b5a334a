#!/usr/bin/env bash
# Installs what is missing, builds the `release` preset and runs renju-arbiter with the given
# arguments. Without arguments it opens the desktop application on a demonstration event: a
# sample tournament whose last round is being played (clocks running), written to a fresh
# temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake --preset release > /dev/null
# Only the application: the tests and benches are the test command's and CI's to build.
cmake --build --preset release -j "$(nproc)" --target renju-arbiter
binary=build/release/arbiter/renju-arbiter
if [[ $# -gt 0 ]]; then
    exec "$binary" "$@"
fi
folder=$(mktemp -d "${TMPDIR:-/tmp}/renju-arbiter-demo.XXXXXX")
"$binary" demo "$folder/demo.renju" --live
echo "opening the application on $folder/demo.renju (the event, its log and backups stay there)"
exec "$binary" "$folder/demo.renju"
