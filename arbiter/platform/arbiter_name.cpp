#include "arbiter/platform/arbiter_name.hpp"

#include "arbiter/storage/event_location.hpp"

#include <fstream>

namespace renju::arbiter::platform {

std::filesystem::path arbiterNamePath(const std::string& eventPath) {
    storage::EventLocation location = storage::parseEventLocation(eventPath);
    if (location.isServer()) {
        return {};
    }
    return std::filesystem::path(eventPath + ".arbiter");
}

std::string readArbiterName(const std::filesystem::path& path) {
    if (path.empty()) {
        return "";
    }
    std::ifstream file(path);
    std::string name;
    std::getline(file, name);
    return name;
}

bool rememberArbiterName(const std::filesystem::path& path, const std::string& name) {
    if (path.empty()) {
        return true;
    }
    std::ofstream file(path, std::ios::trunc);
    file << name << "\n";
    return static_cast<bool>(file.flush());
}

} // namespace renju::arbiter::platform
