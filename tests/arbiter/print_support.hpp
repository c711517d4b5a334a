#pragma once

#include "arbiter/app/demo_event.hpp"
#include "arbiter/model/event_state.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/print_time.hpp"

#include <filesystem>
#include <string>

namespace renju::arbiter::test {

/// Returns the demo event (24 players in four scripts, 5 rounds, seed 2026), built once in
/// memory through the referee's commands.
const model::EventState& demoEvent();

/// Returns a demo event of another size.
model::EventState demoEventWith(const app::DemoOptions& options);

/// Builds a document that must exist (the round and table are there); throws otherwise.
print::Document documentOf(const model::EventState& state, print::DocumentKind kind, int round = 0,
                           int table = 0, bool isBulletin = false);

/// The fixed printed-at time of the print tests: 2026-11-23 18:00 UTC.
print::PrintTime fixedPrintTime();

/// Runs a shell command line and returns what it wrote on standard output; throws when it
/// cannot be started or exits with a non-zero status.
std::string commandOutput(const std::string& commandLine);

/// Returns `pdftotext -layout` of a PDF (poppler-utils), pages separated by form feeds.
std::string pdfText(const std::filesystem::path& pdf);

/// Returns the page count `pdfinfo` reports.
int pdfPages(const std::filesystem::path& pdf);

/// Returns the whole content of a file.
std::string fileText(const std::filesystem::path& path);

/// Returns how many times `needle` occurs in `text`.
std::size_t occurrences(const std::string& text, const std::string& needle);

} // namespace renju::arbiter::test
