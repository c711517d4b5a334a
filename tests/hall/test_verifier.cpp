// Verifiers in PostgreSQL's text form: made from a password, read back, and every way a text can
// be wrong said by name.
#include "arbiter/hall/base64.hpp"
#include "arbiter/hall/scram_keys.hpp"
#include "arbiter/hall/verifier.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::hall;

namespace {

std::string errorOf(std::string_view text) {
    const auto parsed = parseVerifier(text);
    const auto* error = std::get_if<VerifierError>(&parsed);
    return error ? error->message : "(read)";
}

// The verifier PostgreSQL would keep for RFC 7677's user: its salt and keys.
const std::string kRfcVerifier = [] {
    Verifier verifier;
    verifier.salt = base64Decode("W22ZaJ0SNY7soEsUEjb6gQ==").value();
    const ScramKeys keys = scramKeys(saltedPassword("pencil", verifier.salt, 4096));
    verifier.storedKey = keys.storedKey;
    verifier.serverKey = keys.serverKey;
    return verifierText(verifier);
}();

} // namespace

TEST_CASE("A verifier's text is PostgreSQL's") {
    CHECK(kRfcVerifier == "SCRAM-SHA-256$4096:W22ZaJ0SNY7soEsUEjb6gQ==$"
                          "WG5d8oPm3OtcPnkdi4Uo7BkeZkBFzpcXkuLmtbsT4qY=:"
                          "wfPLwcE6nTWhTAmQ7tl2KeoiWGPlZqQxSrmfPwDl2dU=");
}

TEST_CASE("makeVerifier: a fresh salt each time, keys that prove the password") {
    const Verifier first = makeVerifier("correct horse");
    const Verifier second = makeVerifier("correct horse");
    CHECK(first.iterations == 4096);
    CHECK(first.salt.size() == 16);
    CHECK(first.salt != second.salt);
    CHECK(first.storedKey != second.storedKey);
    const ScramKeys keys = scramKeys(saltedPassword("correct horse", first.salt, 4096));
    CHECK(keys.storedKey == first.storedKey);
    CHECK(keys.serverKey == first.serverKey);
    CHECK(makeVerifier("x", 5000).iterations == 5000);
    CHECK_THROWS_AS(makeVerifier("x", 4095), std::invalid_argument);
}

TEST_CASE("A verifier's text is read back whole") {
    const Verifier made = makeVerifier("pencil", 4100);
    const auto parsed = parseVerifier(verifierText(made));
    REQUIRE(std::holds_alternative<Verifier>(parsed));
    const Verifier& read = std::get<Verifier>(parsed);
    CHECK(read.iterations == 4100);
    CHECK(read.salt == made.salt);
    CHECK(read.storedKey == made.storedKey);
    CHECK(read.serverKey == made.serverKey);
}

TEST_CASE("A wrong verifier's text says what is wrong") {
    const std::string keys = "WG5d8oPm3OtcPnkdi4Uo7BkeZkBFzpcXkuLmtbsT4qY=:"
                             "wfPLwcE6nTWhTAmQ7tl2KeoiWGPlZqQxSrmfPwDl2dU=";
    CHECK(errorOf(kRfcVerifier) == "(read)");
    CHECK(errorOf("md5abcdef") == "the verifier does not start with 'SCRAM-SHA-256$'");
    CHECK(errorOf("SCRAM-SHA-256$4096:W22ZaJ0SNY7soEsUEjb6gQ==") ==
          "the verifier has no '$' between its iterations:salt and its StoredKey:ServerKey");
    CHECK(errorOf("SCRAM-SHA-256$4096$" + keys) ==
          "the verifier has no ':' between its iteration count and its salt");
    CHECK(errorOf("SCRAM-SHA-256$4096:W22ZaJ0SNY7soEsUEjb6gQ==$abc") ==
          "the verifier has no ':' between its StoredKey and its ServerKey");
    CHECK(errorOf("SCRAM-SHA-256$4k:W22ZaJ0SNY7soEsUEjb6gQ==$" + keys) ==
          "the verifier has an iteration count that is not a number: '4k'");
    CHECK(errorOf("SCRAM-SHA-256$04096:W22ZaJ0SNY7soEsUEjb6gQ==$" + keys) ==
          "the verifier has an iteration count that is not a number: '04096'");
    CHECK(errorOf("SCRAM-SHA-256$99999999999:W22ZaJ0SNY7soEsUEjb6gQ==$" + keys) ==
          "the verifier has an iteration count that is not a number: '99999999999'");
    CHECK(errorOf("SCRAM-SHA-256$1000:W22ZaJ0SNY7soEsUEjb6gQ==$" + keys) ==
          "the verifier asks 1000 iterations; at least 4096 and at most 10000000 are accepted");
    CHECK(errorOf("SCRAM-SHA-256$4096:W22Z*J0SNY7soEsUEjb6gQ==$" + keys) ==
          "the verifier has a salt that is not base64");
    CHECK(errorOf("SCRAM-SHA-256$4096:$" + keys) == "the verifier has an empty salt");
    CHECK(errorOf("SCRAM-SHA-256$4096:W22ZaJ0SNY7soEsUEjb6gQ==$AAAA:" + keys.substr(45)) ==
          "the verifier has a StoredKey that is not the base64 of 32 bytes");
    CHECK(errorOf("SCRAM-SHA-256$4096:W22ZaJ0SNY7soEsUEjb6gQ==$" + keys.substr(0, 45) + "AA") ==
          "the verifier has a ServerKey that is not the base64 of 32 bytes");
}
