#pragma once

#include "arbiter/print/page_images.hpp"
#include "arbiter/print/printer.hpp"

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <variant>
#include <vector>

namespace renju::arbiter::platform {

/// What became of one print job, for the view that asked for it.
struct PrintReport {
    std::string origin;
    std::string message;
    bool isError = false;
};

/// A preview rendered for the print dialog opened `generation` times, on `paper`.
struct PreviewReport {
    std::uint64_t generation = 0;
    print::Paper paper = print::Paper::A4;
    print::PagePreview preview;
};

/// The printers found for the print dialog opened `generation` times.
struct PrintersReport {
    std::uint64_t generation = 0;
    print::PrinterListing listing;
};

/// Writes PDFs, sends them to the printer, renders previews and asks the print system for its
/// printers on a thread of its own, one task at a time, so that the window (and the clocks on
/// it) never stops for a long document, a slow printer or a print server that does not answer.
/// The document is built from the state on the caller's thread; only the finished document
/// crosses. The print dialog's tasks (previews, printers) go before queued print jobs.
class PrintWorker {
public:
    /// `service` is the print system (may be nullptr: PDFs are only saved); `wake` is called on
    /// the worker thread after each task (it must be thread-safe).
    PrintWorker(std::unique_ptr<print::PrintService> service, std::function<void()> wake);
    /// Finishes every queued task, then joins the thread.
    ~PrintWorker();
    PrintWorker(const PrintWorker&) = delete;
    PrintWorker& operator=(const PrintWorker&) = delete;

    /// Queues a document to save as `path` and send to `target`'s printer, if any.
    void submit(print::Document document, print::PdfOptions options, std::filesystem::path path,
                print::PrintTarget target, std::string origin);
    /// Queues the rendering of the first `pages` pages of a document at `pixelsPerPoint`.
    void requestPreview(print::Document document, print::PdfOptions options,
                        std::uint64_t generation, int pages, double pixelsPerPoint);
    /// Queues a question to the print system for its printers.
    void requestPrinters(std::uint64_t generation);

    /// The reports of the print jobs finished since the last call.
    std::vector<PrintReport> takeReports();
    /// The newest preview and printer list finished since the last call, if any.
    std::optional<PreviewReport> takePreview();
    std::optional<PrintersReport> takePrinters();
    /// Blocks until every queued task is done (tests, and the end of a GUI script).
    void waitIdle();

private:
    struct PrintJob {
        print::Document document;
        print::PdfOptions options;
        std::filesystem::path path;
        print::PrintTarget target;
        std::string origin;
    };
    struct PreviewJob {
        print::Document document;
        print::PdfOptions options;
        std::uint64_t generation = 0;
        int pages = 0;
        double pixelsPerPoint = 1;
    };
    struct PrintersJob {
        std::uint64_t generation = 0;
    };
    using Task = std::variant<PrintJob, PreviewJob, PrintersJob>;

    void run();
    /// Runs one task without the lock and stores its report under it.
    void perform(Task& task, std::unique_lock<std::mutex>& lock);
    void push(Task task, bool isUrgent);

    std::unique_ptr<print::PrintService> m_service;
    std::function<void()> m_wake;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Task> m_tasks;
    std::vector<PrintReport> m_reports;
    std::optional<PreviewReport> m_preview;
    std::optional<PrintersReport> m_printers;
    bool m_isBusy = false;
    bool m_isStopping = false;
    std::thread m_thread; ///< last: started once the members above exist
};

} // namespace renju::arbiter::platform
