#include "arbiter/print/printer.hpp"

#include "arbiter/print/glyph_check.hpp"

namespace renju::arbiter::print {

namespace {

std::string copiesText(int copies) {
    return copies == 1 ? "1 copy" : std::to_string(copies) + " copies";
}

} // namespace

PrintOutcome printDocument(const Document& document, const PdfOptions& options,
                           const std::filesystem::path& path, PrintService* service,
                           const PrintTarget& target) {
    PrintOutcome outcome;
    outcome.file = std::filesystem::absolute(path);
    std::vector<std::string> cut;
    outcome.pages = writePdf(document, options, path, &cut);
    outcome.warnings = printWarnings(document, cut);
    std::string where = "the PDF is at " + outcome.file.string();
    if (target.printer.empty() || !service) {
        outcome.message =
            std::string("saved, not printed (") +
            (target.printer.empty() ? "no printer chosen" : "printing is not set up") + "); " +
            where;
        return outcome;
    }
    std::string title =
        document.title + (document.subtitle.empty() ? "" : ", " + document.subtitle);
    std::string problem;
    outcome.jobId = service->submit(outcome.file, title, target, problem);
    outcome.isSent = outcome.jobId > 0;
    outcome.message =
        outcome.isSent
            ? "sent to " + target.printer + ": " + copiesText(target.copies) + " of " + title +
                  " (job " + std::to_string(outcome.jobId) + "); " + where
            : target.printer + " refused the job (" +
                  (problem.empty() ? std::string("no reason given") : problem) + "); " + where;
    return outcome;
}

} // namespace renju::arbiter::print
