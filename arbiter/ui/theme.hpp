#pragma once

#include <imgui.h>

namespace renju::arbiter::ui {

/// No label on a board (coordinates, stone numbers) is drawn smaller than this, in pixels:
/// smaller is unreadable from a referee's distance whatever the board's size.
inline constexpr float kMinLabelPixels = 11.0f;

/// The colours the views share, chosen for a bright hall: dark text on light panels, a
/// wooden board, and signal colours that stay distinct for the colour-blind (blue/orange).
namespace colour {
inline constexpr ImU32 kBoardWood = IM_COL32(222, 184, 110, 255);
inline constexpr ImU32 kBoardLine = IM_COL32(60, 40, 20, 255);
inline constexpr ImU32 kBlackStone = IM_COL32(20, 20, 20, 255);
inline constexpr ImU32 kWhiteStone = IM_COL32(250, 250, 245, 255);
inline constexpr ImU32 kStoneEdge = IM_COL32(0, 0, 0, 255);
inline constexpr ImU32 kLastMove = IM_COL32(220, 40, 30, 255);
inline constexpr ImU32 kForbidden = IM_COL32(200, 20, 20, 255);
inline constexpr ImU32 kProposal = IM_COL32(20, 90, 200, 255);
inline constexpr ImU32 kZone = IM_COL32(40, 110, 220, 60);
inline constexpr ImU32 kWitness = IM_COL32(230, 50, 10, 215);
inline constexpr ImU32 kWitnessDiscounted = IM_COL32(110, 110, 110, 200);
/// The frame around the stones a claim is about.
inline constexpr ImU32 kClaimMark = IM_COL32(255, 120, 0, 255);
inline const ImVec4 kPanel{1.0f, 1.0f, 1.0f, 1.0f};
/// The main window's background, painted by clearing the frame (not drawn again by ImGui).
inline const ImVec4 kBackground{0.96f, 0.96f, 0.95f, 1.0f};
// Every text colour below reads at 4.5:1 or more on every background above (test_contrast).
inline const ImVec4 kError{0.72f, 0.08f, 0.06f, 1.0f};
inline const ImVec4 kGood{0.04f, 0.38f, 0.13f, 1.0f};
inline const ImVec4 kMuted{0.36f, 0.36f, 0.39f, 1.0f};
inline const ImVec4 kAttention{0.60f, 0.24f, 0.0f, 1.0f};
inline const ImVec4 kCallBar{0.99f, 0.90f, 0.86f, 1.0f};
/// The call bar's background while no call waits.
inline const ImVec4 kQuietBar{0.92f, 0.92f, 0.91f, 1.0f};
inline const ImVec4 kRunning{0.0f, 0.40f, 0.13f, 1.0f};
/// The players' clock: light on a dark face, every text at a contrast of 4.5:1 or more
/// against the face (tests/ui check it), the stopped seat's digits dimmer but readable.
inline constexpr ImU32 kPlayersBackground = IM_COL32(12, 12, 14, 255);
inline constexpr ImU32 kPlayersDigits = IM_COL32(245, 245, 240, 255);
inline constexpr ImU32 kPlayersText = IM_COL32(205, 205, 210, 255);
inline constexpr ImU32 kPlayersIdle = IM_COL32(150, 150, 156, 255);
inline constexpr ImU32 kPlayersRunning = IM_COL32(40, 170, 70, 255);
/// The running side's whole half, so that it reads from 3 m (issue 24); its texts keep 4.5:1.
inline constexpr ImU32 kPlayersRunningFace = IM_COL32(10, 70, 30, 255);
inline constexpr ImU32 kPlayersLow = IM_COL32(255, 150, 40, 255);
inline constexpr ImU32 kPlayersFlag = IM_COL32(255, 85, 70, 255);
} // namespace colour

/// Sets the application's style at a display scale (sizes, spacing and colours).
void applyTheme(ImGuiStyle& style, float scale);

/// Begins a bordered child window with the panel background (ImGui::EndChild ends it).
bool beginPanel(const char* id, ImVec2 size);

} // namespace renju::arbiter::ui
