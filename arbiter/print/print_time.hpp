#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace renju::arbiter::print {

/// The instant a document is printed, as its footer and its PDF metadata show it. It is always
/// passed in (`--printed-at`, SOURCE_DATE_EPOCH, or the wall clock read by the caller), so the
/// same input prints the same bytes.
struct PrintTime {
    int year = 1970;
    int month = 1;
    int day = 1;
    int hour = 0;
    int minute = 0;
    int second = 0;
    /// Minutes east of UTC; nothing for a local time given without an offset.
    std::optional<int> utcOffsetMinutes;

    friend bool operator==(const PrintTime&, const PrintTime&) = default;
};

/// Parses an ISO 8601 time: `2026-11-23T18:00[:05]` (a space may replace the T), optionally
/// followed by `Z` or an offset `+02:00` / `-0500`; a date alone means midnight. Returns
/// nothing and sets `error` ("column N: ...") for anything else.
std::optional<PrintTime> parsePrintTime(std::string_view text, std::string& error);

/// Returns the UTC time `seconds` after the Unix epoch (offset 0).
PrintTime printTimeFromEpoch(std::int64_t seconds);

/// Returns the local time (with the system's UTC offset) of a wall-clock instant in
/// milliseconds since the Unix epoch.
PrintTime localPrintTime(std::int64_t wallMilliseconds);

/// Picks the print time: the `--printed-at` text when given, else SOURCE_DATE_EPOCH (decimal
/// seconds, UTC) when set, else the local time of `wallMilliseconds`. Returns nothing and sets
/// `error`, naming the option or the variable, for text that cannot be read.
std::optional<PrintTime> resolvePrintTime(const std::string& printedAt, const char* sourceDateEpoch,
                                          std::int64_t wallMilliseconds, std::string& error);

/// Returns the time as a footer shows it: "2026-11-23 18:00", with " UTC" for UTC times.
std::string footerTime(const PrintTime& time);

/// Returns ISO 8601 with seconds and the offset when known: "2026-11-23T18:00:00+02:00",
/// "2026-11-23T18:00:00Z", "2026-11-23T18:00:00" (the form PDF metadata takes).
std::string isoTime(const PrintTime& time);

} // namespace renju::arbiter::print
