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
        StartGame{2, 1, 2},
        EnterScoresheet{2, 3, "1. h8 2. i9 3. --", true, "0-1", "typed after the round", 2},
    };
    REQUIRE(commands.size() == std::variant_size_v<Command>);
    for (const Command& command : commands) {
        CAPTURE(commandName(command));
        std::string json = commandToJson(command);
        CHECK(json.find('\n') == std::string::npos); // one line per journal entry
        Command back = commandFromJson(json);
        CHECK(back.index() == command.index());
        CHECK(commandToJson(back) == json);
        CHECK_FALSE(describeCommand(back, model::EventState{}).empty());
    }
}

TEST_CASE("Journal: the rule set, the board and the match rule survive JSON", "[journal][match]") {
    model::EventSettings settings;
    settings.name = "Match";
    settings.ruleSet = renju::rules::RuleSet(renju::rules::RuleSetId::Japan1918);
    settings.boardSize = 19;
    settings.opening.protocol = renju::rules::OpeningProtocol::None;
    settings.match = renju::rules::MatchRule::Beginners;
    std::string json = commandToJson(CreateEvent{settings});
    CHECK(json.find(R"("ruleSet":"japan-1918")") != std::string::npos);
    CHECK(json.find(R"("boardSize":19)") != std::string::npos);
    CHECK(json.find(R"("match":"beginners")") != std::string::npos);
    auto back = std::get<CreateEvent>(commandFromJson(json));
    CHECK(back.settings == settings);
    // A table command about game 2 of a match names its game; game 1 is written as before.
    CHECK(commandToJson(GameAction{1, 3, "h8", "", 2}).find(R"("game":2)") != std::string::npos);
    CHECK(commandToJson(GameAction{1, 3, "h8", "", 1}).find(R"("game":)") == std::string::npos);
    CHECK(
        std::get<GameAction>(commandFromJson(commandToJson(GameAction{1, 3, "h8", "", 2}))).game ==
        2);
    CHECK(describeCommand(SetResult{1, 3, model::ResultCode::FirstWins, "", "", 2},
                          model::EventState{}) ==
          "result round 1 table 3 game 2: first player 1, second player 0");
}

TEST_CASE("Journal: an event file written before rule sets opens as renju on 15x15",
          "[journal][match]") {
    // The settings as version 0.2.0 wrote them: no board size, no match rule.
    std::string older =
        R"({"type":"event.create","settings":{"name":"Open","ruleSet":"renju","opening":"rif",)"
        R"("timeControl":"5400+30","system":"swiss","rounds":7}})";
    auto created = std::get<CreateEvent>(commandFromJson(older));
    CHECK(created.settings.ruleSet == renju::rules::RuleSet());
    CHECK(created.settings.boardSize == 15);
    CHECK_FALSE(created.settings.match);
    CHECK(created.settings.gamesPerRound() == 1);
    CHECK_THROWS_WITH(
        commandFromJson(R"({"type":"event.create","settings":{"name":"X","ruleSet":"chess"}})"),
        Catch::Matchers::Contains("ruleSet: unknown rule set 'chess'"));
    CHECK_THROWS_WITH(
        commandFromJson(R"({"type":"event.create","settings":{"name":"X","match":"best-of-3"}})"),
        Catch::Matchers::Contains("match: unknown match rule 'best-of-3'"));
}

TEST_CASE("Journal: unreadable payloads are reported, not guessed", "[journal]") {
    CHECK_THROWS_AS(commandFromJson("{"), CommandFormatError);
    CHECK_THROWS_WITH(commandFromJson(R"({"type":"teleport"})"), "unknown command type 'teleport'");
    CHECK_THROWS_AS(commandFromJson(R"({"type":"result","round":1,"table":1,"code":"2-0"})"),
                    CommandFormatError);
}
