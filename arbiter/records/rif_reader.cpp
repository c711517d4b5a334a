#include "arbiter/records/rif_format.hpp"
#include "arbiter/records/text_encoding.hpp"

#include <expat.h>
#include <limits>
#include <map>
#include <memory>

namespace renju::arbiter::records {

namespace {

/// A game as the file states it: names and rules are keys into the file's tables.
struct RawGame {
    GameRecord game;
    std::string id;
    std::string black;
    std::string white;
    std::string tournament;
    std::string rule;
    int line = 0;
};

struct Tournament {
    std::string name;
    std::string start;
};

/// The expat callbacks' state.
class RifHandler {
public:
    explicit RifHandler(RecordFile& file) : m_file(file) {}

    void start(const char* name, const char** attributes) {
        const std::string_view element(name);
        const auto attribute = [&](std::string_view key) -> std::string {
            for (const char** a = attributes; *a != nullptr; a += 2) {
                if (key == a[0]) {
                    return a[1];
                }
            }
            return "";
        };
        if (element == "player") {
            std::string full = attribute("name");
            const std::string surname = attribute("surname");
            full += (full.empty() || surname.empty() ? "" : " ") + surname;
            m_players[attribute("id")] = full;
        } else if (element == "tournament") {
            m_tournaments[attribute("id")] = {attribute("name"), attribute("start")};
        } else if (element == "rule") {
            m_rules[attribute("id")] = attribute("name");
        } else if (element == "game") {
            startGame(attribute);
        } else if (element == "move" && m_game) {
            m_isInMove = true;
        }
    }

    void end(const char* name) {
        const std::string_view element(name);
        if (element == "move" && m_isInMove) {
            m_isInMove = false;
            readMoves();
        } else if (element == "game" && m_game) {
            if (!m_gameProblem.empty()) {
                m_file.problems.push_back(
                    {lineNumber(m_game->line), m_game->game.number,
                     "game id=" + m_game->id + ": " + m_gameProblem + "; game left out"});
            } else {
                m_games.push_back(std::move(*m_game));
            }
            m_game.reset();
        }
    }

    void text(const char* data, int length) {
        if (m_isInMove) {
            m_moveText.append(data, static_cast<std::size_t>(length));
        }
    }

    void setLine(int line) { m_line = line; }

    /// Reports a game cut by damage to the file.
    void cutOpenGame(const std::string& where) {
        if (m_game) {
            m_file.problems.push_back(
                {where, m_game->game.number,
                 "game id=" + m_game->id + " is cut by the damage; game left out"});
            m_game.reset();
        }
    }

    /// Resolves the games' keys into the tables and hands them to the file.
    void finish() {
        for (RawGame& raw : m_games) {
            GameRecord& game = raw.game;
            const auto lookup = [&](const std::map<std::string, std::string>& table,
                                    const std::string& key, const char* what) {
                const auto found = table.find(key);
                if (found != table.end()) {
                    return found->second;
                }
                if (!key.empty()) {
                    m_file.problems.push_back({lineNumber(raw.line), game.number,
                                               "game id=" + raw.id + ": " + what + " " + key +
                                                   " is not in the file's table"});
                }
                return key.empty() ? std::string() : std::string(what) + " " + key;
            };
            game.black = lookup(m_players, raw.black, "player");
            game.white = lookup(m_players, raw.white, "player");
            game.ruleSet = lookup(m_rules, raw.rule, "rule");
            const auto tournament = m_tournaments.find(raw.tournament);
            if (tournament != m_tournaments.end()) {
                game.event = tournament->second.name;
                game.date = game.date.empty() ? tournament->second.start : game.date;
            } else if (!raw.tournament.empty() && raw.tournament != "0") {
                m_file.problems.push_back({lineNumber(raw.line), game.number,
                                           "game id=" + raw.id + ": tournament " + raw.tournament +
                                               " is not in the file's table"});
            }
            m_file.games.push_back(std::move(game));
        }
    }

private:
    template <class Attribute>
    void startGame(const Attribute& attribute) {
        m_game = std::make_unique<RawGame>();
        m_game->game.number = ++m_gameCount;
        m_game->id = attribute("id");
        m_game->black = attribute("black");
        m_game->white = attribute("white");
        m_game->tournament = attribute("tournament");
        m_game->rule = attribute("rule");
        m_game->line = m_line;
        m_game->game.round = attribute("round");
        m_game->game.date = attribute("date");
        m_game->game.setExtra("rif.id", m_game->id);
        m_gameProblem.clear();
        m_moveText.clear();
        const std::string result = attribute("bresult");
        m_game->game.result = result == "1"     ? rules::Score::BlackWins
                              : result == "0"   ? rules::Score::WhiteWins
                              : result == "0.5" ? rules::Score::Draw
                                                : rules::Score::Unfinished;
        if (!result.empty() && m_game->game.result == rules::Score::Unfinished) {
            m_gameProblem = "bresult '" + result + "' is not 1, 0 or 0.5";
        }
        readPoints(attribute("alt"), m_game->game.fifthAlternatives, "alt");
    }

    void readPoints(std::string_view text, std::vector<rules::Point>& points, const char* what) {
        std::size_t at = 0;
        while (at < text.size()) {
            while (at < text.size() &&
                   (text[at] == ' ' || text[at] == '\n' || text[at] == '\t' || text[at] == '\r')) {
                ++at;
            }
            std::size_t end = at;
            while (end < text.size() && text[end] != ' ' && text[end] != '\n' &&
                   text[end] != '\t' && text[end] != '\r') {
                ++end;
            }
            if (end == at) {
                break;
            }
            const std::string_view token = text.substr(at, end - at);
            at = end;
            const auto point = parseRecordPoint(token);
            if (!point && m_gameProblem.empty()) {
                m_gameProblem =
                    std::string(what) + ": '" + std::string(token) + "' is not a point (a1..z26)";
            } else if (point) {
                points.push_back(*point);
            }
        }
    }

    void readMoves() {
        std::vector<rules::Point> points;
        std::string text;
        int index = 0;
        std::size_t at = 0;
        const std::string& all = m_moveText;
        while (at < all.size() && m_gameProblem.empty()) {
            const std::size_t begin = all.find_first_not_of(" \t\r\n", at);
            if (begin == std::string::npos) {
                break;
            }
            std::size_t end = all.find_first_of(" \t\r\n", begin);
            end = end == std::string::npos ? all.size() : end;
            const std::string token = all.substr(begin, end - begin);
            at = end;
            ++index;
            if (token == "--") {
                m_game->game.moves.push_back({rules::Move::pass(), -1});
                continue;
            }
            const auto point = parseRecordPoint(token);
            if (!point) {
                m_gameProblem = "move " + std::to_string(index) + ": '" + token +
                                "' is not a point (a1..z26) or a pass (--)";
                break;
            }
            m_game->game.moves.push_back({rules::Move::at(*point), -1});
        }
        m_moveText.clear();
    }

    RecordFile& m_file;
    std::map<std::string, std::string> m_players;
    std::map<std::string, Tournament> m_tournaments;
    std::map<std::string, std::string> m_rules;
    std::vector<RawGame> m_games;
    std::unique_ptr<RawGame> m_game;
    std::string m_gameProblem;
    std::string m_moveText;
    bool m_isInMove = false;
    int m_gameCount = 0;
    int m_line = 0;
};

void XMLCALL onStart(void* data, const XML_Char* name, const XML_Char** attributes) {
    auto* parser = static_cast<XML_Parser>(data);
    auto* handler = static_cast<RifHandler*>(XML_GetUserData(parser));
    handler->setLine(static_cast<int>(XML_GetCurrentLineNumber(parser)));
    handler->start(name, attributes);
}

void XMLCALL onEnd(void* data, const XML_Char* name) {
    auto* parser = static_cast<XML_Parser>(data);
    static_cast<RifHandler*>(XML_GetUserData(parser))->end(name);
}

void XMLCALL onText(void* data, const XML_Char* text, int length) {
    auto* parser = static_cast<XML_Parser>(data);
    static_cast<RifHandler*>(XML_GetUserData(parser))->text(text, length);
}

/// The encoding the XML declaration names, or "".
std::string declaredEncoding(std::string_view bytes) {
    const std::string_view head = bytes.substr(0, std::min<std::size_t>(bytes.size(), 200));
    if (head.substr(0, 5) != "<?xml") {
        return "";
    }
    const std::size_t at = head.find("encoding=");
    if (at == std::string_view::npos || at + 10 >= head.size()) {
        return "";
    }
    const char quote = head[at + 9];
    const std::size_t end = head.find(quote, at + 10);
    return end == std::string_view::npos ? "" : std::string(head.substr(at + 10, end - at - 10));
}

} // namespace

RecordFile readRif(std::string_view bytes, const ReadOptions& options) {
    RecordFile file;
    std::string encoding = options.encoding;
    if (encoding.empty() && !isValidUtf8(bytes)) {
        const std::string declared = declaredEncoding(bytes);
        encoding = isKnownEncoding(declared) ? declared : "";
    }
    const DecodedText decoded = decodeText(bytes, encoding);
    file.encoding = decoded.encoding;
    file.isEncodingDeclared = options.encoding.empty() && !encoding.empty();
    std::unique_ptr<XML_ParserStruct, void (*)(XML_Parser)> parser(XML_ParserCreate("UTF-8"),
                                                                   XML_ParserFree);
    if (!parser) {
        file.problems.push_back({"", 0, "the XML parser could not be created"});
        return file;
    }
    RifHandler handler(file);
    XML_SetUserData(parser.get(), &handler);
    XML_UseParserAsHandlerArg(parser.get());
    XML_SetElementHandler(parser.get(), onStart, onEnd);
    XML_SetCharacterDataHandler(parser.get(), onText);
    const std::string& text = decoded.text;
    if (text.size() > static_cast<std::size_t>(std::numeric_limits<int>::max())) {
        file.problems.push_back({"", 0, "the file is larger than 2 GB: not read"});
        return file;
    }
    const auto status = XML_Parse(parser.get(), text.data(), static_cast<int>(text.size()), 1);
    if (status != XML_STATUS_OK) {
        const std::string where =
            lineNumber(static_cast<int>(XML_GetCurrentLineNumber(parser.get()))) + ", column " +
            std::to_string(XML_GetCurrentColumnNumber(parser.get()));
        file.problems.push_back({where, 0,
                                 std::string("the XML is damaged: ") +
                                     XML_ErrorString(XML_GetErrorCode(parser.get())) +
                                     "; what follows is not read"});
        handler.cutOpenGame(where);
    }
    handler.finish();
    return file;
}

} // namespace renju::arbiter::records
