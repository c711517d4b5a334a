// The nonce book: each nonce once, for its name, for 60 s, and never more than its capacity.
#include "arbiter/hall/base64.hpp"
#include "arbiter/hall/nonce_book.hpp"

#include <catch2/catch.hpp>
#include <set>

using namespace renju::arbiter::hall;
using namespace std::chrono_literals;

TEST_CASE("A nonce is 18 random bytes of URL-safe base64, never repeated") {
    NonceBook book(1000);
    std::set<std::string> seen;
    for (int count = 0; count < 1000; ++count) {
        const std::string nonce = book.issue("anna", 0ms);
        CHECK(isBase64UrlOf(nonce, kNonceBytes));
        seen.insert(nonce);
    }
    CHECK(seen.size() == 1000);
}

TEST_CASE("A nonce is spent by its first use, whatever the use") {
    NonceBook book;
    const std::string nonce = book.issue("anna", 10s);
    CHECK(book.use(nonce, "anna", 10s) == NonceUse::Accepted);
    CHECK(book.use(nonce, "anna", 11s) == NonceUse::Used);
    const std::string other = book.issue("anna", 10s);
    CHECK(book.use(other, "boris", 10s) == NonceUse::ForAnotherName);
    CHECK(book.use(other, "anna", 10s) == NonceUse::Used);
    const std::string late = book.issue("anna", 10s);
    CHECK(book.use(late, "anna", 70'001ms) == NonceUse::Expired);
    CHECK(book.use(late, "anna", 70'001ms) == NonceUse::Used);
    CHECK(book.use("never-issued-nonce-at-all", "anna", 10s) == NonceUse::Unknown);
    const std::string lastMoment = book.issue("anna", 10s);
    CHECK(book.use(lastMoment, "anna", 70s) == NonceUse::Accepted);
}

TEST_CASE("The book never holds more than its capacity: the oldest are forgotten") {
    NonceBook book(3);
    std::vector<std::string> nonces;
    for (int count = 0; count < 10; ++count) {
        nonces.push_back(book.issue("anna", std::chrono::milliseconds(count)));
        CHECK(book.size() <= 3);
    }
    CHECK(book.size() == 3);
    CHECK(book.use(nonces[6], "anna", 20ms) == NonceUse::Unknown);
    CHECK(book.use(nonces[7], "anna", 20ms) == NonceUse::Accepted);
    CHECK(book.use(nonces[9], "anna", 20ms) == NonceUse::Accepted);
}

TEST_CASE("Nonces expired a lifetime ago are forgotten at the next issue") {
    NonceBook book(100);
    const std::string old = book.issue("anna", 0ms);
    book.issue("anna", 1s);
    CHECK(book.use(old, "anna", 90s) == NonceUse::Expired);
    book.issue("anna", 120'001ms); // the first is forgotten, the second not yet
    CHECK(book.size() == 2);
    CHECK(book.use(old, "anna", 120'001ms) == NonceUse::Unknown);
}
