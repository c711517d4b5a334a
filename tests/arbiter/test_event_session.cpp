// Sessions over a journal: replay, the event's timeline across closes, crashes and reboots,
// durability and acknowledgement.
#include "app_fixture.hpp"
#include "arbiter/app/event_session.hpp"
#include "memory_event_store.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::app;

namespace {

using Entries = std::shared_ptr<std::vector<storage::JournalEntry>>;

Instant at(std::int64_t monotonic, const char* boot = "boot-1") {
    return Instant{monotonic, 1'700'000'000'000 + monotonic, boot};
}

std::unique_ptr<EventSession> openOn(const Entries& entries, const Instant& now,
                                     std::vector<std::string>& notices, bool readOnly = false) {
    return EventSession::open(std::make_unique<test::MemoryEventStore>(entries, readOnly), now,
                              "test", notices);
}

ExecutedCommand run(EventSession& session, const Command& command, std::int64_t monotonic,
                    const char* boot = "boot-1") {
    return session.execute(command, CommandTime{at(monotonic, boot), std::nullopt});
}

/// Creates an event with two players and starts round 1 (one table) at monotonic 1000.
Entries startedEvent() {
    auto entries = std::make_shared<std::vector<storage::JournalEntry>>();
    std::vector<std::string> notices;
    auto session = openOn(entries, at(0), notices);
    model::EventSettings settings;
    settings.name = "Session test";
    settings.timeControl = "600";
    run(*session, CreateEvent{settings}, 0);
    run(*session, AddPlayer{test::named("A", 2000)}, 0);
    run(*session, AddPlayer{test::named("B", 1900)}, 0);
    run(*session, PairRound{1, {{model::PlayerId{1}, model::PlayerId{2}}}, {}, false, {}}, 0);
    run(*session, PublishRound{1}, 0);
    run(*session, StartRound{1}, 1000);
    session->close(at(2000));
    return entries;
}

std::int64_t remainingA(const EventSession& session, std::int64_t eventTime) {
    const model::Table& table = session.state().rounds[0].tables[0];
    return table.currentGame()
        .clock->remaining(clock::Seat::A, clock::Milliseconds(eventTime))
        .count();
}

} // namespace

TEST_CASE("Session: reopening replays the journal into the same state", "[session]") {
    Entries entries = startedEvent();
    std::vector<std::string> notices;
    auto live = openOn(entries, at(3000), notices);
    for (const char* event : {"h8", "h9", "j10", "press", "noswap", "k7", "press"}) {
        REQUIRE(run(*live, GameAction{1, 1, event}, 4000).outcome.isAccepted);
    }
    std::string state = test::fingerprint(live->state());
    live->close(at(5000));
    auto reopened = openOn(entries, at(6000), notices, true);
    CHECK(test::fingerprint(reopened->state()) == state);
    CHECK(notices.empty());
}

TEST_CASE("Session: an acknowledged command carries its sequence number", "[session]") {
    Entries entries = startedEvent();
    std::vector<std::string> notices;
    auto session = openOn(entries, at(3000), notices);
    ExecutedCommand executed = run(*session, GameAction{1, 1, "h8"}, 3500);
    REQUIRE(executed.outcome.isAccepted);
    CHECK(executed.sequence == static_cast<std::int64_t>(entries->size()));
    CHECK(entries->back().kind == storage::EntryKind::Command);
    ExecutedCommand refused = run(*session, GameAction{1, 1, "h8"}, 3600);
    CHECK_FALSE(refused.outcome.isAccepted);
    CHECK(refused.sequence == 0);
    CHECK(entries->back().sequence == executed.sequence); // nothing journaled
}

TEST_CASE("Session: after a clean close the clocks keep running", "[session][timeline]") {
    Entries entries = startedEvent(); // started at 1000, closed at 2000
    std::vector<std::string> notices;
    auto session = openOn(entries, at(61000), notices);
    CHECK(notices.empty());
    CHECK(session->eventTimeAt(at(61000)) == 61000);
    CHECK(remainingA(*session, session->eventTimeAt(at(61000))) == 540000);
}

TEST_CASE("Session: after a crash the clocks are paused at the last record and the gap told",
          "[session][timeline]") {
    Entries entries = startedEvent();
    entries->pop_back(); // no close record: the program died
    std::vector<std::string> notices;
    auto session = openOn(entries, at(61000), notices);
    REQUIRE(notices.size() == 1);
    CHECK(notices[0].rfind("reopened after an unclean shutdown; 1 min 0 s passed", 0) == 0);
    CHECK(session->eventTimeAt(at(61000)) == 1000); // the gap is not on the timeline
    const model::Table& table = session->state().rounds[0].tables[0];
    CHECK(table.currentGame().clock->stateAt(clock::Milliseconds(1000)).status ==
          clock::ClockStatus::Paused);
    CHECK(remainingA(*session, 500000) == 600000);
    // What to do with the gap is the arbiter's command.
    REQUIRE(run(*session,
                ClockAction{1, 1, ClockActionKind::AdjustTime, clock::Seat::A, -30000, "",
                            "half the gap"},
                62000)
                .outcome.isAccepted);
    REQUIRE(
        run(*session, ClockAction{1, 1, ClockActionKind::Resume, clock::Seat::A, 0, "", ""}, 62000)
            .outcome.isAccepted);
    CHECK(remainingA(*session, session->eventTimeAt(at(72000))) == 560000);
}

TEST_CASE("Session: after a reboot the clocks are paused even after a clean close",
          "[session][timeline]") {
    Entries entries = startedEvent();
    std::vector<std::string> notices;
    auto session = openOn(entries, at(500, "boot-2"), notices);
    REQUIRE(notices.size() == 1);
    CHECK(notices[0].rfind("reopened after a reboot", 0) == 0);
    CHECK(session->eventTimeAt(at(500, "boot-2")) == 2000);
}

TEST_CASE("Session: synthetic time never goes back and carries the timeline", "[session]") {
    Entries entries = startedEvent();
    std::vector<std::string> notices;
    auto session = openOn(entries, at(3000), notices);
    ExecutedCommand back = session->execute(GameAction{1, 1, "h8"}, CommandTime{at(3000), 500});
    CHECK(back.outcome.message == "the event time would go back (to 0 s from 1 s)");
    REQUIRE(
        session->execute(GameAction{1, 1, "h8"}, CommandTime{at(3000), 90000}).outcome.isAccepted);
    CHECK(session->eventTimeAt(at(4000)) == 91000); // real time continues from it
}

TEST_CASE("Session: a press stamped before the last command is journaled now, not refused",
          "[session][timeline]") {
    Entries entries = startedEvent();
    std::vector<std::string> notices;
    auto session = openOn(entries, at(3000), notices);
    REQUIRE(session->execute(GameAction{1, 1, "h8"}, CommandTime{at(5000), std::nullopt})
                .outcome.isAccepted);
    // The press was read at 4.5 s, but the stone entered at 5 s was executed first.
    Instant late = session->instantNotBeforeLast(at(4500), at(5020));
    CHECK(late.monotonicMilliseconds == 5020);
    REQUIRE(session->execute(GameAction{1, 1, "press"}, CommandTime{late, std::nullopt})
                .outcome.isAccepted);
    CHECK(session->instantNotBeforeLast(at(5100), at(5200)).monotonicMilliseconds == 5100);
}

TEST_CASE("Session: a command that cannot be made durable is not acknowledged",
          "[session][durability]") {
    Entries entries = startedEvent();
    std::vector<std::string> notices;
    auto store = std::make_unique<test::MemoryEventStore>(entries);
    test::MemoryEventStore* raw = store.get();
    auto session = EventSession::open(std::move(store), at(3000), "test", notices);
    std::string before = test::fingerprint(session->state());
    raw->failAppends();
    ExecutedCommand executed = run(*session, GameAction{1, 1, "h8"}, 3500);
    CHECK_FALSE(executed.outcome.isAccepted);
    CHECK(executed.outcome.message == "not saved, nothing changed: memory: the disk is full");
    CHECK(test::fingerprint(session->state()) == before);
}

TEST_CASE("Session: read-only sessions replay but never write", "[session]") {
    Entries entries = startedEvent();
    std::size_t size = entries->size();
    std::vector<std::string> notices;
    auto session = openOn(entries, at(3000), notices, true);
    CHECK(run(*session, GameAction{1, 1, "h8"}, 3500).outcome.message ==
          "memory is open read-only");
    session->close(at(4000));
    CHECK(entries->size() == size);
}

TEST_CASE("Session: finishing a round makes its backups", "[session][backup]") {
    Entries entries = startedEvent();
    std::vector<std::string> notices;
    auto store = std::make_unique<test::MemoryEventStore>(entries);
    test::MemoryEventStore* raw = store.get();
    auto session = EventSession::open(std::move(store), at(3000), "test", notices);
    run(*session, SetResult{1, 1, model::ResultCode::FirstWins, "", ""}, 4000);
    ExecutedCommand finished = run(*session, FinishRound{1}, 5000);
    CHECK(raw->backedUpRounds() == std::vector<int>{1});
    CHECK(finished.notices == std::vector<std::string>{"backup written: memory-round-1"});
}

TEST_CASE("Session: a text that is not UTF-8 is refused naming the field; nothing is lost",
          "[session][utf8]") {
    Entries entries = startedEvent();
    std::vector<std::string> notices;
    auto session = openOn(entries, at(3000), notices);
    std::string before = test::fingerprint(session->state());
    std::size_t journalSize = entries->size();

    ExecutedCommand bad = run(*session, AddPlayer{test::named("Bad \xE9 name", 1500)}, 3000);
    CHECK_FALSE(bad.outcome.isAccepted);
    CHECK(bad.sequence == 0);
    CHECK(bad.outcome.message == "player.name: not valid UTF-8 at byte 5");
    CHECK(test::fingerprint(session->state()) == before);
    CHECK(entries->size() == journalSize);

    CHECK(run(*session, ForbidPair{model::PlayerId{1}, model::PlayerId{2}}, 3000).sequence > 0);
    session->close(at(4000));
    auto reopened = openOn(entries, at(5000), notices);
    CHECK(reopened->state().forbiddenPairs.size() == 1);
    CHECK(reopened->state().players.size() == 2);
}

TEST_CASE("Session: a reader beside the file's writer catches up and takes its timeline",
          "[session][follow]") {
    Entries entries = startedEvent(); // closed cleanly at monotonic 2000 in boot-1
    std::vector<std::string> notices;
    auto writer = openOn(entries, at(10'000), notices);
    auto reader = openOn(entries, at(12'000), notices, true);
    CHECK(reader->catchUp().entries.empty());
    CHECK(reader->eventTimeAt(at(20'000)) == writer->eventTimeAt(at(20'000)));

    run(*writer, AddPlayer{test::named("C", 1800)}, 21'000);
    run(*writer, GameAction{1, 1, "h8"}, 22'000);
    CatchUp caught = reader->catchUp();
    CHECK(caught.entries.size() == 2);
    CHECK(caught.problem.empty());
    CHECK(reader->state().players.size() == 3);
    CHECK(reader->appliedSequence() == writer->appliedSequence());
    // The clocks read alike at both: the reader counts on the writer's timeline.
    CHECK(remainingA(*reader, reader->eventTimeAt(at(30'000))) ==
          remainingA(*writer, writer->eventTimeAt(at(30'000))));

    // A writer of another boot: its timeline is not this machine's; the reader keeps its own.
    auto otherBoot = openOn(entries, at(40'000, "boot-2"), notices);
    reader->catchUp();
    CHECK(reader->eventTimeAt(at(41'000)) == writer->eventTimeAt(at(41'000)));

    // A journal shorter than what was read (restored from a backup) is a problem, not a crash.
    entries->resize(3);
    CatchUp shorter = reader->catchUp();
    CHECK(shorter.problem.find("fewer than") != std::string::npos);
}
