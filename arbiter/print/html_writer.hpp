#pragma once

#include "arbiter/print/document.hpp"
#include "arbiter/print/print_time.hpp"

#include <filesystem>
#include <string>

namespace renju::arbiter::print {

/// Returns a document as a static HTML page (UTF-8, every text escaped, board diagrams as
/// inline SVG), linked to style.css and index.html in the same folder.
std::string documentHtml(const Document& document, const PrintTime& printedAt);

/// Writes the document's page (FILESTEM.html), style.css and a fresh index.html listing every
/// document page in `folder` (one folder per event; created when missing). Each file appears
/// complete or not at all. Returns the page's path; throws PrintError naming the file.
std::filesystem::path writeHtml(const Document& document, const PrintTime& printedAt,
                                const std::filesystem::path& folder);

} // namespace renju::arbiter::print
