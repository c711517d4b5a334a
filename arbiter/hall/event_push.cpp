#include "arbiter/hall/event_push.hpp"

#include "arbiter/app/event_session.hpp"
#include "arbiter/hall/hall_route.hpp"
#include "arbiter/storage/entry_list_store.hpp"
#include "arbiter/storage/journal_json.hpp"

#include <nlohmann/json.hpp>

namespace renju::arbiter::hall {

std::size_t maxRequestBody(std::string_view method, std::string_view path) {
    bool isPush = method == "POST" && parseHallRoute(path).kind == HallRouteKind::Push;
    return isPush ? kMaxPushBytes : kMaxRequestBytes;
}

std::string replayProblem(const std::vector<storage::JournalEntry>& entries) {
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].sequence != static_cast<std::int64_t>(i) + 1) {
            return "the pushed journal: entry " + std::to_string(i + 1) + " is numbered " +
                   std::to_string(entries[i].sequence) +
                   " (a journal numbers its entries 1, 2, "
                   "3... with no gap)";
        }
    }
    try {
        std::vector<std::string> notices;
        // Read only: nothing is journaled, no recovery is run; every entry goes through the
        // application's dispatch exactly as when the hall opens the event.
        app::EventSession::open(
            std::make_unique<storage::EntryListStore>(entries, "the pushed journal"),
            app::Instant{}, "hall", notices);
    } catch (const std::exception& error) {
        return error.what();
    }
    return "";
}

std::string pushAnswer(HallService& service, const std::string& event, const std::string& issuer,
                       const std::string& body) {
    storage::JournalPage page;
    try {
        page = storage::journalPageFromJson(body);
    } catch (const std::exception& error) {
        throw HallRefusal(std::string("the pushed journal cannot be read: ") + error.what());
    }
    std::size_t stored = service.pushEvent(event, issuer, page.entries);
    return nlohmann::json{{"pushed", stored}}.dump();
}

} // namespace renju::arbiter::hall
