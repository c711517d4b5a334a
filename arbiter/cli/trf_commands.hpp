#pragma once

#include "pairing/dutch/round_state.hpp"

#include <iosfwd>
#include <string>

namespace renju::arbiter::cli {

/// Runs `renju-arbiter pair FILE.trf`: prints the next round in the reference format (the
/// number of boards, then `FIRST SECOND` per board, the bye as `P 0`); with `explains`, then
/// the checklist of the round and the reasons for every board. Without XXC the initial role is
/// inferred from the rounds (a note on `err`). `name` names the file in messages. Returns 0, 1 when
/// the round cannot be paired, 2 when the file is malformed.
int runPairTrf(std::istream& in, const std::string& name, pairing::dutch::Rules rules,
               bool explains, std::ostream& out, std::ostream& err);

/// Runs `renju-arbiter check FILE.trf`: re-pairs every round from the rounds before it and
/// prints what it inferred (no XXR, no XXC), each round that differs and each round that cannot
/// be checked, with why. Returns 0 when every round agrees, 1 when any differs or cannot be
/// checked, 2 when the file is malformed or holds nothing to check.
int runCheckTrf(std::istream& in, const std::string& name, pairing::dutch::Rules rules,
                std::ostream& out, std::ostream& err);

/// Runs `renju-arbiter standings FILE.trf`: the standings after the paired rounds with
/// `tieBreaks` (codes and presets; empty: the default), as a table or as JSON. Returns 0, 1 for
/// an unknown tie-break, 2 when the file is malformed.
int runStandingsTrf(std::istream& in, const std::string& name, const std::string& tieBreaks,
                    bool isJson, std::ostream& out, std::ostream& err);

/// True when the file starts with the SQLite header ("SQLite format 3" and a NUL), or the
/// path is a server URI: an event.
bool isEventFile(const std::string& path);

} // namespace renju::arbiter::cli
