#pragma once

#include "arbiter/app/application.hpp"
#include "clock/alerts.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// Why the referee is called to a table.
enum class CallKind { Claim, TimeReferee, Flag };

/// A call for the referee: "claim at table 7", in order of arrival.
struct RefereeCall {
    int round = 0;
    int table = 0;
    CallKind kind = CallKind::Claim;
    std::string text;
    /// Event time of arrival (ms).
    std::int64_t at = 0;
};

/// The referee's calls in order of arrival; the referee dismisses them one by one.
class CallQueue {
public:
    /// Adds a call at the end.
    void push(RefereeCall call);
    /// Removes the call at `index` (nothing when out of range).
    void dismiss(std::size_t index);
    /// Removes the calls of one kind at one table.
    void dismissTable(int round, int table, CallKind kind);
    /// Returns true when a call of that kind at that table is queued.
    bool hasCall(int round, int table, CallKind kind) const;
    const std::vector<RefereeCall>& calls() const { return m_calls; }

private:
    std::vector<RefereeCall> m_calls;
};

/// Returns the calls for every claim still awaiting the arbiter's ruling in a round being
/// played, in table order: the queue lives in memory, so a restarted application rebuilds it.
std::vector<RefereeCall> pendingClaimCalls(const model::EventState& state, std::int64_t at);

/// Makes the queue follow a table after an accepted command there: a claim that awaits the
/// arbiter's ruling is called (once), and the call ends when nothing awaits any more (a ruling,
/// the claim taken back, the arbiter's result).
void syncClaimCall(CallQueue& queue, const model::EventState& state, int round, int table,
                   std::int64_t at);

/// Returns the call a clock alert asks for: the time referee (14.9) and a fallen flag, both
/// only when the event uses time referees; nothing otherwise.
std::optional<RefereeCall> callForAlert(const clock::Alert& alert, int round, int table,
                                        bool usesTimeReferees);

/// Returns the call as the queue shows it: "table 7: claim white forbidden".
std::string callText(const RefereeCall& call);

} // namespace renju::arbiter::ui
