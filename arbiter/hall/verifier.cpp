#include "arbiter/hall/verifier.hpp"

#include "arbiter/hall/base64.hpp"
#include "arbiter/hall/scram_keys.hpp"

#include <algorithm>
#include <charconv>
#include <optional>
#include <stdexcept>

namespace renju::arbiter::hall {
namespace {

constexpr std::string_view kPrefix = "SCRAM-SHA-256$";

std::optional<Digest> keyOf(std::string_view text) {
    const std::optional<Bytes> bytes = base64Decode(text);
    if (!bytes || bytes->size() != Digest{}.size()) {
        return std::nullopt;
    }
    Digest key{};
    std::copy(bytes->begin(), bytes->end(), key.begin());
    return key;
}

VerifierError error(std::string message) {
    return VerifierError{"the verifier " + std::move(message)};
}

} // namespace

Verifier makeVerifier(std::string_view password, int iterations) {
    if (iterations < kMinIterations || iterations > kMaxIterations) {
        throw std::invalid_argument("a verifier's iteration count must be between 4096 and " +
                                    std::to_string(kMaxIterations));
    }
    Verifier verifier;
    verifier.iterations = iterations;
    verifier.salt = randomBytes(kSaltBytes);
    Digest salted = saltedPassword(password, verifier.salt, iterations);
    const ScramKeys keys = scramKeys(salted);
    wipe(salted);
    verifier.storedKey = keys.storedKey;
    verifier.serverKey = keys.serverKey;
    return verifier;
}

std::string verifierText(const Verifier& verifier) {
    return std::string(kPrefix) + std::to_string(verifier.iterations) + ":" +
           base64Encode(verifier.salt) + "$" + base64Encode(verifier.storedKey) + ":" +
           base64Encode(verifier.serverKey);
}

std::variant<Verifier, VerifierError> parseVerifier(std::string_view text) {
    if (!text.starts_with(kPrefix)) {
        return error("does not start with 'SCRAM-SHA-256$'");
    }
    text.remove_prefix(kPrefix.size());
    const std::size_t dollar = text.find('$');
    if (dollar == std::string_view::npos) {
        return error("has no '$' between its iterations:salt and its StoredKey:ServerKey");
    }
    const std::string_view parameters = text.substr(0, dollar);
    const std::string_view keys = text.substr(dollar + 1);
    const std::size_t parametersColon = parameters.find(':');
    const std::size_t keysColon = keys.find(':');
    if (parametersColon == std::string_view::npos) {
        return error("has no ':' between its iteration count and its salt");
    }
    if (keysColon == std::string_view::npos) {
        return error("has no ':' between its StoredKey and its ServerKey");
    }
    Verifier verifier;
    const std::string_view count = parameters.substr(0, parametersColon);
    const auto [end, problem] =
        std::from_chars(count.data(), count.data() + count.size(), verifier.iterations);
    if (count.empty() || problem != std::errc{} || end != count.data() + count.size() ||
        count.front() == '0') {
        return error("has an iteration count that is not a number: '" + std::string(count) + "'");
    }
    if (verifier.iterations < kMinIterations || verifier.iterations > kMaxIterations) {
        return error("asks " + std::string(count) + " iterations; at least 4096 and at most " +
                     std::to_string(kMaxIterations) + " are accepted");
    }
    const std::optional<Bytes> salt = base64Decode(parameters.substr(parametersColon + 1));
    if (!salt) {
        return error("has a salt that is not base64");
    }
    if (salt->empty()) {
        return error("has an empty salt");
    }
    verifier.salt = *salt;
    const std::optional<Digest> storedKey = keyOf(keys.substr(0, keysColon));
    if (!storedKey) {
        return error("has a StoredKey that is not the base64 of 32 bytes");
    }
    const std::optional<Digest> serverKey = keyOf(keys.substr(keysColon + 1));
    if (!serverKey) {
        return error("has a ServerKey that is not the base64 of 32 bytes");
    }
    verifier.storedKey = *storedKey;
    verifier.serverKey = *serverKey;
    return verifier;
}

} // namespace renju::arbiter::hall
