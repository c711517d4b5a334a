#!/usr/bin/env bash
# The documentation and every command's --help say the same things: each subcommand that
# `renju-arbiter --help` lists (and their own subcommands) is documented in README.md or docs/,
# and so is each of its long options. Usage: help_docs.sh RENJU_ARBITER REPOSITORY_ROOT
set -uo pipefail
binary=$1
root=$2
docs=$(cat "$root/README.md" "$root"/docs/*.md)
failures=0
fail() { echo "FAIL: $1"; failures=$((failures + 1)); }

# The names under "Subcommands:" of a --help text.
subcommands() { sed -n '/^Subcommands:/,$p' | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p'; }
# The long options of a --help text, --help itself left out.
options() { grep -oE -- '--[a-z][a-z0-9-]*' | sort -u | grep -v -- '--help'; }

check() { # check "COMMAND WORDS"
    local words=$1 help
    help=$("$binary" $words --help 2>&1) || { fail "'$words --help' failed"; return; }
    local name=${words##* }
    grep -qF -- "\`$name" <<< "$docs" || grep -qF -- "$words" <<< "$docs" ||
        fail "the documentation does not name '$words'"
    while IFS= read -r option; do
        [[ -z $option ]] && continue
        grep -qF -- "$option" <<< "$docs" ||
            fail "'$words $option' (in --help) is not in the documentation"
    done < <(options <<< "$help")
    while IFS= read -r sub; do
        [[ -n $sub ]] && check "$words $sub"
    done < <(subcommands <<< "$help")
}

while IFS= read -r command; do
    check "$command"
done < <("$binary" --help | subcommands)

if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s): document them in docs/ (see README.md's table)"
    exit 1
fi
echo "help and docs: every command and option is documented"
