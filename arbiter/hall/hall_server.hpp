#pragma once

#include "arbiter/hall/hall_service.hpp"
#include "arbiter/hall/referee_file.hpp"

#include <memory>
#include <string>

namespace renju::arbiter::hall {

struct HallServerOptions {
    std::string host = "0.0.0.0";
    /// 0 takes any free port (bind() says which).
    int port = 8470;
    /// Requests served at once (one thread each; a station's watch holds one while it waits
    /// for news); more wait.
    int threads = 64;
};

/// The hall server on the network: stations send commands and read the journal over HTTP,
/// each request proved with the referee's password over a one-time nonce and each answer
/// signed (docs/event-server.md); everything is decided by the HallService.
///   GET  /hall/challenge?name=NAME             a nonce, the name's salt and iterations
///   POST /hall/events/EVENT/commands            {"id","actor","basis","command"} → the answer
///   GET  /hall/events/EVENT/journal?after=S&wait=MS   entries after S (waiting up to 20 s)
///   POST /hall/events/EVENT/create              an empty event (chief of the hall)
///   POST /hall/events/EVENT/push                a whole journal as a new event (chief of the hall)
///   POST /hall/referees                         {"name","event","rights","verifier"} (chief)
class HallServer {
public:
    HallServer(HallService& service, FileRefereeBook& referees, HallServerOptions options);
    ~HallServer();
    HallServer(const HallServer&) = delete;
    HallServer& operator=(const HallServer&) = delete;

    /// Binds the listening socket; returns the port, or 0 when it cannot be bound.
    int bind();
    /// Serves until stop().
    bool run();
    /// Stops serving (from any thread).
    void stop();

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace renju::arbiter::hall
