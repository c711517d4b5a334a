#pragma once

#include "arbiter/app/event_session.hpp"
#include "arbiter/app/ruling_owners.hpp"

#include <utility>

namespace renju::arbiter::hall {

/// What the hall server keeps beside one event's application: who made each ruling in force
/// (from every entry, replayed or new), so that a referee's command that would take back or
/// override another referee's ruling is refused before it is stored. The chief arbiter's
/// commands are never refused here.
class HallWitness final : public app::CommandWitness {
public:
    /// Set before executing a command: whether its issuer is a chief arbiter of the event.
    void setIssuerIsChief(bool isChief) { m_isChief = isChief; }

    void beforeApplying(const app::Command& command, const model::EventState& state) override;
    std::string refusal(const app::Command& command, const std::string& issuer,
                        const model::EventState& after) override;
    void applied(const app::Command& command, const std::string& issuer,
                 const model::EventState& after) override;

private:
    app::RulingOwners m_owners;
    std::pair<int, int> m_place;
    app::RulingOwners::TableRulings m_before;
    bool m_isChief = false;
};

} // namespace renju::arbiter::hall
