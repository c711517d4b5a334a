#include "arbiter/print/print_time.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>

namespace renju::arbiter::print {

namespace {

/// Reads exactly `digits` decimal digits at `position`; nothing when they are not there.
std::optional<int> readNumber(std::string_view text, std::size_t& position, int digits) {
    if (position + static_cast<std::size_t>(digits) > text.size()) {
        return std::nullopt;
    }
    int value = 0;
    for (int i = 0; i < digits; ++i) {
        char c = text[position + static_cast<std::size_t>(i)];
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        value = value * 10 + (c - '0');
    }
    position += static_cast<std::size_t>(digits);
    return value;
}

bool expect(std::string_view text, std::size_t& position, char wanted) {
    if (position < text.size() && text[position] == wanted) {
        ++position;
        return true;
    }
    return false;
}

std::optional<PrintTime> fail(std::string& error, std::size_t position, const std::string& what) {
    error = "column " + std::to_string(position + 1) + ": " + what;
    return std::nullopt;
}

bool isValidDate(const PrintTime& time) {
    using namespace std::chrono;
    return year_month_day{year{time.year}, month{static_cast<unsigned>(time.month)},
                          day{static_cast<unsigned>(time.day)}}
        .ok();
}

/// Reads `Z`, `+hh:mm`, `+hhmm` or `+hh` at the end of the text.
bool readOffset(std::string_view text, std::size_t& position, PrintTime& time) {
    if (expect(text, position, 'Z') || expect(text, position, 'z')) {
        time.utcOffsetMinutes = 0;
        return true;
    }
    int sign = text[position] == '-' ? -1 : 1;
    if (!expect(text, position, '+') && !expect(text, position, '-')) {
        return false;
    }
    auto hours = readNumber(text, position, 2);
    if (!hours || *hours > 14) {
        return false;
    }
    int minutes = 0;
    if (position < text.size()) {
        expect(text, position, ':');
        auto read = readNumber(text, position, 2);
        if (!read || *read > 59) {
            return false;
        }
        minutes = *read;
    }
    time.utcOffsetMinutes = sign * (*hours * 60 + minutes);
    return true;
}

std::string twoDigits(int value) {
    char text[12]; // room for any int: GCC -O2 checks the whole range
    std::snprintf(text, sizeof text, "%02d", value);
    return text;
}

std::string dateAndMinutes(const PrintTime& time) {
    return std::to_string(time.year) + "-" + twoDigits(time.month) + "-" + twoDigits(time.day) +
           " " + twoDigits(time.hour) + ":" + twoDigits(time.minute);
}

} // namespace

std::optional<PrintTime> parsePrintTime(std::string_view text, std::string& error) {
    PrintTime time;
    std::size_t at = 0;
    auto year = readNumber(text, at, 4);
    auto month = year && expect(text, at, '-') ? readNumber(text, at, 2) : std::nullopt;
    auto day = month && expect(text, at, '-') ? readNumber(text, at, 2) : std::nullopt;
    if (!day) {
        return fail(error, at, "expected a date YYYY-MM-DD");
    }
    time.year = *year;
    time.month = *month;
    time.day = *day;
    if (!isValidDate(time)) {
        return fail(error, 0, "no such date");
    }
    if (at == text.size()) {
        return time;
    }
    if (!expect(text, at, 'T') && !expect(text, at, ' ')) {
        return fail(error, at, "expected T between the date and the time");
    }
    auto hour = readNumber(text, at, 2);
    auto minute = hour && expect(text, at, ':') ? readNumber(text, at, 2) : std::nullopt;
    if (!minute || *hour > 23 || *minute > 59) {
        return fail(error, at, "expected a time hh:mm (00:00 to 23:59)");
    }
    time.hour = *hour;
    time.minute = *minute;
    if (expect(text, at, ':')) {
        auto second = readNumber(text, at, 2);
        if (!second || *second > 59) {
            return fail(error, at, "expected seconds 00 to 59");
        }
        time.second = *second;
    }
    if (at < text.size() && !readOffset(text, at, time)) {
        return fail(error, at, "expected Z or an offset such as +02:00");
    }
    if (at != text.size()) {
        return fail(error, at, "unexpected text after the time");
    }
    return time;
}

PrintTime printTimeFromEpoch(std::int64_t seconds) {
    using namespace std::chrono;
    sys_seconds instant{std::chrono::seconds{seconds}};
    sys_days days = floor<std::chrono::days>(instant);
    year_month_day date{days};
    hh_mm_ss<std::chrono::seconds> clock{instant - days};
    PrintTime time;
    time.year = static_cast<int>(date.year());
    time.month = static_cast<int>(static_cast<unsigned>(date.month()));
    time.day = static_cast<int>(static_cast<unsigned>(date.day()));
    time.hour = static_cast<int>(clock.hours().count());
    time.minute = static_cast<int>(clock.minutes().count());
    time.second = static_cast<int>(clock.seconds().count());
    time.utcOffsetMinutes = 0;
    return time;
}

PrintTime localPrintTime(std::int64_t wallMilliseconds) {
    std::time_t seconds = static_cast<std::time_t>(wallMilliseconds / 1000);
    std::tm local{};
    localtime_r(&seconds, &local);
    PrintTime time;
    time.year = local.tm_year + 1900;
    time.month = local.tm_mon + 1;
    time.day = local.tm_mday;
    time.hour = local.tm_hour;
    time.minute = local.tm_min;
    time.second = local.tm_sec;
    time.utcOffsetMinutes = static_cast<int>(local.tm_gmtoff / 60);
    return time;
}

std::optional<PrintTime> resolvePrintTime(const std::string& printedAt, const char* sourceDateEpoch,
                                          std::int64_t wallMilliseconds, std::string& error) {
    if (!printedAt.empty()) {
        auto time = parsePrintTime(printedAt, error);
        if (!time) {
            error = "--printed-at '" + printedAt + "': " + error;
        }
        return time;
    }
    if (sourceDateEpoch && *sourceDateEpoch) {
        std::string text = sourceDateEpoch;
        std::size_t used = 0;
        long long seconds = -1;
        try {
            seconds = std::stoll(text, &used);
        } catch (const std::exception&) {
            used = 0;
        }
        if (used != text.size() || seconds < 0 || seconds > 253402300799LL) {
            error = "SOURCE_DATE_EPOCH '" + text + "': expected seconds since 1970-01-01 UTC";
            return std::nullopt;
        }
        return printTimeFromEpoch(seconds);
    }
    return localPrintTime(wallMilliseconds);
}

namespace {

/// "+02:00", "-05:30": an offset east of UTC in minutes.
std::string offsetText(int offset) {
    int magnitude = offset < 0 ? -offset : offset;
    return (offset < 0 ? "-" : "+") + twoDigits(magnitude / 60) + ":" + twoDigits(magnitude % 60);
}

} // namespace

std::string footerTime(const PrintTime& time) {
    if (!time.utcOffsetMinutes) {
        return dateAndMinutes(time);
    }
    int offset = *time.utcOffsetMinutes;
    if (offset == 0) {
        return dateAndMinutes(time) + " UTC";
    }
    return dateAndMinutes(time) + " UTC" + offsetText(offset);
}

std::string isoTime(const PrintTime& time) {
    std::string text = dateAndMinutes(time);
    text[10] = 'T';
    text += ":" + twoDigits(time.second);
    if (!time.utcOffsetMinutes) {
        return text;
    }
    int offset = *time.utcOffsetMinutes;
    if (offset == 0) {
        return text + "Z";
    }
    return text + offsetText(offset);
}

} // namespace renju::arbiter::print
