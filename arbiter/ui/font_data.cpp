#include "arbiter/ui/font_data.hpp"

#include <fcntl.h>
#include <limits>
#include <stdexcept>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace renju::arbiter::ui {

FontData::FontData(const std::string& path, const char* what) {
    int file = open(path.c_str(), O_RDONLY | O_CLOEXEC);
    struct stat status {};
    bool isReadable = file >= 0 && fstat(file, &status) == 0 && status.st_size > 0 &&
                      status.st_size < std::numeric_limits<int>::max();
    if (isReadable) {
        m_size = static_cast<std::size_t>(status.st_size);
        m_data = mmap(nullptr, m_size, PROT_READ, MAP_PRIVATE, file, 0);
    }
    if (file >= 0) {
        close(file); // the mapping stays valid
    }
    if (!isReadable || m_data == MAP_FAILED) {
        m_data = nullptr;
        throw std::runtime_error(std::string("cannot read the ") + what + " font " + path);
    }
}

FontData::~FontData() {
    if (m_data) {
        munmap(m_data, m_size);
    }
}

} // namespace renju::arbiter::ui
