#include "rules/ren/ren_variants.hpp"

#include <charconv>

namespace renju::rules {

namespace {

std::optional<int> readNumber(std::string_view text) {
    int value = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

} // namespace

std::string formatRenVariants(const RenVariants& variants) {
    std::string text;
    if (variants.ruiLimit != kRenDefaultRuiLimit) {
        text = "rui-limit=" + std::to_string(variants.ruiLimit);
    }
    if (variants.lead) {
        text += (text.empty() ? "" : " ") + std::string("lead=") + std::to_string(*variants.lead);
    }
    return text;
}

std::string readRenVariant(std::string_view word, RenVariants& variants) {
    std::size_t equals = word.find('=');
    std::string_view key = word.substr(0, equals);
    if (equals == std::string_view::npos || (key != "rui-limit" && key != "lead")) {
        return "unknown ren variant '" + std::string(word) + "' (rui-limit=N, lead=N)";
    }
    std::optional<int> value = readNumber(word.substr(equals + 1));
    if (!value) {
        return std::string(key) + " needs a whole number: " + std::string(key) + "=N";
    }
    if (key == "rui-limit") {
        variants.ruiLimit = *value;
    } else {
        variants.lead = *value;
    }
    return "";
}

std::optional<std::string> findRenVariantsProblem(const RenVariants& variants) {
    const std::string most = std::to_string(kRenMaxVariantValue);
    if (variants.ruiLimit < 0 || variants.ruiLimit > kRenMaxVariantValue) {
        return "the rui limit must be 0 to " + most + " replacements in succession, not " +
               std::to_string(variants.ruiLimit);
    }
    if (variants.lead && (*variants.lead < 1 || *variants.lead > kRenMaxVariantValue)) {
        return "the lead must be 1 to " + most + " points, not " + std::to_string(*variants.lead);
    }
    return std::nullopt;
}

} // namespace renju::rules
