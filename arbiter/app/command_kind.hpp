#pragma once

// How a command kind describes itself. Each kind (a struct in one of the *_commands.hpp files)
// says in its own body its journal name (`kName`), what it is about (`kScope`), its journal
// fields (`journalFields()`) and its line in the audit log (`describe()`, or `describe(state)`
// for a kind that names players: by their numbers in the event's state). The lists that used
// to be kept in step by hand (the name table, the JSON writer and reader, describeCommand,
// commandPlace) are derived from these traits over the `Command` variant, which checks every
// alternative with the `CommandKind` concept below.

#include <concepts>
#include <string>
#include <string_view>
#include <tuple>

namespace renju::arbiter::model {
struct EventState;
} // namespace renju::arbiter::model

namespace renju::arbiter::app {

/// What a command is about, as each kind declares it in `kScope`. There is no default: a kind
/// about no table says so, so that the shared journal's conflict check, the audit log's filters
/// and the live page never pass over a table because a kind forgot to name it.
enum class CommandScope {
    /// One table of a round: the kind has `round` and `table` members.
    Table,
    /// A round as a whole, none of its tables in particular: the kind has a `round` member.
    Round,
    /// The event as a whole (its settings, its players, a recovery): no round, no table.
    EventWide,
};

/// Who may issue a command on a shared event, as each kind declares it in `kRights` (no default,
/// as for the scope): the hall server decides on this declaration of the parsed command, never
/// on the command's text. Ordered: each right includes the ones before it.
enum class Rights {
    /// Reads the event; issues no command.
    Viewer,
    /// Plays the tables: board events, clock actions, results, a match's next game, scoresheets.
    Referee,
    /// Everything: the setup, the players, the pairings, the rounds, any referee's ruling.
    Chief,
};

/// How a member is kept in a journal entry (one JSON object per command).
enum class Presence {
    /// Always written; an entry without it cannot be read.
    Required,
    /// Always written; an entry without it (an older program's) reads the member's default.
    Defaulted,
    /// Written only when it differs from the member's default (an empty text, no player); an
    /// entry without it reads the default.
    WhenSet,
    /// The game of a match: written from game 2 on, so that a one-game event's journal reads as
    /// it did before matches; an entry without it reads game 1.
    MatchGame,
};

/// One member of a command kind, its key in the journal and how it is kept there. The presence
/// is a template argument so that the JSON code compiles only what each field uses (a member
/// kept `WhenSet` must compare with its default; a required one need not).
template <class Kind, class Value, Presence kPresence>
struct JournalField {
    std::string_view key;
    Value Kind::*member;
};

/// Two members kept as one array of two under one key, `"players": [1, 2]`; both required.
template <class Kind, class Value>
struct JournalPair {
    std::string_view key;
    Value Kind::*first;
    Value Kind::*second;
};

/// The words of a kind's field list: `journalFields()` returns a tuple of these, in the order
/// an entry is read.
namespace journal {

/// A member always written and needed to read the entry.
template <class Kind, class Value>
constexpr auto required(std::string_view key, Value Kind::*member) {
    return JournalField<Kind, Value, Presence::Required>{key, member};
}

/// A member always written, read as its default when an older entry lacks it.
template <class Kind, class Value>
constexpr auto defaulted(std::string_view key, Value Kind::*member) {
    return JournalField<Kind, Value, Presence::Defaulted>{key, member};
}

/// A member written only when it differs from its default (an optional player, a reason).
template <class Kind, class Value>
constexpr auto whenSet(std::string_view key, Value Kind::*member) {
    return JournalField<Kind, Value, Presence::WhenSet>{key, member};
}

/// The game of a match a table command is about, under the key "game" (see Presence).
template <class Kind>
constexpr auto matchGame(int Kind::*member) {
    return JournalField<Kind, int, Presence::MatchGame>{"game", member};
}

/// Two members as one array of two under `key`.
template <class Kind, class Value>
constexpr auto pair(std::string_view key, Value Kind::*first, Value Kind::*second) {
    return JournalPair<Kind, Value>{key, first, second};
}

} // namespace journal

/// A kind with a `round` member (a round's number).
template <class Kind>
concept HasRound = requires(const Kind& command) {
    { command.round } -> std::convertible_to<int>;
};

/// A kind with `round` and `table` members (a table of a round).
template <class Kind>
concept HasTable = HasRound<Kind> && requires(const Kind& command) {
    { command.table } -> std::convertible_to<int>;
};

/// A kind whose description names players: it reads their numbers (No.) and names in the
/// event's state, `describe(state)`.
template <class Kind>
concept NamesPlayers = requires(const Kind& command, const model::EventState& state) {
    { command.describe(state) } -> std::same_as<std::string>;
};

/// A kind whose description needs nothing but the command, `describe()`.
template <class Kind>
concept DescribesAlone = requires(const Kind& command) {
    { command.describe() } -> std::same_as<std::string>;
};

/// A command kind that describes itself: its journal name, what it is about (with the members
/// its scope reads), who may issue it (never a viewer), its journal fields and its one-line
/// description for the audit log.
template <class Kind>
concept CommandKind = requires {
    { Kind::kName } -> std::convertible_to<std::string_view>;
    { Kind::kScope } -> std::convertible_to<CommandScope>;
    { Kind::kRights } -> std::convertible_to<Rights>;
    Kind::journalFields();
}
&&(Kind::kRights != Rights::Viewer) &&
    (NamesPlayers<Kind> ||
     DescribesAlone<Kind>)&&(Kind::kScope == CommandScope::EventWide ||
                             (Kind::kScope == CommandScope::Round && HasRound<Kind>) ||
                             (Kind::kScope == CommandScope::Table && HasTable<Kind>));

} // namespace renju::arbiter::app
