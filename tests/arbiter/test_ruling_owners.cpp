// Rights on the parsed command: who may issue each kind (its kRights), and whose rulings a
// referee may change (RulingOwners, read from what the command did to the table, never from
// how it was spelled). The hall server checks both before anything is stored.
#include "app_fixture.hpp"
#include "arbiter/app/command_text.hpp"
#include "arbiter/app/ruling_owners.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::app;
using namespace renju::arbiter::test;

namespace {

constexpr std::int64_t kSecond = 1000;

/// An application with round 1 started (4 players, 2 tables) and the owners of its rulings,
/// commands issued by name as a hall server issues them: refused when the rulings' owners say
/// so, otherwise applied and recorded.
struct Refereed {
    Application application;
    RulingOwners owners;
    std::int64_t now = 1000 * kSecond;

    explicit Refereed(const std::string& opening = "rif")
        : application(eventWithPlayers(4, 5, opening)) {
        startHandPairedRound(application, 1, 2, 0);
    }

    /// Returns "" when accepted, else the refusal (the rules' or the rulings').
    std::string issue(const std::string& issuer, const Command& command) {
        now += kSecond;
        Application trial = application;
        CommandOutcome outcome = trial.dispatch(command, now);
        if (!outcome.isAccepted) {
            return outcome.message;
        }
        std::pair<int, int> place = commandPlace(command);
        RulingOwners::TableRulings before = RulingOwners::at(application.state(), place);
        RulingOwners::TableRulings after = RulingOwners::at(trial.state(), place);
        if (issuer != "chief") {
            if (std::string refusal = owners.refusal(before, after, place, issuer);
                !refusal.empty()) {
                return refusal;
            }
        }
        owners.record(before, after, place, issuer);
        application = std::move(trial);
        return "";
    }
};

} // namespace

TEST_CASE("Rights: each kind declares who may issue it; referees play the tables", "[rights]") {
    CHECK(requiredRights(GameAction{1, 1, "h8"}) == Rights::Referee);
    CHECK(requiredRights(ClockAction{}) == Rights::Referee);
    CHECK(requiredRights(SetResult{}) == Rights::Referee);
    CHECK(requiredRights(StartGame{}) == Rights::Referee);
    CHECK(requiredRights(EnterScoresheet{}) == Rights::Referee);
    CHECK(requiredRights(AddPlayer{}) == Rights::Chief);
    CHECK(requiredRights(EditEvent{}) == Rights::Chief);
    CHECK(requiredRights(SetTable{}) == Rights::Chief);
    CHECK(requiredRights(FinishRound{1}) == Rights::Chief);
    CHECK(requiredRights(RecoverSession{}) == Rights::Chief);
}

TEST_CASE("Rights: a referee's result is changed only by that referee or the chief arbiter",
          "[rights]") {
    Refereed hall;
    REQUIRE(hall.issue("anna", SetResult{1, 1, model::ResultCode::FirstWins, "resigned", ""}) ==
            "");
    CHECK(hall.issue("boris", SetResult{1, 1, model::ResultCode::Draw, "I saw a draw", ""}) ==
          "round 1 table 1: the ruling there is anna's; only they or the chief arbiter may "
          "change it");
    CHECK(hall.issue("anna", SetResult{1, 1, model::ResultCode::SecondWins, "misread", ""}) == "");
    CHECK(hall.issue("chief", SetResult{1, 1, model::ResultCode::Draw, "appeal", ""}) == "");
    // The chief's ruling is now the one in force: anna may not change it either.
    CHECK(hall.issue("anna", SetResult{1, 1, model::ResultCode::FirstWins, "again", ""})
              .starts_with("round 1 table 1: the ruling there is chief's"));
    CHECK(hall.issue("boris", SetResult{1, 2, model::ResultCode::Draw, "agreed", ""}) == "");
}

TEST_CASE("Rights: an undo of another referee's override is refused however it is spelled",
          "[rights]") {
    for (const std::string undo : {"undo", " undo", "undo  ", "\tundo", "UNDO", "Undo"}) {
        CAPTURE(undo);
        Refereed hall;
        REQUIRE(hall.issue("boris", GameAction{1, 1, "h8"}) == "");
        REQUIRE(hall.issue("anna", GameAction{1, 1, "override 0-1 forfeit left early"}) == "");
        Application trial = hall.application;
        CommandOutcome read = trial.dispatch(GameAction{1, 1, undo, "wrong table"}, hall.now);
        if (!read.isAccepted) {
            continue; // the program does not read this spelling as an undo: nothing to guard
        }
        CHECK(hall.issue("boris", GameAction{1, 1, undo, "wrong table"}) ==
              "round 1 table 1: the ruling there is anna's; only they or the chief arbiter may "
              "change it");
        CHECK(hall.application.state().rounds[0].tables[0].result.has_value()); // it stands
        // anna takes back her own override; then boris's undo takes back boris's stone.
        CHECK(hall.issue("anna", GameAction{1, 1, undo, "my mistake"}) == "");
        CHECK_FALSE(hall.application.state().rounds[0].tables[0].result.has_value());
        CHECK(hall.issue("boris", GameAction{1, 1, undo, "wrong point"}) == "");
    }
    // The spellings the issue found accepted by the program are among those guarded.
    Refereed hall;
    REQUIRE(hall.issue("boris", GameAction{1, 1, "h8"}) == "");
    CHECK(hall.application.dispatch(GameAction{1, 1, " undo", "x"}, hall.now + kSecond).isAccepted);
}

TEST_CASE("Rights: a claim ruled by one referee is not ruled again by another", "[rights]") {
    Refereed hall("none");
    // Black's last stone makes a double three: White claims it.
    for (const char* move : {"h8", "a1", "g8", "a3", "i6", "a5", "i7", "a7", "i8"}) {
        REQUIRE(hall.issue("boris", GameAction{1, 1, move}) == "");
    }
    REQUIRE(hall.issue("boris", GameAction{1, 1, "claim white forbidden"}) == "");
    REQUIRE(hall.issue("anna", GameAction{1, 1, "ruling uphold"}) == "");
    CHECK(hall.issue("boris", GameAction{1, 1, "undo", "not a five"})
              .starts_with("round 1 table 1: the ruling there is anna's"));
    CHECK(hall.issue("anna", GameAction{1, 1, "undo", "not a five"}) == "");
    // anna's ruling taken back, the claim awaits a ruling again: any referee may give it.
    CHECK(hall.issue("boris", GameAction{1, 1, "ruling reject"}) == "");
}

TEST_CASE("Rights: a forfeit entered before the round is changed only by its referee", "[rights]") {
    Refereed hall;
    hall.application = eventWithPlayers(4);
    PairRound pairing;
    pairing.round = 1;
    pairing.tables = {TablePairing{model::PlayerId{1}, model::PlayerId{2}},
                      TablePairing{model::PlayerId{3}, model::PlayerId{4}}};
    mustAccept(hall.application, pairing, 0);
    mustAccept(hall.application, PublishRound{1}, 0);
    REQUIRE(hall.issue("anna", SetResult{1, 2, model::ResultCode::FirstForfeit, "", ""}) == "");
    CHECK(hall.issue("boris", SetResult{1, 2, model::ResultCode::SecondForfeit, "late", ""})
              .starts_with("round 1 table 2: the ruling there is anna's"));
    CHECK(hall.issue("anna", SetResult{1, 2, model::ResultCode::SecondForfeit, "late", ""}) == "");
}
