#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace renju::arbiter::net {

/// One HTTP/1.1 request as the parser read it: the method and target as sent, the target split
/// into its path and query, the headers in order (names as sent), and the body.
struct HttpRequest {
    std::string method;
    std::string target;
    std::string path;
    std::string query;
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    int minorVersion = 1;
    std::vector<std::pair<std::string, std::string>> headers;
    std::string body;
    /// The client's address ("127.0.0.1", "::1"), set by the server.
    std::string remoteAddress;

    /// Returns the first header named `name` (case-insensitive), or nothing.
    std::optional<std::string_view> header(std::string_view name) const;
    /// Returns true when the client asks to keep the connection open after the answer
    /// (HTTP/1.1 unless "Connection: close"; HTTP/1.0 only with "Connection: keep-alive").
    bool wantsKeepAlive() const;
};

/// What a parser's limits are: the request line and headers together, and the body.
struct RequestLimits {
    std::size_t maxHeaderBytes = 8192;
    std::size_t maxBodyBytes = 4096;
    /// When set, decides one request's body limit from its method and path, asked once the
    /// head is read and before any byte of the body is taken (413 beyond), in place of
    /// maxBodyBytes: a server where one route takes large bodies keeps every other one small.
    std::function<std::size_t(std::string_view method, std::string_view path)> bodyLimitFor;
};

/// Reads one request from bytes as they arrive, never holding more than the limits: the head
/// (request line and headers) up to `maxHeaderBytes`, the body up to `maxBodyBytes`. No regular
/// expressions: the grammar of RFC 9112 read byte by byte.
class RequestParser {
public:
    enum class State { NeedMore, Complete, Failed };

    explicit RequestParser(RequestLimits limits) : m_limits(limits) {}

    /// Takes bytes; returns how many it took (it stops at the end of a complete request, so
    /// the rest belongs to the next one, and takes nothing once complete or failed).
    std::size_t feed(std::string_view bytes);
    /// Returns where the request stands: more bytes needed, complete, or refused.
    State state() const { return m_state; }
    /// Returns the request read (valid when Complete).
    const HttpRequest& request() const { return m_request; }
    /// Moves the request read out (valid when Complete), for a handler on another thread.
    HttpRequest takeRequest() { return std::move(m_request); }
    /// The status to answer a failed request with: 400 malformed, 413 body too large,
    /// 414 request line too long, 431 headers too large, 501 a body encoding not supported,
    /// 505 an HTTP version other than 1.x.
    int errorStatus() const { return m_errorStatus; }
    /// Returns true once any byte of a request was taken (a connection's request has begun).
    bool hasStarted() const { return m_hasStarted; }
    /// Forgets the request read, for the next one on the same connection.
    void reset();

private:
    void fail(int status);
    void parseHead();

    RequestLimits m_limits;
    State m_state = State::NeedMore;
    int m_errorStatus = 0;
    bool m_hasStarted = false;
    /// The head read so far (at most `maxHeaderBytes`), then the body's length to come.
    std::string m_head;
    bool m_isHeadDone = false;
    std::size_t m_bodyLength = 0;
    HttpRequest m_request;
};

/// Returns true when `a` and `b` are equal ignoring ASCII case.
bool equalsIgnoringCase(std::string_view a, std::string_view b);

} // namespace renju::arbiter::net
