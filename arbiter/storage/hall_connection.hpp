#pragma once

#include "arbiter/hall/station_credentials.hpp"
#include "arbiter/storage/event_location.hpp"
#include "arbiter/storage/event_store.hpp"

#include <chrono>
#include <functional>
#include <memory>
#include <string>

namespace renju::arbiter::storage {

/// The request never reached the hall server (it could not be reached, or the nonce was not
/// given): nothing can have happened there.
class RequestNotSent : public ConnectionLost {
public:
    using ConnectionLost::ConnectionLost;
};

/// One station's connection to a hall server: every request is proved with the referee's
/// password over a fresh one-time nonce (the password never crosses the network) and its answer
/// is taken only with the server's signature. Not for use by two threads at once.
class HallConnection {
public:
    /// Reads the referee's password from the password file (PGPASSFILE, else ~/.pgpass: lines
    /// HOST:PORT:renju:NAME:PASSWORD). Throws StorageError naming the file and the problem.
    explicit HallConnection(const EventLocation& location);
    ~HallConnection();
    HallConnection(const HallConnection&) = delete;
    HallConnection& operator=(const HallConnection&) = delete;

    /// Sends a signed request and returns the body of the server's signed answer (status 200).
    /// Throws RequestNotSent when the request never reached the server, ConnectionLost when it
    /// may have but no answer came within `timeout` (nothing is known of it then), StorageError
    /// with the server's reason when it refuses (401 not signed in, 403 no rights, 404 no such
    /// event, ...).
    std::string request(const std::string& method, const std::string& target,
                        const std::string& body, std::chrono::milliseconds timeout);

    /// Opens a signed stream (an event's watch) and calls `onLine` with each line's text (what
    /// precedes its signature), in order, once its signature is the server's for this request;
    /// returns when the server ends the stream or `onLine` returns false. Throws as request(),
    /// and ConnectionLost when the stream breaks, a line is not the server's, or nothing came
    /// for `silence` (a server that stopped writing, or someone holding its lines back).
    void stream(const std::string& target, std::chrono::milliseconds silence,
                const std::function<bool(const std::string&)>& onLine);

    const EventLocation& location() const { return m_location; }
    /// Ends a request in flight on another thread (a watch being stopped).
    void stop();

private:
    struct Impl;
    /// Asks the server for a nonce and returns the request proved over it; throws
    /// RequestNotSent or StorageError.
    hall::SignedRequest prove(const std::string& method, const std::string& target,
                              const std::string& body);
    /// Returns "HOST:PORT" of the server, for messages.
    std::string where() const;
    EventLocation m_location;
    std::unique_ptr<Impl> m_impl;
};

/// Percent-encodes a text for a URL's path or query (letters, digits and -._~ stay).
std::string urlEncoded(const std::string& text);

} // namespace renju::arbiter::storage
