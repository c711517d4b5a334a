#include "print_support.hpp"

#include "arbiter/app/demo_event.hpp"
#include "memory_event_store.hpp"

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>

namespace renju::arbiter::test {

model::EventState demoEventWith(const app::DemoOptions& options) {
    auto entries = std::make_shared<std::vector<storage::JournalEntry>>();
    std::vector<std::string> notices;
    app::Instant now{1000, 1'795'000'000'000, "boot-print"};
    auto session =
        app::EventSession::open(std::make_unique<MemoryEventStore>(entries), now, "test", notices);
    app::buildDemoEvent(*session, options, now);
    return session->state();
}

const model::EventState& demoEvent() {
    static const model::EventState state = demoEventWith(app::DemoOptions{});
    return state;
}

print::Document documentOf(const model::EventState& state, print::DocumentKind kind, int round,
                           int table, bool isBulletin) {
    std::string problem;
    auto document = print::buildDocument(state, {kind, round, table, isBulletin}, problem);
    if (!document) {
        throw std::runtime_error(problem);
    }
    return *document;
}

print::PrintTime fixedPrintTime() {
    std::string error;
    return *print::parsePrintTime("2026-11-23T18:00Z", error);
}

std::string commandOutput(const std::string& commandLine) {
    std::FILE* pipe = popen(commandLine.c_str(), "r");
    if (!pipe) {
        throw std::runtime_error("cannot run " + commandLine);
    }
    std::string output;
    std::array<char, 4096> buffer{};
    std::size_t count = 0;
    while ((count = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) {
        output.append(buffer.data(), count);
    }
    int status = pclose(pipe);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        throw std::runtime_error("failed: " + commandLine);
    }
    return output;
}

std::string pdfText(const std::filesystem::path& pdf) {
    return commandOutput("pdftotext -layout '" + pdf.string() + "' -");
}

int pdfPages(const std::filesystem::path& pdf) {
    std::istringstream info(commandOutput("pdfinfo '" + pdf.string() + "'"));
    std::string line;
    while (std::getline(info, line)) {
        if (line.rfind("Pages:", 0) == 0) {
            return std::stoi(line.substr(6));
        }
    }
    return 0;
}

std::string fileText(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

std::size_t occurrences(const std::string& text, const std::string& needle) {
    std::size_t count = 0;
    for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) {
        ++count;
    }
    return count;
}

} // namespace renju::arbiter::test
