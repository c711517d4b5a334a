// `event push` to a hall server (issue 25): the whole journal in one request, replayed by the
// application's dispatch before anything is stored, stored all or nothing as a new event, by a
// chief arbiter of the hall only. Every refusal leaves no event behind.
#include "arbiter/app/command_json.hpp"
#include "arbiter/hall/event_push.hpp"
#include "arbiter/storage/journal_copy.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "hall_fixture.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::test;
using Status = hall::CommandAnswer::Status;

namespace {

/// The journal of a started event with stones on both tables, as `event push` reads a file.
std::vector<storage::JournalEntry> playedJournal(HallFixture& hall, const std::string& event) {
    hall.startedEvent(event);
    for (const char* move : {"h8", "h9", "i9"}) {
        REQUIRE(hall.send(event, "chief", app::GameAction{1, 1, move}).status == Status::Accepted);
    }
    REQUIRE(hall.send(event, "chief", app::GameAction{1, 2, "h8"}).status == Status::Accepted);
    return hall.service->entriesAfter(event, "chief", 0);
}

/// Returns the refusal's reason, or "" when `push` was not refused.
template <class Push>
std::string refusalOf(Push push) {
    try {
        push();
    } catch (const hall::HallRefusal& refusal) {
        return refusal.what();
    }
    return "";
}

/// Expects no event `event` at the hall: a station opening it is told so.
void requireNoEvent(HallFixture& hall, const std::string& event) {
    CHECK_FALSE(std::filesystem::exists(hall.folder / (event + ".renju")));
    CHECK(refusalOf([&] { hall.service->entriesAfter(event, "chief", 0); }) ==
          "no event " + event + " on this hall server");
}

std::string bytesOf(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

std::size_t movesAt(const model::EventState& state, int table) {
    return rules::recordOf(
               state.rounds.at(0).tables.at(static_cast<std::size_t>(table - 1)).currentGame().game)
        .size();
}

} // namespace

TEST_CASE("Hall push: the whole journal is stored as a new event that replays the same",
          "[hall][push]") {
    HallFixture hall;
    std::vector<storage::JournalEntry> journal = playedJournal(hall, "open");
    REQUIRE(hall.service->pushEvent("copy", "chief", journal) == journal.size());
    std::vector<storage::JournalEntry> stored = hall.service->entriesAfter("copy", "chief", 0);
    REQUIRE(stored.size() >= journal.size());
    for (std::size_t i = 0; i < journal.size(); ++i) {
        CHECK(stored[i].payload == journal[i].payload);
        CHECK(stored[i].role == journal[i].role);
        CHECK(stored[i].eventMilliseconds == journal[i].eventMilliseconds);
    }
    model::EventState copy = hall.replayed("copy");
    CHECK(copy.players.size() == 4);
    CHECK(movesAt(copy, 1) == 3);
    CHECK(movesAt(copy, 2) == 1);
    // The pushed event is a hall event like any other: its referees play on.
    hall.addReferee("copy", "anna", "referee");
    hall::CommandAnswer played = hall.send("copy", "anna", app::GameAction{1, 2, "h9"});
    INFO(played.message);
    CHECK(played.status == Status::Accepted);
}

TEST_CASE("Hall push: an entry that does not replay is named, and nothing is stored",
          "[hall][push]") {
    HallFixture hall;
    std::vector<storage::JournalEntry> journal = playedJournal(hall, "open");
    std::size_t poisoned = journal.size() - 2; // entry journal.size() - 1: a stone
    SECTION("a command the application refuses") {
        journal[poisoned].payload = app::commandToJson(app::GameAction{1, 9, "h8"});
        std::string reason = refusalOf([&] { hall.service->pushEvent("copy", "chief", journal); });
        CHECK(reason.starts_with("not pushed, nothing stored: the pushed journal: journal entry " +
                                 std::to_string(poisoned + 1) + " (game) cannot be replayed: "));
    }
    SECTION("an entry that cannot be read") {
        journal[poisoned].payload = R"({"type":"nonsense"})";
        std::string reason = refusalOf([&] { hall.service->pushEvent("copy", "chief", journal); });
        CHECK(reason.starts_with("not pushed, nothing stored: the pushed journal: journal entry " +
                                 std::to_string(poisoned + 1) + " is unreadable"));
    }
    SECTION("a gap in the numbering") {
        journal.erase(journal.begin() + 3);
        std::string reason = refusalOf([&] { hall.service->pushEvent("copy", "chief", journal); });
        CHECK(reason == "not pushed, nothing stored: the pushed journal: entry 4 is numbered 5 (a "
                        "journal numbers its entries 1, 2, 3... with no gap)");
    }
    requireNoEvent(hall, "copy");
}

TEST_CASE("Hall push: only a chief arbiter of the hall pushes, and only a new event",
          "[hall][push][rights]") {
    HallFixture hall;
    std::vector<storage::JournalEntry> journal = playedJournal(hall, "open");
    hall.addReferee("open", "anna", "referee");
    hall.addReferee("copy", "eva", "chief"); // a chief of that event, not of the hall
    for (const std::string who : {"anna", "eva", "stranger"}) {
        CAPTURE(who);
        CHECK(refusalOf([&] { hall.service->pushEvent("copy", who, journal); }) ==
              "permission denied: only a chief arbiter of the hall creates or pushes events");
    }
    requireNoEvent(hall, "copy");
    std::filesystem::path open = hall.folder / "open.renju";
    std::size_t before = hall.service->entriesAfter("open", "chief", 0).size();
    CHECK(refusalOf([&] { hall.service->pushEvent("open", "chief", journal); }) ==
          "the event open already exists on this hall server; push only to a new event");
    CHECK(hall.service->entriesAfter("open", "chief", 0).size() == before);
    // Not yet opened by the hall since it started: the file's name is taken all the same.
    hall.restart();
    std::string bytes = bytesOf(open);
    CHECK(refusalOf([&] { hall.service->pushEvent("open", "chief", journal); }) ==
          "the event open already exists on this hall server; push only to a new event");
    CHECK(bytesOf(open) == bytes);
}

TEST_CASE("Hall push: a new event file is written whole or not at all, never over another",
          "[hall][push][storage]") {
    HallFixture hall;
    std::vector<storage::JournalEntry> journal = playedJournal(hall, "open");
    std::filesystem::path target = hall.folder / "copy.renju";
    SECTION("a failure half way leaves nothing under the name") {
        std::vector<storage::JournalEntry> broken = journal;
        broken[5].sequence = 40; // the store numbers it 6: the write stops there
        CHECK_THROWS_WITH(storage::writeNewEventFile(broken, target, "copy"),
                          Catch::Contains("has a gap before entry 40"));
        CHECK_FALSE(std::filesystem::exists(target));
        CHECK_FALSE(std::filesystem::exists(target.string() + ".incoming"));
    }
    SECTION("an existing file is never replaced") {
        std::filesystem::path open = hall.folder / "open.renju";
        std::string bytes = bytesOf(open);
        CHECK_THROWS_AS(storage::writeNewEventFile(journal, open, "open"), storage::TargetExists);
        CHECK(bytesOf(open) == bytes);
    }
    SECTION("what a crashed push left beside the name is cleared, and the push goes through") {
        std::ofstream(target.string() + ".incoming") << "half a file";
        storage::writeNewEventFile(journal, target, "copy");
        auto store = storage::SqliteEventStore::open(target, true, "test");
        CHECK(store->lastEntry()->sequence == static_cast<std::int64_t>(journal.size()));
        CHECK_FALSE(std::filesystem::exists(target.string() + ".incoming"));
    }
}

TEST_CASE("Hall push: requests are bounded, a pushed journal more than a command", "[hall][push]") {
    CHECK(hall::maxRequestBody("POST", "/hall/events/open/push") == hall::kMaxPushBytes);
    CHECK(hall::maxRequestBody("POST", "/hall/events/open%2Fx/push") == hall::kMaxPushBytes);
    CHECK(hall::maxRequestBody("GET", "/hall/events/open/push") == hall::kMaxRequestBytes);
    CHECK(hall::maxRequestBody("POST", "/hall/events/open/commands") == hall::kMaxRequestBytes);
    CHECK(hall::maxRequestBody("POST", "/hall/events//push") == hall::kMaxRequestBytes);
    CHECK(hall::maxRequestBody("POST", "/hall/referees") == hall::kMaxRequestBytes);
    CHECK(hall::kMaxPushBytes == 16u << 20);
}
