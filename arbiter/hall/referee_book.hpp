#pragma once

#include "arbiter/app/command_kind.hpp"

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>

namespace renju::arbiter::hall {

/// A referee of the hall: their rights at one event, or at every event (`event` empty: the
/// chief arbiter the hall was started with), and the verifier their password is checked with.
struct HallReferee {
    std::string name;
    std::string event;
    app::Rights rights = app::Rights::Viewer;
    std::string verifier;
};

/// Returns "chief", "referee" or "viewer".
const char* rightsName(app::Rights rights);
/// Returns the rights named by rightsName(), or nothing.
std::optional<app::Rights> rightsFromName(const std::string& name);

/// Where a hall server keeps its referees: the hall's own list, never the database's accounts
/// (a referee logs in to the hall server, which alone writes the events).
class RefereeBook {
public:
    virtual ~RefereeBook() = default;
    /// Returns the rights of `name` at `event`: the event's own entry, else one for every
    /// event; nothing for someone who is not a referee there.
    virtual std::optional<app::Rights> rightsAt(const std::string& event,
                                                const std::string& name) const = 0;
    /// Returns the verifier of `name`'s password, or nothing for no such referee.
    virtual std::optional<std::string> verifier(const std::string& name) const = 0;
    /// Adds a referee, or changes the rights (at that event) and password of one.
    virtual void add(const HallReferee& referee) = 0;
};

/// A hall's referees kept in memory (tests, and a hall on one laptop's event file).
class MemoryRefereeBook final : public RefereeBook {
public:
    std::optional<app::Rights> rightsAt(const std::string& event,
                                        const std::string& name) const override;
    std::optional<std::string> verifier(const std::string& name) const override;
    void add(const HallReferee& referee) override;

private:
    mutable std::mutex m_mutex;
    std::map<std::pair<std::string, std::string>, app::Rights> m_rights; ///< (event, name)
    std::map<std::string, std::string> m_verifiers;
};

} // namespace renju::arbiter::hall
