#include "arbiter/net/http_stream.hpp"

#include "arbiter/net/http_response.hpp"

namespace renju::arbiter::net {

void HttpStream::wakeLocked() {
    // One wake until the loop takes what is pending: a burst of pushes costs the loop one turn.
    if (m_wake && !m_hasWoken) {
        m_hasWoken = true;
        m_wake();
    }
}

bool HttpStream::push(std::string_view text) {
    std::lock_guard lock(m_mutex);
    if (m_isClosed || m_isEnded) {
        return false;
    }
    std::string encoded = chunk(text);
    if (m_pending.size() + encoded.size() > m_maxBufferedBytes) {
        m_isClosed = true; // its client does not read what it is sent
        m_pending.clear();
        wakeLocked();
        return false;
    }
    m_pending += encoded;
    wakeLocked();
    return true;
}

bool HttpStream::isOpen() const {
    std::lock_guard lock(m_mutex);
    return !m_isClosed && !m_isEnded;
}

void HttpStream::end() {
    std::lock_guard lock(m_mutex);
    if (m_isClosed || m_isEnded) {
        return;
    }
    m_isEnded = true;
    wakeLocked();
}

void HttpStream::attach(std::function<void()> wake) {
    std::lock_guard lock(m_mutex);
    m_wake = std::move(wake);
    m_hasWoken = false;
}

std::string HttpStream::takePending(bool& isEnded) {
    std::lock_guard lock(m_mutex);
    m_hasWoken = false;
    isEnded = m_isEnded || m_isClosed;
    std::string out;
    out.swap(m_pending);
    if (m_isEnded && !m_isClosed) {
        out += chunk(""); // the last chunk
        m_isClosed = true;
    }
    return out;
}

void HttpStream::markClosed() {
    std::lock_guard lock(m_mutex);
    m_isClosed = true;
    m_pending.clear();
    m_wake = nullptr;
}

} // namespace renju::arbiter::net
