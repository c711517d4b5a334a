#include "arbiter/app/command_json.hpp"
#include "arbiter/app/command_text.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter;
using namespace renju::arbiter::app;

TEST_CASE("Journal: every command survives JSON and back unchanged", "[journal]") {
    model::EventSettings settings;
    settings.name = "Чемпионат 世界 2026";
    settings.deputies = {"Ann", "Bob"};
    settings.tieBreaks = {"BH", "SB"};
    settings.opening.protocol = renju::rules::OpeningProtocol::Soosorv;
    settings.opening.count = 8;
    model::Player player{model::PlayerId{3},          "佐藤健", 1990, "JPN", "Tokyo", "123",
                         model::PlayerStatus::Active, 1,        0};
    std::vector<Command> commands = {
        CreateEvent{settings},
        EditEvent{settings},
        AddPlayer{player},
        ImportPlayers{{player, player}, "players.csv"},
        EditPlayer{model::PlayerId{3}, player},
        WithdrawPlayer{model::PlayerId{3}, "ill"},
        RequestBye{model::PlayerId{2}, 4, model::ByeKind::Zero},
        CancelBye{model::PlayerId{2}, 4},
        ForbidPair{model::PlayerId{1}, model::PlayerId{2}},
        PairNextRound{},
        PairRound{2, {{model::PlayerId{1}, model::PlayerId{2}}}, model::PlayerId{5}, true, {"w"}},
        SetTable{2, 1, model::PlayerId{2}, model::PlayerId{1}, "roles swapped", {"C1: ..."}},
        PublishRound{2},
        StartRound{2},
        FinishRound{2},
        GameAction{2, 1, "claim white forbidden j9"},
        ClockAction{2, 1, ClockActionKind::AdjustTime, renju::clock::Seat::B, -60000, "", "gap"},
        SetResult{2, 1, model::ResultCode::SecondForfeit, "late", ""},
        RecoverSession{421000, true},
        SetBye{3, model::PlayerId{4}, "by hand", {"C2: ..."}},
        EnterScoresheet{2, 3, "1. h8 2. i9 3. --", true, "0-1", "typed after the round"},
    };
    REQUIRE(commands.size() == std::variant_size_v<Command>);
    for (const Command& command : commands) {
        CAPTURE(commandName(command));
        std::string json = commandToJson(command);
        CHECK(json.find('\n') == std::string::npos); // one line per journal entry
        Command back = commandFromJson(json);
        CHECK(back.index() == command.index());
        CHECK(commandToJson(back) == json);
        CHECK_FALSE(describeCommand(back).empty());
    }
}

TEST_CASE("Journal: unreadable payloads are reported, not guessed", "[journal]") {
    CHECK_THROWS_AS(commandFromJson("{"), CommandFormatError);
    CHECK_THROWS_WITH(commandFromJson(R"({"type":"teleport"})"), "unknown command type 'teleport'");
    CHECK_THROWS_AS(commandFromJson(R"({"type":"result","round":1,"table":1,"code":"2-0"})"),
                    CommandFormatError);
}
