#include "arbiter/hall/referee_book.hpp"

namespace renju::arbiter::hall {

const char* rightsName(app::Rights rights) {
    switch (rights) {
    case app::Rights::Chief:
        return "chief";
    case app::Rights::Referee:
        return "referee";
    case app::Rights::Viewer:
        return "viewer";
    }
    return "viewer";
}

std::optional<app::Rights> rightsFromName(const std::string& name) {
    for (app::Rights rights : {app::Rights::Chief, app::Rights::Referee, app::Rights::Viewer}) {
        if (name == rightsName(rights)) {
            return rights;
        }
    }
    return std::nullopt;
}

std::optional<app::Rights> MemoryRefereeBook::rightsAt(const std::string& event,
                                                       const std::string& name) const {
    std::lock_guard lock(m_mutex);
    if (auto hall = m_rights.find({std::string(), name});
        hall != m_rights.end() && hall->second == app::Rights::Chief) {
        return app::Rights::Chief; // the hall's chief arbiter, at every event
    }
    for (const std::string& where : {event, std::string()}) {
        if (auto found = m_rights.find({where, name}); found != m_rights.end()) {
            return found->second;
        }
    }
    return std::nullopt;
}

std::optional<std::string> MemoryRefereeBook::verifier(const std::string& name) const {
    std::lock_guard lock(m_mutex);
    auto found = m_verifiers.find(name);
    return found == m_verifiers.end() ? std::nullopt : std::optional(found->second);
}

void MemoryRefereeBook::add(const HallReferee& referee) {
    std::lock_guard lock(m_mutex);
    m_rights[{referee.event, referee.name}] = referee.rights;
    if (!referee.verifier.empty()) {
        m_verifiers[referee.name] = referee.verifier;
    }
}

} // namespace renju::arbiter::hall
