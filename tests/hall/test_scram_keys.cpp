// The SCRAM-SHA-256 keys against RFC 7677's example (section 3), so that the derivation, the
// proof and the signature are those every SCRAM implementation computes; and base64 as strict
// as the verifiers and headers need.
#include "arbiter/hall/base64.hpp"
#include "arbiter/hall/scram_keys.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::hall;

namespace {

// RFC 7677 section 3: user "user", password "pencil".
constexpr std::string_view kRfcSalt = "W22ZaJ0SNY7soEsUEjb6gQ==";
constexpr std::string_view kRfcAuthMessage =
    "n=user,r=rOprNGfwEbeRWgbNEkqO,"
    "r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096,"
    "c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0";
constexpr std::string_view kRfcProof = "dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=";
constexpr std::string_view kRfcServerSignature = "6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=";

ScramKeys rfcKeys() {
    return scramKeys(saltedPassword("pencil", base64Decode(kRfcSalt).value(), 4096));
}

} // namespace

TEST_CASE("RFC 7677's example: the client's proof and the server's signature") {
    const ScramKeys keys = rfcKeys();
    CHECK(base64Encode(clientProof(keys, kRfcAuthMessage)) == kRfcProof);
    CHECK(base64Encode(serverSignature(keys.serverKey, kRfcAuthMessage)) == kRfcServerSignature);
}

TEST_CASE("RFC 7677's example: the server checks the proof with StoredKey alone") {
    const ScramKeys keys = rfcKeys();
    const std::optional<Bytes> proofBytes = base64Decode(kRfcProof);
    REQUIRE(proofBytes);
    Digest proof{};
    std::copy(proofBytes->begin(), proofBytes->end(), proof.begin());
    CHECK(sha256(recoveredClientKey(proof, keys.storedKey, kRfcAuthMessage)) == keys.storedKey);
    proof[0] ^= 1;
    CHECK(sha256(recoveredClientKey(proof, keys.storedKey, kRfcAuthMessage)) != keys.storedKey);
    const ScramKeys other =
        scramKeys(saltedPassword("pencil", base64Decode(kRfcSalt).value(), 4097));
    CHECK(base64Encode(clientProof(other, kRfcAuthMessage)) != kRfcProof);
}

TEST_CASE("Base64 reads only canonical text") {
    const Bytes bytes{0xfb, 0xff, 0x00, 0x10};
    CHECK(base64Encode(bytes) == "+/8AEA==");
    CHECK(base64Decode("+/8AEA==") == bytes);
    CHECK(base64UrlEncode(bytes) == "-_8AEA");
    CHECK(isBase64UrlOf("-_8AEA", 4));
    CHECK_FALSE(isBase64UrlOf("-_8AEA", 3));
    CHECK_FALSE(isBase64UrlOf("+/8AEA", 4));
    CHECK(base64Decode("") == Bytes{});
    CHECK(base64Decode("AA==") == Bytes{0});
    CHECK_FALSE(base64Decode("AB==")); // unused bits set: a second text for the same byte
    CHECK_FALSE(base64Decode("AA="));
    CHECK_FALSE(base64Decode("AA"));
    CHECK_FALSE(base64Decode("A==="));
    CHECK_FALSE(base64Decode("AA=A"));
    CHECK_FALSE(base64Decode("AA A"));
    CHECK_FALSE(base64Decode("-_8A"));
    for (std::size_t size = 0; size < 8; ++size) {
        Bytes sample(size);
        for (std::size_t index = 0; index < size; ++index) {
            sample[index] = static_cast<unsigned char>(index * 37 + 200);
        }
        CHECK(base64Decode(base64Encode(sample)) == sample);
        CHECK(isBase64UrlOf(base64UrlEncode(sample), size));
    }
}

TEST_CASE("Hex text and constant-time equality") {
    CHECK(hexOf(Bytes{0x00, 0xab, 0x7f}) == "00ab7f");
    CHECK(hexOf(sha256(bytesOf(""))) ==
          "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK(isEqualInConstantTime(bytesOf("abc"), bytesOf("abc")));
    CHECK_FALSE(isEqualInConstantTime(bytesOf("abc"), bytesOf("abd")));
    CHECK_FALSE(isEqualInConstantTime(bytesOf("abc"), bytesOf("ab")));
}
