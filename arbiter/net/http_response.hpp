#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace renju::arbiter::net {

class HttpStream;

/// A handler's answer: status, headers and body; or, with `stream` set, the head of a long-lived
/// answer (chunked) whose body the stream's owner pushes later. The server adds Content-Length,
/// Transfer-Encoding, Connection and Date itself.
struct HttpResponse {
    int status = 200;
    std::vector<std::pair<std::string, std::string>> headers;
    std::string body;
    std::shared_ptr<HttpStream> stream;

    void setHeader(std::string name, std::string value) {
        headers.emplace_back(std::move(name), std::move(value));
    }
    /// Sets the body and its Content-Type.
    void setContent(std::string content, std::string contentType) {
        body = std::move(content);
        setHeader("Content-Type", std::move(contentType));
    }
};

/// Returns the reason phrase of a status ("Not Found"), "" for one it does not know.
std::string_view reasonPhrase(int status);

/// How the head of an answer is framed on the connection.
struct ResponseFraming {
    bool isKeepAlive = true;
    /// HEAD: the head says the body's length, no body follows.
    bool isHead = false;
};

/// Returns the bytes of `response` on the wire: the status line, its headers and the framing
/// headers, then the body (none for HEAD, nor for a stream, whose chunks follow).
std::string serializeResponse(const HttpResponse& response, ResponseFraming framing);

/// Returns `text` as one chunk of a chunked body ("" for empty text: a zero chunk ends it).
std::string chunk(std::string_view text);

} // namespace renju::arbiter::net
