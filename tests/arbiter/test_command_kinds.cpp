// Command kinds describe themselves (issue 23): each has its own journal name, its line in the
// audit log, its place as its scope says, and comes back from the journal as it was.
#include "arbiter/app/command_json.hpp"
#include "arbiter/app/command_text.hpp"

#include <catch2/catch.hpp>
#include <set>

using namespace renju::arbiter;
using namespace renju::arbiter::app;

namespace {

// The compiler refuses a kind that does not say what it is about, or says a table without
// having one; a kind about no table says so.
struct WithoutScope {
    static constexpr std::string_view kName = "test.no-scope";
    static constexpr auto journalFields() { return std::tuple{}; }
    std::string describe() const { return "no scope"; }
};
static_assert(!CommandKind<WithoutScope>);

struct TableWithoutTable {
    static constexpr std::string_view kName = "test.no-table";
    static constexpr CommandScope kScope = CommandScope::Table;
    int round = 0;
    static constexpr auto journalFields() { return std::tuple{}; }
    std::string describe() const { return "no table"; }
};
static_assert(!CommandKind<TableWithoutTable>);

struct WithoutDescription {
    static constexpr std::string_view kName = "test.silent";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr auto journalFields() { return std::tuple{}; }
};
static_assert(!CommandKind<WithoutDescription>);

struct EventWideKind {
    static constexpr std::string_view kName = "test.event";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr Rights kRights = Rights::Chief;
    static constexpr auto journalFields() { return std::tuple{}; }
    std::string describe() const { return "about the event"; }
};
static_assert(CommandKind<EventWideKind>);

// Who may issue a kind is declared, never defaulted, and never a viewer.
struct WithoutRights {
    static constexpr std::string_view kName = "test.no-rights";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr auto journalFields() { return std::tuple{}; }
    std::string describe() const { return "anyone?"; }
};
static_assert(!CommandKind<WithoutRights>);

struct ViewerKind {
    static constexpr std::string_view kName = "test.viewer";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr Rights kRights = Rights::Viewer;
    static constexpr auto journalFields() { return std::tuple{}; }
    std::string describe() const { return "a viewer writes"; }
};
static_assert(!CommandKind<ViewerKind>);

// A kind that names players describes itself from the event's state (their numbers).
struct NamingKind {
    static constexpr std::string_view kName = "test.naming";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr Rights kRights = Rights::Chief;
    model::PlayerId player;
    static constexpr auto journalFields() { return std::tuple{}; }
    std::string describe(const model::EventState& state) const { return playerText(state, player); }
};
static_assert(CommandKind<NamingKind> && NamesPlayers<NamingKind>);

/// One command of a kind, with its line in the audit log and its place (round, table).
struct Sample {
    Command command;
    std::string description;
    std::pair<int, int> place;
};

model::Player sato() {
    return {model::PlayerId{3},          "Sato", 1990, "JPN", "Tokyo", "123",
            model::PlayerStatus::Active, 1,      0};
}

/// Five players whose numbers (No.) are not their ids, as after a late entry or a rating order:
/// ids 1 to 5 (Ann, Bo, Sato, Dan, Eve) are numbers 3, 1, 5, 2 and 4.
model::EventState numbered() {
    model::EventState state;
    std::vector<std::string> names = {"Ann", "Bo", "Sato", "Dan", "Eve"};
    for (std::size_t i = 0; i < names.size(); ++i) {
        model::Player player;
        player.id = model::PlayerId{static_cast<int>(i) + 1};
        player.name = names[i];
        state.players.push_back(player);
    }
    state.frozenNumbers = {3, 1, 5, 2, 4};
    return state;
}

/// One sample of every kind, in the variant's order; players named by their numbers in
/// numbered().
std::vector<Sample> samples() {
    using model::PlayerId;
    model::EventSettings settings;
    settings.name = "Cup";
    return {
        {CreateEvent{settings}, "event created: Cup", {0, 0}},
        {EditEvent{settings}, "event settings changed", {0, 0}},
        {AddPlayer{sato()}, "player added: Sato (1990, JPN)", {0, 0}},
        {ImportPlayers{{sato(), sato()}, "players.csv"},
         "players imported: 2 (players.csv)",
         {0, 0}},
        {EditPlayer{PlayerId{3}, sato()}, "player No. 5 changed: Sato", {0, 0}},
        {WithdrawPlayer{PlayerId{3}, "ill"}, "player No. 5 Sato withdrawn (ill)", {0, 0}},
        {RequestBye{PlayerId{2}, 4, model::ByeKind::Zero},
         "player No. 1 Bo: zero-point bye in round 4",
         {4, 0}},
        {CancelBye{PlayerId{2}, 4}, "player No. 1 Bo: bye in round 4 cancelled", {4, 0}},
        {ForbidPair{PlayerId{1}, PlayerId{2}}, "players No. 3 Ann and No. 1 Bo kept apart", {0, 0}},
        {PairNextRound{}, "pair the next round", {0, 0}},
        {PairRound{2, {{PlayerId{1}, PlayerId{2}}}, PlayerId{5}, true, {"w"}},
         "round 2 paired by the engine: 1 table; warning: w",
         {2, 0}},
        {SetTable{2, 1, PlayerId{2}, PlayerId{1}, "swap", {"C1"}},
         "round 2 table 1 set by hand: No. 1 Bo - No. 3 Ann (swap)",
         {2, 1}},
        {PublishRound{2}, "round 2 published", {2, 0}},
        {StartRound{2}, "round 2 started", {2, 0}},
        {FinishRound{2}, "round 2 finished", {2, 0}},
        {GameAction{2, 1, "undo", "wrong table", 2},
         "round 2 table 1 game 2: undo (wrong table)",
         {2, 1}},
        {ClockAction{2, 1, ClockActionKind::AdjustTime, renju::clock::Seat::B, -60000, "", "gap"},
         "round 2 table 1: clock adjust time B -60 s (gap)",
         {2, 1}},
        {SetResult{2, 1, model::ResultCode::SecondForfeit, "late", "1-0"},
         "result round 2 table 1: first player -, second player + (corrects first player 1, "
         "second player 0) (late)",
         {2, 1}},
        {RecoverSession{421000, true},
         "recovery after a reboot, gap 421 s: running clocks paused",
         {0, 0}},
        {SetBye{3, PlayerId{4}, "asked", {"C2"}},
         "round 3: pairing-allocated bye to No. 2 Dan by hand (asked)",
         {3, 0}},
        {StartGame{2, 1, 2}, "round 2 table 1: game 2 started", {2, 1}},
        {EnterScoresheet{2, 3, "h8 i9", true, "0-1", "typed", 2},
         "round 2 table 3: game typed from the scoresheet (the second player Black, result 0-1) "
         "(typed)",
         {2, 3}},
    };
}

} // namespace

TEST_CASE("Command kinds: the samples hold one command of every kind", "[journal][commands]") {
    std::vector<Sample> all = samples();
    REQUIRE(all.size() == std::variant_size_v<Command>);
    for (std::size_t i = 0; i < all.size(); ++i) {
        CHECK(all[i].command.index() == i);
    }
}

TEST_CASE("Command kinds: every kind has its own journal name", "[journal][commands]") {
    std::set<std::string> names;
    for (const Sample& sample : samples()) {
        std::string name = commandName(sample.command);
        CAPTURE(name);
        CHECK_FALSE(name.empty());
        CHECK(name == kCommandNames[sample.command.index()]);
        CHECK(names.insert(name).second);
        CHECK(commandToJson(sample.command).find(R"("type":")" + name + R"(")") !=
              std::string::npos);
    }
    CHECK(names.size() == std::variant_size_v<Command>);
}

TEST_CASE("Command kinds: every kind describes itself as the audit log always said",
          "[journal][commands]") {
    for (const Sample& sample : samples()) {
        CAPTURE(commandName(sample.command));
        CHECK(describeCommand(sample.command, numbered()) == sample.description);
    }
    // The variants of a kind's wording.
    using model::PlayerId;
    using renju::clock::Seat;
    model::Player plain{PlayerId{1}, "Ann", 1500, "", "", "", model::PlayerStatus::Active, 1, 0};
    std::vector<std::pair<Command, std::string>> worded = {
        {AddPlayer{plain}, "player added: Ann (1500)"},
        {RequestBye{PlayerId{2}, 4, model::ByeKind::Half},
         "player No. 1 Bo: half-point bye in round 4"},
        {PairRound{1, {}, std::nullopt, false, {}}, "round 1 paired by hand: 0 tables"},
        {SetBye{3, std::nullopt, "", {}}, "round 3: pairing-allocated bye taken away by hand"},
        {RecoverSession{5400, false},
         "recovery after an unclean shutdown, gap 5 s: running clocks paused"},
        {GameAction{1, 1, "h8"}, "round 1 table 1: h8"},
        {ClockAction{2, 1, ClockActionKind::Pause, Seat::B, 7, "", ""},
         "round 2 table 1: clock pause"},
        {ClockAction{2, 1, ClockActionKind::Resume, Seat::A, 0, "", "back"},
         "round 2 table 1: clock resume (back)"},
        {ClockAction{2, 1, ClockActionKind::AdjustMoves, Seat::A, 3, "", "miscount"},
         "round 2 table 1: clock adjust moves A 3 (miscount)"},
        {ClockAction{2, 1, ClockActionKind::SetPeriod, Seat::B, 2, "", "x"},
         "round 2 table 1: clock set period B 2 (x)"},
        {ClockAction{2, 1, ClockActionKind::Absent, Seat::A, 0, "both", "late", 2},
         "round 2 table 1 game 2: clock absent both (late)"},
        {SetResult{1, 3, model::ResultCode::Draw, "", ""},
         "result round 1 table 3: first player ½, second player ½"},
        {EnterScoresheet{2, 3, "h8", false, "", ""},
         "round 2 table 3: game typed from the scoresheet (the first player Black)"},
    };
    for (const auto& [command, text] : worded) {
        CHECK(describeCommand(command, numbered()) == text);
    }
    // Players are named by their numbers, never by their ids ("#3").
    for (const Sample& sample : samples()) {
        CHECK(describeCommand(sample.command, numbered()).find('#') == std::string::npos);
    }
}

TEST_CASE("Command kinds: a command about a table reports its place, one about none says so",
          "[journal][commands]") {
    for (const Sample& sample : samples()) {
        CAPTURE(commandName(sample.command));
        CHECK(commandPlace(sample.command) == sample.place);
    }
    // Every table command carries its table, so a shared journal's conflict check sees it.
    using model::PlayerId;
    std::vector<Command> atTable = {
        GameAction{5, 7, "h8"},
        ClockAction{5, 7, ClockActionKind::Pause, renju::clock::Seat::A, 0, "", ""},
        SetResult{5, 7, model::ResultCode::Draw, "", ""},
        StartGame{5, 7, 2},
        EnterScoresheet{5, 7, "h8", false, "", ""},
        SetTable{5, 7, PlayerId{1}, PlayerId{2}, "", {}},
    };
    for (const Command& command : atTable) {
        CAPTURE(commandName(command));
        CHECK(commandPlace(command) == std::pair{5, 7});
    }
}

TEST_CASE("Command kinds: every kind comes back from the journal with its description and place",
          "[journal][commands]") {
    for (const Sample& sample : samples()) {
        CAPTURE(commandName(sample.command));
        Command back = commandFromJson(commandToJson(sample.command));
        CHECK(back.index() == sample.command.index());
        CHECK(describeCommand(back, numbered()) == sample.description);
        CHECK(commandPlace(back) == sample.place);
    }
}
