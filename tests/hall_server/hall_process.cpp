#include "hall_process.hpp"

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace renju::arbiter::test {

namespace {

std::string readAll(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

HallProcess::HallProcess(const std::filesystem::path& binary, const std::filesystem::path& folder,
                         const std::string& store, const std::string& chiefPassword) {
    std::string where = store;
    if (where.empty()) {
        where = (folder / "events").string();
        std::filesystem::create_directories(where);
    }
    std::filesystem::path chiefFile = folder / "chief.pw";
    std::ofstream(chiefFile) << chiefPassword << "\n";
    std::filesystem::path passFile = folder / "pgpass";
    std::string before;
    if (const char* file = std::getenv("PGPASSFILE"); file && *file) {
        before = readAll(file);
    }
    std::ofstream(passFile) << before << "127.0.0.1:*:renju:chief:" << chiefPassword << "\n";
    std::filesystem::permissions(passFile, std::filesystem::perms::owner_read |
                                               std::filesystem::perms::owner_write);
    ::setenv("PGPASSFILE", passFile.c_str(), 1);
    std::filesystem::path log = folder / "server.log";
    std::string referees = (folder / "referees.json").string();
    m_pid = ::fork();
    if (m_pid < 0) {
        throw std::runtime_error("cannot start the hall server");
    }
    if (m_pid == 0) {
        int out = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        ::dup2(out, 1);
        ::dup2(out, 2);
        ::execl(binary.c_str(), binary.c_str(), "hall-server", where.c_str(), "--referees",
                referees.c_str(), "--chief-password-file", chiefFile.c_str(), "--listen",
                "127.0.0.1:0", static_cast<char*>(nullptr));
        ::_exit(127);
    }
    std::regex listening("at http://127\\.0\\.0\\.1:([0-9]+)");
    for (int i = 0; i < 300 && m_port == 0; ++i) { // up to 30 s under a sanitizer
        std::string text = readAll(log);
        std::smatch found;
        if (std::regex_search(text, found, listening)) {
            m_port = std::stoi(found[1]);
        } else {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
    }
    if (m_port == 0) {
        std::string text = readAll(log);
        stop();
        throw std::runtime_error("the hall server did not start: " + text);
    }
}

HallProcess::~HallProcess() {
    stop();
}

void HallProcess::stop() {
    if (m_pid > 0) {
        ::kill(m_pid, SIGTERM);
        int status = 0;
        ::waitpid(m_pid, &status, 0);
        m_pid = -1;
    }
}

std::string HallProcess::chiefUri(int port, const std::string& event) {
    return "http://chief@127.0.0.1:" + std::to_string(port) + "?event=" + event;
}

} // namespace renju::arbiter::test
