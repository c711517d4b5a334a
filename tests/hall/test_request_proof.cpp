// A station's request proved over the server's one-time nonce, checked by the server, and the
// server's answer checked by the station: every way a request or an answer can be wrong.
#include "arbiter/hall/authorization_header.hpp"
#include "arbiter/hall/base64.hpp"
#include "hall_fixture.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::hall;
using namespace renju::arbiter::hall::test;
using namespace std::chrono_literals;

namespace {

const RequestText kMove{"POST", "/tables/7/moves", R"({"move":"h8","basis":41})"};
constexpr std::chrono::milliseconds kNow = 1'000'000ms;

struct Hall {
    HallServer server;
    StationCredentials anna{"anna", "a good password"};

    Hall() { server.verifiers.emplace("anna", makeVerifier("a good password")); }

    SignedRequest sign(const RequestText& request, std::chrono::milliseconds now = kNow) {
        return signedRequest(anna, server.challenge("anna", now), request);
    }
};

RefusalKind kindOf(const RequestVerdict& verdict) {
    REQUIRE(std::holds_alternative<RequestRefusal>(verdict));
    return std::get<RequestRefusal>(verdict).kind;
}

} // namespace

TEST_CASE("A request signed by a station is accepted as its name") {
    Hall hall;
    const SignedRequest request = hall.sign(kMove);
    CHECK(request.authorization.starts_with("Renju-SCRAM name=\"anna\", nonce=\""));
    const RequestVerdict verdict = hall.server.verify(request.authorization, kMove, kNow + 59s);
    CHECK(reasonOf(verdict) == "(accepted as anna)");
    // Later requests use the keys kept, not the password.
    const RequestText get{"GET", "/tables/7", ""};
    const SignedRequest second = hall.sign(get, kNow + 1s);
    CHECK(reasonOf(hall.server.verify(second.authorization, get, kNow + 2s)) ==
          "(accepted as anna)");
}

TEST_CASE("A wrong password is refused") {
    Hall hall;
    StationCredentials impostor("anna", "a good passwort");
    const SignedRequest request =
        signedRequest(impostor, hall.server.challenge("anna", kNow), kMove);
    const RequestVerdict verdict = hall.server.verify(request.authorization, kMove, kNow);
    CHECK(kindOf(verdict) == RefusalKind::WrongNameOrPassword);
    CHECK(reasonOf(verdict) == "the name or the password is wrong");
}

TEST_CASE("A request altered on the way is refused: body, target, method") {
    const RequestText altered[] = {
        {"POST", "/tables/7/moves", R"({"move":"h9","basis":41})"},
        {"POST", "/tables/8/moves", kMove.body},
        {"PUT", "/tables/7/moves", kMove.body},
        {"POST", "/tables/7/moves", std::string_view(kMove.body).substr(1)},
    };
    for (const RequestText& other : altered) {
        Hall hall;
        const SignedRequest request = hall.sign(kMove);
        CHECK(reasonOf(hall.server.verify(request.authorization, other, kNow)) ==
              "the name or the password is wrong");
    }
}

TEST_CASE("A request sent again is refused: its nonce was spent") {
    Hall hall;
    const SignedRequest request = hall.sign(kMove);
    REQUIRE(reasonOf(hall.server.verify(request.authorization, kMove, kNow)) ==
            "(accepted as anna)");
    const RequestVerdict again = hall.server.verify(request.authorization, kMove, kNow + 1s);
    CHECK(kindOf(again) == RefusalKind::UsedNonce);
    CHECK(reasonOf(again) ==
          "this nonce was already used (each is good for one request); ask for a new one");
}

TEST_CASE("A nonce is good for 60 s") {
    Hall hall;
    const SignedRequest request = hall.sign(kMove);
    const RequestVerdict late = hall.server.verify(request.authorization, kMove, kNow + 60'001ms);
    CHECK(kindOf(late) == RefusalKind::ExpiredNonce);
    CHECK(reasonOf(late) == "this nonce expired (each is good for 60 s); ask for a new one");
    const SignedRequest inTime = hall.sign(kMove);
    CHECK(reasonOf(hall.server.verify(inTime.authorization, kMove, kNow + 60s)) ==
          "(accepted as anna)");
}

TEST_CASE("A nonce the server did not issue is refused as unknown") {
    Hall hall;
    Challenge forged = hall.server.challenge("anna", kNow);
    forged.nonce = base64UrlEncode(Bytes(kNonceBytes, 7));
    const SignedRequest request = signedRequest(hall.anna, forged, kMove);
    const RequestVerdict verdict = hall.server.verify(request.authorization, kMove, kNow);
    CHECK(kindOf(verdict) == RefusalKind::UnknownNonce);
    CHECK(reasonOf(verdict) ==
          "the server did not issue this nonce or no longer remembers it; ask for a new one");
}

TEST_CASE("A nonce issued for another name is refused") {
    Hall hall;
    hall.server.verifiers.emplace("boris", makeVerifier("boris's password"));
    const Challenge forBoris = hall.server.challenge("boris", kNow);
    const Challenge forAnna{forBoris.nonce, base64Encode(hall.server.verifiers["anna"].salt), 4096};
    const SignedRequest request = signedRequest(hall.anna, forAnna, kMove);
    const RequestVerdict verdict = hall.server.verify(request.authorization, kMove, kNow);
    CHECK(kindOf(verdict) == RefusalKind::NonceForAnotherName);
    CHECK(reasonOf(verdict) == "this nonce was issued for another name; ask for one for this name");
}

TEST_CASE("A name nobody has looks like a wrong password, at the nonce and at the proof") {
    Hall hall;
    const Challenge known = hall.server.challenge("anna", kNow);
    const Challenge unknown = hall.server.challenge("zoe", kNow);
    const Challenge unknownAgain = hall.server.challenge("zoe", kNow + 5s);
    CHECK(unknown.salt == unknownAgain.salt); // asking again does not tell a made-up salt
    CHECK(unknown.salt != hall.server.challenge("zack", kNow).salt);
    CHECK(unknown.iterations == known.iterations);
    CHECK(base64Decode(unknown.salt)->size() == base64Decode(known.salt)->size());
    CHECK(unknown.nonce.size() == known.nonce.size());

    StationCredentials zoe("zoe", "a good password");
    const SignedRequest request = signedRequest(zoe, unknown, kMove);
    const RequestVerdict verdict = hall.server.verify(request.authorization, kMove, kNow);
    StationCredentials wrong("anna", "not it");
    const SignedRequest wrongRequest = signedRequest(wrong, known, kMove);
    const RequestVerdict wrongVerdict = hall.server.verify(wrongRequest.authorization, kMove, kNow);
    CHECK(kindOf(verdict) == kindOf(wrongVerdict));
    CHECK(reasonOf(verdict) == reasonOf(wrongVerdict));
}

TEST_CASE("A request without a readable header is refused with what is wrong") {
    Hall hall;
    CHECK(kindOf(hall.server.verify("", kMove, kNow)) == RefusalKind::NoHeader);
    CHECK(reasonOf(hall.server.verify("", kMove, kNow)) ==
          "the request carries no Authorization header (Renju-SCRAM)");
    const RequestVerdict basic = hall.server.verify("Basic YW5uYTpwdw==", kMove, kNow);
    CHECK(kindOf(basic) == RefusalKind::Malformed);
    CHECK(reasonOf(basic) == "the Authorization header cannot be read: the header does not "
                             "start with 'Renju-SCRAM '");
}

TEST_CASE("The server's answer is signed; an altered answer or signature is refused") {
    Hall hall;
    const SignedRequest request = hall.sign(kMove);
    const RequestVerdict verdict = hall.server.verify(request.authorization, kMove, kNow);
    REQUIRE(std::holds_alternative<AuthenticatedRequest>(verdict));
    const std::string body = R"({"accepted":true,"sequence":42})";
    const std::string signature = signAnswer(std::get<AuthenticatedRequest>(verdict), body);
    CHECK(hall.anna.checkAnswer(request, signature, body).isGenuine());

    CHECK(
        hall.anna.checkAnswer(request, signature, R"({"accepted":false,"sequence":42})").problem ==
        "the answer's signature is wrong: it was altered, or it is not from "
        "the hall server that holds this station's verifier");
    std::string altered = signature;
    altered[3] = altered[3] == 'A' ? 'B' : 'A';
    CHECK_FALSE(hall.anna.checkAnswer(request, altered, body).isGenuine());
    CHECK(hall.anna.checkAnswer(request, "", body).problem ==
          "the answer carries no Renju-Server-Signature: it may not be the hall server's");
    // The signature of another request's answer does not fit this one.
    const SignedRequest other = hall.sign(kMove);
    CHECK_FALSE(hall.anna.checkAnswer(other, signature, body).isGenuine());
    // A server without the station's verifier cannot sign for it.
    const AuthenticatedRequest impostor{"anna", request.authMessage,
                                        makeVerifier("a good password").serverKey};
    CHECK_FALSE(hall.anna.checkAnswer(request, signAnswer(impostor, body), body).isGenuine());
}

TEST_CASE("AuthMessage covers the name, the nonce and the request's digest") {
    CHECK(authMessage("anna", "NONCE", {"GET", "/", ""}) ==
          "anna,NONCE,"
          "e120c1625982c2fd785ce9ccb81d519b2bc8ba59c68469557db040d4cd0293d7");
}

TEST_CASE("A station refuses a challenge it cannot or should not answer") {
    Hall hall;
    Challenge low = hall.server.challenge("anna", kNow);
    low.iterations = 1;
    auto made = hall.anna.signRequest(low, kMove);
    REQUIRE(std::holds_alternative<CredentialsError>(made));
    CHECK(std::get<CredentialsError>(made).message ==
          "the server asks 1 iterations; at least 4096 and at most 10000000 are accepted");
    hall.sign(kMove);
    Challenge resalted = hall.server.challenge("anna", kNow);
    resalted.salt = base64Encode(Bytes(16, 1));
    made = hall.anna.signRequest(resalted, kMove);
    REQUIRE(std::holds_alternative<CredentialsError>(made));
    CHECK(std::get<CredentialsError>(made).message ==
          "the server's salt for anna changed since the password was entered (a new password?); "
          "enter the password again");
    StationCredentials quoted("an\"na", "pw");
    made = quoted.signRequest(hall.server.challenge("an\"na", kNow), kMove);
    REQUIRE(std::holds_alternative<CredentialsError>(made));
    CHECK(std::get<CredentialsError>(made).message == "a name may not hold '\"'");
}
