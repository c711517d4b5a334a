#include "arbiter/ui/keys.hpp"

#include <cstdlib>
#include <cstring>
#include <imgui.h>
#include <string>

namespace renju::arbiter::ui {

void configureKeyMap(ImGuiIO& io) {
    io.KeyMap[ImGuiKey_Tab] = key::kTab;
    io.KeyMap[ImGuiKey_LeftArrow] = key::kLeft;
    io.KeyMap[ImGuiKey_RightArrow] = key::kRight;
    io.KeyMap[ImGuiKey_UpArrow] = key::kUp;
    io.KeyMap[ImGuiKey_DownArrow] = key::kDown;
    io.KeyMap[ImGuiKey_PageUp] = key::kPageUp;
    io.KeyMap[ImGuiKey_PageDown] = key::kPageDown;
    io.KeyMap[ImGuiKey_Home] = key::kHome;
    io.KeyMap[ImGuiKey_End] = key::kEnd;
    io.KeyMap[ImGuiKey_Delete] = key::kDelete;
    io.KeyMap[ImGuiKey_Backspace] = key::kBackspace;
    io.KeyMap[ImGuiKey_Space] = key::kSpace;
    io.KeyMap[ImGuiKey_Enter] = key::kEnter;
    io.KeyMap[ImGuiKey_Escape] = key::kEscape;
    io.KeyMap[ImGuiKey_KeyPadEnter] = key::kKeypadEnter;
    io.KeyMap[ImGuiKey_A] = key::letter('A');
    io.KeyMap[ImGuiKey_C] = key::letter('C');
    io.KeyMap[ImGuiKey_V] = key::letter('V');
    io.KeyMap[ImGuiKey_X] = key::letter('X');
    io.KeyMap[ImGuiKey_Y] = key::letter('Y');
    io.KeyMap[ImGuiKey_Z] = key::letter('Z');
}

int keyFromName(const char* name) {
    struct Named {
        const char* name;
        int code;
    };
    static constexpr Named kNamed[] = {
        {"Space", key::kSpace},
        {"Escape", key::kEscape},
        {"Enter", key::kEnter},
        {"Tab", key::kTab},
        {"Backspace", key::kBackspace},
        {"Delete", key::kDelete},
        {"Right", key::kRight},
        {"Left", key::kLeft},
        {"Down", key::kDown},
        {"Up", key::kUp},
        {"PageUp", key::kPageUp},
        {"PageDown", key::kPageDown},
        {"Home", key::kHome},
        {"End", key::kEnd},
        {"LeftShift", key::kLeftShift},
        {"RightShift", key::kRightShift},
        {"LeftControl", key::kLeftControl},
    };
    for (const Named& named : kNamed) {
        if (std::strcmp(named.name, name) == 0) {
            return named.code;
        }
    }
    std::string text(name);
    if (text.size() == 1) {
        char c = text[0];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
            return key::letter(c);
        }
        if (c >= '0' && c <= '9') {
            return key::kDigit0 + (c - '0');
        }
    }
    if (text.size() >= 2 && text[0] == 'F') {
        int n = std::atoi(text.c_str() + 1);
        if (n >= 1 && n <= 12) {
            return key::function(n);
        }
    }
    return -1;
}

} // namespace renju::arbiter::ui
