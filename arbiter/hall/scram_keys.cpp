#include "arbiter/hall/scram_keys.hpp"

namespace renju::arbiter::hall {
namespace {

Digest exclusiveOr(const Digest& a, const Digest& b) {
    Digest result{};
    for (std::size_t index = 0; index < result.size(); ++index) {
        result[index] = static_cast<unsigned char>(a[index] ^ b[index]);
    }
    return result;
}

} // namespace

Digest saltedPassword(std::string_view password, ByteView salt, int iterations) {
    return pbkdf2Sha256(password, salt, iterations);
}

ScramKeys scramKeys(const Digest& saltedPassword) {
    ScramKeys keys;
    keys.clientKey = hmacSha256(saltedPassword, "Client Key");
    keys.storedKey = sha256(keys.clientKey);
    keys.serverKey = hmacSha256(saltedPassword, "Server Key");
    return keys;
}

Digest clientProof(const ScramKeys& keys, std::string_view authMessage) {
    return exclusiveOr(keys.clientKey, hmacSha256(keys.storedKey, authMessage));
}

Digest recoveredClientKey(const Digest& proof, const Digest& storedKey,
                          std::string_view authMessage) {
    return exclusiveOr(proof, hmacSha256(storedKey, authMessage));
}

Digest serverSignature(const Digest& serverKey, std::string_view authMessage) {
    return hmacSha256(serverKey, authMessage);
}

} // namespace renju::arbiter::hall
