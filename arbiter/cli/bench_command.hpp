#pragma once

#include <iosfwd>

namespace renju::arbiter::cli {

/// Runs `renju-arbiter bench`: scans the standard corpus and prints its signature, then (unless
/// `signatureOnly`) the speed of the full forbidden scan and of the CLI's parse-and-scan path.
/// Returns 0.
int runBench(std::ostream& out, bool signatureOnly);

} // namespace renju::arbiter::cli
