#!/usr/bin/env bash
# Installs what is missing, builds the `dev` preset and runs every test.
# Usage: scripts/test.sh [PRESET]   (dev by default; asan and release work too)
set -euo pipefail
cd "$(dirname "$0")/.."
preset=${1:-dev}
./scripts/install-deps.sh
cmake --preset "$preset"
cmake --build --preset "$preset" -j "$(nproc)"
ctest --preset "$preset" -j "$(nproc)"
