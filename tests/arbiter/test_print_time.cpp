// The printed-at time: always given (--printed-at, SOURCE_DATE_EPOCH, or the caller's clock).
#include "arbiter/print/paper.hpp"
#include "arbiter/print/print_time.hpp"

#include <catch2/catch.hpp>
#include <limits>

using namespace renju::arbiter::print;

TEST_CASE("Printed-at: ISO 8601 with or without seconds and offset", "[print][time]") {
    std::string error;
    auto local = parsePrintTime("2026-11-23T18:05", error);
    REQUIRE(local);
    CHECK(footerTime(*local) == "2026-11-23 18:05");
    CHECK(isoTime(*local) == "2026-11-23T18:05:00");
    auto offset = parsePrintTime("2026-11-23 18:05:09+02:00", error);
    REQUIRE(offset);
    CHECK(isoTime(*offset) == "2026-11-23T18:05:09+02:00");
    CHECK(footerTime(*offset) == "2026-11-23 18:05 UTC+02:00"); // the offset is printed too
    auto west = parsePrintTime("2026-01-02T03:04-0530", error);
    REQUIRE(west);
    CHECK(isoTime(*west) == "2026-01-02T03:04:00-05:30");
    auto utc = parsePrintTime("2026-11-23T18:05Z", error);
    REQUIRE(utc);
    CHECK(footerTime(*utc) == "2026-11-23 18:05 UTC");
    auto date = parsePrintTime("2026-02-28", error);
    REQUIRE(date);
    CHECK(isoTime(*date) == "2026-02-28T00:00:00");
}

TEST_CASE("Paper: the system's, as libpaper says it (PAPERSIZE, then /etc/papersize), else A4",
          "[print][paper]") {
    CHECK(systemPaper(nullptr, "") == Paper::A4);
    CHECK(systemPaper(nullptr, "# the system paper\nletter\n") == Paper::Letter);
    CHECK(systemPaper("a4", "letter\n") == Paper::A4);
    CHECK(systemPaper("legal", "  letter  \n") == Paper::Letter); // an unknown variable
    CHECK(systemPaper(nullptr, "a5\n") == Paper::A4);             // a paper we do not lay out
}

TEST_CASE("Printed-at: fields of any width print whole, offsets of any size too", "[print][time]") {
    // A PrintTime is a plain value: a caller may fill it from any source. No field may be cut
    // to fit a buffer, and no offset (INT_MIN included) may overflow when its sign is taken.
    PrintTime time{2026, 11, 23, 8, 5, 9, 90};
    CHECK(isoTime(time) == "2026-11-23T08:05:09+01:30");
    time.utcOffsetMinutes = -(14 * 60 + 45);
    CHECK(footerTime(time) == "2026-11-23 08:05 UTC-14:45");
    time.minute = 123456789;
    time.utcOffsetMinutes = std::numeric_limits<int>::min();
    CHECK(isoTime(time) == "2026-11-23T08:123456789:09-35791394:08");
    time.utcOffsetMinutes = std::numeric_limits<int>::max();
    CHECK(footerTime(time) == "2026-11-23 08:123456789 UTC+35791394:07");
}

TEST_CASE("Printed-at: wrong text is refused naming the column", "[print][time]") {
    std::string error;
    CHECK_FALSE(parsePrintTime("2026-02-30T10:00", error));
    CHECK(error == "column 1: no such date");
    CHECK_FALSE(parsePrintTime("2026-11-23T25:00", error));
    CHECK(error == "column 17: expected a time hh:mm (00:00 to 23:59)");
    CHECK_FALSE(parsePrintTime("23.11.2026", error));
    CHECK(error == "column 1: expected a date YYYY-MM-DD");
    CHECK_FALSE(parsePrintTime("2026-11-23T10:00 CET", error));
    CHECK(error == "column 17: expected Z or an offset such as +02:00");
}

TEST_CASE("Printed-at: the option wins over SOURCE_DATE_EPOCH, which wins over the clock",
          "[print][time]") {
    std::string error;
    auto option = resolvePrintTime("2026-11-23T18:00Z", "0", 1'000'000, error);
    REQUIRE(option);
    CHECK(option->hour == 18);
    auto epoch = resolvePrintTime("", "1795000000", 1'000'000, error);
    REQUIRE(epoch);
    CHECK(isoTime(*epoch) == "2026-11-18T11:06:40Z");
    auto clock = resolvePrintTime("", nullptr, 1'795'000'000'000, error);
    REQUIRE(clock);
    CHECK(clock->utcOffsetMinutes.has_value());
    CHECK_FALSE(resolvePrintTime("", "soon", 0, error));
    CHECK(error == "SOURCE_DATE_EPOCH 'soon': expected seconds since 1970-01-01 UTC");
    CHECK_FALSE(resolvePrintTime("tomorrow", nullptr, 0, error));
    CHECK(error == "--printed-at 'tomorrow': column 1: expected a date YYYY-MM-DD");
}

TEST_CASE("Paper: A4 and Letter in points", "[print]") {
    CHECK(pageSize(Paper::A4).width == Approx(595.276).epsilon(1e-4));
    CHECK(pageSize(Paper::A4).height == Approx(841.89).epsilon(1e-4));
    CHECK(pageSize(Paper::Letter).width == 612);
    CHECK(pageSize(Paper::Letter).height == 792);
    CHECK(parsePaper("LETTER") == Paper::Letter);
    CHECK_FALSE(parsePaper("a3"));
}
