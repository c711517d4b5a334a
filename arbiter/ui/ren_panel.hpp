#pragma once

#include "arbiter/ui/fonts.hpp"
#include "arbiter/ui/ui_state.hpp"
#include "arbiter/ui/view_models/ren_board_model.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// The players' names beside the scores (empty: the colour alone).
struct RenPanelNames {
    std::string black;
    std::string white;
};

/// Draws both scores large, side by side, Black's first, each under its colour and name
/// (cut with "…" when long); the side to move is marked. For the Table view and the players'
/// clock of a Ren game.
void drawRenScores(const Fonts& fonts, const RenBoardModel& model, const RenPanelNames& names);

/// Draws what the referee reads about a Ren game beside its board: the scores, the prompt and
/// the buttons Pass, Black resigns, White resigns and Undo (with the correction's reason, typed
/// into `correctionReason`), the last move with its points in words ("Black: row of 4 +
/// six-box = 3 points"), its captures and niban, the rui stones with the count of replacements
/// in succession and the limit, and a key to the board's marks. Returns the events the arbiter
/// entered this frame, in the replay grammar ("pass", "undo", "resign black"); a click on the
/// board is the widget's.
std::vector<std::string> drawRenSide(FrameReport& frame, const MessageLog& messages,
                                     const Fonts& fonts, const RenBoardModel& model,
                                     const RenPanelNames& names, std::string& correctionReason);

/// Draws a Ren game in the space available: the board of squares on the left, as large as
/// fits (ui/ren_board_widget; its groups outlined while `showsGroups`), and the side panel on
/// the right. Returns the events entered this frame, a click on the board first (the square).
std::vector<std::string> drawRenGame(FrameReport& frame, const MessageLog& messages,
                                     const Fonts& fonts, const RenBoardModel& model,
                                     const RenPanelNames& names, bool showsGroups,
                                     std::string& correctionReason);

} // namespace renju::arbiter::ui
