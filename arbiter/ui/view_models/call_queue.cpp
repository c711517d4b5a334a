#include "arbiter/ui/view_models/call_queue.hpp"

#include "arbiter/ui/view_models/table_summary.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

void CallQueue::push(RefereeCall call) {
    m_calls.push_back(std::move(call));
}

void CallQueue::dismiss(std::size_t index) {
    if (index < m_calls.size()) {
        m_calls.erase(m_calls.begin() + static_cast<std::ptrdiff_t>(index));
    }
}

void CallQueue::dismissTable(int round, int table, CallKind kind) {
    std::erase_if(m_calls, [&](const RefereeCall& call) {
        return call.round == round && call.table == table && call.kind == kind;
    });
}

namespace {

/// The call for a table's claim awaiting its ruling, worded as the claim was entered.
RefereeCall claimCall(int round, const model::Table& table, std::int64_t at) {
    std::string text = "claim (awaiting the ruling)";
    const std::vector<model::TableEntry>& history = table.currentGame().history;
    for (auto entry = history.rbegin(); entry != history.rend(); ++entry) {
        const auto* event = std::get_if<rules::GameEvent>(&entry->event);
        const auto* claim = event ? std::get_if<rules::ClaimEvent>(event) : nullptr;
        if (claim) {
            text = std::string("claim ") +
                   (claim->claimant == rules::Stone::White ? "white " : "black ") +
                   claimKindName(claim->kind) + " (awaiting the ruling)";
            break;
        }
    }
    return RefereeCall{round, table.number, CallKind::Claim, text, at};
}

} // namespace

std::vector<RefereeCall> pendingClaimCalls(const model::EventState& state, std::int64_t at) {
    std::vector<RefereeCall> calls;
    for (const model::Round& round : state.rounds) {
        if (round.status != model::RoundStatus::Started) {
            continue;
        }
        for (const model::Table& table : round.tables) {
            if (rules::isAwaitingRuling(table.currentGame().game)) {
                calls.push_back(claimCall(round.number, table, at));
            }
        }
    }
    return calls;
}

bool CallQueue::hasCall(int round, int table, CallKind kind) const {
    return std::any_of(m_calls.begin(), m_calls.end(), [&](const RefereeCall& call) {
        return call.round == round && call.table == table && call.kind == kind;
    });
}

void syncClaimCall(CallQueue& queue, const model::EventState& state, int round, int table,
                   std::int64_t at) {
    const model::Round* found = state.findRound(round);
    const model::Table* played = found ? found->findTable(table) : nullptr;
    if (!played || !rules::isAwaitingRuling(played->currentGame().game)) {
        queue.dismissTable(round, table, CallKind::Claim);
    } else if (!queue.hasCall(round, table, CallKind::Claim)) {
        queue.push(claimCall(round, *played, at));
    }
}

std::optional<RefereeCall> callForAlert(const clock::Alert& alert, int round, int table,
                                        bool usesTimeReferees) {
    if (!usesTimeReferees) {
        return std::nullopt; // 14.8: nobody but the players points out a flag
    }
    std::string seat = std::string("seat ") + clock::seatLetter(alert.seat);
    switch (alert.kind) {
    case clock::AlertKind::TimeRefereeCall:
        return RefereeCall{round, table, CallKind::TimeReferee,
                           "time referee: " + seat + " has 5 minutes left (14.9)",
                           alert.at.count()};
    case clock::AlertKind::Flag:
        return RefereeCall{round, table, CallKind::Flag, "flag: " + seat + "'s time ran out (9.4)",
                           alert.at.count()};
    default:
        return std::nullopt;
    }
}

std::string callText(const RefereeCall& call) {
    return "table " + std::to_string(call.table) + ": " + call.text;
}

} // namespace renju::arbiter::ui
