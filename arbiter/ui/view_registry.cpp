#include "arbiter/ui/view_registry.hpp"

#include "arbiter/ui/audit_log_view.hpp"
#include "arbiter/ui/clock_view.hpp"
#include "arbiter/ui/event_setup_view.hpp"
#include "arbiter/ui/hall_view.hpp"
#include "arbiter/ui/players_view.hpp"
#include "arbiter/ui/records_view.hpp"
#include "arbiter/ui/round_view.hpp"
#include "arbiter/ui/standings_view.hpp"
#include "arbiter/ui/table_view.hpp"

namespace renju::arbiter::ui {

std::vector<std::unique_ptr<View>> makeViews() {
    std::vector<std::unique_ptr<View>> views;
    views.push_back(std::make_unique<EventSetupView>());
    views.push_back(std::make_unique<PlayersView>());
    views.push_back(std::make_unique<RoundView>());
    views.push_back(std::make_unique<TableView>());
    views.push_back(std::make_unique<ClockView>());
    views.push_back(std::make_unique<StandingsView>());
    views.push_back(std::make_unique<AuditLogView>());
    views.push_back(std::make_unique<RecordsView>());
    views.push_back(std::make_unique<HallView>());
    return views;
}

} // namespace renju::arbiter::ui
