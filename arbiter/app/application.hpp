#pragma once

#include "arbiter/app/command.hpp"
#include "arbiter/model/event_state.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::app {

/// A side effect a command asks for; the caller (session, GUI) carries it out.
struct Effect {
    enum class Kind {
        RoundFinished, ///< make the round backups
        GameEnded,     ///< a table's game ended (sound, refresh)
        ClaimMade,     ///< a claim at a table: the referee is called
    };
    Kind kind = Kind::GameEnded;
    int round = 0;
    int table = 0;
    std::string text;
};

/// The answer to a command: accepted (with the command to journal, resolved), or refused with
/// a reason a referee can read; a refused command changed nothing.
struct CommandOutcome {
    bool isAccepted = false;
    std::string message;
    /// The command as it is to be journaled (e.g. an engine pairing as its pairs).
    std::optional<Command> journaled;
    std::vector<std::string> warnings;
    std::vector<Effect> effects;
};

/// The only writer of an event's state. Every change goes through dispatch(), which checks
/// the command against the rules, the clock and the pairing, applies it and says what to
/// journal. Time is an argument: the event's own timeline in milliseconds, never read here.
class Application {
public:
    /// Checks and applies a command at event time `now`.
    CommandOutcome dispatch(const Command& command, std::int64_t now);

    /// Returns the event as it stands.
    const model::EventState& state() const { return m_state; }

    /// Says which program wrote the commands dispatched next (a journal entry's `program`):
    /// entries of versions before 0.2 are applied as those versions did (a claim's advice
    /// stood as the result; undo took back the last board event only and needed no reason),
    /// so that older events open unchanged. Live commands follow this version's rules.
    void followProgram(std::string_view program);

private:
    // One handler per command kind, all named `handle` so that dispatch() is one visit: a kind
    // without its handler does not compile. `now` is the event time; some kinds do not read it.
    CommandOutcome handle(const CreateEvent& command, std::int64_t now);
    CommandOutcome handle(const EditEvent& command, std::int64_t now);
    CommandOutcome handle(const AddPlayer& command, std::int64_t now);
    CommandOutcome handle(const ImportPlayers& command, std::int64_t now);
    CommandOutcome handle(const EditPlayer& command, std::int64_t now);
    CommandOutcome handle(const WithdrawPlayer& command, std::int64_t now);
    CommandOutcome handle(const RequestBye& command, std::int64_t now);
    CommandOutcome handle(const CancelBye& command, std::int64_t now);
    CommandOutcome handle(const ForbidPair& command, std::int64_t now);

    CommandOutcome handle(const PairNextRound& command, std::int64_t now);
    CommandOutcome handle(const PairRound& command, std::int64_t now);
    CommandOutcome handle(const SetTable& command, std::int64_t now);
    CommandOutcome handle(const SetBye& command, std::int64_t now);
    /// Fixes the players' numbers as they stand, before the first round is made.
    void freezeNumbers();
    /// Returns the round a hand change may edit (paired or published; the next round is created
    /// empty), or sets `refusal`.
    model::Round* roundForHandChange(int round, std::string& refusal);
    CommandOutcome handle(const PublishRound& command, std::int64_t now);
    CommandOutcome handle(const StartRound& command, std::int64_t now);
    CommandOutcome handle(const FinishRound& command, std::int64_t now);

    CommandOutcome handle(const GameAction& command, std::int64_t now);
    /// `undo` at a table: takes back its last entry, with a reason.
    CommandOutcome onTakeBack(const GameAction& command, model::Table& table, std::int64_t now);
    /// A ruling at a table of a finished round: entered, or corrected (with a reason).
    CommandOutcome onLateRuling(const GameAction& command, const rules::RulingEvent& ruling,
                                std::int64_t now);
    CommandOutcome handle(const ClockAction& command, std::int64_t now);
    CommandOutcome handle(const SetResult& command, std::int64_t now);
    /// A forfeit entered before the round starts: the whole table's (every game of a match).
    CommandOutcome onForfeitBeforeStart(const SetResult& command, model::Table& table);
    /// Starts game 2 of a match at a table.
    CommandOutcome handle(const StartGame& command, std::int64_t now);
    CommandOutcome handle(const RecoverSession& command, std::int64_t now);
    CommandOutcome handle(const EnterScoresheet& command, std::int64_t now);

    /// Returns the table of a started round, or sets `refusal`.
    model::Table* startedTable(int round, int table, std::string& refusal);

    model::EventState m_state;
    bool m_followsEarlierRules = false;
};

} // namespace renju::arbiter::app
