#!/usr/bin/env bash
# `export trf` as a federation receives it: a 40-player demo of 7 rounds in TRF-16 and TRF-26
# with every record of the tournament section and the pairing records, every rank and point as
# the event's standings give them, read back by `check` (every round paired as the engine pairs
# it) and `standings` (the same numbers, points and ranks); an event of ten players whose long
# names in ten scripts are cut at a character with the columns after them kept.
# Usage: trf_export.sh RENJU_ARBITER
set -uo pipefail
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

"$binary" demo demo.renju --players 40 --rounds 7 > /dev/null || { echo "FAIL demo"; exit 1; }
expect "export 16" 0 "wrote demo.trf (7 finished rounds)" -- \
    "$binary" export trf demo.renju -o demo.trf
expect "export 26" 0 "wrote demo-26.trf (7 finished rounds)" -- \
    "$binary" export trf demo.renju --trf 26 -o demo-26.trf
expect "export ids" 0 "wrote fide.trf" -- "$binary" export trf demo.renju --ids fide -o fide.trf
expect "bad version" 2 "--trf" -- "$binary" export trf demo.renju --trf 17
"$binary" standings demo.renju --json > event.json || fail "event standings"

for file in demo.trf demo-26.trf; do
    expect "$file check" 0 "all 7 rounds are paired as the engine pairs them" -- \
        "$binary" check "$file"
    "$binary" standings "$file" --json > "$file.json" 2> /dev/null || fail "$file standings"
done

# Every record, ranks and points compared with the event's standings, and read back.
python3 - "$work" << 'PYTHON' || failures=$((failures + 1))
import json, sys
work = sys.argv[1]
problems = []
event = json.load(open(f"{work}/event.json"))
by_number = {row["number"]: row for row in event["rows"]}
common = ["012", "022", "032", "042", "052", "062", "072", "092", "102", "112", "122", "132"]
wanted = {"demo.trf": common + ["XXR", "XXC"],
          "demo-26.trf": common + ["142", "152", "192", "202", "212", "222"]}
for name, tags in wanted.items():
    lines = open(f"{work}/{name}", encoding="utf-8").read().split("\n")
    present = {line[:3] for line in lines}
    problems += [f"{name}: no {tag} record" for tag in tags if tag not in present]
    players = [line for line in lines if line.startswith("001")]
    if len(players) != 40:
        problems.append(f"{name}: {len(players)} player lines")
    for line in players:  # Python counts characters, as TRF's columns are counted
        number = int(line[4:8])
        row = by_number[number]
        if float(line[80:84]) != float(row["points"]):
            problems.append(f"{name}: player {number} has {line[80:84]} points, "
                            f"the standings {row['points']}")
        if int(line[85:89]) != row["rank"]:
            problems.append(f"{name}: player {number} is ranked {line[85:89].strip()}, "
                            f"the standings {row['rank']}")
        if line[47] != " " or line[52] != " " or not line[48:52].strip().isdigit():
            problems.append(f"{name}: player {number}'s rating is out of its columns")
    back = json.load(open(f"{work}/{name}.json"))
    for mine, theirs in zip(event["rows"], back["rows"]):
        keys = ("number", "rank", "points", "rating", "federation")
        if any(mine[key] != theirs[key] for key in keys) or mine["tieBreaks"] != theirs["tieBreaks"]:
            problems.append(f"{name} read back: {theirs} is not {mine}")
    if [line for line in lines if line.startswith("132")][0][91:99] != "26/11/21":
        problems.append(f"{name}: round 1's date is not at columns 92-99")
fide = open(f"{work}/fide.trf", encoding="utf-8").read()
if "90001" in fide:
    problems.append("--ids fide wrote the RIF ids")
for problem in problems:
    print("FAIL:", problem)
sys.exit(1 if problems else 0)
PYTHON

# Ten players whose names, in ten scripts, are longer than TRF's 33 columns.
"$binary" event new long.renju --name "Long Names" --rounds 1 --opening none --control 600 \
    > /dev/null || fail "long: event"
names=(
    "Abercrombie-Fitzgerald|Maximilian Alexander|GBR"
    "Константинопольский|Александр Владимирович|RUS"
    "Παπαχριστοδουλόπουλος|Αλέξανδρος Κωνσταντίνος|GRE"
    "Պետրոսյանբաղդասարյան|Արամայիս Վարդանի|ARM"
    "ბერიძე-ჯავახიშვილი|ნინო ალექსანდრეს ასული|GEO"
    "בן-אליעזר-רוזנבלום|אברהם יהושע העשל|ISR"
    "عبد الرحمن بن عبد العزيز|محمد بن عبد الله|KSA"
    "श्रीनिवासरामानुजन्|वेङ्कटरामन् सुब्रह्मण्यम्|IND"
    "ศรีสุวรรณภูมิพงศ์|สมชายประเสริฐวงศ์|THA"
    "欧阳司马诸葛上官皇甫尉迟公羊澹台公冶宗政濮阳淳于单于太叔申屠|长名字|CHN"
)
rating=2100
for entry in "${names[@]}"; do
    IFS='|' read -r surname given fed <<< "$entry"
    "$binary" player add long.renju --surname "$surname" --given-names "$given" \
        --federation "$fed" --rating $rating --rif-id $((rating + 7000)) > /dev/null ||
        fail "long: add $surname"
    rating=$((rating - 10))
done
"$binary" round pair long.renju > /dev/null && "$binary" round publish long.renju > /dev/null &&
    "$binary" round start long.renju > /dev/null || fail "long: round 1"
for table in 1 2 3 4 5; do
    "$binary" result long.renju $table 1-0 > /dev/null || fail "long: result $table"
done
"$binary" round finish long.renju > /dev/null || fail "long: finish"
expect "long export" 0 "wrote long.trf" -- "$binary" export trf long.renju -o long.trf
expect "long check" 0 "all 1 rounds are paired as the engine pairs them" -- \
    "$binary" check long.trf
printf '%s\n' "${names[@]}" > names.txt
python3 - "$work" << 'PYTHON' || failures=$((failures + 1))
import sys
work = sys.argv[1]
names = {}
for entry in open(f"{work}/names.txt", encoding="utf-8").read().split("\n"):
    if entry:
        surname, given, fed = entry.split("|")
        names[fed] = f"{surname}, {given}"
problems = []
players = [l for l in open(f"{work}/long.trf", encoding="utf-8").read().split("\n")
           if l.startswith("001")]
for line in players:
    fed = line[53:56]
    cut = names[fed][:33]
    if line[14:47] != cut.ljust(33):
        problems.append(f"{fed}: the name field is '{line[14:47]}', not '{cut}'")
    if len(names[fed]) <= 33:
        problems.append(f"{fed}: the name is not longer than the field")
    if not line[48:52].isdigit() or line[67:57:-1].strip() == "":
        problems.append(f"{fed}: the rating or the id left their columns: {line[47:69]!r}")
if len(players) != 10:
    problems.append(f"{len(players)} player lines, not 10")
for problem in problems:
    print("FAIL:", problem)
sys.exit(1 if problems else 0)
PYTHON

if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "trf export: every record, rank and point as the event has them, read back alike"
