#pragma once

// The few primitives the hall's authentication needs, each one call into OpenSSL's libcrypto:
// key derivation, MACs, hashes and randomness are never written by hand here.
#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::hall {

/// A SHA-256 digest or HMAC-SHA-256 value (also the size of every SCRAM key).
using Digest = std::array<unsigned char, 32>;
using Bytes = std::vector<unsigned char>;
using ByteView = std::span<const unsigned char>;

/// Returns the bytes of a text, for keys and salts given as text.
ByteView bytesOf(std::string_view text);

/// Returns SHA-256 of the data.
Digest sha256(ByteView data);

/// Returns HMAC-SHA-256 of the data under the key.
Digest hmacSha256(ByteView key, std::string_view data);

/// Returns PBKDF2-HMAC-SHA-256 of the password (its UTF-8 bytes, not normalised) with one
/// 32-byte block; `iterations` must be positive.
Digest pbkdf2Sha256(std::string_view password, ByteView salt, int iterations);

/// Returns `count` bytes from OpenSSL's CSPRNG; throws std::runtime_error if it has no entropy.
Bytes randomBytes(std::size_t count);

/// Says whether two byte strings are equal, in time that depends only on their lengths.
bool isEqualInConstantTime(ByteView a, ByteView b);

/// Returns the lowercase hexadecimal text of the bytes.
std::string hexOf(ByteView bytes);

/// Overwrites the bytes (the compiler may not drop it), for secrets no longer needed.
void wipe(std::span<unsigned char> bytes);

/// Overwrites a secret text's bytes and empties it.
void wipe(std::string& text);

} // namespace renju::arbiter::hall
