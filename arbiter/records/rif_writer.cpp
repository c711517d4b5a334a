#include "arbiter/records/rif_format.hpp"

#include <map>

namespace renju::arbiter::records {

namespace {

std::string xmlEscaped(std::string_view text) {
    std::string out;
    for (const char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\n':
            out += "&#10;";
            break;
        case '\r':
            break;
        default:
            out += c;
        }
    }
    return out;
}

/// Numbers distinct names from 1 in the order they first appear.
class Table {
public:
    int idOf(const std::string& name) {
        const auto [entry, isNew] = m_ids.try_emplace(name, static_cast<int>(m_names.size()) + 1);
        if (isNew) {
            m_names.push_back(name);
        }
        return entry->second;
    }
    const std::vector<std::string>& names() const { return m_names; }

private:
    std::map<std::string, int> m_ids;
    std::vector<std::string> m_names;
};

std::string ruleName(const GameRecord& game) {
    if (const auto rule = game.extra("rif.rule")) {
        return *rule;
    }
    return game.ruleSet.empty() ? "renju" : game.ruleSet;
}

const char* bresult(rules::Score score) {
    switch (score) {
    case rules::Score::BlackWins:
        return "1";
    case rules::Score::WhiteWins:
        return "0";
    case rules::Score::Draw:
        return "0.5";
    case rules::Score::Unfinished:
        break;
    }
    return "";
}

/// Writes the players, tournaments, openings and rules tables.
void writeTables(const Table& players, const Table& tournaments,
                 std::map<int, std::string>& tournamentDate, const Table& rules,
                 const WriteOptions& options, std::string& out) {
    out += "<players>\n";
    for (std::size_t i = 0; i < players.names().size(); ++i) {
        const std::string& full = players.names()[i];
        const std::size_t space = full.rfind(' ');
        const std::string name = space == std::string::npos ? "" : full.substr(0, space);
        const std::string surname = space == std::string::npos ? full : full.substr(space + 1);
        out += "<player id=\"" + std::to_string(i + 1) + "\" name=\"" + xmlEscaped(name) +
               "\" surname=\"" + xmlEscaped(surname) + "\"/>\n";
    }
    out += "</players>\n<tournaments>\n";
    for (std::size_t i = 0; i < tournaments.names().size(); ++i) {
        const int id = static_cast<int>(i) + 1;
        const std::string start =
            options.startDate.empty() ? tournamentDate[id] : options.startDate;
        const std::string end = options.endDate.empty() ? start : options.endDate;
        out += "<tournament id=\"" + std::to_string(id) + "\" name=\"" +
               xmlEscaped(tournaments.names()[i]) + "\" start=\"" + xmlEscaped(start) +
               "\" end=\"" + xmlEscaped(end) + "\"/>\n";
    }
    out += "</tournaments>\n<openings>\n</openings>\n<rules>\n";
    for (std::size_t i = 0; i < rules.names().size(); ++i) {
        out += "<rule id=\"" + std::to_string(i + 1) + "\" name=\"" + xmlEscaped(rules.names()[i]) +
               "\"/>\n";
    }
}

} // namespace

WrittenRecords writeRif(const std::vector<GameRecord>& all, const WriteOptions& options) {
    WrittenRecords written;
    std::vector<GameRecord> games;
    for (const GameRecord& game : all) {
        if (game.boardSize == rules::kRenjuBoardSize) {
            games.push_back(game);
            continue;
        }
        const std::string size = std::to_string(game.boardSize);
        written.problems.push_back({"", game.number,
                                    "renju.net's database holds 15x15 games, not " + size + "x" +
                                        size + "; game left out"});
    }
    if (games.empty() && !all.empty()) {
        return written;
    }
    Table players;
    Table tournaments;
    Table rules;
    std::map<int, std::string> tournamentDate;
    for (const GameRecord& game : games) {
        players.idOf(game.black);
        players.idOf(game.white);
        const std::string event = game.event.empty() ? options.tournament : game.event;
        const int id = tournaments.idOf(event);
        if (!game.date.empty() && (tournamentDate[id].empty() || game.date < tournamentDate[id])) {
            tournamentDate[id] = game.date;
        }
        rules.idOf(ruleName(game));
    }
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<database>\n";
    writeTables(players, tournaments, tournamentDate, rules, options, out);
    out += "</rules>\n<games>\n";
    int number = 0;
    for (const GameRecord& game : games) {
        out +=
            "<game id=\"" + std::to_string(++number) + "\" tournament=\"" +
            std::to_string(tournaments.idOf(game.event.empty() ? options.tournament : game.event)) +
            "\" round=\"" + xmlEscaped(game.round) + "\" rule=\"" +
            std::to_string(rules.idOf(ruleName(game))) + "\" black=\"" +
            std::to_string(players.idOf(game.black)) + "\" white=\"" +
            std::to_string(players.idOf(game.white)) + "\" bresult=\"" + bresult(game.result) +
            "\"";
        if (!game.date.empty()) {
            out += " date=\"" + xmlEscaped(game.date) + "\"";
        }
        if (!game.fifthAlternatives.empty()) {
            std::string alternatives;
            for (const rules::Point& point : game.fifthAlternatives) {
                alternatives += (alternatives.empty() ? "" : " ") + rules::formatPoint(point);
            }
            out += " alt=\"" + alternatives + "\"";
        }
        out += ">\n<move>" + formatRecordMoves(game) + "</move>\n</game>\n";
    }
    out += "</games>\n</database>\n";
    written.bytes = std::move(out);
    return written;
}

} // namespace renju::arbiter::records
