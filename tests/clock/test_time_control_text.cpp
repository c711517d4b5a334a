// The text form of time controls: PGN TimeControl syntax, the extension, presets and errors
// that name the column.
#include "clock_test_support.hpp"

using namespace renju::clock;
using namespace renju::clock::test;

namespace {

TimeControl seatControl(std::string_view text) {
    TimeControlParse parsed = parseTimeControl(text);
    INFO(text << ": " << (parsed.error ? parsed.error->message : ""));
    REQUIRE(parsed.control.has_value());
    return *parsed.control;
}

} // namespace

TEST_CASE("14.1: PGN periods with move counts: 40/7200:20/3600:1800", "[clock][text]") {
    TimeControl control = seatControl("40/7200:20/3600:1800");
    REQUIRE(control.periods.size() == 3);
    CHECK(control.periods[0] == Period{7200s, 40, {}});
    CHECK(control.periods[1] == Period{3600s, 20, {}});
    CHECK(control.periods[2] == Period{1800s, 0, {}});
    CHECK(control.overtime.kind == OvertimeKind::None);
    CHECK_FALSE(control.isHourglass);
}

TEST_CASE("PGN: sudden death with a Fischer increment, 5400+30", "[clock][text]") {
    TimeControl control = seatControl("5400+30");
    REQUIRE(control.periods.size() == 1);
    CHECK(control.periods[0] == Period{5400s, 0, Bonus{BonusKind::Fischer, 30s}});
}

TEST_CASE("PGN: *180 is an hourglass", "[clock][text]") {
    TimeControl control = seatControl("*180");
    CHECK(control.isHourglass);
    CHECK(control.periods[0].base == 180s);
}

TEST_CASE("extension: Bronstein and US delays, byo-yomi, Canadian overtime", "[clock][text]") {
    CHECK(seatControl("5400+30b").periods[0].bonus == Bonus{BonusKind::Bronstein, 30s});
    CHECK(seatControl("5400+5d").periods[0].bonus == Bonus{BonusKind::UsDelay, 5s});
    CHECK(seatControl("5400+0.5").periods[0].bonus == Bonus{BonusKind::Fischer, 500ms});
    CHECK(seatControl("5400+0").periods[0].bonus == Bonus{});

    TimeControl byoYomi = seatControl("3600:5x30");
    CHECK(byoYomi.periods[0] == Period{3600s, 0, {}});
    CHECK(byoYomi.overtime == Overtime{OvertimeKind::ByoYomi, 5, 30s});

    TimeControl canadian = seatControl("7200:c30/1800");
    CHECK(canadian.overtime == Overtime{OvertimeKind::Canadian, 30, 1800s});

    TimeControl overtimeOnly = seatControl("0:1x30");
    CHECK(overtimeOnly.periods[0].base == 0s);
    CHECK(overtimeOnly.overtime == Overtime{OvertimeKind::ByoYomi, 1, 30s});

    CHECK(seatControl("40/7200+30:3600+30").periods[1].bonus.amount == 30s);
}

TEST_CASE("extension: per-seat controls for time odds, SPEC_A|SPEC_B", "[clock][text]") {
    ClockControls controls = controlsFrom("300|30");
    CHECK(controls.a == TimeControl::suddenDeath(300s));
    CHECK(controls.b == TimeControl::suddenDeath(30s));
    ClockControls same = controlsFrom("5400+30");
    CHECK(same.a == same.b);
    CHECK(controlsFrom("rapid|blitz").b == seatControl("300+3"));
}

TEST_CASE("text: seconds take up to three decimals", "[clock][text]") {
    CHECK(parseSeconds("0") == 0ms);
    CHECK(parseSeconds("1.5") == 1500ms);
    CHECK(parseSeconds("0.125") == 125ms);
    CHECK(parseSeconds("1000000") == Milliseconds{1'000'000'000});
    CHECK_FALSE(parseSeconds("1000000.001"));
    CHECK_FALSE(parseSeconds("1.2345"));
    CHECK_FALSE(parseSeconds("1."));
    CHECK_FALSE(parseSeconds(".5"));
    CHECK_FALSE(parseSeconds("-1"));
    CHECK_FALSE(parseSeconds(""));
    CHECK(formatSeconds(1500ms) == "1.5");
    CHECK(formatSeconds(125ms) == "0.125");
    CHECK(formatSeconds(5400s) == "5400");
}

TEST_CASE("text: errors name the column", "[clock][text]") {
    struct Case {
        const char* text;
        int column;
        const char* message;
    };
    const Case cases[] = {
        {"", 1, "expected a time control"},
        {"?", 1, "unknown time control"},
        {"-", 1, "no time control"},
        {"40/7200:2O/3600", 10, "fields are separated by ':'"},
        {"40/72x0", 6, "fields are separated by ':'"},
        {"40/7200:", 9, "expected a period"},
        {"40/", 4, "expected the period's time in seconds"},
        {"0/7200", 1, "a period's move count must be a whole number from 1 to 10000"},
        {"40/7200:1800:3600", 14, "the period before is for the rest of the game"},
        {"40/7200:5x30", 9, "byo-yomi follows a period for the rest of the game"},
        {"3600:5x30:600", 11, "byo-yomi must be the last field"},
        {"5x30", 1, "byo-yomi follows a main time"},
        {"c30/1800", 1, "Canadian overtime follows a main time"},
        {"7200:c30", 9, "expected '/' after the moves of a Canadian block"},
        {"7200:c0/600", 7, "the moves of a Canadian block must be a whole number"},
        {"3600:0x30", 6, "the byo-yomi periods must be a whole number"},
        {"0", 1, "a period needs time"},
        {"5400+", 6, "expected an increment or delay in seconds"},
        {"5400+30q", 8, "fields are separated by ':'"},
        {"5400+1.2345", 6, "at most 3 decimals"},
        {"*180+5", 5, "an hourglass (*SECONDS) takes no increment"},
        {"*0", 2, "an hourglass needs time"},
        {"300|30|15", 7, "at most two seats"},
        {"300|", 5, "expected a time control"},
        {"300|*30", 4, "an hourglass needs both seats on an hourglass"},
        {"300|4x", 7, "expected a byo-yomi period in seconds"},
        {"bullet", 1, "unknown preset 'bullet' (presets: rif-90, rif-135"},
        {"300|handicap-1", 5, "preset 'handicap-1' sets both seats"},
        {"5400 +30", 5, "unexpected ' '"},
        {"3600:3x0", 8, "a byo-yomi period must last 0.001 to 1000000 s"},
        {"0:c1/0", 6, "the time of a Canadian block must last"},
        {"300|3600:c5/0", 13, "the time of a Canadian block must last"},
    };
    for (const Case& c : cases) {
        INFO("text '" << c.text << "'");
        ClockControlsParse parsed = parseClockControls(c.text);
        REQUIRE(parsed.error.has_value());
        CHECK_FALSE(parsed.controls.has_value());
        CHECK(parsed.error->column == c.column);
        CHECK_THAT(parsed.error->message, Catch::Contains(c.message));
    }
}

TEST_CASE("text: formatting reads back to the same controls", "[clock][text]") {
    for (const char* text :
         {"40/7200:20/3600:1800", "5400+30", "*180", "5400+30b", "5400+5d", "3600:5x30",
          "7200:c30/1800", "0:1x30", "40/7200+0.25:1800+10b:3x60", "300|30", "1.5|2+1d"}) {
        ClockControlsParse parsed = parseClockControls(text);
        REQUIRE(parsed.controls.has_value());
        CHECK(formatClockControls(*parsed.controls) == text);
        CHECK(controlsFrom(formatClockControls(*parsed.controls)) == *parsed.controls);
    }
}

TEST_CASE("presets: what referees run", "[clock][text][preset]") {
    CHECK(controlsFrom("rif-90") ==
          ClockControls::same(TimeControl::suddenDeath(5400s, Bonus{BonusKind::Fischer, 30s})));
    CHECK(controlsFrom("rif-135") ==
          ClockControls::same(TimeControl::suddenDeath(8100s, Bonus{BonusKind::Fischer, 30s})));
    TimeControl canadian = controlsFrom("2h-30in30").a;
    CHECK(canadian.periods[0].base == 7200s);
    CHECK(canadian.overtime == Overtime{OvertimeKind::Canadian, 30, 1800s});
    CHECK(controlsFrom("rapid").a.periods[0].base == 900s);
    CHECK(controlsFrom("blitz").a.periods[0].base == 300s);
    // Seeds 003/004: the beginner has 5 minutes; the experienced player 30 s, then 15 s.
    CHECK(controlsFrom("handicap-1") ==
          ClockControls{TimeControl::suddenDeath(300s), TimeControl::suddenDeath(30s)});
    CHECK(controlsFrom("handicap-2") ==
          ClockControls{TimeControl::suddenDeath(300s), TimeControl::suddenDeath(15s)});
    for (const Preset& preset : timeControlPresets()) {
        INFO(preset.name);
        CHECK(findPreset(preset.name) == &preset);
        CHECK_FALSE(preset.description.empty());
        CHECK(parseClockControls(preset.text).controls.has_value());
    }
    CHECK(findPreset("RIF-90") == nullptr);
}

TEST_CASE("controls: problems of controls built in code are named", "[clock][text]") {
    TimeControl empty;
    CHECK(findControlProblem(empty) == "a time control needs at least one period");
    TimeControl middleSuddenDeath;
    middleSuddenDeath.periods = {Period{3600s, 0, {}}, Period{1800s, 0, {}}};
    CHECK(findControlProblem(middleSuddenDeath)->find("more periods follow") != std::string::npos);
    ClockControls mixed{TimeControl::hourglass(60s), TimeControl::suddenDeath(60s)};
    CHECK(findControlsProblem(mixed) == "an hourglass needs both seats on an hourglass");
    CHECK_THROWS_AS(GameClock(ClockSetup{mixed, {}}), std::invalid_argument);
    CHECK_FALSE(findControlsProblem(controlsFrom("40/7200:20/3600:1800")));
}
