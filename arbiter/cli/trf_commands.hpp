#pragma once

#include "pairing/dutch/round_state.hpp"
#include "pairing/trf.hpp"

#include <iosfwd>
#include <string>

namespace renju::arbiter::cli {

/// A TRF command as the command line gives it: the file's name (for messages), how to read the
/// file and what to do with it.
struct TrfCommand {
    std::string name;
    /// `--encoding`: the code page of a file that is not UTF-8; empty: detected.
    std::string encoding;
    /// `--points`: which score counts when a points column disagrees with the results.
    pairing::TrfPoints points = pairing::TrfPoints::Results;
    pairing::dutch::Rules rules = pairing::dutch::Rules::Fide2017;
    /// `pair --explain`.
    bool explains = false;
    /// `standings --tiebreaks` (codes and presets; empty: the default) and `--json`.
    std::string tieBreaks;
    bool isJson = false;
};

/// Runs `renju-arbiter pair FILE.trf`: prints the next round in the reference format (the
/// number of boards, then `FIRST SECOND` per board, the bye as `P 0`); with `explains`, then
/// the checklist of the round and the reasons for every board. Without XXC the initial role is
/// inferred from the rounds (a note on `err`). Returns 0, 1 when the round cannot be paired, 2
/// when the file is malformed.
int runPairTrf(std::istream& in, const TrfCommand& command, std::ostream& out, std::ostream& err);

/// Runs `renju-arbiter check FILE.trf`: re-pairs every round from the rounds before it and
/// prints what it inferred (no XXR, no XXC), each round that differs and each round that cannot
/// be checked, with why. Returns 0 when every round agrees, 1 when any differs or cannot be
/// checked, 2 when the file is malformed or holds nothing to check.
int runCheckTrf(std::istream& in, const TrfCommand& command, std::ostream& out, std::ostream& err);

/// Runs `renju-arbiter standings FILE.trf`: the standings after the paired rounds (before a last
/// round paired but not played), as a table or as JSON. Returns 0, 1 for an unknown tie-break,
/// 2 when the file is malformed.
int runStandingsTrf(std::istream& in, const TrfCommand& command, std::ostream& out,
                    std::ostream& err);

/// True when the file starts with the SQLite header ("SQLite format 3" and a NUL), or the
/// path is a server URI: an event.
bool isEventFile(const std::string& path);

} // namespace renju::arbiter::cli
