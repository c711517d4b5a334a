#pragma once

#include "arbiter/print/printer.hpp"

#include <condition_variable>
#include <deque>
#include <filesystem>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace renju::arbiter::platform {

/// What became of one print job, for the view that asked for it.
struct PrintReport {
    std::string origin;
    std::string message;
    bool isError = false;
};

/// Writes PDFs and hands them to lp on a thread of its own, one job at a time, so that the
/// window (and the clocks on it) never stops for a long document or a slow printer. The
/// document is built from the state on the caller's thread; only the finished document crosses.
class PrintWorker {
public:
    /// `wake` is called on the worker thread after each job (it must be thread-safe).
    explicit PrintWorker(std::function<void()> wake);
    /// Finishes every queued job, then joins the thread.
    ~PrintWorker();
    PrintWorker(const PrintWorker&) = delete;
    PrintWorker& operator=(const PrintWorker&) = delete;

    /// Queues a document to print as `path`.
    void submit(print::Document document, print::PdfOptions options, std::filesystem::path path,
                std::string origin);
    /// The reports of the jobs finished since the last call.
    std::vector<PrintReport> takeReports();
    /// Blocks until every queued job is done (tests, and the end of a GUI script).
    void waitIdle();

private:
    struct Job {
        print::Document document;
        print::PdfOptions options;
        std::filesystem::path path;
        std::string origin;
    };
    void run();

    std::function<void()> m_wake;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Job> m_jobs;
    std::vector<PrintReport> m_reports;
    bool m_isBusy = false;
    bool m_isStopping = false;
    std::thread m_thread; ///< last: started once the members above exist
};

} // namespace renju::arbiter::platform
