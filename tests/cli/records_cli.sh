#!/usr/bin/env bash
# Runs `renju-arbiter records list|check|convert` and `export` as a user does, on the hand-made
# files of tests/data/records: golden outputs (standard output, "stderr: " lines and "exit N"),
# conversions through every format that list the same games, and an event's games exported.
# Usage: records_cli.sh RENJU_ARBITER DATA_DIR GOLDEN_DIR [--update]
set -uo pipefail
binary=$1
data=$2
golden=$3
update=${4:-}
failures=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL $1"; failures=$((failures + 1)); }

# golden NAME ARGS...: runs the binary in the work folder and compares with GOLDEN_DIR/NAME.
golden() {
    local name=$1
    shift
    (cd "$work" && "$binary" "$@" > "$work/out" 2> "$work/err")
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

cp "$data"/records/{club.rif,engines.psq,damaged.sgf,cp1251.txt,sample.lib,sample.txt} "$work"
cp "$data"/records/{playok-swap.pgn,gomocup-openings.txt,packed.txt,moves.json} "$work"
cp "$data"/records/{freestyle-20.psq,tree-gb2312.sgf,utf8-mislabelled.sgf,library-texts.lib} "$work"
cp "$work/club.rif" "$work/club.doc"

golden list-club.expected records list club.rif
golden check-club.expected records check club.rif
golden check-club-as-renju.expected records check club.rif --rules renju
golden list-psq-sgf-lib.expected records list engines.psq damaged.sgf sample.lib
golden check-damaged.expected records check damaged.sgf engines.psq
golden list-cp1251.expected records list cp1251.txt
golden list-cp1252-named.expected records list cp1251.txt --encoding CP1252
golden records-errors.expected records list no-such.rif club.doc
golden records-bad-rules.expected records check club.rif --rules caro
golden convert-club-lib.expected records convert club.rif club.lib

# Files as other programs write them (tests/data/records/README.md).
golden list-playok.expected records list playok-swap.pgn
golden list-gomocup-openings.expected records list gomocup-openings.txt
golden list-gomocup-openings-20.expected records list gomocup-openings.txt --board 20
golden list-packed-json.expected records list packed.txt moves.json
golden list-as-packed.expected records list gomocup-openings.txt --format packed
golden check-freestyle-20.expected records check freestyle-20.psq
golden check-freestyle-20-rules.expected records check freestyle-20.psq --rules freestyle
golden convert-20-to-rif.expected records convert freestyle-20.psq wide.rif
golden convert-20-to-sgf.expected records convert freestyle-20.psq wide.sgf --rules freestyle
golden check-20-sgf.expected records check wide.sgf
golden list-tree-gb2312.expected records list tree-gb2312.sgf
golden list-utf8-mislabelled.expected records list utf8-mislabelled.sgf
golden list-library-texts.expected records list library-texts.lib
golden convert-openings-packed.expected records convert gomocup-openings.txt openings.txt \
    --to packed
golden convert-bad-format.expected records convert packed.txt out.txt --to pgn
[[ -f "$work/wide.rif" ]] && fail "a 20x20 game written to a .rif"

# A library, an SGF tree and a list read and written again are the same: the second conversion
# writes the bytes of the first, and every line lists the same.
round_trip() {
    local from=$1 via=$2
    (cd "$work" && "$binary" records convert "$from" "once.$via" > /dev/null 2>&1 &&
        "$binary" records convert "once.$via" "twice.$via" > /dev/null 2>&1) ||
        { fail "convert $from -> $via -> $via"; return; }
    cmp -s "$work/once.$via" "$work/twice.$via" || fail "$from -> $via is not the same written again"
    diff <(cd "$work" && "$binary" records list "$from" 2>/dev/null | cut -f2-) \
        <(cd "$work" && "$binary" records list "twice.$via" 2>/dev/null | cut -f2-) > /dev/null ||
        fail "$from -> $via -> $via lists other games"
}
round_trip library-texts.lib lib
grep -q "Black:" "$work/once.lib" && fail "lib -> lib added a header to a line"
round_trip library-texts.lib sgf
round_trip tree-gb2312.sgf sgf
round_trip tree-gb2312.sgf lib
round_trip playok-swap.pgn pgn
round_trip packed.txt json

# Every format keeps the games' players, results and moves: the listings agree.
(cd "$work" && "$binary" records list sample.txt | cut -f2-) > "$work/expected" 2>/dev/null
for format in rif lib sgf txt; do
    (cd "$work" && "$binary" records convert sample.txt "round.$format" > /dev/null 2>&1) ||
        fail "convert sample.txt round.$format"
    (cd "$work" && "$binary" records list "round.$format" | cut -f2- | sort) > "$work/got" 2>&1
    if ! diff <(sort "$work/expected") "$work/got" > /dev/null; then
        fail "sample.txt -> $format -> list"
        diff <(sort "$work/expected") "$work/got" | head -10
    fi
done
(cd "$work" && "$binary" records convert sample.txt games.psq > "$work/psq.out" 2> "$work/psq.err")
[[ -f "$work/games-1.psq" && -f "$work/games-3.psq" && ! -f "$work/games-2.psq" ]] ||
    fail "a .psq per game (the game with a pass left out)"
grep -q "game 2: move 6: -- (a pass) cannot be written in a .psq" "$work/psq.err" ||
    fail "the .psq left out is named: $(cat "$work/psq.err")"

# An event's games, exported in every format; results by colour, Black's score first.
event=$work/event.renju
"$binary" event new "$event" --name "Export Cup" --rounds 2 --opening none --start 2026-11-21 \
    > /dev/null || fail "event new"
{
    for player in "Anna Ivanova" "Иван Петров" "曹冬" "Mari Tamm"; do
        echo "player add --name \"$player\""
    done
    echo "round pair"
    echo "round publish"
    echo "round start"
    echo "game 1 h8 press i9 press i8 press j9 press j8 press k9 press k8 press g8 press l8"
    echo "result 1 1-0"
    echo "game 2 h8 press h9 press"
    echo "result 2 0.5-0.5"
    echo "round finish"
} | "$binary" batch "$event" > "$work/batch" 2>&1
grep -q refused "$work/batch" && { fail "batch"; cat "$work/batch"; }
for format in rif lib sgf txt; do
    golden "export-$format.expected" export "$event" "export.$format"
    golden "export-list-$format.expected" records list "export.$format"
done
golden export-psq.expected export "$event" "export.psq" --round 1
echo "export $work/from-batch.txt --round 1" | "$binary" batch "$event" > "$work/batch" 2>&1
cmp -s "$work/from-batch.txt" "$work/export.txt" || fail "export from batch: $(cat "$work/batch")"
golden export-no-round.expected export "$event" out.txt --round 5
golden export-trf.expected export trf "$event"

# A swap: the first player (tentative Black) ends with White and wins: the result is given by
# colour, as every surface takes it ("white", 0-1), and the export writes 0-1 with the first
# player as White.
swap=$work/swap.renju
"$binary" event new "$swap" --name "Swap Cup" --rounds 1 --opening rif > /dev/null ||
    fail "event new swap"
{
    echo 'player add --name "Anna Ivanova"'
    echo 'player add --name "Иван Петров"'
    echo "round pair"
    echo "round publish"
    echo "round start"
    echo "game 1 h8 h9 h10 swap press h7 press \"propose g8 j8\" press \"choose j8\" a1 press"
    echo "result 1 white"
    echo "round finish"
} | "$binary" batch "$swap" > "$work/batch" 2>&1
grep -q refused "$work/batch" && { fail "batch swap"; cat "$work/batch"; }
golden export-swap.expected export "$swap" swap.txt
golden export-list-swap.expected records list swap.txt

if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "records CLI OK"
