#pragma once

// The server's one-time nonces: each request is proved over a nonce the server issued for that
// name, usable once and for a short time, so that a request seen on the network cannot be sent
// again. Time is an argument (milliseconds of any monotonic clock); nothing here reads a clock.
#include <chrono>
#include <cstddef>
#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>

namespace renju::arbiter::hall {

/// A nonce's length in random bytes (24 characters of URL-safe base64).
inline constexpr std::size_t kNonceBytes = 18;
/// How long a nonce may be used after it was issued.
inline constexpr std::chrono::milliseconds kNonceLifetime{60'000};

/// What presenting a nonce found.
enum class NonceUse {
    Accepted,       // issued for this name, unused, in time: now spent
    Unknown,        // never issued, or forgotten (the book was full, or long expired)
    Used,           // already presented once
    Expired,        // presented after kNonceLifetime
    ForAnotherName, // issued for another name (and now spent)
};

/// How many unspent nonces one client (an address) may hold at once: a station needs one per
/// request in flight, a few at most, and several stations may share an address (a router doing
/// NAT, or one machine). Spent nonces do not count: they are remembered apart (a replay is told
/// "used"), so a busy station never pushes out the nonce another just asked for.
inline constexpr std::size_t kNoncesPerClient = 64;

class NonceBook {
public:
    /// A book that remembers at most `capacity` nonces (at least 1), issued and used alike,
    /// and at most `perClient` of one client's. Issuing one more to a client at its bound
    /// forgets that client's oldest; to a full book, the oldest of the client that holds the
    /// most: a client that floods the server with asks only pushes out its own nonces, never a
    /// station's that asked for one a moment ago.
    explicit NonceBook(std::size_t capacity = 4096, std::size_t perClient = kNoncesPerClient);

    /// Returns a new random nonce (kNonceBytes from RAND_bytes, URL-safe base64) for the name,
    /// issued to `client` (the asking address; "" for all alike).
    std::string issue(std::string_view name, std::chrono::milliseconds now,
                      std::string_view client = "");

    /// Spends the nonce if it is known and unspent, whatever the answer, and says what it found.
    NonceUse use(std::string_view nonce, std::string_view name, std::chrono::milliseconds now);

    /// Returns how many nonces the book remembers.
    std::size_t size() const { return m_entries.size(); }

private:
    struct Entry {
        std::string name;
        std::string client;
        std::chrono::milliseconds issuedAt{};
        bool isUsed = false;
    };
    void forget(std::chrono::milliseconds now);
    /// Forgets the oldest nonce of `client`.
    void forgetOldestOf(const std::string& client);
    /// Returns the client that holds the most nonces.
    std::string greediestClient() const;
    /// Takes a spent nonce out of its client's count into the spent ones.
    void markSpent(const std::string& nonce, const std::string& client);

    std::size_t m_capacity;
    std::size_t m_perClient;
    std::unordered_map<std::string, Entry> m_entries;
    /// Each client's nonces, oldest first (a client's entry goes when it holds none).
    std::unordered_map<std::string, std::deque<std::string>> m_byClient;
    /// The spent nonces, oldest first (to tell a replay "used" for a while).
    std::deque<std::string> m_spent;
    bool m_hasForgotten = false;
    std::chrono::milliseconds m_lastForget{};
};

} // namespace renju::arbiter::hall
