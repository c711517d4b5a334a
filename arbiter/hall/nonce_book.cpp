#include "arbiter/hall/nonce_book.hpp"

#include "arbiter/hall/base64.hpp"
#include "arbiter/hall/crypto.hpp"

#include <algorithm>

namespace renju::arbiter::hall {

NonceBook::NonceBook(std::size_t capacity, std::size_t perClient)
    : m_capacity(std::max<std::size_t>(capacity, 1)),
      m_perClient(std::clamp<std::size_t>(perClient, 1, m_capacity)) {}

std::string NonceBook::issue(std::string_view name, std::chrono::milliseconds now,
                             std::string_view client) {
    forget(now);
    std::string asker(client);
    if (auto own = m_byClient.find(asker); own != m_byClient.end()) {
        while (own->second.size() >= m_perClient) {
            forgetOldestOf(asker);
            own = m_byClient.find(asker);
            if (own == m_byClient.end()) {
                break;
            }
        }
    }
    while (m_entries.size() >= m_capacity) {
        if (!m_spent.empty()) { // the spent go first: forgetting one only changes a message
            m_entries.erase(m_spent.front());
            m_spent.pop_front();
        } else {
            forgetOldestOf(greediestClient());
        }
    }
    std::string nonce;
    do { // 144 random bits do not repeat; the loop only keeps the map's key unique regardless.
        nonce = base64UrlEncode(randomBytes(kNonceBytes));
    } while (m_entries.contains(nonce));
    m_entries.emplace(nonce, Entry{std::string(name), asker, now, false});
    m_byClient[asker].push_back(nonce);
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
    markSpent(found->first, entry.client);
    if (now - entry.issuedAt > kNonceLifetime) {
        return NonceUse::Expired;
    }
    return entry.name == name ? NonceUse::Accepted : NonceUse::ForAnotherName;
}

void NonceBook::forgetOldestOf(const std::string& client) {
    auto own = m_byClient.find(client);
    if (own == m_byClient.end() || own->second.empty()) {
        return;
    }
    m_entries.erase(own->second.front());
    own->second.pop_front();
    if (own->second.empty()) {
        m_byClient.erase(own);
    }
}

void NonceBook::markSpent(const std::string& nonce, const std::string& client) {
    if (auto own = m_byClient.find(client); own != m_byClient.end()) {
        std::deque<std::string>& order = own->second;
        order.erase(std::remove(order.begin(), order.end(), nonce), order.end());
        if (order.empty()) {
            m_byClient.erase(own);
        }
    }
    m_spent.push_back(nonce);
}

std::string NonceBook::greediestClient() const {
    const auto most =
        std::max_element(m_byClient.begin(), m_byClient.end(), [](const auto& a, const auto& b) {
            return a.second.size() < b.second.size();
        });
    return most == m_byClient.end() ? std::string() : most->first;
}

// Forgets the nonces that expired a lifetime ago: long enough to tell a late station that its
// nonce expired, short enough that a quiet hall keeps next to nothing. Each client's nonces are
// in the order issued, so only the front of each is looked at.
void NonceBook::forget(std::chrono::milliseconds now) {
    if (m_hasForgotten && now - m_lastForget < std::chrono::seconds(1)) {
        return; // a look at every client's oldest once a second is enough for a 60 s lifetime
    }
    m_hasForgotten = true;
    m_lastForget = now;
    for (auto own = m_byClient.begin(); own != m_byClient.end();) {
        std::deque<std::string>& order = own->second;
        while (!order.empty() && now - m_entries.at(order.front()).issuedAt > 2 * kNonceLifetime) {
            m_entries.erase(order.front());
            order.pop_front();
        }
        own = order.empty() ? m_byClient.erase(own) : std::next(own);
    }
    while (!m_spent.empty() && now - m_entries.at(m_spent.front()).issuedAt > 2 * kNonceLifetime) {
        m_entries.erase(m_spent.front());
        m_spent.pop_front();
    }
}

} // namespace renju::arbiter::hall
