#include "arbiter/hall/crypto.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
#include <openssl/sha.h>
#include <stdexcept>
#include <string>

namespace renju::arbiter::hall {

ByteView bytesOf(std::string_view text) {
    return {reinterpret_cast<const unsigned char*>(text.data()), text.size()};
}

Digest sha256(ByteView data) {
    Digest digest{};
    SHA256(data.data(), data.size(), digest.data());
    return digest;
}

Digest hmacSha256(ByteView key, std::string_view data) {
    Digest mac{};
    unsigned int length = 0;
    const ByteView message = bytesOf(data);
    // HMAC() with a SHA-256 key of at most INT_MAX bytes cannot fail but for memory.
    if (HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), message.data(), message.size(),
             mac.data(), &length) == nullptr ||
        length != mac.size()) {
        throw std::runtime_error("HMAC-SHA-256 failed");
    }
    return mac;
}

Digest pbkdf2Sha256(std::string_view password, ByteView salt, int iterations) {
    Digest key{};
    if (PKCS5_PBKDF2_HMAC(password.data(), static_cast<int>(password.size()), salt.data(),
                          static_cast<int>(salt.size()), iterations, EVP_sha256(),
                          static_cast<int>(key.size()), key.data()) != 1) {
        throw std::runtime_error("PBKDF2-HMAC-SHA-256 failed");
    }
    return key;
}

Bytes randomBytes(std::size_t count) {
    Bytes bytes(count);
    if (RAND_bytes(bytes.data(), static_cast<int>(count)) != 1) {
        throw std::runtime_error("the system's random generator gave no random bytes");
    }
    return bytes;
}

bool isEqualInConstantTime(ByteView a, ByteView b) {
    return a.size() == b.size() && CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string hexOf(ByteView bytes) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text;
    text.reserve(bytes.size() * 2);
    for (const unsigned char byte : bytes) {
        text += kDigits[byte >> 4];
        text += kDigits[byte & 0x0f];
    }
    return text;
}

void wipe(std::span<unsigned char> bytes) {
    OPENSSL_cleanse(bytes.data(), bytes.size());
}

} // namespace renju::arbiter::hall

namespace renju::arbiter::hall {

void wipe(std::string& text) {
    OPENSSL_cleanse(text.data(), text.size());
    text.clear();
}

} // namespace renju::arbiter::hall
