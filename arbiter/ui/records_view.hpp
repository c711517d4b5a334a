#pragma once

#include "arbiter/records/game_record.hpp"
#include "arbiter/ui/file_chooser.hpp"
#include "arbiter/ui/view.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// The Records view: a record file (renju.net .rif, RenLib .lib, Gomocup .psq, SGF, text) opened
/// from a file chooser or the Round view's Import; its games listed and filtered by player; a
/// game replayed on the board move by move.
class RecordsView final : public View {
public:
    const char* title() const override { return "Records"; }
    ViewId id() const override { return ViewId::Records; }
    void draw(ViewContext& context) override;
    /// Opens a record file (what the file chooser and the Round view's Import lead to); a file
    /// that cannot be read is told and the view keeps what it showed.
    void open(ViewContext& context, const std::string& path);

private:
    void drawList(ViewContext& context, float width);
    void drawGame(ViewContext& context);

    FileChooser m_chooser;
    std::string m_path;
    std::vector<records::GameRecord> m_games;
    std::string m_summary;
    std::string m_filter;
    std::size_t m_selected = 0;
    int m_shown = 0;
};

} // namespace renju::arbiter::ui
