#!/usr/bin/env bash
# Checks that includes follow the layer table of ARCHITECTURE.md:
#   rules/, clock/, pairing/  standard library and their own folder only; no clock reads,
#                             no randomness from the system;
#   arbiter/records/          rules/ and the XML parser only; no files opened;
#   arbiter/net/              the bounded HTTP server: its own folder, arbiter/time and POSIX
#                             only (the live page's and the hall server's);
#   arbiter/web/              the live page: app, model, storage, time, logging, the pure
#                             view-models (ui/view_models/), rules, clock, pairing and
#                             arbiter/net; never the GUI, the platform, printing or the CLI;
#   arbiter/hall/ (the library renju_arbiter_hall_auth): the stations' authentication, its own
#                             files, OpenSSL and sys/stat.h only; no sockets, no clock reads;
#   arbiter/                  anything below it; real time only in arbiter/time/.
#   rules/ren/ (and any family's folder under rules/): the shared rules (board, notation,
#                             events, the record) and its own folder, never another family's
#                             game; rules/ outside it reaches a family only through the seam
#                             (game_families.*, and rule_set.hpp for the variants in GameRules);
# Usage: check-layers.sh [REPOSITORY_ROOT]
set -uo pipefail
root=${1:-$(git rev-parse --show-toplevel)}
cd "$root" || exit 2
problems=0

report() { echo "$1"; problems=$((problems + 1)); }

for library in rules clock pairing; do
    [[ -d $library ]] || continue
    while IFS= read -r line; do
        file=${line%%:*}
        header=$(sed -E 's/.*#include *[<"]([^>"]+)[>"].*/\1/' <<< "$line")
        case "$header" in
            "$library"/*) ;;                       # its own folder
            */*) report "$file: $library/ may not include $header" ;;
            *.h|*.hpp) report "$file: $library/ may not include $header" ;;
            *) ;;                                   # a standard header
        esac
    done < <(grep -rnE '^\s*#include' "$library" --include='*.hpp' --include='*.cpp' |
             sed -E 's/^([^:]+):[0-9]+:/\1:/')
    grep -rnE 'steady_clock::now|system_clock::now|random_device|std::rand\b|\btime\(' \
        "$library" --include='*.hpp' --include='*.cpp' |
        while IFS= read -r hit; do echo "$hit: $library/ must not read clocks or system randomness"; done |
        grep . && problems=$((problems + 1))
done

# Game families: a family's folder builds on the shared rules, never on another family's game;
# the shared rules reach a family only through the seam.
while IFS= read -r line; do
    file=${line%%:*}
    header=$(sed -E 's/.*#include *[<"]([^>"]+)[>"].*/\1/' <<< "$line")
    case "$file" in
        rules/ren/*)
            case "$header" in
                rules/game.hpp|rules/game_claims*|rules/game_opening*|rules/forbidden*|rules/set_*)
                    report "$file: a family's folder may not include another family's $header" ;;
            esac ;;
        rules/game_families.*|rules/rule_set.hpp) ;;
        rules/*)
            [[ $header == rules/ren/* ]] &&
                report "$file: the shared rules reach Ren only through rules/game_families" ;;
    esac
done < <(grep -rnE '^\s*#include' rules --include='*.hpp' --include='*.cpp' 2>/dev/null |
         sed -E 's/^([^:]+):[0-9]+:/\1:/')

# Game records are parsed from bytes: arbiter/records/ builds on rules/ and the XML parser only,
# never on the event, the files or the screen.
while IFS= read -r line; do
    file=${line%%:*}
    header=$(sed -E 's/.*#include *[<"]([^>"]+)[>"].*/\1/' <<< "$line")
    case "$header" in
        arbiter/records/*|rules/*|expat.h|iconv.h) ;;
        */*|*.h|*.hpp) report "$file: arbiter/records/ may not include $header" ;;
        *) ;;
    esac
done < <(grep -rnE '^\s*#include' arbiter/records --include='*.hpp' --include='*.cpp' 2>/dev/null |
         sed -E 's/^([^:]+):[0-9]+:/\1:/')
grep -rnE 'std::(i|o)?fstream|fopen' arbiter/records --include='*.cpp' --include='*.hpp' |
    grep . && report "arbiter/records/: files are opened by arbiter/cli, not here"

# The live page reads the event through the view-models and serves it: no ImGui, no window,
# no printing or command line (the CLI hands it the record writers).
while IFS= read -r line; do
    file=${line%%:*}
    header=$(sed -E 's/.*#include *[<"]([^>"]+)[>"].*/\1/' <<< "$line")
    case "$header" in
        arbiter/web/*|arbiter/app/*|arbiter/model/*|arbiter/storage/*|arbiter/time/*) ;;
        arbiter/logging.hpp|arbiter/ui/view_models/*|rules/*|clock/*|pairing/*) ;;
        arbiter/net/*|nlohmann/*|spdlog/*|sys/*|unistd.h) ;;
        */*|*.h|*.hpp) report "$file: arbiter/web/ may not include $header" ;;
        *) ;;
    esac
done < <(grep -rnE '^\s*#include' arbiter/web --include='*.hpp' --include='*.cpp' 2>/dev/null |
         sed -E 's/^([^:]+):[0-9]+:/\1:/')

# The stations' authentication (the sources of renju_arbiter_hall_auth and their headers) is pure:
# the hall server beside it (sockets, the app) builds on it, never the other way; it reads no
# clock (time is an argument) and opens only the password file.
if [[ -f arbiter/hall/CMakeLists.txt ]]; then
    auth_stems=$(sed -n '/add_library(renju_arbiter_hall_auth/,/)/p' arbiter/hall/CMakeLists.txt |
                 grep -oE '[a-z0-9_]+\.cpp' | sed 's/\.cpp$//')
    for stem in $auth_stems; do
        for file in arbiter/hall/$stem.cpp arbiter/hall/$stem.hpp; do
            [[ -f $file ]] || continue
            while IFS= read -r header; do
                case "$header" in
                    arbiter/hall/*)
                        grep -qx "$(basename "$header" .hpp)" <<< "$auth_stems" ||
                            report "$file: the hall's authentication may not include $header" ;;
                    openssl/*|sys/stat.h) ;;
                    */*|*.h|*.hpp) report "$file: the hall's authentication may not include $header" ;;
                    *) ;;
                esac
            done < <(sed -nE 's/^\s*#include *[<"]([^>"]+)[>"].*/\1/p' "$file")
        done
    done
fi

# The HTTP server knows nothing of events: its own folder, the real clock and the system.
while IFS= read -r line; do
    file=${line%%:*}
    header=$(sed -E 's/.*#include *[<"]([^>"]+)[>"].*/\1/' <<< "$line")
    case "$header" in
        arbiter/net/*|arbiter/time/*|arpa/*|netinet/*|sys/*|netdb.h|unistd.h) ;;
        */*|*.h|*.hpp) report "$file: arbiter/net/ may not include $header" ;;
        *) ;;
    esac
done < <(grep -rnE '^\s*#include' arbiter/net --include='*.hpp' --include='*.cpp' 2>/dev/null |
         sed -E 's/^([^:]+):[0-9]+:/\1:/')

# Real time is read in one small unit of arbiter/.
grep -rnE 'steady_clock::now|system_clock::now' arbiter --include='*.cpp' --include='*.hpp' |
    grep -v '^arbiter/time/' | grep . && report "arbiter/: real time is read outside arbiter/time/"

if [[ $problems -gt 0 ]]; then
    echo "$problems layering problem(s)"
    exit 1
fi
echo "layers OK"
