#include "arbiter/net/http_response.hpp"

#include "arbiter/net/http_request.hpp"

#include <cstdio>

namespace renju::arbiter::net {

std::string_view reasonPhrase(int status) {
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 204:
        return "No Content";
    case 301:
        return "Moved Permanently";
    case 304:
        return "Not Modified";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 409:
        return "Conflict";
    case 413:
        return "Content Too Large";
    case 414:
        return "URI Too Long";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 503:
        return "Service Unavailable";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "";
    }
}

std::string serializeResponse(const HttpResponse& response, ResponseFraming framing) {
    std::string out;
    out.reserve(256 + (framing.isHead ? 0 : response.body.size()));
    out += "HTTP/1.1 ";
    out += std::to_string(response.status);
    out += ' ';
    out += reasonPhrase(response.status);
    out += "\r\n";
    for (const auto& [name, value] : response.headers) {
        if (equalsIgnoringCase(name, "Content-Length") ||
            equalsIgnoringCase(name, "Transfer-Encoding") ||
            equalsIgnoringCase(name, "Connection")) {
            continue; // the server frames the answer itself
        }
        out += name;
        out += ": ";
        out += value;
        out += "\r\n";
    }
    const bool isStream = response.stream != nullptr;
    if (isStream) {
        out += "Transfer-Encoding: chunked\r\n";
    } else {
        out += "Content-Length: " + std::to_string(response.body.size()) + "\r\n";
    }
    out += framing.isKeepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n";
    out += "\r\n";
    if (!framing.isHead && !isStream) {
        out += response.body;
    }
    return out;
}

std::string chunk(std::string_view text) {
    char size[24];
    const int length = std::snprintf(size, sizeof size, "%zx\r\n", text.size());
    std::string out(size, static_cast<std::size_t>(length));
    out += text;
    out += "\r\n";
    return out;
}

} // namespace renju::arbiter::net
