#pragma once

#include <cstddef>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>

namespace renju::arbiter::net {

/// A long-lived answer (Server-Sent Events, any chunked body) that other threads push text to.
/// A handler makes one, puts it in its HttpResponse and keeps it; the server's loop writes what
/// is pushed. Thread-safe. The text waiting to be written is bounded: a push that would exceed
/// the bound closes the stream (its client is not reading), as does the client leaving, the
/// write deadline passing or the server stopping; a closed stream takes nothing more.
class HttpStream {
public:
    explicit HttpStream(std::size_t maxBufferedBytes = 256 * 1024)
        : m_maxBufferedBytes(maxBufferedBytes) {}

    /// Queues `text` as one chunk; returns false when the stream is closed (nothing queued).
    bool push(std::string_view text);
    /// Returns true while the client may still receive what is pushed.
    bool isOpen() const;
    /// Ends the answer after what is queued; the connection closes once it is written.
    void end();

    // For the server's loop.
    /// Connects the stream to its connection: `wake` tells the loop there is something to write.
    void attach(std::function<void()> wake);
    /// Returns the chunks queued since the last call (chunk-encoded), and whether the owner ended
    /// the stream.
    std::string takePending(bool& isEnded);
    /// Closes the stream from the server's side (the client left or is not reading).
    void markClosed();

private:
    void wakeLocked();

    std::size_t m_maxBufferedBytes;
    mutable std::mutex m_mutex;
    std::string m_pending;
    bool m_isClosed = false;
    bool m_isEnded = false;
    bool m_hasWoken = false;
    std::function<void()> m_wake;
};

} // namespace renju::arbiter::net
