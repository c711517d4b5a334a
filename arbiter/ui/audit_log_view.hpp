#pragma once

#include "arbiter/ui/view.hpp"
#include "arbiter/ui/view_models/audit_rows.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace renju::arbiter::ui {

/// The Audit log view: every journaled command with its time, who entered it and why, newest
/// last and in view (until the arbiter scrolls up); filtered by words, round and table.
class AuditLogView final : public View {
public:
    const char* title() const override { return "Audit log"; }
    ViewId id() const override { return ViewId::AuditLog; }
    void draw(ViewContext& context) override;

private:
    AuditFilter m_filter;
    std::vector<AuditRow> m_rows;
    std::optional<std::int64_t> m_version;
    /// True while the list keeps the newest entry in view (it opens there).
    bool m_followsNewest = true;
    std::size_t m_shownBefore = 0;
    /// The widths of the columns #, When, Who and Command, for the rows measured.
    std::array<float, 4> m_columnWidths{};
    std::size_t m_measuredRows = 0;
    int m_layout = 0;

    void measureColumns();
};

} // namespace renju::arbiter::ui
