#include "arbiter/hall/hall_witness.hpp"

#include "arbiter/app/command_text.hpp"

namespace renju::arbiter::hall {

void HallWitness::beforeApplying(const app::Command& command, const model::EventState& state) {
    m_place = app::commandPlace(command);
    m_before = m_place.second == 0 ? app::RulingOwners::TableRulings{}
                                   : app::RulingOwners::at(state, m_place);
}

std::string HallWitness::refusal(const app::Command&, const std::string& issuer,
                                 const model::EventState& after) {
    if (m_isChief || m_place.second == 0) {
        return ""; // the chief arbiter changes any ruling; only table commands make rulings
    }
    return m_owners.refusal(m_before, app::RulingOwners::at(after, m_place), m_place, issuer);
}

void HallWitness::applied(const app::Command&, const std::string& issuer,
                          const model::EventState& after) {
    if (m_place.second != 0) {
        m_owners.record(m_before, app::RulingOwners::at(after, m_place), m_place, issuer);
    }
}

} // namespace renju::arbiter::hall
