#include "arbiter/logging.hpp"

#include <mutex>
#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>
#include <vector>

namespace renju::arbiter {

namespace {

std::mutex& loggingMutex() {
    static std::mutex mutex;
    return mutex;
}

/// The sinks every subsystem writes to once an event's log is started.
std::vector<spdlog::sink_ptr>& sharedSinks() {
    static std::vector<spdlog::sink_ptr> sinks;
    return sinks;
}

} // namespace

void startEventLog(const std::filesystem::path& eventPath) {
    std::lock_guard lock(loggingMutex());
    std::filesystem::path logPath = eventPath;
    logPath.replace_extension(".log");
    auto file = std::make_shared<spdlog::sinks::basic_file_sink_mt>(logPath.string(), false);
    file->set_level(spdlog::level::info);
    auto errors = std::make_shared<spdlog::sinks::stderr_sink_mt>();
    errors->set_level(spdlog::level::warn);
    sharedSinks() = {file, errors};
    spdlog::apply_all(
        [](const std::shared_ptr<spdlog::logger>& logger) { logger->sinks() = sharedSinks(); });
}

void startServerLog() {
    std::lock_guard lock(loggingMutex());
    auto errors = std::make_shared<spdlog::sinks::stderr_sink_mt>();
    errors->set_level(spdlog::level::info);
    sharedSinks() = {errors};
    spdlog::apply_all(
        [](const std::shared_ptr<spdlog::logger>& logger) { logger->sinks() = sharedSinks(); });
}

std::shared_ptr<spdlog::logger> subsystemLogger(const char* subsystem) {
    std::lock_guard lock(loggingMutex());
    if (auto existing = spdlog::get(subsystem)) {
        return existing;
    }
    auto logger =
        std::make_shared<spdlog::logger>(subsystem, sharedSinks().begin(), sharedSinks().end());
    logger->set_level(spdlog::level::info);
    logger->flush_on(spdlog::level::info);
    spdlog::register_logger(logger);
    return logger;
}

} // namespace renju::arbiter
