#pragma once

#include <filesystem>
#include <string>
#include <sys/types.h>

namespace renju::arbiter::test {

/// A real `renju-arbiter hall-server` process on a store in `folder` ("events" there, made when
/// missing, or a PostgreSQL URI), listening on a free port of 127.0.0.1, its chief arbiter
/// "chief". A new password file in `folder` (PGPASSFILE, set for this process: the lines of the
/// one set before, for the server's database, and one more) lets "chief" sign in at any port of
/// 127.0.0.1, so stations may reach the server through relays. Stopped (SIGTERM) when
/// destroyed.
class HallProcess {
public:
    static constexpr const char* kChiefPassword = "chief-password-1";

    HallProcess(const std::filesystem::path& binary, const std::filesystem::path& folder,
                const std::string& store = "", const std::string& chiefPassword = kChiefPassword);
    ~HallProcess();
    HallProcess(const HallProcess&) = delete;
    HallProcess& operator=(const HallProcess&) = delete;

    int port() const { return m_port; }
    /// "http://chief@127.0.0.1:PORT?event=EVENT" at `port` (the server's, or a relay's).
    static std::string chiefUri(int port, const std::string& event);

private:
    void stop();

    pid_t m_pid = -1;
    int m_port = 0;
};

} // namespace renju::arbiter::test
