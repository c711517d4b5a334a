#pragma once

#include "arbiter/print/printer.hpp"

#include <string>

namespace renju::arbiter::platform {

/// The print system through libcups: the destinations of a CUPS server and jobs sent to them.
/// Every call may block on the server (up to a few seconds for one on the network): the
/// application calls it on its print thread only.
class CupsService final : public print::PrintService {
public:
    /// `server` is a CUPS server as libcups takes it ("host:port", or the path of a domain
    /// socket); empty uses libcups's own choice (CUPS_SERVER, client.conf, the local socket).
    explicit CupsService(std::string server = "");

    /// Returns the server's printers with the default one marked; hasServer is false when no
    /// server answered.
    print::PrinterListing listPrinters() override;
    /// Sends the PDF with the `copies` option; returns CUPS's job id, or 0 with its reason.
    int submit(const std::filesystem::path& pdf, const std::string& title,
               const print::PrintTarget& target, std::string& problem) override;

private:
    std::string m_server;
};

} // namespace renju::arbiter::platform
