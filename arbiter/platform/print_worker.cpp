#include "arbiter/platform/print_worker.hpp"

namespace renju::arbiter::platform {

PrintWorker::PrintWorker(std::function<void()> wake)
    : m_wake(std::move(wake)), m_thread([this] { run(); }) {}

PrintWorker::~PrintWorker() {
    {
        std::lock_guard lock(m_mutex);
        m_isStopping = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

void PrintWorker::submit(print::Document document, print::PdfOptions options,
                         std::filesystem::path path, std::string origin) {
    {
        std::lock_guard lock(m_mutex);
        m_jobs.push_back(
            Job{std::move(document), std::move(options), std::move(path), std::move(origin)});
    }
    m_changed.notify_all();
}

std::vector<PrintReport> PrintWorker::takeReports() {
    std::lock_guard lock(m_mutex);
    std::vector<PrintReport> reports;
    reports.swap(m_reports);
    return reports;
}

void PrintWorker::waitIdle() {
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_jobs.empty() && !m_isBusy; });
}

void PrintWorker::run() {
    std::unique_lock lock(m_mutex);
    while (true) {
        m_changed.wait(lock, [this] { return m_isStopping || !m_jobs.empty(); });
        if (m_jobs.empty()) {
            return; // stopping, with every queued job done
        }
        Job job = std::move(m_jobs.front());
        m_jobs.pop_front();
        m_isBusy = true;
        lock.unlock();
        PrintReport report{job.origin, "", false};
        try {
            std::filesystem::create_directories(job.path.parent_path());
            report.message = print::printDocument(job.document, job.options, job.path, {}).message;
        } catch (const std::exception& error) {
            report.message = std::string("print: ") + error.what();
            report.isError = true;
        }
        lock.lock();
        m_reports.push_back(std::move(report));
        m_isBusy = false;
        m_changed.notify_all();
        if (m_wake) {
            m_wake();
        }
    }
}

} // namespace renju::arbiter::platform
