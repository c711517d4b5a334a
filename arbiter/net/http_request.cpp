#include "arbiter/net/http_request.hpp"

#include <algorithm>

namespace renju::arbiter::net {

namespace {

constexpr std::string_view kLineEnd = "\r\n";
constexpr std::string_view kHeadEnd = "\r\n\r\n";
/// A Content-Length of more digits than this is refused before it could overflow.
constexpr std::size_t kMaxLengthDigits = 18;
constexpr std::size_t kMaxMethodLength = 32;

char lower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

/// RFC 9110 5.6.2: the characters of a token (methods, header names).
bool isTokenChar(char c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
        return true;
    }
    return std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

bool isToken(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), isTokenChar);
}

/// A request target's bytes: visible ASCII, no spaces or controls.
bool isTargetChar(char c) {
    auto byte = static_cast<unsigned char>(c);
    return byte > 0x20 && byte < 0x7f;
}

/// A field value's bytes: visible characters, spaces and tabs, and obs-text (UTF-8 names).
bool isValueChar(char c) {
    auto byte = static_cast<unsigned char>(c);
    return byte == '\t' || byte >= 0x20 ? byte != 0x7f : false;
}

std::string_view trimSpaces(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) {
        text.remove_prefix(1);
    }
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) {
        text.remove_suffix(1);
    }
    return text;
}

/// Returns the number `text` holds (digits only), or nothing.
std::optional<std::size_t> parseLength(std::string_view text) {
    if (text.empty() || text.size() > kMaxLengthDigits) {
        return std::nullopt;
    }
    std::size_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        value = value * 10 + static_cast<std::size_t>(c - '0');
    }
    return value;
}

} // namespace

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                              [](char x, char y) { return lower(x) == lower(y); });
}

std::optional<std::string_view> HttpRequest::header(std::string_view name) const {
    for (const auto& [key, value] : headers) {
        if (equalsIgnoringCase(key, name)) {
            return std::string_view(value);
        }
    }
    return std::nullopt;
}

bool HttpRequest::wantsKeepAlive() const {
    auto connection = header("Connection");
    if (minorVersion == 0) {
        return connection && equalsIgnoringCase(*connection, "keep-alive");
    }
    return !connection || !equalsIgnoringCase(*connection, "close");
}

void RequestParser::reset() {
    m_state = State::NeedMore;
    m_errorStatus = 0;
    m_hasStarted = false;
    m_head.clear();
    m_isHeadDone = false;
    m_bodyLength = 0;
    m_request = HttpRequest{};
}

void RequestParser::fail(int status) {
    m_state = State::Failed;
    m_errorStatus = status;
}

std::size_t RequestParser::feed(std::string_view bytes) {
    if (m_state != State::NeedMore) {
        return 0;
    }
    std::size_t taken = 0;
    if (!m_isHeadDone) {
        // RFC 9112 2.2: empty lines before a request line are ignored.
        while (m_head.empty() && taken < bytes.size() &&
               (bytes[taken] == '\r' || bytes[taken] == '\n')) {
            ++taken;
        }
        m_hasStarted = m_hasStarted || taken > 0;
        const std::size_t room = m_limits.maxHeaderBytes - m_head.size();
        const std::size_t chunk = std::min(bytes.size() - taken, room);
        const std::size_t searchFrom = m_head.size() >= 3 ? m_head.size() - 3 : 0;
        m_head.append(bytes.substr(taken, chunk));
        m_hasStarted = m_hasStarted || !m_head.empty();
        const std::size_t end = m_head.find(kHeadEnd, searchFrom);
        if (end == std::string::npos) {
            taken += chunk;
            if (m_head.size() >= m_limits.maxHeaderBytes) {
                fail(m_head.find(kLineEnd) == std::string::npos ? 414 : 431);
            }
            return taken;
        }
        const std::size_t headLength = end + kHeadEnd.size();
        taken += chunk - (m_head.size() - headLength);
        m_head.resize(headLength);
        m_isHeadDone = true;
        parseHead();
        if (m_state != State::NeedMore) {
            return taken;
        }
        if (m_bodyLength == 0) {
            m_state = State::Complete;
            return taken;
        }
        m_request.body.reserve(m_bodyLength);
    }
    const std::size_t chunk = std::min(m_bodyLength - m_request.body.size(), bytes.size() - taken);
    m_request.body.append(bytes.substr(taken, chunk));
    taken += chunk;
    if (m_request.body.size() == m_bodyLength) {
        m_state = State::Complete;
    }
    return taken;
}

void RequestParser::parseHead() {
    std::string_view head(m_head);
    head.remove_suffix(kHeadEnd.size() - kLineEnd.size()); // every line ends with CRLF
    const std::size_t lineEnd = head.find(kLineEnd);
    std::string_view line = head.substr(0, lineEnd);
    head.remove_prefix(lineEnd + kLineEnd.size());

    // request-line = method SP request-target SP HTTP-version (RFC 9112 3)
    const std::size_t firstSpace = line.find(' ');
    const std::size_t secondSpace =
        firstSpace == std::string_view::npos ? firstSpace : line.find(' ', firstSpace + 1);
    if (secondSpace == std::string_view::npos) {
        fail(400);
        return;
    }
    std::string_view method = line.substr(0, firstSpace);
    std::string_view target = line.substr(firstSpace + 1, secondSpace - firstSpace - 1);
    std::string_view version = line.substr(secondSpace + 1);
    if (!isToken(method) || method.size() > kMaxMethodLength || target.empty() ||
        !std::all_of(target.begin(), target.end(), isTargetChar) ||
        (target.front() != '/' && target != "*")) {
        fail(400);
        return;
    }
    if (version.size() != 8 || version.substr(0, 5) != "HTTP/" || version[6] != '.' ||
        version[5] < '0' || version[5] > '9' || version[7] < '0' || version[7] > '9') {
        fail(400);
        return;
    }
    if (version[5] != '1') {
        fail(505);
        return;
    }
    m_request.method = method;
    m_request.target = target;
    m_request.minorVersion = version[7] == '0' ? 0 : 1;
    const std::size_t question = target.find('?');
    m_request.path = target.substr(0, question);
    m_request.query = question == std::string_view::npos ? "" : target.substr(question + 1);

    std::optional<std::size_t> contentLength;
    int hosts = 0;
    while (!head.empty()) {
        const std::size_t end = head.find(kLineEnd);
        line = head.substr(0, end);
        head.remove_prefix(end + kLineEnd.size());
        const std::size_t colon = line.find(':');
        // No space before the colon, no folded lines (RFC 9112 5.1, 5.2).
        if (colon == std::string_view::npos || !isToken(line.substr(0, colon))) {
            fail(400);
            return;
        }
        std::string_view name = line.substr(0, colon);
        std::string_view value = trimSpaces(line.substr(colon + 1));
        if (!std::all_of(value.begin(), value.end(), isValueChar)) {
            fail(400);
            return;
        }
        if (equalsIgnoringCase(name, "Content-Length")) {
            auto length = parseLength(value);
            if (!length || (contentLength && *contentLength != *length)) {
                fail(400);
                return;
            }
            contentLength = length;
        } else if (equalsIgnoringCase(name, "Transfer-Encoding")) {
            fail(501); // request bodies come with a Content-Length only
            return;
        } else if (equalsIgnoringCase(name, "Host")) {
            ++hosts;
        }
        m_request.headers.emplace_back(name, value);
    }
    // RFC 9112 3.2: an HTTP/1.1 request has exactly one Host.
    if (hosts > 1 || (hosts == 0 && m_request.minorVersion == 1)) {
        fail(400);
        return;
    }
    m_bodyLength = contentLength.value_or(0);
    const std::size_t bodyLimit = m_limits.bodyLimitFor
                                      ? m_limits.bodyLimitFor(m_request.method, m_request.path)
                                      : m_limits.maxBodyBytes;
    if (m_bodyLength > bodyLimit) {
        fail(413);
    }
}

} // namespace renju::arbiter::net
