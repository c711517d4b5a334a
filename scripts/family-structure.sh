#!/usr/bin/env bash
# Measures how the game families sit in the code, at a revision (default: the work tree):
#   - family checks outside the families' own code: a game's family tested by hand
#     (`.ren` members of a table, GameFamily comparisons, std::get/get_if/holds_alternative
#     of a family's game type), in arbiter/ and bench/ (tests excluded);
#   - visits: std::visit over a table's game with one handler per family (Overloaded), where
#     a family left out does not compile;
#   - the files of each family: Ren's own files (rules/ren/, and ren_* elsewhere);
#   - the lines of the play paths (app/table_play.cpp and app/ren_table_play.cpp).
# Usage: scripts/family-structure.sh [REVISION]
set -euo pipefail
cd "$(dirname "$0")/.."
revision=${1:-}

files() {
    if [[ -n $revision ]]; then
        git ls-tree -r --name-only "$revision" -- "$@"
    else
        git ls-files -- "$@"
    fi
}
show() {
    if [[ -n $revision ]]; then git show "$revision:$1"; else cat "$1"; fi
}
# The families' own files (rules/, and Ren's ren_* files elsewhere) are left out of the counts.
outside() {
    files "$@" | grep -E '\.(cpp|hpp)$' | grep -vE '(^|/)ren_'
}
count() {
    local pattern=$1 total=0 file n
    shift
    for file in $(outside "$@"); do
        n=$(show "$file" | grep -cE "$pattern" || true)
        total=$((total + n))
    done
    echo "$total"
}
places() {
    local pattern=$1 file
    shift
    for file in $(outside "$@"); do
        show "$file" | grep -qE "$pattern" && echo "$file"
    done | wc -l
}

check='(\.|->)ren\b|GameFamily::(Ren|FiveInARow)|std::(get|get_if|holds_alternative)<rules::(Game|RenGame)>'
echo "family checks outside the families' code (arbiter/, bench/): $(count "$check" arbiter bench)" \
     "in $(places "$check" arbiter bench) files"
echo "visits with a handler per family: $(count '\]\(const rules::RenGame&' arbiter)"
echo "Ren's files: $(files rules arbiter | grep -cE '(^|/)ren(_|/)')" \
     "($(files rules/ren | wc -l) in rules/ren/)"
play=0
for file in arbiter/app/table_play.cpp arbiter/app/ren_table_play.cpp; do
    if files "$file" | grep -q .; then
        play=$((play + $(show "$file" | wc -l)))
    fi
done
echo "lines of the table play paths: $play"
