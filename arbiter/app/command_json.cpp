#include "arbiter/app/command_json.hpp"

#include "arbiter/app/detail_json.hpp"
#include "arbiter/app/player_csv.hpp"

#include <functional>
#include <map>
#include <nlohmann/json.hpp>

namespace renju::arbiter::model {

using nlohmann::json;

void to_json(json& out, const PlayerId& id) {
    out = id.value;
}
void from_json(const json& in, PlayerId& id) {
    id.value = in.get<int>();
}

void to_json(json& out, const Player& player) {
    out = json{{"id", player.id},
               {"name", player.name},
               {"rating", player.rating},
               {"federation", player.federation},
               {"club", player.club},
               {"rifId", player.rifId},
               {"withdrawn", player.status == PlayerStatus::Withdrawn},
               {"firstRound", player.firstRound},
               {"withdrawnAfterRound", player.withdrawnAfterRound}};
    renju::arbiter::app::writePlayerDetails(out, player.details);
}
void from_json(const json& in, Player& player) {
    player.id = in.value("id", PlayerId{});
    player.name = in.at("name").get<std::string>();
    player.rating = in.value("rating", 0);
    player.federation = in.value("federation", "");
    player.club = in.value("club", "");
    player.rifId = in.value("rifId", "");
    player.status = in.value("withdrawn", false) ? PlayerStatus::Withdrawn : PlayerStatus::Active;
    player.firstRound = in.value("firstRound", 1);
    player.withdrawnAfterRound = in.value("withdrawnAfterRound", 0);
    renju::arbiter::app::readPlayerDetails(in, player.details);
}

/// Reads Ren's variants as the script header writes them ("rui-limit=5 lead=6").
rules::RenVariants readRenVariants(const std::string& text) {
    rules::RenVariants variants;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(' ', start);
        end = end == std::string::npos ? text.size() : end;
        if (end > start) {
            std::string word = text.substr(start, end - start);
            if (std::string problem = rules::readRenVariant(word, variants); !problem.empty()) {
                throw renju::arbiter::app::CommandFormatError("renVariants: " + problem);
            }
        }
        start = end + 1;
    }
    return variants;
}

void to_json(json& out, const EventSettings& s) {
    out = json{{"name", s.name},
               {"venue", s.venue},
               {"startDate", s.startDate},
               {"endDate", s.endDate},
               {"organiser", s.organiser},
               {"chiefArbiter", s.chiefArbiter},
               {"deputies", s.deputies},
               {"ruleSet", s.ruleSet.name()},
               {"boardSize", s.boardSize},
               {"opening", rules::formatOpeningRules(s.opening)},
               {"timeControl", s.timeControl},
               {"system", pairingSystemName(s.system)},
               {"federationDrawSeed", s.federationDrawSeed},
               {"rounds", s.rounds},
               {"tieBreaks", s.tieBreaks},
               {"byeHalfPoints", s.byeHalfPoints},
               {"pairingRules", s.pairingRules},
               {"timeReferees", s.usesTimeReferees},
               {"backupFolder", s.backupFolder},
               {"keepBackups", s.keepBackups}};
    if (s.match) {
        out["match"] = rules::matchRuleName(*s.match);
    }
    if (s.renVariants != rules::RenVariants{}) {
        out["renVariants"] = rules::formatRenVariants(s.renVariants); // "rui-limit=5 lead=6"
    }
    renju::arbiter::app::writeSettingsDetails(out, s);
}
void from_json(const json& in, EventSettings& s) {
    s.name = in.at("name").get<std::string>();
    s.venue = in.value("venue", "");
    s.startDate = in.value("startDate", "");
    s.endDate = in.value("endDate", "");
    s.organiser = in.value("organiser", "");
    s.chiefArbiter = in.value("chiefArbiter", "");
    s.deputies = in.value("deputies", std::vector<std::string>{});
    // Events written before rule sets were chosen are renju on 15x15, one game a round.
    std::string setName = in.value("ruleSet", "renju");
    auto set = rules::RuleSet::parse(setName);
    if (!set) {
        throw renju::arbiter::app::CommandFormatError("ruleSet: unknown rule set '" + setName +
                                                      "' (" + rules::RuleSet::names() + ")");
    }
    s.ruleSet = *set;
    s.boardSize = in.value("boardSize", rules::kRenjuBoardSize);
    s.match.reset();
    if (in.contains("match")) {
        std::string matchName = in.at("match").get<std::string>();
        s.match = rules::parseMatchRule(matchName);
        if (!s.match) {
            throw renju::arbiter::app::CommandFormatError(
                "match: unknown match rule '" + matchName + "' (" + rules::matchRuleNames() + ")");
        }
    }
    s.renVariants = readRenVariants(in.value("renVariants", ""));
    std::string problem;
    auto opening = rules::parseOpeningRules(in.value("opening", "rif"), problem);
    if (!opening) {
        throw renju::arbiter::app::CommandFormatError("opening: " + problem);
    }
    s.opening = *opening;
    s.timeControl = in.value("timeControl", "5400+30");
    auto system = parsePairingSystem(in.value("system", "swiss"));
    if (!system) {
        throw renju::arbiter::app::CommandFormatError("unknown pairing system");
    }
    s.system = *system;
    s.federationDrawSeed = in.value("federationDrawSeed", std::uint64_t{0});
    s.rounds = in.value("rounds", 7);
    s.tieBreaks = in.value("tieBreaks", std::vector<std::string>{});
    s.byeHalfPoints = in.value("byeHalfPoints", 2);
    s.pairingRules = in.value("pairingRules", 2017);
    s.usesTimeReferees = in.value("timeReferees", false);
    s.backupFolder = in.value("backupFolder", "");
    s.keepBackups = in.value("keepBackups", 20);
    renju::arbiter::app::readSettingsDetails(in, s);
}

} // namespace renju::arbiter::model

namespace renju::arbiter::app {

using nlohmann::json;

void to_json(json& out, const TablePairing& pairing) {
    out = json::array({pairing.first, pairing.second});
}
void from_json(const json& in, TablePairing& pairing) {
    pairing.first = in.at(0).get<PlayerId>();
    pairing.second = in.at(1).get<PlayerId>();
}

namespace {

const char* byeKindName(model::ByeKind kind) {
    return kind == model::ByeKind::Half ? "half" : "zero";
}

model::ByeKind parseByeKind(const std::string& text) {
    if (text != "half" && text != "zero") {
        throw CommandFormatError("bye kind must be half or zero");
    }
    return text == "half" ? model::ByeKind::Half : model::ByeKind::Zero;
}

constexpr std::array<std::pair<ClockActionKind, const char*>, 6> kClockActions = {{
    {ClockActionKind::Pause, "pause"},
    {ClockActionKind::Resume, "resume"},
    {ClockActionKind::AdjustTime, "adjust-time"},
    {ClockActionKind::AdjustMoves, "adjust-moves"},
    {ClockActionKind::SetPeriod, "set-period"},
    {ClockActionKind::Absent, "absent"},
}};

const char* clockActionName(ClockActionKind kind) {
    for (const auto& [value, name] : kClockActions) {
        if (value == kind) {
            return name;
        }
    }
    return "pause";
}

ClockActionKind parseClockAction(const std::string& text) {
    for (const auto& [value, name] : kClockActions) {
        if (text == name) {
            return value;
        }
    }
    throw CommandFormatError("unknown clock action '" + text + "'");
}

/// Writes the game of a match a table command is about; one game is game 1, written as before
/// (no field), so the journals of one-game events read as they did.
void writeGame(json& out, int game) {
    if (game > 1) {
        out["game"] = game;
    }
}

/// Writes one alternative; each returns the JSON object without "type".
struct Writer {
    json operator()(const CreateEvent& c) const { return {{"settings", c.settings}}; }
    json operator()(const EditEvent& c) const { return {{"settings", c.settings}}; }
    json operator()(const AddPlayer& c) const { return {{"player", c.player}}; }
    json operator()(const ImportPlayers& c) const {
        return {{"players", c.players}, {"source", c.source}};
    }
    json operator()(const EditPlayer& c) const { return {{"id", c.id}, {"player", c.player}}; }
    json operator()(const WithdrawPlayer& c) const { return {{"id", c.id}, {"reason", c.reason}}; }
    json operator()(const RequestBye& c) const {
        return {{"id", c.id}, {"round", c.round}, {"kind", byeKindName(c.kind)}};
    }
    json operator()(const CancelBye& c) const { return {{"id", c.id}, {"round", c.round}}; }
    json operator()(const ForbidPair& c) const { return {{"players", {c.first, c.second}}}; }
    json operator()(const PairNextRound&) const { return json::object(); }
    json operator()(const PairRound& c) const {
        json out{{"round", c.round},
                 {"tables", c.tables},
                 {"engine", c.isFromEngine},
                 {"warnings", c.warnings}};
        if (c.bye) {
            out["bye"] = *c.bye;
        }
        return out;
    }
    json operator()(const SetTable& c) const {
        return {{"round", c.round},   {"table", c.table},   {"first", c.first},
                {"second", c.second}, {"reason", c.reason}, {"warnings", c.warnings}};
    }
    json operator()(const SetBye& c) const {
        json out{{"round", c.round}, {"reason", c.reason}, {"warnings", c.warnings}};
        if (c.player) {
            out["player"] = *c.player;
        }
        return out;
    }
    json operator()(const PublishRound& c) const { return {{"round", c.round}}; }
    json operator()(const StartRound& c) const { return {{"round", c.round}}; }
    json operator()(const FinishRound& c) const { return {{"round", c.round}}; }
    json operator()(const GameAction& c) const {
        json out = {{"round", c.round}, {"table", c.table}, {"event", c.event}};
        if (!c.reason.empty()) {
            out["reason"] = c.reason;
        }
        writeGame(out, c.game);
        return out;
    }
    json operator()(const ClockAction& c) const {
        json out{{"round", c.round},
                 {"table", c.table},
                 {"action", clockActionName(c.kind)},
                 {"seat", c.seat == clock::Seat::A ? "A" : "B"},
                 {"amount", c.amount},
                 {"absence", c.absence},
                 {"reason", c.reason}};
        writeGame(out, c.game);
        return out;
    }
    json operator()(const SetResult& c) const {
        json out{{"round", c.round},
                 {"table", c.table},
                 {"code", model::resultCodeText(c.code)},
                 {"reason", c.reason},
                 {"corrects", c.corrects}};
        writeGame(out, c.game);
        return out;
    }
    json operator()(const StartGame& c) const {
        return {{"round", c.round}, {"table", c.table}, {"game", c.game}};
    }
    json operator()(const RecoverSession& c) const {
        return {{"gap", c.gapMilliseconds}, {"reboot", c.isAfterReboot}};
    }
    json operator()(const EnterScoresheet& c) const {
        json out = {{"round", c.round},   {"table", c.table},
                    {"moves", c.moves},   {"secondBlack", c.isSecondBlack},
                    {"result", c.result}, {"reason", c.reason}};
        writeGame(out, c.game);
        return out;
    }
};

using Reader = std::function<Command(const json&)>;

const std::map<std::string, Reader>& readers() {
    static const std::map<std::string, Reader> table = {
        {"event.create", [](const json& j) -> Command { return CreateEvent{j.at("settings")}; }},
        {"event.edit", [](const json& j) -> Command { return EditEvent{j.at("settings")}; }},
        {"player.add", [](const json& j) -> Command { return AddPlayer{j.at("player")}; }},
        {"player.import",
         [](const json& j) -> Command {
             return ImportPlayers{j.at("players").get<std::vector<model::Player>>(),
                                  j.value("source", "")};
         }},
        {"player.edit",
         [](const json& j) -> Command {
             return EditPlayer{j.at("id"), j.at("player")};
         }},
        {"player.withdraw",
         [](const json& j) -> Command {
             return WithdrawPlayer{j.at("id"), j.value("reason", "")};
         }},
        {"player.bye",
         [](const json& j) -> Command {
             return RequestBye{j.at("id"), j.at("round"), parseByeKind(j.at("kind"))};
         }},
        {"player.bye-cancel",
         [](const json& j) -> Command {
             return CancelBye{j.at("id"), j.at("round")};
         }},
        {"pair.forbid",
         [](const json& j) -> Command {
             return ForbidPair{j.at("players").at(0), j.at("players").at(1)};
         }},
        {"round.pair-next", [](const json&) -> Command { return PairNextRound{}; }},
        {"round.pair",
         [](const json& j) -> Command {
             PairRound c{j.at("round"), j.at("tables").get<std::vector<TablePairing>>(),
                         std::nullopt, j.value("engine", false),
                         j.value("warnings", std::vector<std::string>{})};
             if (j.contains("bye")) {
                 c.bye = j.at("bye").get<PlayerId>();
             }
             return c;
         }},
        {"round.set",
         [](const json& j) -> Command {
             return SetTable{
                 j.at("round"),         j.at("table"),
                 j.at("first"),         j.at("second"),
                 j.value("reason", ""), j.value("warnings", std::vector<std::string>{})};
         }},
        {"round.bye",
         [](const json& j) -> Command {
             SetBye c{j.at("round"), std::nullopt, j.value("reason", ""),
                      j.value("warnings", std::vector<std::string>{})};
             if (j.contains("player")) {
                 c.player = j.at("player").get<PlayerId>();
             }
             return c;
         }},
        {"round.publish", [](const json& j) -> Command { return PublishRound{j.at("round")}; }},
        {"round.start", [](const json& j) -> Command { return StartRound{j.at("round")}; }},
        {"round.finish", [](const json& j) -> Command { return FinishRound{j.at("round")}; }},
        {"game",
         [](const json& j) -> Command {
             return GameAction{j.at("round"), j.at("table"), j.at("event"), j.value("reason", ""),
                               j.value("game", 1)};
         }},
        {"clock",
         [](const json& j) -> Command {
             return ClockAction{j.at("round"),
                                j.at("table"),
                                parseClockAction(j.at("action")),
                                j.value("seat", "A") == "B" ? clock::Seat::B : clock::Seat::A,
                                j.value("amount", std::int64_t{0}),
                                j.value("absence", ""),
                                j.value("reason", ""),
                                j.value("game", 1)};
         }},
        {"result",
         [](const json& j) -> Command {
             auto code = model::parseResultCode(j.at("code").get<std::string>());
             if (!code) {
                 throw CommandFormatError("unknown result code");
             }
             return SetResult{j.at("round"),         j.at("table"),           *code,
                              j.value("reason", ""), j.value("corrects", ""), j.value("game", 1)};
         }},
        {"game.start",
         [](const json& j) -> Command {
             return StartGame{j.at("round"), j.at("table"), j.value("game", 2)};
         }},
        {"session.recover",
         [](const json& j) -> Command {
             return RecoverSession{j.at("gap"), j.value("reboot", false)};
         }},
        {"game.scoresheet",
         [](const json& j) -> Command {
             return EnterScoresheet{j.at("round"),         j.at("table"),
                                    j.at("moves"),         j.value("secondBlack", false),
                                    j.value("result", ""), j.value("reason", ""),
                                    j.value("game", 1)};
         }},
    };
    return table;
}

} // namespace

std::string commandName(const Command& command) {
    static const std::array<const char*, std::variant_size_v<Command>> kNames = {
        "event.create",  "event.edit",      "player.add",      "player.import",
        "player.edit",   "player.withdraw", "player.bye",      "player.bye-cancel",
        "pair.forbid",   "round.pair-next", "round.pair",      "round.set",
        "round.publish", "round.start",     "round.finish",    "game",
        "clock",         "result",          "session.recover", "round.bye",
        "game.start",    "game.scoresheet"};
    return kNames[command.index()];
}

namespace {

/// Returns the path and byte of the first string in `value` that is not UTF-8, or "".
std::string findInvalidString(const json& value, const std::string& path) {
    if (value.is_string()) {
        std::size_t bad = findInvalidUtf8(value.get_ref<const std::string&>());
        return bad == std::string_view::npos
                   ? ""
                   : path + ": not valid UTF-8 at byte " + std::to_string(bad + 1);
    }
    if (value.is_object()) {
        for (const auto& [key, item] : value.items()) {
            if (std::string found = findInvalidString(item, path.empty() ? key : path + "." + key);
                !found.empty()) {
                return found;
            }
        }
    }
    if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i) {
            std::string found = findInvalidString(value[i], path + "[" + std::to_string(i) + "]");
            if (!found.empty()) {
                return found;
            }
        }
    }
    return "";
}

} // namespace

std::string eventSummaryJson(const model::EventState& state) {
    json rounds = json::array();
    for (const model::Round& round : state.rounds) {
        rounds.push_back({{"number", round.number},
                          {"status", model::roundStatusName(round.status)},
                          {"tables", round.tables.size()}});
    }
    json out{{"settings", state.settings}, {"players", state.players.size()}, {"rounds", rounds}};
    return out.dump(2) + "\n";
}

std::string findInvalidText(const Command& command) {
    return findInvalidString(std::visit(Writer{}, command), "");
}

std::string commandToJson(const Command& command) {
    json out = std::visit(Writer{}, command);
    out["type"] = commandName(command);
    return out.dump(-1, ' ', false, json::error_handler_t::strict);
}

Command commandFromJson(std::string_view text) {
    try {
        json in = json::parse(text);
        std::string type = in.at("type").get<std::string>();
        auto reader = readers().find(type);
        if (reader == readers().end()) {
            throw CommandFormatError("unknown command type '" + type + "'");
        }
        return reader->second(in);
    } catch (const json::exception& error) {
        throw CommandFormatError(std::string("unreadable command: ") + error.what());
    }
}

} // namespace renju::arbiter::app
