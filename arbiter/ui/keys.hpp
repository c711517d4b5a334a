#pragma once

struct ImGuiIO;

namespace renju::arbiter::ui {

/// Key codes as io.KeysDown[] indexes them. Dear ImGui 1.86 leaves the numbering to the
/// platform; these are GLFW's (GLFW_KEY_*), which the GLFW backend uses and the platform
/// checks at compile time, so the views need no GLFW header.
namespace key {
inline constexpr int kSpace = 32;
inline constexpr int kDigit0 = 48;
inline constexpr int kLetterA = 65;
inline constexpr int kEscape = 256;
inline constexpr int kEnter = 257;
inline constexpr int kTab = 258;
inline constexpr int kBackspace = 259;
inline constexpr int kDelete = 261;
inline constexpr int kRight = 262;
inline constexpr int kLeft = 263;
inline constexpr int kDown = 264;
inline constexpr int kUp = 265;
inline constexpr int kPageUp = 266;
inline constexpr int kPageDown = 267;
inline constexpr int kHome = 268;
inline constexpr int kEnd = 269;
inline constexpr int kF1 = 290;
inline constexpr int kF11 = 300;
inline constexpr int kKeypadEnter = 335;
inline constexpr int kLeftShift = 340;
inline constexpr int kLeftControl = 341;
inline constexpr int kLeftAlt = 342;
inline constexpr int kRightShift = 344;
inline constexpr int kRightControl = 345;
inline constexpr int kRightAlt = 346;

/// Returns the code of a letter key ('A'..'Z' or 'a'..'z').
constexpr int letter(char c) {
    return c >= 'a' ? kLetterA + (c - 'a') : kLetterA + (c - 'A');
}
/// Returns the code of function key F`n` (1..12).
constexpr int function(int n) {
    return kF1 + n - 1;
}
} // namespace key

/// Fills io.KeyMap as the GLFW backend does, for drawing without a platform (tests).
void configureKeyMap(ImGuiIO& io);

/// Returns the key code of a name as scripts write it ("F4", "Enter", "Left", "a", "5",
/// "LeftShift"), or -1.
int keyFromName(const char* name);

} // namespace renju::arbiter::ui
