#pragma once

// Base64 as the hall's texts carry bytes: standard with padding (RFC 4648 section 4) in
// verifiers, proofs and signatures, as PostgreSQL writes verifiers; URL-safe without padding
// (section 5) for nonces, which travel in URLs and headers unquoted.
#include "arbiter/hall/crypto.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace renju::arbiter::hall {

/// Returns the standard base64 of the bytes, padded with '='.
std::string base64Encode(ByteView bytes);

/// Returns the bytes of a standard, padded base64 text, or nothing when the text is not exactly
/// that: a character outside the alphabet, whitespace, a wrong length or padding, or unused bits
/// that are not zero (so that every byte string has one text).
std::optional<Bytes> base64Decode(std::string_view text);

/// Returns the URL-safe base64 of the bytes ('-' and '_', no padding).
std::string base64UrlEncode(ByteView bytes);

/// Says whether the text is URL-safe base64 without padding of exactly `byteCount` bytes.
bool isBase64UrlOf(std::string_view text, std::size_t byteCount);

} // namespace renju::arbiter::hall
