#include "hall_fixture.hpp"

#include "arbiter/app/command_json.hpp"
#include "arbiter/storage/journal_copy.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "rules/opening_protocol.hpp"

namespace renju::arbiter::test {

namespace {

std::filesystem::path eventFile(const TempFolder& folder, const std::string& event) {
    return folder / (event + ".renju");
}

} // namespace

HallFixture::HallFixture() {
    referees.add({"chief", "", app::Rights::Chief, ""});
    restart();
}

void HallFixture::restart() {
    service.reset();
    service = std::make_unique<hall::HallService>(
        [this](const std::string& event, bool create) -> std::unique_ptr<storage::EventStore> {
            std::filesystem::path path = eventFile(folder, event);
            if (create) {
                return storage::SqliteEventStore::create(path, "hall server");
            }
            if (!std::filesystem::exists(path)) {
                throw hall::HallRefusal("no event " + event + " on this hall server");
            }
            return storage::SqliteEventStore::open(path, false, "hall server");
        },
        referees,
        [this] {
            return app::Instant{clockMs, 1'700'000'000'000 + clockMs, "hall-boot"};
        },
        [this](const std::string& event, const std::vector<storage::JournalEntry>& entries) {
            storage::writeNewEventFile(entries, eventFile(folder, event), event);
        });
}

void HallFixture::addReferee(const std::string& event, const std::string& name,
                             const std::string& rights) {
    referees.add({name, event, *hall::rightsFromName(rights), ""});
}

hall::CommandAnswer HallFixture::send(const std::string& event, const std::string& issuer,
                                      const app::Command& command) {
    return sendText(event, issuer, app::commandToJson(command), "id-" + std::to_string(++nextId));
}

hall::CommandAnswer HallFixture::sendText(const std::string& event, const std::string& issuer,
                                          const std::string& json, const std::string& requestId) {
    clockMs += 1000;
    hall::CommandRequest request;
    request.event = event;
    request.issuer = issuer;
    request.requestId = requestId;
    request.actor = "cli:" + issuer;
    request.command = json;
    return service->execute(request);
}

void HallFixture::startedEvent(const std::string& event, const std::string& opening) {
    model::EventSettings settings;
    settings.name = "Hall Open";
    settings.rounds = 5;
    std::string problem;
    settings.opening = *rules::parseOpeningRules(opening, problem);
    settings.timeControl = "600+5";
    service->createEvent(event, "chief");
    auto must = [&](const app::Command& command) {
        hall::CommandAnswer answer = send(event, "chief", command);
        if (answer.status != hall::CommandAnswer::Status::Accepted) {
            throw std::runtime_error("refused: " + answer.message);
        }
    };
    must(app::CreateEvent{settings});
    for (int i = 1; i <= 4; ++i) {
        model::Player player;
        player.name = "Player " + std::to_string(i);
        player.rating = 2010 - 10 * i;
        must(app::AddPlayer{player});
    }
    app::PairRound pairing;
    pairing.round = 1;
    pairing.tables = {app::TablePairing{model::PlayerId{1}, model::PlayerId{2}},
                      app::TablePairing{model::PlayerId{3}, model::PlayerId{4}}};
    must(pairing);
    must(app::PublishRound{1});
    must(app::StartRound{1});
}

model::EventState HallFixture::replayed(const std::string& event) {
    std::vector<std::string> notices;
    auto store = storage::SqliteEventStore::open(eventFile(folder, event), true, "reader");
    auto session = app::EventSession::open(std::move(store), app::Instant{clockMs, 0, "other"},
                                           "reader", notices);
    return session->state();
}

} // namespace renju::arbiter::test
