#pragma once

#include "arbiter/print/document.hpp"
#include "arbiter/print/pdf_writer.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace renju::arbiter::print {

/// Where the application's Print buttons send a document.
struct PrinterOptions {
    /// The CUPS printer name; empty for the default printer.
    std::string printer;
    /// The folders searched for `lp`, separated by ':' as in PATH; empty reads PATH.
    std::string searchPath;
};

/// What became of a print job: sent to the printer, or only written (with where it is).
struct PrintOutcome {
    bool isSent = false;
    std::filesystem::path file;
    int pages = 0;
    /// A sentence for the arbiter: what lp said, or where the file is and why it was not sent.
    std::string message;
};

/// Returns the full path of an executable found in the ':'-separated folders, if any.
std::optional<std::filesystem::path> findProgram(const std::string& name,
                                                 const std::string& searchPath);

/// Writes the document as a PDF at `path` and sends it to the printer with CUPS's `lp` when
/// it is installed; otherwise (or when lp fails) the outcome says where the file is. Throws
/// PrintError when the PDF cannot be written. The GUI's Print buttons call this.
PrintOutcome printDocument(const Document& document, const PdfOptions& options,
                           const std::filesystem::path& path, const PrinterOptions& printer);

} // namespace renju::arbiter::print
