#pragma once

#include "arbiter/ui/file_chooser.hpp"
#include "arbiter/ui/view.hpp"
#include "arbiter/ui/view_models/player_rows.hpp"

#include <string>

namespace renju::arbiter::ui {

/// The Players view: a sortable, filterable list of players; add, edit and withdraw; import
/// from a CSV or TRF file.
class PlayersView final : public View {
public:
    const char* title() const override { return "Players"; }
    ViewId id() const override { return ViewId::Players; }
    void draw(ViewContext& context) override;

private:
    void drawList(ViewContext& context);
    void drawForm(ViewContext& context);
    void drawImport(ViewContext& context);
    void select(const model::Player* player);

    PlayerListing m_listing;
    int m_selected = 0;
    model::Player m_form;
    std::string m_withdrawReason;
    std::string m_importPath;
    FileChooser m_chooser;
};

} // namespace renju::arbiter::ui
