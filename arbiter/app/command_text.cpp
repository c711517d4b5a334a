#include "arbiter/app/command_text.hpp"

#include "arbiter/app/round_lists.hpp"

namespace renju::arbiter::app {

namespace {

std::string with(const std::string& reason) {
    return reason.empty() ? "" : " (" + reason + ")";
}

std::string at(int round, int table) {
    return "round " + std::to_string(round) + " table " + std::to_string(table);
}

/// " game 2" for a command about game 2 of a match; "" for game 1 (or a table of one game).
std::string gameText(int game) {
    return game > 1 ? " game " + std::to_string(game) : "";
}

std::string id(PlayerId player) {
    return "#" + std::to_string(player.value);
}

template <class... Handlers>
struct Overloaded : Handlers... {
    using Handlers::operator()...;
};
template <class... Handlers>
Overloaded(Handlers...) -> Overloaded<Handlers...>;

const char* clockVerb(ClockActionKind kind) {
    switch (kind) {
    case ClockActionKind::Pause:
        return "pause";
    case ClockActionKind::Resume:
        return "resume";
    case ClockActionKind::AdjustTime:
        return "adjust time";
    case ClockActionKind::AdjustMoves:
        return "adjust moves";
    case ClockActionKind::SetPeriod:
        return "set period";
    case ClockActionKind::Absent:
        return "absent";
    }
    return "?";
}

} // namespace

std::string countText(std::size_t count, const std::string& noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

std::string describeCommand(const Command& command) {
    return std::visit(
        Overloaded{
            [](const CreateEvent& c) { return "event created: " + c.settings.name; },
            [](const EditEvent&) { return std::string("event settings changed"); },
            [](const AddPlayer& c) {
                return "player added: " + c.player.name + " (" + std::to_string(c.player.rating) +
                       (c.player.federation.empty() ? "" : ", " + c.player.federation) + ")";
            },
            [](const ImportPlayers& c) {
                return "players imported: " + std::to_string(c.players.size()) + with(c.source);
            },
            [](const EditPlayer& c) { return "player " + id(c.id) + " changed: " + c.player.name; },
            [](const WithdrawPlayer& c) {
                return "player " + id(c.id) + " withdrawn" + with(c.reason);
            },
            [](const RequestBye& c) {
                return "player " + id(c.id) + ": " +
                       (c.kind == model::ByeKind::Half ? "half" : "zero") + "-point bye in round " +
                       std::to_string(c.round);
            },
            [](const CancelBye& c) {
                return "player " + id(c.id) + ": bye in round " + std::to_string(c.round) +
                       " cancelled";
            },
            [](const ForbidPair& c) {
                return "players " + id(c.first) + " and " + id(c.second) + " kept apart";
            },
            [](const PairNextRound&) { return std::string("pair the next round"); },
            [](const PairRound& c) {
                std::string text = "round " + std::to_string(c.round) + " paired " +
                                   (c.isFromEngine ? "by the engine" : "by hand") + ": " +
                                   countText(c.tables.size(), "table");
                for (const std::string& warning : c.warnings) {
                    text += "; warning: " + warning;
                }
                return text;
            },
            [](const SetTable& c) {
                return at(c.round, c.table) + " set by hand: " + id(c.first) + " - " +
                       id(c.second) + with(c.reason);
            },
            [](const SetBye& c) {
                return "round " + std::to_string(c.round) + ": pairing-allocated bye " +
                       (c.player ? "to " + id(*c.player) : std::string("taken away")) + " by hand" +
                       with(c.reason);
            },
            [](const PublishRound& c) { return "round " + std::to_string(c.round) + " published"; },
            [](const StartRound& c) { return "round " + std::to_string(c.round) + " started"; },
            [](const FinishRound& c) { return "round " + std::to_string(c.round) + " finished"; },
            [](const GameAction& c) {
                return at(c.round, c.table) + gameText(c.game) + ": " + c.event +
                       (c.reason.empty() ? "" : " (" + c.reason + ")");
            },
            [](const ClockAction& c) {
                std::string seat = c.seat == clock::Seat::A ? " A" : " B";
                std::string amount =
                    c.kind == ClockActionKind::AdjustTime
                        ? " " + std::to_string(c.amount / 1000) + " s"
                        : (c.kind == ClockActionKind::Pause || c.kind == ClockActionKind::Resume
                               ? ""
                               : " " + std::to_string(c.amount));
                bool hasSeat = c.kind == ClockActionKind::AdjustTime ||
                               c.kind == ClockActionKind::AdjustMoves ||
                               c.kind == ClockActionKind::SetPeriod;
                return at(c.round, c.table) + gameText(c.game) + ": clock " + clockVerb(c.kind) +
                       (hasSeat ? seat + amount : "") +
                       (c.kind == ClockActionKind::Absent ? " " + c.absence : "") + with(c.reason);
            },
            [](const SetResult& c) {
                // By player, as the pairing lists them: a bare "1-0" would read as Black's win.
                auto scores = [](model::ResultCode code) {
                    return "first player " + ownScore(code, true) + ", second player " +
                           ownScore(code, false);
                };
                auto corrected = model::parseResultCode(c.corrects);
                return "result " + at(c.round, c.table) + gameText(c.game) + ": " + scores(c.code) +
                       (corrected ? " (corrects " + scores(*corrected) + ")" : "") + with(c.reason);
            },
            [](const StartGame& c) {
                return at(c.round, c.table) + ": game " + std::to_string(c.game) + " started";
            },
            [](const RecoverSession& c) {
                return std::string("recovery after ") +
                       (c.isAfterReboot ? "a reboot" : "an unclean shutdown") + ", gap " +
                       std::to_string(c.gapMilliseconds / 1000) + " s: running clocks paused";
            },
            [](const EnterScoresheet& c) {
                return at(c.round, c.table) + ": game typed from the scoresheet (" +
                       (c.isSecondBlack ? "the second player Black" : "the first player Black") +
                       (c.result.empty() ? "" : ", result " + c.result) + ")" + with(c.reason);
            },
        },
        command);
}

std::pair<int, int> commandPlace(const Command& command) {
    if (const auto* game = std::get_if<GameAction>(&command)) {
        return {game->round, game->table};
    }
    if (const auto* clockAction = std::get_if<ClockAction>(&command)) {
        return {clockAction->round, clockAction->table};
    }
    if (const auto* result = std::get_if<SetResult>(&command)) {
        return {result->round, result->table};
    }
    if (const auto* start = std::get_if<StartGame>(&command)) {
        return {start->round, start->table};
    }
    if (const auto* table = std::get_if<SetTable>(&command)) {
        return {table->round, table->table};
    }
    if (const auto* pairing = std::get_if<PairRound>(&command)) {
        return {pairing->round, 0};
    }
    if (const auto* bye = std::get_if<SetBye>(&command)) {
        return {bye->round, 0};
    }
    if (const auto* typed = std::get_if<EnterScoresheet>(&command)) {
        return {typed->round, typed->table};
    }
    return {0, 0};
}

} // namespace renju::arbiter::app
