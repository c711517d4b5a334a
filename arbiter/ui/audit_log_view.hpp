#pragma once

#include "arbiter/ui/view.hpp"
#include "arbiter/ui/view_models/audit_rows.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace renju::arbiter::ui {

/// The Audit log view: every journaled command with its time, who entered it and why, newest
/// last; filtered by words, round and table.
class AuditLogView final : public View {
public:
    const char* title() const override { return "Audit log"; }
    ViewId id() const override { return ViewId::AuditLog; }
    void draw(ViewContext& context) override;

private:
    AuditFilter m_filter;
    std::vector<AuditRow> m_rows;
    std::optional<std::int64_t> m_version;
};

} // namespace renju::arbiter::ui
