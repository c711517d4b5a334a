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

TEST_CASE("A flood of asks from one address pushes out its own nonces, never a station's") {
    NonceBook book(64, 16);
    const std::string station = book.issue("anna", 0ms, "192.168.1.7");
    std::vector<std::string> flood;
    for (int count = 0; count < 10'000; ++count) {
        flood.push_back(book.issue("anna", 1ms, "192.168.1.66"));
    }
    CHECK(book.size() == 17); // the station's one and the flood's last 16
    CHECK(book.use(flood.front(), "anna", 2ms) == NonceUse::Unknown);
    CHECK(book.use(flood.back(), "anna", 2ms) == NonceUse::Accepted);
    CHECK(book.use(station, "anna", 2ms) == NonceUse::Accepted);
    // Many addresses filling the book: the one holding the most gives way first (only as many
    // addresses as the book has nonces could push out a station holding one).
    const std::string quiet = book.issue("boris", 3ms, "192.168.1.8");
    for (int address = 0; address < 40; ++address) { // fewer than the book holds
        for (int count = 0; count < 16; ++count) {
            book.issue("anna", 4ms, "10.0.0." + std::to_string(address));
        }
    }
    CHECK(book.size() <= 64);
    CHECK(book.use(quiet, "boris", 5ms) == NonceUse::Accepted);
}

TEST_CASE("Spent nonces do not count against an address: a busy station never pushes out the "
          "nonce another station at the same address just asked for") {
    NonceBook book(4096, 16);
    const std::string waiting = book.issue("boris", 0ms, "10.0.0.1"); // asked, not yet used
    for (int count = 0; count < 1000; ++count) { // a busy station at the same address
        const std::string nonce = book.issue("anna", 1ms, "10.0.0.1");
        REQUIRE(book.use(nonce, "anna", 1ms) == NonceUse::Accepted);
    }
    CHECK(book.use(waiting, "boris", 2ms) == NonceUse::Accepted);
    // A spent nonce replayed soon after is still told apart, and never accepted again.
    const std::string spent = book.issue("anna", 3ms, "10.0.0.1");
    REQUIRE(book.use(spent, "anna", 3ms) == NonceUse::Accepted);
    CHECK(book.use(spent, "anna", 4ms) == NonceUse::Used);
    // The spent are forgotten first when the book is full, then they are simply unknown.
    NonceBook small(8, 4);
    const std::string first = small.issue("anna", 0ms, "10.0.0.2");
    REQUIRE(small.use(first, "anna", 0ms) == NonceUse::Accepted);
    std::vector<std::string> live;
    for (int address = 0; address < 8; ++address) {
        live.push_back(small.issue("anna", 1ms, "10.0.1." + std::to_string(address)));
    }
    CHECK(small.size() <= 8);
    CHECK(small.use(first, "anna", 2ms) == NonceUse::Unknown);
    CHECK(small.use(live.back(), "anna", 2ms) == NonceUse::Accepted);
}
