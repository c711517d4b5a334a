#!/usr/bin/env bash
# Installs what is missing, builds the `release` preset and runs renju-arbiter with the given
# arguments. Without arguments it shows a demonstration: the forbidden points of a sample
# position, the reasoning for one of them, and the command list.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake --preset release > /dev/null
cmake --build --preset release -j "$(nproc)"
binary=build/release/arbiter/renju-arbiter
if [[ $# -gt 0 ]]; then
    exec "$binary" "$@"
fi
sample="h8 g8 h7 e10 h9 c8 j11 f9 i8 f7 i7 d7 j8 e8 i9 f11 l8 e9 g10 f8"
echo "\$ echo \"$sample\" | renju-arbiter forbidden"
echo "$sample" | "$binary" forbidden
echo
echo "\$ renju-arbiter forbidden --explain k9 \"$sample\""
"$binary" forbidden --explain k9 "$sample"
echo
"$binary" --help
