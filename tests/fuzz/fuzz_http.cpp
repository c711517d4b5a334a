// libFuzzer target for the HTTP request parser (arbiter/net): the input is fed as the network
// would deliver it (cut into pieces whose sizes the first byte chooses), requests read one after
// another on one "connection" as a kept-alive client sends them, and each request read is
// answered (its method, path and headers echoed into a response). No input may crash, hang, read
// out of bounds or make the parser hold more than its limits.
#include "arbiter/net/http_request.hpp"
#include "arbiter/net/http_response.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace renju::arbiter::net;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const std::size_t piece = 1 + data[0] % 64;
    std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);
    RequestLimits limits;
    limits.maxHeaderBytes = 512;
    limits.maxBodyBytes = 256;
    // A route of its own limit, as the hall's push has: each body within its request's limit.
    limits.bodyLimitFor = [](std::string_view method, std::string_view path) {
        return method == "POST" && path == "/big" ? std::size_t{1024} : std::size_t{256};
    };
    RequestParser parser(limits);
    std::size_t requests = 0;
    while (!bytes.empty()) {
        const std::string_view next = bytes.substr(0, piece);
        const std::size_t taken = parser.feed(next);
        if (taken > next.size()) {
            std::abort();
        }
        bytes.remove_prefix(taken);
        if (parser.state() == RequestParser::State::Failed) {
            const int status = parser.errorStatus();
            if (status < 400 || status > 505 || reasonPhrase(status).empty()) {
                std::abort();
            }
            break;
        }
        if (parser.state() == RequestParser::State::Complete) {
            HttpRequest request = parser.takeRequest();
            if (request.body.size() > limits.bodyLimitFor(request.method, request.path) ||
                request.path.empty()) {
                std::abort();
            }
            HttpResponse response;
            response.setContent(request.method + " " + request.path + " " + request.query,
                                "text/plain");
            for (const auto& [name, value] : request.headers) {
                response.setHeader("X-Echo-" + name, value);
            }
            (void)serializeResponse(response, {request.wantsKeepAlive(), request.method == "HEAD"});
            parser.reset();
            ++requests;
        } else if (taken == 0) {
            std::abort(); // needs more, yet took nothing
        }
    }
    (void)requests;
    return 0;
}
