#include "arbiter/platform/gui_command_line.hpp"

#include <fstream>
#include <iostream>
#include <sstream>

namespace renju::arbiter::platform {

std::optional<GuiScript> readGuiScriptFile(const std::string& path) {
    std::ifstream input(path);
    if (!input) {
        std::cerr << "error: cannot read the script " << path << "\n";
        return std::nullopt;
    }
    std::ostringstream text;
    text << input.rdbuf();
    GuiScript script = parseGuiScript(text.str());
    for (const std::string& error : script.errors) {
        std::cerr << path << ": " << error << "\n";
    }
    return script.errors.empty() ? std::optional(script) : std::nullopt;
}

bool parseWindowSize(const std::string& text, WindowOptions& window) {
    std::size_t x = text.find('x');
    if (x == std::string::npos) {
        return false;
    }
    try {
        window.width = std::stoi(text.substr(0, x));
        window.height = std::stoi(text.substr(x + 1));
    } catch (const std::exception&) {
        return false;
    }
    return window.width >= 320 && window.height >= 240;
}

} // namespace renju::arbiter::platform
