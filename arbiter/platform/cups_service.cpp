#include "arbiter/platform/cups_service.hpp"

#include <cups/cups.h>
#include <memory>

namespace renju::arbiter::platform {

namespace {

/// How long connecting to a named server may take.
constexpr int kConnectMilliseconds = 5000;

/// A connection to the named server, or libcups's default connection (nullptr) when none is
/// named; closed at the end of the call.
class Connection {
public:
    explicit Connection(const std::string& server) {
        if (!server.empty()) {
            m_http = httpConnect2(server.c_str(), ippPort(), nullptr, AF_UNSPEC,
                                  HTTP_ENCRYPTION_IF_REQUESTED, 1, kConnectMilliseconds, nullptr);
            m_isFailed = m_http == nullptr;
        }
    }
    ~Connection() {
        if (m_http) {
            httpClose(m_http);
        }
    }
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    http_t* get() const { return m_http; }
    /// True when a named server could not be reached at all.
    bool isFailed() const { return m_isFailed; }

private:
    http_t* m_http = CUPS_HTTP_DEFAULT;
    bool m_isFailed = false;
};

std::string optionOf(const cups_dest_t& dest, const char* name) {
    const char* value = cupsGetOption(name, dest.num_options, dest.options);
    return value ? value : "";
}

} // namespace

CupsService::CupsService(std::string server) : m_server(std::move(server)) {}

print::PrinterListing CupsService::listPrinters() {
    print::PrinterListing listing;
    Connection connection(m_server);
    if (connection.isFailed()) {
        listing.problem = "looked for at " + m_server;
        return listing;
    }
    cups_dest_t* dests = nullptr;
    int count = cupsGetDests2(connection.get(), &dests);
    ipp_status_t status = cupsLastError();
    // A server with no printers answers "not found"; anything else with no list is no server.
    listing.hasServer = count > 0 || status <= IPP_STATUS_OK_EVENTS_COMPLETE ||
                        status == IPP_STATUS_ERROR_NOT_FOUND;
    if (!listing.hasServer) {
        // libcups's reason is a socket's errno ("Bad file descriptor"): where it looked says
        // more to the arbiter.
        const char* server = m_server.empty() ? cupsServer() : m_server.c_str();
        listing.problem = std::string("looked for at ") + (server ? server : "the default place");
    }
    for (int i = 0; i < count; ++i) {
        const cups_dest_t& dest = dests[i];
        if (dest.instance) {
            continue; // lpoptions instances are the same queue with other defaults
        }
        listing.printers.push_back(print::PrinterInfo{dest.name, optionOf(dest, "printer-info"),
                                                      optionOf(dest, "printer-location"),
                                                      dest.is_default != 0});
    }
    cupsFreeDests(count, dests);
    return listing;
}

int CupsService::submit(const std::filesystem::path& pdf, const std::string& title,
                        const print::PrintTarget& target, std::string& problem) {
    Connection connection(m_server);
    if (connection.isFailed()) {
        problem = "cannot connect to the CUPS server " + m_server;
        return 0;
    }
    cups_option_t* options = nullptr;
    int count = cupsAddOption("copies", std::to_string(target.copies).c_str(), 0, &options);
    int job = cupsPrintFile2(connection.get(), target.printer.c_str(), pdf.c_str(), title.c_str(),
                             count, options);
    cupsFreeOptions(count, options);
    if (job == 0) {
        const char* reason = cupsLastErrorString();
        problem = reason && *reason ? reason : "CUPS gave no reason";
    }
    return job;
}

} // namespace renju::arbiter::platform
