#include "arbiter/hall/nonce_book.hpp"

#include "arbiter/hall/base64.hpp"
#include "arbiter/hall/crypto.hpp"

#include <algorithm>

namespace renju::arbiter::hall {

NonceBook::NonceBook(std::size_t capacity) : m_capacity(std::max<std::size_t>(capacity, 1)) {}

std::string NonceBook::issue(std::string_view name, std::chrono::milliseconds now) {
    forget(now);
    while (m_entries.size() >= m_capacity) {
        m_entries.erase(m_order.front());
        m_order.pop_front();
    }
    std::string nonce;
    do { // 144 random bits do not repeat; the loop only keeps the map's key unique regardless.
        nonce = base64UrlEncode(randomBytes(kNonceBytes));
    } while (m_entries.contains(nonce));
    m_entries.emplace(nonce, Entry{std::string(name), now, false});
    m_order.push_back(nonce);
    return nonce;
}

NonceUse NonceBook::use(std::string_view nonce, std::string_view name,
                        std::chrono::milliseconds now) {
    const auto found = m_entries.find(std::string(nonce));
    if (found == m_entries.end()) {
        return NonceUse::Unknown;
    }
    Entry& entry = found->second;
    if (entry.isUsed) {
        return NonceUse::Used;
    }
    entry.isUsed = true;
    if (now - entry.issuedAt > kNonceLifetime) {
        return NonceUse::Expired;
    }
    return entry.name == name ? NonceUse::Accepted : NonceUse::ForAnotherName;
}

// Forgets the nonces that expired a lifetime ago: long enough to tell a late station that its
// nonce expired, short enough that a quiet hall keeps next to nothing.
void NonceBook::forget(std::chrono::milliseconds now) {
    while (!m_order.empty()) {
        const auto oldest = m_entries.find(m_order.front());
        if (now - oldest->second.issuedAt <= 2 * kNonceLifetime) {
            break;
        }
        m_entries.erase(oldest);
        m_order.pop_front();
    }
}

} // namespace renju::arbiter::hall
