#include "arbiter/app/application.hpp"

#include "arbiter/app/app_outcome.hpp"

namespace renju::arbiter::app {

CommandOutcome Application::dispatch(const Command& command, std::int64_t now) {
    bool needsEvent = !std::holds_alternative<CreateEvent>(command);
    if (needsEvent && !m_state.isCreated) {
        return refuse("the event has not been created yet (event new)");
    }
    return std::visit([this, now](const auto& kind) { return handle(kind, now); }, command);
}

} // namespace renju::arbiter::app
