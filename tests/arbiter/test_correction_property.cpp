// Property: a correction is exact, in every game family. Random legal sequences of board
// events, presses, claims, rulings, clock actions and results, with random undos, under every
// kind of time control: at random instants the table equals (to the millisecond) the table of
// the same sequence played without the undone entries; also through the event journal after a
// reopen. Five-in-a-row under renju with and without an opening protocol, and Ren (seed 002).
#include "app_fixture.hpp"
#include "arbiter/app/event_session.hpp"
#include "memory_event_store.hpp"
#include "pairing/seeded_random.hpp"
#include "rules/overloaded.hpp"
#include "table_digest.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::app;

namespace {

/// A command and the event time it was entered at.
struct Timed {
    Command command;
    std::int64_t at = 0;
};

/// The event a property run plays: a time control and a game family's rules.
struct Setup {
    std::string control;
    /// The opening under renju ("rif", "none"), or "ren" for a game of Ren on 10x10.
    std::string rules;
};

model::EventSettings settingsOf(const Setup& setup) {
    model::EventSettings settings;
    settings.name = "Property";
    settings.rounds = 1;
    settings.timeControl = setup.control;
    std::string problem;
    if (setup.rules == "ren") {
        settings.ruleSet = *rules::RuleSet::parse("ren");
        settings.boardSize = 10;
        settings.opening = rules::defaultGameRules(settings.ruleSet).opening;
        settings.match = rules::MatchRule::TotalPoints; // Ren is played in two-game matches
    } else {
        settings.opening = *rules::parseOpeningRules(setup.rules, problem);
    }
    return settings;
}

Application startedEvent(const Setup& setup) {
    Application application;
    test::mustAccept(application, CreateEvent{settingsOf(setup)}, 0);
    test::mustAccept(application, AddPlayer{test::named("A", 2000)}, 0);
    test::mustAccept(application, AddPlayer{test::named("B", 1900)}, 0);
    test::startHandPairedRound(application, 1, 1, 0);
    return application;
}

const model::Table& tableOf(const Application& application) {
    return application.state().rounds[0].tables[0];
}

std::string randomPoint(pairing::SeededRandom& random, int zone) {
    int half = zone >= 0 ? zone : 7;
    int column = 7 + random.below(2 * half + 1) - half;
    int row = 7 + random.below(2 * half + 1) - half;
    return std::string(1, static_cast<char>('a' + column)) + std::to_string(row + 1);
}

std::string randomSquare(pairing::SeededRandom& random, int size) {
    return std::string(1, static_cast<char>('a' + random.below(size))) +
           std::to_string(1 + random.below(size));
}

/// A five-in-a-row event the game may well accept now (refusals are part of the test too).
std::string fiveInARowEvent(const rules::Game& game, pairing::SeededRandom& random, int roll) {
    rules::Expectation expected = game.expectation();
    switch (expected.action) {
    case rules::ExpectedAction::SwapDecision:
        return random.chance(50) ? "swap" : "noswap";
    case rules::ExpectedAction::Declare:
        return "declare " + std::to_string(1 + random.below(std::max(1, expected.count)));
    case rules::ExpectedAction::Proposals:
        return "propose " + randomPoint(random, 4);
    case rules::ExpectedAction::Choice:
        if (!game.proposals().empty()) {
            const auto& proposals = game.proposals();
            return "choose " + rules::formatPoint(proposals[static_cast<std::size_t>(
                                   random.below(static_cast<int>(proposals.size())))]);
        }
        break;
    case rules::ExpectedAction::Ruling:
        return random.chance(50) ? "ruling uphold" : "ruling reject";
    default:
        break;
    }
    static const char* kRare[] = {"claim white forbidden",
                                  "claim black five",
                                  "claim white five",
                                  "claim black time",
                                  "claim white time",
                                  "offer-draw",
                                  "accept",
                                  "refuse",
                                  "pass",
                                  "resign black"};
    if (roll < 38) {
        return kRare[random.below(10)];
    }
    return randomPoint(random, expected.zone >= 0 ? expected.zone : 5);
}

/// A Ren event: a square (a placement, a rui replacement, or refused), a pass, a resignation,
/// or a claim (Ren has none: refused).
std::string renEvent(const rules::RenGame& game, pairing::SeededRandom& random, int roll) {
    // Rarely a resignation: a Ren game that ends early leaves little to correct.
    static const char* kRare[] = {"pass", "pass", "pass", "claim black five", "resign white"};
    if (roll < 36) {
        return kRare[random.below(roll < 32 ? 4 : 5)];
    }
    return randomSquare(random, game.gameRules().boardSize);
}

/// A board event the table may well accept now, in the game's own family.
std::string boardEvent(const model::Table& table, pairing::SeededRandom& random) {
    int roll = random.below(100);
    if (roll < 30) {
        return "press";
    }
    return std::visit(
        rules::Overloaded{
            [&](const rules::Game& game) { return fiveInARowEvent(game, random, roll); },
            [&](const rules::RenGame& game) { return renEvent(game, random, roll); }},
        table.currentGame().game);
}

Command randomCommand(const model::Table& table, pairing::SeededRandom& random) {
    int roll = random.below(100);
    if (roll < 12) {
        return GameAction{1, 1, "undo", "random correction"};
    }
    if (roll < 20) {
        static const ClockActionKind kKinds[] = {
            ClockActionKind::Pause, ClockActionKind::Resume, ClockActionKind::AdjustTime,
            ClockActionKind::AdjustMoves, ClockActionKind::SetPeriod};
        ClockAction action{1,
                           1,
                           kKinds[random.below(5)],
                           random.chance(50) ? clock::Seat::A : clock::Seat::B,
                           0,
                           "",
                           "property"};
        action.amount = action.kind == ClockActionKind::AdjustTime  ? 1000 * (random.below(61) - 30)
                        : action.kind == ClockActionKind::SetPeriod ? 1 + random.below(2)
                                                                    : random.below(3) - 1;
        return action;
    }
    if (roll < 22) {
        static const model::ResultCode kCodes[] = {
            model::ResultCode::FirstWins, model::ResultCode::SecondWins, model::ResultCode::Draw};
        // Game 1's (in a match, game 0 would name the game without a result: game 2).
        return SetResult{1, 1, kCodes[random.below(3)], "property", "", 1};
    }
    return GameAction{1, 1, boardEvent(table, random)};
}

/// Plays `timed` on a new event; every command must be accepted again.
Application replayed(const Setup& setup, const std::vector<Timed>& timed) {
    Application application = startedEvent(setup);
    for (const Timed& entry : timed) {
        CommandOutcome outcome = application.dispatch(entry.command, entry.at);
        INFO(commandName(entry.command) << " at " << entry.at << ": " << outcome.message);
        REQUIRE(outcome.isAccepted);
    }
    return application;
}

void checkSame(const model::Table& live, const model::Table& reference, std::int64_t from,
               pairing::SeededRandom& random) {
    for (int probe = 0; probe < 3; ++probe) {
        std::int64_t at = from + random.below(400'000);
        REQUIRE(test::tableDigest(live, at) == test::tableDigest(reference, at));
    }
}

/// Plays a random sequence with undos and compares, after every undo and at the end, with the
/// sequence played without the undone entries; then journals every command entered and
/// compares the reopened event too.
void playRandom(const Setup& setup, std::uint64_t seed) {
    pairing::SeededRandom random(seed);
    Application live = startedEvent(setup);
    std::vector<Timed> kept;
    std::vector<Timed> entered;
    std::int64_t now = 0;
    int undos = 0;
    for (int step = 0; step < 140; ++step) {
        // A flag ends a Ren game (and an ended game leaves little to correct): shorter steps.
        now += random.below(setup.rules == "ren" ? 6'000 : 40'000);
        Command command = randomCommand(tableOf(live), random);
        CommandOutcome outcome = live.dispatch(command, now);
        if (!outcome.isAccepted) {
            continue;
        }
        entered.push_back(Timed{command, now});
        const auto* action = std::get_if<GameAction>(&command);
        if (action && action->event == "undo") {
            REQUIRE_FALSE(kept.empty());
            kept.pop_back();
            ++undos;
            Application reference = replayed(setup, kept);
            checkSame(tableOf(live), tableOf(reference), now, random);
        } else {
            kept.push_back(Timed{command, now});
        }
    }
    INFO(setup.control << " " << setup.rules << " seed " << seed << ": " << undos << " undos");
    CHECK(undos > 3);
    Application reference = replayed(setup, kept);
    checkSame(tableOf(live), tableOf(reference), now, random);

    // Through the journal: the entered commands, journaled and replayed after a reopen.
    auto entries = std::make_shared<std::vector<storage::JournalEntry>>();
    std::vector<std::string> notices;
    {
        auto session = EventSession::open(std::make_unique<test::MemoryEventStore>(entries),
                                          Instant{0, 0, "boot"}, "test", notices);
        model::EventSettings settings = live.state().settings;
        std::vector<Timed> all = {
            {CreateEvent{settings}, 0},
            {AddPlayer{test::named("A", 2000)}, 0},
            {AddPlayer{test::named("B", 1900)}, 0},
            {PairRound{1, {{model::PlayerId{1}, model::PlayerId{2}}}, {}, false, {}}, 0},
            {PublishRound{1}, 0},
            {StartRound{1}, 0}};
        all.insert(all.end(), entered.begin(), entered.end());
        for (const Timed& entry : all) {
            REQUIRE(session->execute(entry.command, CommandTime{Instant{1, 1, "boot"}, entry.at})
                        .outcome.isAccepted);
        }
        session->close(Instant{2, 2, "boot"});
    }
    auto reopened = EventSession::open(std::make_unique<test::MemoryEventStore>(entries, true),
                                       Instant{3, 3, "boot"}, "test", notices);
    checkSame(reopened->state().rounds[0].tables[0], tableOf(reference), now, random);
}

} // namespace

TEST_CASE("Corrections: random play with undos equals the play without the undone entries, "
          "under every kind of time control",
          "[corrections][property]") {
    // Short controls, so that flags fall, periods change and delays run out during play.
    const std::vector<std::string> controls = {
        "120+3",        // Fischer
        "4/90:2/60:40", // periods with move counts
        "*60",          // hourglass
        "120+3b",       // Bronstein delay
        "120+2d",       // US delay
        "60:3x10",      // byo-yomi
        "90:c5/30",     // Canadian overtime
        "120|40",       // time odds
    };
    for (const std::string& control : controls) {
        for (const char* rules : {"rif", "none", "ren"}) {
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                playRandom(Setup{control, rules}, seed * 7919 + control.size());
            }
        }
    }
}
