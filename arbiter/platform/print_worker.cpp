#include "arbiter/platform/print_worker.hpp"

#include <algorithm>

namespace renju::arbiter::platform {

namespace {

PrintReport printNow(print::PrintService* service, const print::Document& document,
                     const print::PdfOptions& options, const std::filesystem::path& path,
                     const print::PrintTarget& target, const std::string& origin) {
    PrintReport report{origin, "", false};
    try {
        std::filesystem::create_directories(path.parent_path());
        print::PrintOutcome outcome =
            print::printDocument(document, options, path, service, target);
        report.message = outcome.message;
        for (const std::string& warning : outcome.warnings) {
            report.message += "; warning: " + warning;
        }
        report.isError = !target.printer.empty() && !outcome.isSent;
    } catch (const std::exception& error) {
        report.message = std::string("print: ") + error.what();
        report.isError = true;
    }
    return report;
}

} // namespace

PrintWorker::PrintWorker(std::unique_ptr<print::PrintService> service, std::function<void()> wake)
    : m_service(std::move(service)), m_wake(std::move(wake)), m_thread([this] { run(); }) {}

PrintWorker::~PrintWorker() {
    {
        std::lock_guard lock(m_mutex);
        m_isStopping = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

void PrintWorker::push(Task task, bool isUrgent) {
    {
        std::lock_guard lock(m_mutex);
        if (isUrgent) {
            // After the dialog's other tasks, before the print jobs.
            auto firstJob = std::find_if(m_tasks.begin(), m_tasks.end(), [](const Task& queued) {
                return std::holds_alternative<PrintJob>(queued);
            });
            m_tasks.insert(firstJob, std::move(task));
        } else {
            m_tasks.push_back(std::move(task));
        }
    }
    m_changed.notify_all();
}

void PrintWorker::submit(print::Document document, print::PdfOptions options,
                         std::filesystem::path path, print::PrintTarget target,
                         std::string origin) {
    push(PrintJob{std::move(document), std::move(options), std::move(path), std::move(target),
                  std::move(origin)},
         false);
}

void PrintWorker::requestPreview(print::Document document, print::PdfOptions options,
                                 std::uint64_t generation, int pages, double pixelsPerPoint) {
    push(PreviewJob{std::move(document), std::move(options), generation, pages, pixelsPerPoint},
         true);
}

void PrintWorker::requestPrinters(std::uint64_t generation) {
    push(PrintersJob{generation}, true);
}

std::vector<PrintReport> PrintWorker::takeReports() {
    std::lock_guard lock(m_mutex);
    std::vector<PrintReport> reports;
    reports.swap(m_reports);
    return reports;
}

std::optional<PreviewReport> PrintWorker::takePreview() {
    std::lock_guard lock(m_mutex);
    std::optional<PreviewReport> preview;
    preview.swap(m_preview);
    return preview;
}

std::optional<PrintersReport> PrintWorker::takePrinters() {
    std::lock_guard lock(m_mutex);
    std::optional<PrintersReport> printers;
    printers.swap(m_printers);
    return printers;
}

void PrintWorker::waitIdle() {
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_tasks.empty() && !m_isBusy; });
}

void PrintWorker::perform(Task& task, std::unique_lock<std::mutex>& lock) {
    lock.unlock();
    if (auto* job = std::get_if<PrintJob>(&task)) {
        PrintReport report = printNow(m_service.get(), job->document, job->options, job->path,
                                      job->target, job->origin);
        lock.lock();
        m_reports.push_back(std::move(report));
    } else if (auto* preview = std::get_if<PreviewJob>(&task)) {
        PreviewReport report{preview->generation, preview->options.paper,
                             print::renderPreview(preview->document, preview->options,
                                                  preview->pages, preview->pixelsPerPoint)};
        lock.lock();
        m_preview = std::move(report);
    } else if (auto* printers = std::get_if<PrintersJob>(&task)) {
        print::PrinterListing listing;
        if (m_service) {
            listing = m_service->listPrinters();
        } else {
            listing.problem = "printing is not set up";
        }
        lock.lock();
        m_printers = PrintersReport{printers->generation, std::move(listing)};
    }
}

void PrintWorker::run() {
    std::unique_lock lock(m_mutex);
    while (true) {
        m_changed.wait(lock, [this] { return m_isStopping || !m_tasks.empty(); });
        if (m_tasks.empty()) {
            return; // stopping, with every queued task done
        }
        Task task = std::move(m_tasks.front());
        m_tasks.pop_front();
        m_isBusy = true;
        perform(task, lock);
        m_isBusy = false;
        m_changed.notify_all();
        if (m_wake) {
            m_wake();
        }
    }
}

} // namespace renju::arbiter::platform
