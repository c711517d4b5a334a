// The SQLite journal on real files: durability settings, one writer, readers alongside,
// damaged files refused without being touched, backups and restore.
#include "arbiter/storage/backups.hpp"
#include "arbiter/storage/sqlite.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "temp_folder.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

using namespace renju::arbiter;
using namespace renju::arbiter::storage;

namespace {

JournalEntry command(const std::string& payload, std::int64_t time) {
    JournalEntry entry;
    entry.kind = EntryKind::Command;
    entry.eventMilliseconds = time;
    entry.monotonicMilliseconds = time;
    entry.wallMilliseconds = 1'700'000'000'000 + time;
    entry.bootId = "boot";
    entry.actor = "test";
    entry.payload = payload;
    return entry;
}

std::vector<JournalEntry> readAll(const EventStore& store) {
    std::vector<JournalEntry> entries;
    store.forEachEntry([&](const JournalEntry& entry) { entries.push_back(entry); });
    return entries;
}

std::string fileBytes(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << file.rdbuf();
    return bytes.str();
}

void writeFile(const std::filesystem::path& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

} // namespace

TEST_CASE("Store: entries are appended in order and read back after reopening", "[storage]") {
    test::TempFolder folder("store-basic");
    auto path = folder / "cup.renju";
    {
        auto store = SqliteEventStore::create(path, "writer 1");
        CHECK(store->append(command(R"({"type":"a"})", 1)) == 1);
        CHECK(store->append(command("{\"name\":\"王伟 Иван\"}", 2)) == 2);
    }
    auto store = SqliteEventStore::open(path, false, "writer 2");
    auto entries = readAll(*store);
    REQUIRE(entries.size() == 2);
    CHECK(entries[1].payload == "{\"name\":\"王伟 Иван\"}");
    CHECK(entries[1].wallMilliseconds == 1'700'000'000'002);
    CHECK(store->lastEntry()->sequence == 2);
    Database check(path, Database::Mode::ReadOnly);
    CHECK(check.queryText("PRAGMA journal_mode") == "wal");
    CHECK(check.queryInteger("PRAGMA user_version") == SqliteEventStore::kSchemaVersion);
}

TEST_CASE("Store: a new event never overwrites an existing file", "[storage]") {
    test::TempFolder folder("store-exists");
    auto path = folder / "cup.renju";
    writeFile(path, "my notes");
    CHECK_THROWS_WITH(SqliteEventStore::create(path, "w"),
                      Catch::Contains("already exists; choose another name"));
    CHECK(fileBytes(path) == "my notes");
}

TEST_CASE("Store: a second writer is refused; readers work alongside", "[storage][lock]") {
    test::TempFolder folder("store-lock");
    auto path = folder / "cup.renju";
    auto writer = SqliteEventStore::create(path, "renju-arbiter pid 42 (gui:chief)");
    writer->append(command("{}", 1));
    CHECK_THROWS_WITH(SqliteEventStore::open(path, false, "second"),
                      Catch::Contains("is open for writing elsewhere (renju-arbiter pid 42 "
                                      "(gui:chief))") &&
                          Catch::Contains("Read-only commands"));
    auto reader = SqliteEventStore::open(path, true, "reader");
    CHECK(readAll(*reader).size() == 1);
    writer->append(command("{}", 2));
    CHECK(readAll(*reader).size() == 2); // the reader sees what the writer committed
    CHECK_THROWS_AS(reader->append(command("{}", 3)), StorageError);
    writer.reset(); // closing releases the lock
    CHECK_NOTHROW(SqliteEventStore::open(path, false, "third"));
}

TEST_CASE("Store: a file that is not an event is refused and left as it is", "[storage]") {
    test::TempFolder folder("store-garbage");
    auto garbage = folder / "garbage.renju";
    writeFile(garbage, std::string(4096, 'x'));
    CHECK_THROWS_WITH(SqliteEventStore::open(garbage, false, "w"),
                      Catch::Contains("is not a Renju Arbiter event file (it is not an SQLite "
                                      "database)"));
    CHECK(fileBytes(garbage) == std::string(4096, 'x'));

    auto foreign = folder / "foreign.renju";
    {
        Database other(foreign, Database::Mode::Create);
        other.execute("CREATE TABLE t (x)");
    }
    std::string before = fileBytes(foreign);
    CHECK_THROWS_WITH(SqliteEventStore::open(foreign, false, "w"),
                      Catch::Contains("an SQLite database but not a Renju Arbiter event file"));
    CHECK(fileBytes(foreign) == before);
    CHECK_THROWS_WITH(SqliteEventStore::open(folder / "missing.renju", true, "r"),
                      Catch::Contains("no such event file"));
}

TEST_CASE("Store: a truncated event file gives a clear error and is not changed",
          "[storage][damage]") {
    test::TempFolder folder("store-truncated");
    auto path = folder / "cup.renju";
    {
        auto store = SqliteEventStore::create(path, "w");
        for (int i = 0; i < 2000; ++i) {
            store->append(command(std::string(200, 'p'), i));
        }
    }
    std::string full = fileBytes(path);
    REQUIRE(full.size() > 100000);
    std::string truncated = full.substr(0, full.size() / 2);
    writeFile(path, truncated);
    std::filesystem::remove(path.string() + "-wal");
    std::filesystem::remove(path.string() + "-shm");
    bool refused = false;
    try {
        auto store = SqliteEventStore::open(path, false, "w");
        readAll(*store);
    } catch (const StorageError& error) {
        refused = true;
        CHECK(std::string(error.what()).find("cup.renju") != std::string::npos);
    }
    CHECK(refused);
    CHECK(fileBytes(path) == truncated);
}

TEST_CASE("Store: round backups go beside the event and to a second folder, newest kept",
          "[storage][backup]") {
    test::TempFolder folder("store-backup");
    auto path = folder / "cup.renju";
    auto store = SqliteEventStore::create(path, "w");
    store->append(command("{}", 1));
    BackupPolicy policy{2, folder / "usb"};
    for (int round = 1; round <= 3; ++round) {
        BackupReport report = backupAfterRound(*store, path, round, 1'700'000'000'000, policy);
        CHECK(report.problems.empty());
        CHECK(report.written.size() == 2);
    }
    std::vector<std::string> kept;
    for (const auto& entry : std::filesystem::directory_iterator(folder / "backups")) {
        kept.push_back(entry.path().filename().string());
    }
    std::sort(kept.begin(), kept.end());
    CHECK(kept == std::vector<std::string>{"cup-round-02-20231114-221320.renju",
                                           "cup-round-03-20231114-221320.renju"});
    auto copy = SqliteEventStore::open(folder / "usb" / kept[1], true, "r");
    CHECK(readAll(*copy).size() == 1);

    BackupPolicy broken{2, std::filesystem::path("/proc/no-such-usb-stick")};
    BackupReport report = backupAfterRound(*store, path, 4, 1'700'000'000'000, broken);
    CHECK(report.written.size() == 1); // the primary backup is still made
    REQUIRE(report.problems.size() == 1);
    CHECK(report.problems[0].rfind("backup in the second folder /proc/no-such-usb-stick failed",
                                   0) == 0);
}

TEST_CASE("Store: restore replaces the event by a backup and keeps the old file",
          "[storage][backup]") {
    test::TempFolder folder("store-restore");
    auto path = folder / "cup.renju";
    auto backup = folder / "cup-backup.renju";
    {
        auto store = SqliteEventStore::create(path, "w");
        store->append(command("{}", 1));
        store->backupTo(backup);
        store->append(command("{}", 2));
        CHECK_THROWS_WITH(restoreFromBackup(path, backup, 1'700'000'000'000),
                          Catch::Contains("close that program before restoring"));
    }
    std::string message = restoreFromBackup(path, backup, 1'700'000'000'000);
    CHECK(message.find("the previous file is kept as cup.renju.before-restore-") !=
          std::string::npos);
    auto restored = SqliteEventStore::open(path, true, "r");
    CHECK(readAll(*restored).size() == 1);
    auto kept =
        SqliteEventStore::open(folder / "cup.renju.before-restore-20231114-221320", true, "r");
    CHECK(readAll(*kept).size() == 2);
    writeFile(folder / "bad.renju", "not a backup");
    CHECK_THROWS_AS(restoreFromBackup(path, folder / "bad.renju", 1), StorageError);
}

TEST_CASE("Store: a schema 1 file is upgraded when opened for writing, entries intact",
          "[storage][schema]") {
    test::TempFolder folder("store-schema");
    auto path = folder / "old.renju";
    {
        // A file as the first release wrote it: schema 1, no program column.
        Database old(path, Database::Mode::Create);
        old.execute("PRAGMA journal_mode=WAL");
        old.execute("CREATE TABLE journal (sequence INTEGER PRIMARY KEY, kind TEXT NOT NULL CHECK "
                    "(kind IN ('command', 'open', 'close')), event_ms INTEGER NOT NULL, "
                    "monotonic_ms INTEGER NOT NULL, wall_ms INTEGER NOT NULL, boot_id TEXT NOT "
                    "NULL, actor TEXT NOT NULL, payload TEXT NOT NULL)");
        old.execute("INSERT INTO journal (kind, event_ms, monotonic_ms, wall_ms, boot_id, actor, "
                    "payload) VALUES ('command', 5, 5, 5, 'boot', 'cli', '{\"type\":\"x\"}')");
        old.execute("PRAGMA application_id=" + std::to_string(SqliteEventStore::kApplicationId));
        old.execute("PRAGMA user_version=1");
    }
    CHECK_THROWS_WITH(SqliteEventStore::open(path, true, "reader"),
                      Catch::Contains("uses an older schema (1); open it once for writing"));
    {
        auto store = SqliteEventStore::open(path, false, "writer");
        JournalEntry next = command(R"({"type":"y"})", 6);
        next.program = "renju-arbiter test";
        CHECK(store->append(next) == 2);
    }
    auto store = SqliteEventStore::open(path, true, "reader");
    auto entries = readAll(*store);
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].payload == R"({"type":"x"})");
    CHECK(entries[0].program.empty());
    CHECK(entries[1].program == "renju-arbiter test");
    Database check(path, Database::Mode::ReadOnly);
    CHECK(check.queryInteger("PRAGMA user_version") == SqliteEventStore::kSchemaVersion);
}
