#pragma once

#include "arbiter/print/document.hpp"
#include "arbiter/print/pdf_writer.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace renju::arbiter::print {

/// A printer the print system offers.
struct PrinterInfo {
    /// The queue name jobs are sent to ("HP_LaserJet_hall").
    std::string name;
    /// The description and place its administrator gave it, if any.
    std::string description;
    std::string location;
    /// True for the system's default printer.
    bool isDefault = false;
};

/// What the print system answered when asked for its printers.
struct PrinterListing {
    /// False when no print server answered (no CUPS, or it is not running).
    bool hasServer = false;
    std::vector<PrinterInfo> printers;
    /// Why no server answered, for the arbiter ("looked for at /run/cups/cups.sock").
    std::string problem;
};

/// Where a document goes and how many times.
struct PrintTarget {
    /// The printer's queue name; empty: the PDF is only saved.
    std::string printer;
    int copies = 1;
};

/// The print system: CUPS in the application (platform/cups_service), a fake in tests. Calls
/// may block (a server on the network), so the application makes them on its print thread.
class PrintService {
public:
    virtual ~PrintService() = default;
    /// Returns the printers, or why there are none.
    virtual PrinterListing listPrinters() = 0;
    /// Sends a PDF as one job of `target.copies` copies titled `title`; returns the job's id,
    /// or 0 with `problem` set when it was refused.
    virtual int submit(const std::filesystem::path& pdf, const std::string& title,
                       const PrintTarget& target, std::string& problem) = 0;
};

/// What became of a print job: sent to the printer, or only written (with where it is).
struct PrintOutcome {
    bool isSent = false;
    std::filesystem::path file;
    int pages = 0;
    /// The print system's job id when sent.
    int jobId = 0;
    /// A sentence for the arbiter: where it was sent and how many copies, or where the file is
    /// and why it was not sent.
    std::string message;
    /// What printed wrong though the file was written: a character no font has (a box).
    std::vector<std::string> warnings;
};

/// Writes the document as a PDF at `path` and, when the target names a printer, sends it to
/// that printer through `service` (which may be nullptr: nothing is sent). The PDF stays in
/// any case and the outcome says where. Throws PrintError when the PDF cannot be written. The
/// GUI's print dialog calls this on the print thread.
PrintOutcome printDocument(const Document& document, const PdfOptions& options,
                           const std::filesystem::path& path, PrintService* service,
                           const PrintTarget& target);

} // namespace renju::arbiter::print
