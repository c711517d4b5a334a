// Wall-clock times of journal entries as text. strftime writes nothing useful when its buffer is
// too small (it returns 0 and leaves the contents unspecified), so the result is checked rather
// than trusting that every instant fits.
#include "arbiter/storage/wall_time.hpp"

#include <array>
#include <ctime>

namespace renju::arbiter::storage {

namespace {

enum class Zone { Local, Utc };

std::string formatWallTime(std::int64_t wallMilliseconds, Zone zone, const char* format) {
    std::int64_t seconds = wallMilliseconds / 1000;
    auto time = static_cast<std::time_t>(seconds);
    std::tm parts{};
    bool isConverted = zone == Zone::Local ? localtime_r(&time, &parts) != nullptr
                                           : gmtime_r(&time, &parts) != nullptr;
    std::array<char, 64> text{};
    std::size_t length = isConverted ? std::strftime(text.data(), text.size(), format, &parts) : 0;
    if (length == 0) {
        return "@" + std::to_string(seconds);
    }
    return std::string(text.data(), length);
}

} // namespace

std::string formatLocalWallTime(std::int64_t wallMilliseconds) {
    return formatWallTime(wallMilliseconds, Zone::Local, "%Y-%m-%d %H:%M:%S");
}

std::string formatUtcFileStamp(std::int64_t wallMilliseconds) {
    return formatWallTime(wallMilliseconds, Zone::Utc, "%Y%m%d-%H%M%S");
}

} // namespace renju::arbiter::storage
