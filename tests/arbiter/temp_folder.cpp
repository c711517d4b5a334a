#include "temp_folder.hpp"

#include <unistd.h>

namespace renju::arbiter::test {

TempFolder::TempFolder(const std::string& name)
    : m_path(std::filesystem::temp_directory_path() /
             ("renju-" + name + "-" + std::to_string(getpid()))) {
    std::filesystem::remove_all(m_path);
    std::filesystem::create_directories(m_path);
}

TempFolder::~TempFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(m_path, ignored);
}

} // namespace renju::arbiter::test
