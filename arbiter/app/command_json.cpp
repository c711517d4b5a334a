#include "arbiter/app/command_json.hpp"

#include "arbiter/app/detail_json.hpp"
#include "arbiter/app/player_csv.hpp"

#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <tuple>
#include <type_traits>
#include <variant>

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

// A member's value in JSON: numbers, texts, lists and the types with to_json/from_json above
// (players, settings, pairings) as nlohmann writes them; enumerations by name. The overloads for
// enumerations are plain functions, so they win over the templates for their exact types.

template <class Value>
json encode(const Value& value) {
    return json(value);
}
json encode(model::ByeKind kind) {
    return byeKindName(kind);
}
json encode(ClockActionKind kind) {
    return clockActionName(kind);
}
json encode(clock::Seat seat) {
    return seat == clock::Seat::A ? "A" : "B";
}
json encode(model::ResultCode code) {
    return model::resultCodeText(code);
}
/// An optional member is written only when set (Presence::WhenSet), so as its value.
template <class Value>
json encode(const std::optional<Value>& value) {
    return encode(*value);
}

template <class Value>
void decode(const json& in, Value& value) {
    value = in.get<Value>();
}
void decode(const json& in, model::ByeKind& kind) {
    kind = parseByeKind(in.get<std::string>());
}
void decode(const json& in, ClockActionKind& kind) {
    kind = parseClockAction(in.get<std::string>());
}
void decode(const json& in, clock::Seat& seat) {
    seat = in.get<std::string>() == "B" ? clock::Seat::B : clock::Seat::A;
}
void decode(const json& in, model::ResultCode& code) {
    auto parsed = model::parseResultCode(in.get<std::string>());
    if (!parsed) {
        throw CommandFormatError("unknown result code");
    }
    code = *parsed;
}
template <class Value>
void decode(const json& in, std::optional<Value>& value) {
    Value read{};
    decode(in, read);
    value = read;
}

// One field of a kind's list (command_kind.hpp), written into or read from the entry's object;
// its presence says when it is written and what an entry without it reads.

template <class Kind, class Value, Presence kPresence>
void writeField(json& out, const Kind& command, const JournalField<Kind, Value, kPresence>& field) {
    const Value& value = command.*field.member;
    if constexpr (kPresence == Presence::WhenSet) {
        if (value == Value{}) {
            return;
        }
    } else if constexpr (kPresence == Presence::MatchGame) {
        if (value <= 1) {
            return;
        }
    }
    out[std::string(field.key)] = encode(value);
}

template <class Kind, class Value>
void writeField(json& out, const Kind& command, const JournalPair<Kind, Value>& field) {
    out[std::string(field.key)] =
        json::array({encode(command.*field.first), encode(command.*field.second)});
}

template <class Kind, class Value, Presence kPresence>
void readField(const json& in, Kind& command, const JournalField<Kind, Value, kPresence>& field) {
    Value& value = command.*field.member;
    std::string key(field.key);
    if constexpr (kPresence == Presence::Required) {
        decode(in.at(key), value);
    } else if (auto found = in.find(key); found != in.end()) {
        decode(*found, value);
    } else if constexpr (kPresence == Presence::MatchGame) {
        value = 1;
    }
}

template <class Kind, class Value>
void readField(const json& in, Kind& command, const JournalPair<Kind, Value>& field) {
    const json& both = in.at(std::string(field.key));
    decode(both.at(0), command.*field.first);
    decode(both.at(1), command.*field.second);
}

/// Returns a command's fields as a JSON object, without its type: each field of its kind's list.
template <class Kind>
json writeCommand(const Kind& command) {
    json out = json::object();
    std::apply([&](const auto&... field) { (writeField(out, command, field), ...); },
               Kind::journalFields());
    return out;
}

/// Reads a command of one kind from an entry's object: each field of the kind's list.
template <class Kind>
Command readCommand(const json& in) {
    Kind command{};
    std::apply([&](const auto&... field) { (readField(in, command, field), ...); },
               Kind::journalFields());
    return command;
}

using Reader = Command (*)(const json&);

/// Returns each alternative's reader, by its index in the variant (the order of kCommandNames).
template <class... Kinds>
constexpr std::array<Reader, sizeof...(Kinds)>
makeReaders(std::type_identity<std::variant<Kinds...>>) {
    return {&readCommand<Kinds>...};
}

constexpr auto kReaders = makeReaders(std::type_identity<Command>{});

json commandFields(const Command& command) {
    return std::visit([](const auto& kind) { return writeCommand(kind); }, command);
}

} // namespace

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
    return findInvalidString(commandFields(command), "");
}

std::string commandToJson(const Command& command) {
    json out = commandFields(command);
    out["type"] = commandName(command);
    return out.dump(-1, ' ', false, json::error_handler_t::strict);
}

Command commandFromJson(std::string_view text) {
    try {
        json in = json::parse(text);
        std::string type = in.at("type").get<std::string>();
        for (std::size_t kind = 0; kind < kCommandNames.size(); ++kind) {
            if (kCommandNames[kind] == type) {
                return kReaders[kind](in);
            }
        }
        throw CommandFormatError("unknown command type '" + type + "'");
    } catch (const json::exception& error) {
        throw CommandFormatError(std::string("unreadable command: ") + error.what());
    }
}

} // namespace renju::arbiter::app
