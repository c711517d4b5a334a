#pragma once

// SCRAM-SHA-256's keys and proofs (RFC 5802 section 3, with SHA-256 as RFC 7677 names it):
//   SaltedPassword  = PBKDF2-HMAC-SHA-256(password, salt, iterations)
//   ClientKey       = HMAC(SaltedPassword, "Client Key"),  StoredKey = SHA-256(ClientKey)
//   ServerKey       = HMAC(SaltedPassword, "Server Key")
//   ClientSignature = HMAC(StoredKey, AuthMessage),        ClientProof = ClientKey XOR it
//   ServerSignature = HMAC(ServerKey, AuthMessage)
// The server keeps StoredKey and ServerKey (the verifier) and never the password: a proof
// shows the client knew ClientKey, which the server cannot compute from what it keeps.
#include "arbiter/hall/crypto.hpp"

#include <string_view>

namespace renju::arbiter::hall {

/// The keys a password gives for one salt and iteration count.
struct ScramKeys {
    Digest clientKey{};
    Digest storedKey{};
    Digest serverKey{};
};

/// Returns SaltedPassword (slow on purpose: `iterations` rounds of HMAC).
Digest saltedPassword(std::string_view password, ByteView salt, int iterations);

/// Returns ClientKey, StoredKey and ServerKey from SaltedPassword.
ScramKeys scramKeys(const Digest& saltedPassword);

/// Returns ClientProof for the message: ClientKey XOR HMAC(StoredKey, authMessage).
Digest clientProof(const ScramKeys& keys, std::string_view authMessage);

/// Returns the ClientKey a proof carries when it was made for the message under `storedKey`
/// (the proof XOR ClientSignature); it is right when its SHA-256 is `storedKey`.
Digest recoveredClientKey(const Digest& proof, const Digest& storedKey,
                          std::string_view authMessage);

/// Returns ServerSignature for the message: HMAC(ServerKey, authMessage).
Digest serverSignature(const Digest& serverKey, std::string_view authMessage);

} // namespace renju::arbiter::hall
