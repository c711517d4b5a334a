#!/usr/bin/env bash
# Fuzzes every reader with libFuzzer (clang, ASan, UBSan): the file readers, the hall's
# Authorization header, verifier and password file, and the HTTP request parser. Builds the
# targets in build/fuzz (-DRENJU_FUZZ=ON), then runs each for SECONDS (default 30; fourteen
# targets, one per core at a time: about five minutes in all on two cores with the build) from
# the seeds kept in tests/fuzz/corpus/<format>/. New inputs go to a scratch folder, never into
# the repository. A crash, a leak, a timeout or an
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
formats=(rif renlib psq sgf text playok offsets packed json trf authorization verifier pgpass http)
# One target per core at a time: each still runs its full SECONDS (libFuzzer is single-threaded),
# the stage takes SECONDS x targets / cores. Results are told in the targets' order.
fuzz_one() {
    local format=$1
    mkdir -p "$scratch/$format"
    if "$build/tests/fuzz/fuzz_$format" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -artifact_prefix="$build/artifacts/$format-" -print_final_stats=1 \
        "$scratch/$format" "$root/tests/fuzz/corpus/$format" > "$scratch/$format.log" 2>&1; then
        echo ok > "$scratch/$format.status"
    else
        echo failed > "$scratch/$format.status"
    fi
}
jobs_at_once=$(nproc)
running=0
for format in "${formats[@]}"; do
    echo "fuzz: $format for ${seconds}s"
    fuzz_one "$format" &
    running=$((running + 1))
    if [[ $running -ge $jobs_at_once ]]; then
        wait -n || true
        running=$((running - 1))
    fi
done
wait
failures=0
for format in "${formats[@]}"; do
    if [[ $(cat "$scratch/$format.status" 2>/dev/null) != ok ]]; then
        echo "fuzz: $format FAILED"
        tail -60 "$scratch/$format.log"
        failures=$((failures + 1))
    else
        echo "fuzz: $format: $(grep -E "stat::number_of_executed_units|stat::peak_rss_mb" \
            "$scratch/$format.log" | tr '\n' ' ')"
    fi
done
if [[ $failures -gt 0 ]]; then
    echo "fuzz: $failures target(s) failed; inputs in $build/artifacts"
    exit 1
fi
echo "fuzz: every reader survived"
