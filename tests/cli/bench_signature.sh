#!/usr/bin/env bash
# Compares the signature of `renju-arbiter bench` with the stored one: a change means the
# forbidden-move checker now answers differently on the fixed corpus.
# Usage: bench_signature.sh RENJU_ARBITER SIGNATURE_FILE
set -euo pipefail
actual=$("$1" bench --signature | grep '^signature:')
expected=$(grep '^signature:' "$2")
if [[ "$actual" != "$expected" ]]; then
    echo "bench signature changed"; echo "  stored: $expected"; echo "  now:    $actual"; exit 1
fi
echo "$actual"
