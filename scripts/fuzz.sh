#!/usr/bin/env bash
# Fuzzes every reader with libFuzzer (clang, ASan, UBSan): the file readers, the hall's
# Authorization header, verifier and password file, and the HTTP request parser. Builds the
# targets in build/fuzz (-DRENJU_FUZZ=ON), then runs each for SECONDS (default 30; fourteen
# targets, about nine minutes in all with the build) from the seeds kept in
# tests/fuzz/corpus/<format>/. New inputs
# go to a scratch folder, never into the repository. A crash, a leak, a timeout or an
# out-of-memory stops the script with exit status 1 and leaves the input in build/fuzz/artifacts.
# Usage: scripts/fuzz.sh [SECONDS]
set -euo pipefail
seconds=${1:-30}
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build/fuzz
command -v clang++ >/dev/null || { echo "fuzz: clang++ is missing (scripts/install-deps.sh)" >&2; exit 2; }
cmake -S "$root" -B "$build" -DRENJU_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo > "$build.configure.log" 2>&1 ||
    { cat "$build.configure.log"; exit 2; }
cmake --build "$build" -j2 > "$build.build.log" 2>&1 || { tail -40 "$build.build.log"; exit 2; }
mkdir -p "$build/artifacts"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0
for format in rif renlib psq sgf text playok offsets packed json trf authorization verifier pgpass \
    http; do
    mkdir -p "$scratch/$format"
    echo "fuzz: $format for ${seconds}s"
    if ! "$build/tests/fuzz/fuzz_$format" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -artifact_prefix="$build/artifacts/$format-" -print_final_stats=1 \
        "$scratch/$format" "$root/tests/fuzz/corpus/$format" > "$scratch/$format.log" 2>&1; then
        echo "fuzz: $format FAILED"
        tail -60 "$scratch/$format.log"
        failures=$((failures + 1))
    else
        grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$scratch/$format.log" | tr '\n' ' '
        echo
    fi
done
if [[ $failures -gt 0 ]]; then
    echo "fuzz: $failures target(s) failed; inputs in $build/artifacts"
    exit 1
fi
echo "fuzz: every reader survived"
