#pragma once

#include "arbiter/hall/hall_service.hpp"
#include "arbiter/storage/event_store.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::hall {

/// The largest request body the hall server reads: a command, a referee.
inline constexpr std::size_t kMaxRequestBytes = 1 << 20;
/// The largest pushed journal (`event push`, one request): 16 MiB of JSON, some 50,000 entries
/// of a few hundred bytes, several times a large open's whole event.
inline constexpr std::size_t kMaxPushBytes = 16 << 20;

/// Returns the largest body the hall server reads for a request (`method` and `path` as sent),
/// decided from its head before any of the body is read: a push's 16 MiB, any other's 1 MiB.
std::size_t maxRequestBody(std::string_view method, std::string_view path);

/// Returns why `entries` cannot be an event's journal ("" when they can): they must be numbered
/// 1, 2, 3... and replay, every one, by the application's own dispatch (EventSession), as the
/// hall would replay them when it opens the event. The reason names the entry and why.
std::string replayProblem(const std::vector<storage::JournalEntry>& entries);

/// Answers a push: reads the journal from `body` (journalPageToJson()'s form) and has the
/// service store it as the new event `event` for `issuer`; returns {"pushed": ENTRIES}. Throws
/// HallRefusal (an unreadable body, no rights, the event exists, an entry that does not replay)
/// or StorageError.
std::string pushAnswer(HallService& service, const std::string& event, const std::string& issuer,
                       const std::string& body);

} // namespace renju::arbiter::hall
