// Property: a correction is exact. Random legal sequences of board events, presses, claims,
// rulings, clock actions and results, with random undos, under every kind of time control:
// at random instants the table equals (to the millisecond) the table of the same sequence
// played without the undone entries; also through the event journal after a reopen.
#include "app_fixture.hpp"
#include "arbiter/app/event_session.hpp"
#include "memory_event_store.hpp"
#include "pairing/seeded_random.hpp"
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

Application startedEvent(const std::string& control, const std::string& opening) {
    Application application;
    model::EventSettings settings;
    settings.name = "Property";
    settings.rounds = 1;
    std::string problem;
    settings.opening = *rules::parseOpeningRules(opening, problem);
    settings.timeControl = control;
    test::mustAccept(application, CreateEvent{settings}, 0);
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

/// A board event the table may well accept now (refusals are part of the test too).
std::string boardEvent(const model::Table& table, pairing::SeededRandom& random) {
    rules::Expectation expected = std::get<rules::Game>(table.currentGame().game).expectation();
    int roll = random.below(100);
    if (roll < 30) {
        return "press";
    }
    switch (expected.action) {
    case rules::ExpectedAction::SwapDecision:
        return random.chance(50) ? "swap" : "noswap";
    case rules::ExpectedAction::Declare:
        return "declare " + std::to_string(1 + random.below(std::max(1, expected.count)));
    case rules::ExpectedAction::Proposals:
        return "propose " + randomPoint(random, 4);
    case rules::ExpectedAction::Choice:
        if (!std::get<rules::Game>(table.currentGame().game).proposals().empty()) {
            const auto& proposals = std::get<rules::Game>(table.currentGame().game).proposals();
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
        return SetResult{1, 1, kCodes[random.below(3)], "property", ""};
    }
    return GameAction{1, 1, boardEvent(table, random)};
}

/// Plays `timed` on a new event; every command must be accepted again.
Application replayed(const std::string& control, const std::string& opening,
                     const std::vector<Timed>& timed) {
    Application application = startedEvent(control, opening);
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
void playRandom(const std::string& control, const std::string& opening, std::uint64_t seed) {
    pairing::SeededRandom random(seed);
    Application live = startedEvent(control, opening);
    std::vector<Timed> kept;
    std::vector<Timed> entered;
    std::int64_t now = 0;
    int undos = 0;
    for (int step = 0; step < 140; ++step) {
        now += random.below(40'000);
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
            Application reference = replayed(control, opening, kept);
            checkSame(tableOf(live), tableOf(reference), now, random);
        } else {
            kept.push_back(Timed{command, now});
        }
    }
    INFO(control << " " << opening << " seed " << seed << ": " << undos << " undos");
    CHECK(undos > 3);
    Application reference = replayed(control, opening, kept);
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
        for (const char* opening : {"rif", "none"}) {
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                playRandom(control, opening, seed * 7919 + control.size());
            }
        }
    }
}
