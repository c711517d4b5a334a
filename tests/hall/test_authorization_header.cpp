// The Authorization header: written and read back for any name a referee may have, and every
// malformed header refused with what is wrong with it.
#include "arbiter/hall/authorization_header.hpp"
#include "arbiter/hall/base64.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::hall;

namespace {

const std::string kNonce = base64UrlEncode(Bytes(18, 0xfe)); // "_v7-..." 24 characters
const std::string kProof = base64Encode(Bytes(32, 0x5a));

std::string header(std::string_view name, std::string_view nonce = kNonce,
                   std::string_view proof = kProof) {
    return "Renju-SCRAM name=\"" + std::string(name) + "\", nonce=\"" + std::string(nonce) +
           "\", proof=\"" + std::string(proof) + "\"";
}

std::string errorOf(std::string_view text) {
    const auto parsed = parseAuthorization(text);
    const auto* error = std::get_if<HeaderError>(&parsed);
    return error ? error->message : "(read)";
}

} // namespace

TEST_CASE("A header is read back as written, for any name a referee may have") {
    for (const std::string name :
         {"anna", "Mari Tamm", "中村 太郎", "back\\slash", "a,b=c", "Ōta, Jun'ichi", "\\\\", "x"}) {
        Authorization written{name, kNonce, {}};
        written.proof[0] = 1;
        written.proof[31] = 0xff;
        const std::string text = authorizationText(written);
        const auto parsed = parseAuthorization(text);
        REQUIRE(std::holds_alternative<Authorization>(parsed));
        const Authorization& read = std::get<Authorization>(parsed);
        CHECK(read.name == name);
        CHECK(read.nonce == kNonce);
        CHECK(read.proof == written.proof);
    }
    CHECK(authorizationText({"a\\b", kNonce, {}}) ==
          "Renju-SCRAM name=\"a\\\\b\", nonce=\"" + kNonce +
              "\", proof=\"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"");
}

TEST_CASE("A malformed header says what is wrong with it") {
    CHECK(errorOf(header("anna")) == "(read)");
    CHECK(errorOf("Basic YW5uYTpwdw==") == "the header does not start with 'Renju-SCRAM '");
    CHECK(errorOf("renju-scram " + header("anna").substr(12)) ==
          "the header does not start with 'Renju-SCRAM '");
    CHECK(errorOf("Renju-SCRAM  name=\"anna\"") == "expected name=\"...\" here");
    CHECK(errorOf("Renju-SCRAM nonce=\"" + kNonce + "\", name=\"anna\", proof=\"" + kProof +
                  "\"") == "expected name=\"...\" here");
    CHECK(errorOf("Renju-SCRAM name=anna, nonce=\"" + kNonce + "\"") ==
          "expected name=\"...\" here");
    CHECK(errorOf("Renju-SCRAM name=\"anna") == "the name's quotes are not closed");
    CHECK(errorOf("Renju-SCRAM name=\"anna\",nonce=\"" + kNonce + "\"") ==
          "expected ', ' before nonce");
    CHECK(errorOf("Renju-SCRAM name=\"anna\", nonce=\"" + kNonce + "\"") ==
          "expected ', ' before proof");
    CHECK(errorOf(header("anna") + ", realm=\"hall\"") == "the header goes on after the proof");
    CHECK(errorOf(header("anna") + " ") == "the header goes on after the proof");
    CHECK(errorOf(header("an\\\"na")) == "a name may not hold '\"'");
    CHECK(errorOf(header("an\\na")) == "the name holds a '\\' that is not written '\\\\'");
    // A '\' before the closing quote escapes it: the quote is then in the name.
    CHECK(errorOf(header("an\\")) == "a name may not hold '\"'");
    CHECK(errorOf("Renju-SCRAM name=\"an\\") == "the name holds a '\\' that is not written '\\\\'");
    CHECK(errorOf(header("")) == "the name is empty");
    CHECK(errorOf(header("an\tna")) == "a name may not hold control characters");
    CHECK(errorOf(header("an\x7fna")) == "a name may not hold control characters");
    CHECK(errorOf(header("an\xc2\x85na")) == "a name may not hold control characters");
    CHECK(errorOf(header("an\xffna")) == "the name is not valid UTF-8");
    CHECK(errorOf(header("\xc0\xaf")) == "the name is not valid UTF-8");         // overlong '/'
    CHECK(errorOf(header("\xed\xa0\x80")) == "the name is not valid UTF-8");     // a surrogate
    CHECK(errorOf(header("\xf4\x90\x80\x80")) == "the name is not valid UTF-8"); // > U+10FFFF
    CHECK(errorOf(header("\xe4\xb8")) == "the name is not valid UTF-8");         // cut short
    CHECK(errorOf(header(std::string(201, 'a'))) == "the name is longer than 200 bytes");
    CHECK(errorOf(header(std::string(200, 'a'))) == "(read)");
    CHECK(errorOf(header("anna", kNonce.substr(1))) ==
          "the nonce is not one the server gives (24 characters of URL-safe base64)");
    CHECK(errorOf(header("anna", base64Encode(Bytes(18, 0xfe)))) ==
          "the nonce is not one the server gives (24 characters of URL-safe base64)");
    CHECK(errorOf(header("anna", kNonce, kProof.substr(4))) ==
          "the proof is not the base64 of 32 bytes");
    CHECK(errorOf(header("anna", kNonce, "not base64!")) ==
          "the proof is not the base64 of 32 bytes");
    CHECK(errorOf(header(std::string(1000, 'a'))) == "the header is longer than 1024 bytes");
}

TEST_CASE("nameProblem says which names a header can carry") {
    CHECK(nameProblem("Mari Tamm").empty());
    CHECK(nameProblem("Tamm \"Mari\"") == "a name may not hold '\"'");
    CHECK(nameProblem("two\nlines") == "a name may not hold control characters");
}
