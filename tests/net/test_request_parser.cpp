// The request parser: requests fed whole, byte by byte and pipelined, and every limit and
// malformed shape answered with its status.
#include "arbiter/net/http_request.hpp"
#include "arbiter/net/http_response.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::net;

namespace {

RequestParser parseWhole(const std::string& bytes, RequestLimits limits = {}) {
    RequestParser parser(limits);
    parser.feed(bytes);
    return parser;
}

} // namespace

TEST_CASE("Request parser: a request read whole or byte by byte is the same", "[net][parser]") {
    const std::string bytes = "POST /api/command?x=1 HTTP/1.1\r\nHost: hall\r\n"
                              "Content-Length: 5\r\nX-Name:  Анна \r\n\r\nhello";
    RequestParser whole = parseWhole(bytes);
    REQUIRE(whole.state() == RequestParser::State::Complete);
    RequestParser slow(RequestLimits{});
    for (char c : bytes) {
        REQUIRE(slow.state() == RequestParser::State::NeedMore);
        CHECK(slow.feed(std::string(1, c)) == 1);
    }
    REQUIRE(slow.state() == RequestParser::State::Complete);
    for (const RequestParser* parser : {&whole, &slow}) {
        const HttpRequest& request = parser->request();
        CHECK(request.method == "POST");
        CHECK(request.target == "/api/command?x=1");
        CHECK(request.path == "/api/command");
        CHECK(request.query == "x=1");
        CHECK(request.body == "hello");
        CHECK(request.header("x-name") == "Анна");
        CHECK(request.header("content-length") == "5");
        CHECK(request.wantsKeepAlive());
    }
}

TEST_CASE("Request parser: the next request's bytes are left for it", "[net][parser]") {
    const std::string first = "GET /a HTTP/1.1\r\nHost: h\r\n\r\n";
    const std::string second = "HEAD /b HTTP/1.0\r\nConnection: keep-alive\r\n\r\n";
    RequestParser parser(RequestLimits{});
    const std::size_t taken = parser.feed(first + second);
    CHECK(taken == first.size());
    REQUIRE(parser.state() == RequestParser::State::Complete);
    CHECK(parser.request().path == "/a");
    CHECK(parser.feed("more") == 0); // complete: takes nothing until reset
    parser.reset();
    CHECK(parser.feed(second) == second.size());
    REQUIRE(parser.state() == RequestParser::State::Complete);
    CHECK(parser.request().method == "HEAD");
    CHECK(parser.request().minorVersion == 0);
    CHECK(parser.request().wantsKeepAlive());
    parser.reset();
    parser.feed("\r\nGET / HTTP/1.0\r\n\r\n"); // an empty line before a request is ignored
    REQUIRE(parser.state() == RequestParser::State::Complete);
    CHECK_FALSE(parser.request().wantsKeepAlive());
}

TEST_CASE("Request parser: limits hold however the bytes come", "[net][parser]") {
    RequestLimits limits;
    limits.maxHeaderBytes = 1024;
    limits.maxBodyBytes = 100;
    std::string bigHeader = "GET / HTTP/1.1\r\nHost: h\r\nX: " + std::string(2000, 'x');
    RequestParser parser(limits);
    std::size_t taken = 0;
    for (std::size_t i = 0;
         i < bigHeader.size() && parser.state() == RequestParser::State::NeedMore; i += 7) {
        taken += parser.feed(std::string_view(bigHeader).substr(i, 7));
    }
    CHECK(parser.state() == RequestParser::State::Failed);
    CHECK(parser.errorStatus() == 431);
    CHECK(taken <= limits.maxHeaderBytes); // never held more than the limit
    CHECK(parseWhole("GET /" + std::string(2000, 'a') + " HTTP/1.1\r\n", limits).errorStatus() ==
          414);
    CHECK(parseWhole("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 101\r\n\r\n", limits)
              .errorStatus() == 413);
    RequestParser exact = parseWhole("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 100\r\n\r\n" +
                                         std::string(100, 'b'),
                                     limits);
    CHECK(exact.state() == RequestParser::State::Complete);
    CHECK(exact.request().body.size() == 100);
}

TEST_CASE("Request parser: a route's own body limit is decided from the head, before the body",
          "[net][parser]") {
    RequestLimits limits;
    limits.maxHeaderBytes = 1024;
    limits.maxBodyBytes = 100;
    std::vector<std::string> asked;
    limits.bodyLimitFor = [&asked](std::string_view method, std::string_view path) {
        asked.push_back(std::string(method) + " " + std::string(path));
        return method == "POST" && path == "/upload" ? std::size_t{5000} : std::size_t{100};
    };
    auto head = [](const std::string& method, const std::string& target, std::size_t length) {
        return method + " " + target +
               " HTTP/1.1\r\nHost: h\r\nContent-Length: " + std::to_string(length) + "\r\n\r\n";
    };
    RequestParser upload =
        parseWhole(head("POST", "/upload?x=1", 5000) + std::string(5000, 'u'), limits);
    CHECK(upload.state() == RequestParser::State::Complete);
    CHECK(upload.request().body.size() == 5000);
    CHECK(asked.back() == "POST /upload"); // the path, without its query
    // Beyond the route's limit, or the same size elsewhere: refused with no body byte taken.
    RequestParser tooLarge(limits);
    std::string over = head("POST", "/upload", 5001);
    CHECK(tooLarge.feed(over + "uuu") == over.size());
    CHECK(tooLarge.errorStatus() == 413);
    CHECK(parseWhole(head("POST", "/other", 101), limits).errorStatus() == 413);
    CHECK(parseWhole(head("PUT", "/upload", 101), limits).errorStatus() == 413);
    CHECK(parseWhole(head("POST", "/other", 100) + std::string(100, 'o'), limits).state() ==
          RequestParser::State::Complete);
    // Chunked bodies stay refused whatever the route (the limit is known only from a length).
    CHECK(
        parseWhole("POST /upload HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n", limits)
            .errorStatus() == 501);
}

TEST_CASE("Request parser: malformed requests are refused with their status", "[net][parser]") {
    const std::vector<std::pair<std::string, int>> cases = {
        {"GET\r\n\r\n", 400},
        {"GET /\r\n\r\n", 400},
        {"GET  / HTTP/1.1\r\nHost: h\r\n\r\n", 400},
        {"GET / HTTP/1.1 \r\nHost: h\r\n\r\n", 400},
        {"G(T / HTTP/1.1\r\nHost: h\r\n\r\n", 400},
        {"GET noslash HTTP/1.1\r\nHost: h\r\n\r\n", 400},
        {"GET /a\x01 HTTP/1.1\r\nHost: h\r\n\r\n", 400},
        {"GET / HTTP/1.1\r\n\r\n", 400}, // no Host
        {"GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400},
        {"GET / HTTP/1.1\r\nHost : h\r\n\r\n", 400},
        {"GET / HTTP/1.1\r\nHost: h\r\n folded\r\n\r\n", 400},
        {"GET / HTTP/1.1\r\nHost: h\r\nX: a\rb\r\n\r\n", 400},
        {"GET / HTTP/1.1\r\nHost: h\r\nNoColon\r\n\r\n", 400},
        {"GET / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n", 400},
        {"GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400},
        {"GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999\r\n\r\n", 400},
        {"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n", 501},
        {"GET / HTTP/2.0\r\nHost: h\r\n\r\n", 505},
        {"GET / HTTP/1.10\r\nHost: h\r\n\r\n", 400},
        {"GET / FTP/1.1\r\nHost: h\r\n\r\n", 400},
    };
    for (const auto& [bytes, status] : cases) {
        INFO(bytes);
        RequestParser parser = parseWhole(bytes);
        CHECK(parser.state() == RequestParser::State::Failed);
        CHECK(parser.errorStatus() == status);
    }
}

TEST_CASE("Responses are framed by the server", "[net][response]") {
    HttpResponse response;
    response.status = 404;
    response.setContent("none", "text/plain");
    response.setHeader("Content-Length", "999"); // a handler's own framing is not written
    const std::string bytes = serializeResponse(response, {true, false});
    CHECK(bytes.rfind("HTTP/1.1 404 Not Found\r\n", 0) == 0);
    CHECK(bytes.find("Content-Length: 4\r\n") != std::string::npos);
    CHECK(bytes.find("999") == std::string::npos);
    CHECK(bytes.find("Connection: keep-alive\r\n") != std::string::npos);
    CHECK(bytes.ends_with("\r\n\r\nnone"));
    const std::string head = serializeResponse(response, {false, true});
    CHECK(head.find("Content-Length: 4\r\n") != std::string::npos);
    CHECK(head.find("Connection: close\r\n") != std::string::npos);
    CHECK(head.ends_with("\r\n\r\n"));
    CHECK(chunk("hello") == "5\r\nhello\r\n");
    CHECK(chunk(std::string(26, 'a')).rfind("1a\r\n", 0) == 0);
}
