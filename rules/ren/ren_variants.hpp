#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace renju::rules {

/// The rui limit of seed 002 ("only up to three weak stones can be replaced ... in
/// succession"); variant a) raises it to five.
inline constexpr int kRenDefaultRuiLimit = 3;
/// The largest rui limit and lead a script or an event may name.
inline constexpr int kRenMaxVariantValue = 999;

/// The variants of Ren (seed 002, "variations"): the rui limit (3 by default, 5 in variant a)
/// and the lead that ends the game at once (variant b: 6; none by default).
struct RenVariants {
    /// Rui replacements allowed in succession, counted over both players.
    int ruiLimit = kRenDefaultRuiLimit;
    /// A player leading by this many points or more wins at once; nothing: no lead rule.
    std::optional<int> lead;

    friend bool operator==(const RenVariants&, const RenVariants&) = default;
};

/// Writes the variants as the script header writes them after `rules ren`: "" for the
/// defaults, else e.g. "rui-limit=5 lead=6" (the limit only when it is not 3).
std::string formatRenVariants(const RenVariants& variants);

/// Reads one variant word (`rui-limit=N` or `lead=N`) into `variants`; returns why the word
/// is not a variant, or "" when it was read.
std::string readRenVariant(std::string_view word, RenVariants& variants);

/// Returns why the variants cannot be played (a limit below 0, a lead below 1, values above
/// kRenMaxVariantValue), or nothing.
std::optional<std::string> findRenVariantsProblem(const RenVariants& variants);

} // namespace renju::rules
