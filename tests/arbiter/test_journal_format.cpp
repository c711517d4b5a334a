// The journal's format, byte for byte: every event file ever written must read and write the
// same, whatever the code that produces it. These strings were taken from the program as it
// wrote them before command kinds described themselves (issue 23).
#include "arbiter/app/command_json.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter;
using namespace renju::arbiter::app;

namespace {

struct Pinned {
    Command command;
    std::string json;
};

model::EventSettings smallSettings() {
    model::EventSettings settings;
    settings.name = "Cup";
    settings.deputies = {"Ann"};
    settings.tieBreaks = {"BH"};
    return settings;
}

const std::string kSettingsJson =
    R"({"backupFolder":"","boardSize":15,"byeHalfPoints":2,"chiefArbiter":"","deputies":["Ann"],)"
    R"("endDate":"","federationDrawSeed":0,"keepBackups":20,"name":"Cup","opening":"rif",)"
    R"("organiser":"","pairingRules":2017,"rounds":7,"ruleSet":"renju","startDate":"",)"
    R"("system":"swiss","tieBreaks":["BH"],"timeControl":"5400+30","timeReferees":false,)"
    R"("venue":""})";

const model::Player kPlayer{model::PlayerId{3},          "Sato", 1990, "JPN", "Tokyo", "123",
                            model::PlayerStatus::Active, 2,      0};

const std::string kPlayerJson =
    R"({"club":"Tokyo","federation":"JPN","firstRound":2,"id":3,"name":"Sato","rating":1990,)"
    R"("rifId":"123","withdrawn":false,"withdrawnAfterRound":0})";

} // namespace

TEST_CASE("Journal format: every command kind writes the bytes it always wrote", "[journal]") {
    using model::PlayerId;
    std::vector<Pinned> pinned = {
        {CreateEvent{smallSettings()},
         R"({"settings":)" + kSettingsJson + R"(,"type":"event.create"})"},
        {EditEvent{smallSettings()},
         R"({"settings":)" + kSettingsJson + R"(,"type":"event.edit"})"},
        {AddPlayer{kPlayer}, R"({"player":)" + kPlayerJson + R"(,"type":"player.add"})"},
        {ImportPlayers{{kPlayer}, "players.csv"},
         R"({"players":[)" + kPlayerJson + R"(],"source":"players.csv","type":"player.import"})"},
        {EditPlayer{PlayerId{3}, kPlayer},
         R"({"id":3,"player":)" + kPlayerJson + R"(,"type":"player.edit"})"},
        {WithdrawPlayer{PlayerId{3}, "ill"}, R"({"id":3,"reason":"ill","type":"player.withdraw"})"},
        {RequestBye{PlayerId{2}, 4, model::ByeKind::Zero},
         R"({"id":2,"kind":"zero","round":4,"type":"player.bye"})"},
        {RequestBye{PlayerId{2}, 4, model::ByeKind::Half},
         R"({"id":2,"kind":"half","round":4,"type":"player.bye"})"},
        {CancelBye{PlayerId{2}, 4}, R"({"id":2,"round":4,"type":"player.bye-cancel"})"},
        {ForbidPair{PlayerId{1}, PlayerId{2}}, R"({"players":[1,2],"type":"pair.forbid"})"},
        {PairNextRound{}, R"({"type":"round.pair-next"})"},
        {PairRound{2, {{PlayerId{1}, PlayerId{2}}}, PlayerId{5}, true, {"w"}},
         R"({"bye":5,"engine":true,"round":2,"tables":[[1,2]],"type":"round.pair","warnings":["w"]})"},
        {PairRound{2, {}, std::nullopt, false, {}},
         R"({"engine":false,"round":2,"tables":[],"type":"round.pair","warnings":[]})"},
        {SetTable{2, 1, PlayerId{2}, PlayerId{1}, "swap", {"C1"}},
         R"({"first":2,"reason":"swap","round":2,"second":1,"table":1,"type":"round.set",)"
         R"("warnings":["C1"]})"},
        {SetBye{3, PlayerId{4}, "by hand", {"C2"}},
         R"({"player":4,"reason":"by hand","round":3,"type":"round.bye","warnings":["C2"]})"},
        {SetBye{3, std::nullopt, "", {}},
         R"({"reason":"","round":3,"type":"round.bye","warnings":[]})"},
        {PublishRound{2}, R"({"round":2,"type":"round.publish"})"},
        {StartRound{2}, R"({"round":2,"type":"round.start"})"},
        {FinishRound{2}, R"({"round":2,"type":"round.finish"})"},
        {GameAction{2, 1, "h8"}, R"({"event":"h8","round":2,"table":1,"type":"game"})"},
        {GameAction{2, 1, "h8", "", 1}, R"({"event":"h8","round":2,"table":1,"type":"game"})"},
        {GameAction{2, 1, "undo", "wrong table", 2},
         R"({"event":"undo","game":2,"reason":"wrong table","round":2,"table":1,"type":"game"})"},
        {ClockAction{2, 1, ClockActionKind::AdjustTime, renju::clock::Seat::B, -60000, "", "gap"},
         R"({"absence":"","action":"adjust-time","amount":-60000,"reason":"gap","round":2,)"
         R"("seat":"B","table":1,"type":"clock"})"},
        {ClockAction{2, 1, ClockActionKind::Absent, renju::clock::Seat::A, 0, "both", "", 2},
         R"({"absence":"both","action":"absent","amount":0,"game":2,"reason":"","round":2,)"
         R"("seat":"A","table":1,"type":"clock"})"},
        {SetResult{2, 1, model::ResultCode::SecondForfeit, "late", ""},
         R"({"code":"0-1f","corrects":"","reason":"late","round":2,"table":1,"type":"result"})"},
        {SetResult{2, 1, model::ResultCode::Draw, "", "1-0", 2},
         R"({"code":"0.5-0.5","corrects":"1-0","game":2,"reason":"","round":2,"table":1,)"
         R"("type":"result"})"},
        {RecoverSession{421000, true}, R"({"gap":421000,"reboot":true,"type":"session.recover"})"},
        {StartGame{2, 1, 2}, R"({"game":2,"round":2,"table":1,"type":"game.start"})"},
        {EnterScoresheet{2, 3, "h8 i9", true, "0-1", "typed", 2},
         R"({"game":2,"moves":"h8 i9","reason":"typed","result":"0-1","round":2,)"
         R"("secondBlack":true,"table":3,"type":"game.scoresheet"})"},
        {EnterScoresheet{2, 3, "h8", false, "", ""},
         R"({"moves":"h8","reason":"","result":"","round":2,"secondBlack":false,"table":3,)"
         R"("type":"game.scoresheet"})"},
    };
    for (const Pinned& entry : pinned) {
        CAPTURE(entry.json);
        CHECK(commandToJson(entry.command) == entry.json);
        CHECK(commandToJson(commandFromJson(entry.json)) == entry.json);
    }
}

TEST_CASE("Journal format: an entry without its optional fields reads as it always did",
          "[journal]") {
    // Older programs wrote fewer fields; each is read with the value it always took.
    std::vector<std::pair<std::string, std::string>> older = {
        {R"({"type":"player.import","players":[]})",
         R"({"players":[],"source":"","type":"player.import"})"},
        {R"({"type":"player.withdraw","id":3})",
         R"({"id":3,"reason":"","type":"player.withdraw"})"},
        {R"({"type":"round.pair","round":1,"tables":[[1,2]]})",
         R"({"engine":false,"round":1,"tables":[[1,2]],"type":"round.pair","warnings":[]})"},
        {R"({"type":"round.set","round":1,"table":2,"first":3,"second":4})",
         R"({"first":3,"reason":"","round":1,"second":4,"table":2,"type":"round.set",)"
         R"("warnings":[]})"},
        {R"({"type":"round.bye","round":1})",
         R"({"reason":"","round":1,"type":"round.bye","warnings":[]})"},
        {R"({"type":"clock","round":1,"table":2,"action":"pause"})",
         R"({"absence":"","action":"pause","amount":0,"reason":"","round":1,"seat":"A",)"
         R"("table":2,"type":"clock"})"},
        {R"({"type":"clock","round":1,"table":2,"action":"set-period","seat":"x","amount":2})",
         R"({"absence":"","action":"set-period","amount":2,"reason":"","round":1,"seat":"A",)"
         R"("table":2,"type":"clock"})"},
        {R"({"type":"result","round":1,"table":2,"code":"0-1"})",
         R"({"code":"0-1","corrects":"","reason":"","round":1,"table":2,"type":"result"})"},
        {R"({"type":"game.start","round":1,"table":2})",
         R"({"game":2,"round":1,"table":2,"type":"game.start"})"},
        {R"({"type":"session.recover","gap":5})",
         R"({"gap":5,"reboot":false,"type":"session.recover"})"},
        {R"({"type":"game.scoresheet","round":1,"table":2,"moves":"h8"})",
         R"({"moves":"h8","reason":"","result":"","round":1,"secondBlack":false,"table":2,)"
         R"("type":"game.scoresheet"})"},
        {R"({"type":"game","round":1,"table":2,"event":"h8","game":1,"reason":""})",
         R"({"event":"h8","round":1,"table":2,"type":"game"})"},
        {R"({"type":"pair.forbid","players":[4,5,6]})",
         R"({"players":[4,5],"type":"pair.forbid"})"},
    };
    for (const auto& [written, rewritten] : older) {
        CAPTURE(written);
        CHECK(commandToJson(commandFromJson(written)) == rewritten);
    }
    // A match's game read from an entry: absent is game 1.
    CHECK(std::get<GameAction>(commandFromJson(R"({"type":"game","round":1,"table":2,)"
                                               R"("event":"h8"})"))
              .game == 1);
    CHECK(std::get<SetResult>(commandFromJson(R"({"type":"result","round":1,"table":2,)"
                                              R"("code":"0-1"})"))
              .game == 1);
}

TEST_CASE("Journal format: a damaged entry names what is wrong", "[journal]") {
    CHECK_THROWS_WITH(commandFromJson(R"({"type":"round.start"})"),
                      Catch::Matchers::Contains("unreadable command") &&
                          Catch::Matchers::Contains("round"));
    CHECK_THROWS_WITH(commandFromJson(R"({"type":"player.bye","id":1,"round":2,"kind":"full"})"),
                      "bye kind must be half or zero");
    CHECK_THROWS_WITH(commandFromJson(R"({"type":"clock","round":1,"table":2,"action":"stop"})"),
                      "unknown clock action 'stop'");
    CHECK_THROWS_WITH(commandFromJson(R"({"type":"result","round":1,"table":2,"code":"2-0"})"),
                      "unknown result code");
    CHECK_THROWS_WITH(commandFromJson(R"({"type":"round.start","round":"two"})"),
                      Catch::Matchers::Contains("unreadable command"));
    CHECK_THROWS_WITH(commandFromJson(R"({"round":2})"),
                      Catch::Matchers::Contains("unreadable command"));
}
