#!/usr/bin/env bash
# Runs `renju-arbiter pair`, `check` and `standings` as a user does: every case of the Swiss
# development set under both editions, golden outputs (standard output, "stderr: " lines and
# "exit N") for --explain, check, standings of TRF files and of an event, and `pair forbid`.
# Usage: pairing_cli.sh RENJU_ARBITER DATA_DIR GOLDEN_DIR [--update]
set -uo pipefail
binary=$1
data=$2
golden=$3
update=${4:-}
failures=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL $1"; failures=$((failures + 1)); }

# golden NAME ARGS...: runs the binary in the data folder and compares with GOLDEN_DIR/NAME.
golden() {
    local name=$1
    shift
    (cd "$data" && "$binary" "$@" > "$work/out" 2> "$work/err")
    local status=$?
    local actual
    actual=$(cat "$work/out"; sed 's/^/stderr: /' "$work/err"; echo "exit $status")
    if [[ "$update" == "--update" ]]; then
        printf '%s\n' "$actual" > "$golden/$name"
    elif ! diff <(printf '%s\n' "$actual") "$golden/$name" > "$work/diff"; then
        fail "$name"
        head -20 "$work/diff"
    fi
}

# The reference format on every development case, both editions.
for case in "$data"/swiss/cases/*/; do
    for edition in 2017 2026; do
        expected=$case/expected.txt
        [[ $edition == 2026 ]] && expected=$case/expected-2026.txt
        if ! "$binary" pair "$case/input.trf" --rules $edition | cmp -s - "$expected"; then
            fail "pair $(basename "$case") --rules $edition"
        fi
    done
done

golden pair-explain.expected pair swiss/cases/c005-n007-r04of05/input.trf --explain
golden pair-explain-2026.expected pair swiss/cases/c029-n006-r03of04/input.trf --explain \
    --rules 2026
golden pair-errors.expected pair
golden pair-missing.expected pair no-such-file.trf
golden pair-malformed.expected pair pairing-cli/malformed.trf
golden check-agrees.expected check swiss/full/f01-n012-7rounds/tournament.trf
golden check-differs.expected check pairing-cli/f01-round5-swapped.trf
golden check-cr-no-xxr-xxc.expected check pairing-cli/f01-cr-no-xxr-xxc.trf
golden check-crlf-no-xxc.expected check pairing-cli/f01-crlf-no-xxc.trf --rules 2026
golden check-no-rounds.expected check pairing-cli/players-only-cr.trf
golden check-no-players.expected check pairing-cli/no-players-cr.trf
golden pair-cr-no-xxc.expected pair pairing-cli/c005-cr-no-xxc.trf
golden standings-trf.expected standings swiss/full/f02-n025-9rounds/tournament.trf
golden standings-median.expected standings swiss/full/f01-n012-7rounds/tournament.trf \
    --tiebreaks renju-median,WIN,WON,BPG,ARO
golden standings-json.expected standings swiss/full/f01-n012-7rounds/tournament.trf --json \
    --tiebreaks BH-C1,DE
golden standings-unknown.expected standings swiss/full/f01-n012-7rounds/tournament.trf \
    --tiebreaks BH,XY

# TRF files as other programs write them (tests/data/pairing-cli/README.md).
golden standings-cp1252.expected standings pairing-cli/cp1252-federation.trf
golden standings-cp1252-json.expected standings pairing-cli/cp1252-federation.trf --json
golden standings-cp1252-as-cp1251.expected standings pairing-cli/cp1252-federation.trf \
    --encoding CP1251
golden standings-bad-encoding.expected standings pairing-cli/cp1252-federation.trf \
    --encoding NO-SUCH-CODE-PAGE
golden pair-cp1252.expected pair pairing-cli/cp1252-federation.trf
golden standings-lichess.expected standings pairing-cli/lichess-blank-opponents.trf
golden check-lichess.expected check pairing-cli/lichess-blank-opponents.trf
golden pair-pending.expected pair pairing-cli/pending-round.trf
golden standings-pending.expected standings pairing-cli/pending-round.trf
golden check-pending.expected check pairing-cli/pending-round.trf
golden standings-points-results.expected standings pairing-cli/points-disagree.trf
golden standings-points-file.expected standings pairing-cli/points-disagree.trf --points file
golden pair-points-file.expected pair pairing-cli/points-disagree.trf --points file
golden pair-142.expected pair pairing-cli/trf26-rounds-142.trf
golden pair-accelerated.expected pair pairing-cli/accelerated-xxa.trf
golden standings-teams.expected standings pairing-cli/teams-013.trf

# `player import` takes a TRF file: names, ratings, federations, ids, teams as clubs.
imported=$work/imported.renju
"$binary" event new "$imported" --name "Imported" --rounds 5 > /dev/null || fail "event new"
golden import-teams.expected player import "$imported" pairing-cli/teams-013.trf
golden import-cp1252.expected player import "$imported" pairing-cli/cp1252-federation.trf
golden import-list.expected player list "$imported" --json

# An event: `pair forbid` keeps working next to `pair FILE`; its standings are those of its TRF.
event=$work/event.renju
"$binary" event new "$event" --name "Standings test" --rounds 3 --tiebreaks BH,SB > /dev/null ||
    fail "event new"
{
    for player in "Ann 2100" "Bob 2000" "Cid 1900" "Dan 1800" "Eve 1700"; do
        echo "player add --name ${player% *} --rating ${player#* }"
    done
    echo "pair forbid 1 2"
    for round in 1 2; do
        echo "round pair"
        echo "round publish"
        echo "round start"
        echo "result 1 1-0"
        echo "result 2 0.5-0.5"
        echo "round finish"
    done
} | "$binary" batch "$event" > "$work/batch" 2>&1
grep -q refused "$work/batch" && { fail "batch"; cat "$work/batch"; }
"$binary" pair forbid "$event" 3 4 > "$work/forbid" || fail "pair forbid EVENT 3 4"
grep -q "will not be paired" "$work/forbid" || fail "pair forbid: $(cat "$work/forbid")"
"$binary" pair forbid "$event" 3 9 2> /dev/null && fail "pair forbid with an unknown player"
"$binary" export trf "$event" -o "$work/event.trf" > /dev/null || fail "export trf"
"$binary" standings "$event" --tiebreaks renju-bh > "$work/from-event" || fail "standings EVENT"
"$binary" standings "$work/event.trf" > "$work/from-trf" || fail "standings TRF"
cmp -s "$work/from-event" "$work/from-trf" || { fail "event and TRF standings differ";
    diff "$work/from-event" "$work/from-trf"; }
# Without --tiebreaks the event's own list (BH, SB) applies.
"$binary" standings "$event" --json > "$work/own.json" || fail "standings EVENT --json"
grep -q '"tieBreaks": \[' "$work/own.json" && grep -q '"SB"' "$work/own.json" &&
    ! grep -q '"DE"' "$work/own.json" || fail "the event's tie-breaks are not used"

[[ $failures -eq 0 ]] && echo "pairing commands agree"
exit $failures
