#pragma once

#include "arbiter/records/record_formats.hpp"

namespace renju::arbiter::records {

/// Reads every game tree of an SGF collection (GM[4], as RenLib, Renjubase and the ORC write):
/// SZ, PB, PW, EV, RO, DT, RU, RE (B+..., W+..., 0 or Draw), B[..]/W[..] moves along the main
/// line (`tt` or an empty value is a pass), C[..] comments and the unchosen 5th-move proposals
/// in 5A[..] (also FA[..]). Variations are skipped; nesting is followed without recursion.
/// Text is read in CA[..]'s charset when the file is not UTF-8.
RecordFile readSgf(std::string_view bytes, const ReadOptions& options);

/// Writes games as an SGF collection, UTF-8 (CA[UTF-8]), one game tree each.
std::string writeSgf(const std::vector<GameRecord>& games);

} // namespace renju::arbiter::records
