#include "arbiter/records/playok_format.hpp"

#include "arbiter/records/move_lists.hpp"
#include "arbiter/records/text_encoding.hpp"
#include "rules/ascii_text.hpp"

#include <cstdlib>
#include <map>
#include <sstream>

namespace renju::arbiter::records {

namespace {

constexpr std::string_view kSlots = "playok.slots";

bool isSwapChoice(std::string_view token) {
    const std::string word = rules::asciiLowered(token);
    return word == "white" || word == "black" || word == "swap";
}

std::optional<rules::Score> resultToken(std::string_view token) {
    if (token == "*") {
        return rules::Score::Unfinished;
    }
    if (token == "1-0" || token == "0-1" || token == "0.5-0.5" || token == "1/2-1/2" ||
        token == "\xC2\xBD-\xC2\xBD") {
        return parseRecordResult(token);
    }
    return std::nullopt;
}

/// Returns the length of a move number at the start of a token ("12." or "12..."), or 0.
std::size_t moveNumberLength(std::string_view token) {
    std::size_t i = 0;
    while (i < token.size() && token[i] >= '0' && token[i] <= '9') {
        ++i;
    }
    if (i == 0 || i == token.size() || token[i] != '.') {
        return 0;
    }
    while (i < token.size() && token[i] == '.') {
        ++i;
    }
    return i;
}

/// Reads the games of a list, token by token.
class PlayOkReader {
public:
    PlayOkReader(RecordFile& file, int boardSize) : m_file(file), m_boardSize(boardSize) {}

    void read(std::string_view text) {
        std::size_t i = 0;
        while (i < text.size()) {
            const char c = text[i];
            if (c == '\n') {
                ++m_line;
                ++i;
                m_isLineStart = true;
            } else if (c == ' ' || c == '\t' || c == '\r') {
                ++i;
            } else if (c == '[' && m_isLineStart) {
                i = readTag(text, i);
            } else if (c == '{' || c == ';') {
                i = readComment(text, i);
            } else {
                std::size_t end = i;
                while (end < text.size() && text[end] != ' ' && text[end] != '\t' &&
                       text[end] != '\r' && text[end] != '\n' && text[end] != '{') {
                    ++end;
                }
                token(text.substr(i, end - i));
                m_isLineStart = false;
                i = end;
            }
        }
        finish();
    }

private:
    std::size_t readTag(std::string_view text, std::size_t i) {
        if (m_hasMoves) {
            finish();
        }
        std::size_t end = text.find('\n', i);
        end = end == std::string_view::npos ? text.size() : end;
        std::string_view tag = text.substr(i + 1, end - i - 1);
        const std::size_t close = tag.rfind(']');
        const std::size_t quote = tag.find('"');
        const std::size_t lastQuote = tag.rfind('"', close);
        // `[Name "value"]`: a quote, a last quote after it, and the bracket after both.
        if (close == std::string_view::npos || quote == std::string_view::npos ||
            lastQuote == std::string_view::npos || lastQuote <= quote) {
            fail("a tag pair that is not [Name \"value\"]");
            return end;
        }
        std::string name(tag.substr(0, quote));
        while (!name.empty() && name.back() == ' ') {
            name.pop_back();
        }
        std::string value;
        for (std::size_t k = quote + 1; k < lastQuote; ++k) {
            if (tag[k] == '\\' && k + 1 < lastQuote) {
                ++k;
            }
            value += tag[k];
        }
        setTag(name, value);
        m_hasGame = true;
        return end;
    }

    void setTag(const std::string& name, const std::string& value) {
        if (std::string* field =
                infoField(m_game, name, {"Black", "White", "Event", "Round", "Date", ""})) {
            *field = value;
        } else if (name == "Result") {
            const auto result = resultToken(value);
            if (!result) {
                fail("[Result \"" + value + "\"] is not 1-0, 0-1, 1/2-1/2 or *");
                return;
            }
            m_game.result = *result;
            m_hasResultTag = true;
        } else {
            m_game.setExtra("playok." + name, value);
        }
    }

    std::size_t readComment(std::string_view text, std::size_t i) {
        const bool isBraced = text[i] == '{';
        std::size_t end = text.find(isBraced ? '}' : '\n', i + 1);
        end = end == std::string_view::npos ? text.size() : end;
        std::string comment(text.substr(i + 1, end - i - 1));
        for (const char c : comment) {
            m_line += c == '\n' ? 1 : 0;
        }
        while (!comment.empty() && (comment.back() == ' ' || comment.back() == '\r')) {
            comment.pop_back();
        }
        while (!comment.empty() && comment.front() == ' ') {
            comment.erase(0, 1);
        }
        if (!comment.empty() && !m_isBad) {
            m_game.comments.push_back({static_cast<int>(m_game.moves.size()), comment});
            m_hasGame = true;
        }
        return isBraced && end < text.size() ? end + 1 : end;
    }

    void token(std::string_view word) {
        if (const std::size_t number = moveNumberLength(word); number > 0) {
            if (word.substr(0, number) == "1." && m_hasMoves) {
                finish();
            }
            word.remove_prefix(number);
            if (word.empty()) {
                return;
            }
        }
        m_hasGame = true;
        if (m_isBad) {
            return;
        }
        if (const auto result = resultToken(word)) {
            if (!m_hasResultTag) {
                m_game.result = *result;
            }
            finish();
            return;
        }
        m_hasMoves = true;
        ++m_slot;
        if (isSwapChoice(word) || (word == "--" && m_isAfterChoice)) {
            m_slots += (m_slots.empty() ? "" : " ") + std::to_string(m_slot) + ":" +
                       (word == "--" ? std::string("--") : rules::asciiLowered(word));
            m_isAfterChoice = word != "--";
            return;
        }
        m_isAfterChoice = false;
        if (word == "--") {
            m_game.moves.push_back({rules::Move::pass(), -1});
            return;
        }
        const auto point = parseRecordPoint(word);
        if (!point) {
            fail("'" + std::string(word) +
                 "' is not a move, a move number, a swap choice (white, black, swap) or a result");
            return;
        }
        m_game.moves.push_back({rules::Move::at(*point), -1});
    }

    void fail(const std::string& message) {
        if (!m_isBad) {
            m_file.problems.push_back(
                {lineNumber(m_line), m_number + 1, message + "; game left out"});
        }
        m_isBad = true;
        m_hasGame = true;
    }

    void finish() {
        if (m_hasGame) {
            ++m_number;
            if (!m_isBad) {
                m_game.number = m_number;
                m_game.boardSize = m_boardSize;
                if (!m_slots.empty()) {
                    m_game.setExtra(std::string(kSlots), m_slots);
                }
                m_file.games.push_back(std::move(m_game));
            }
        }
        m_game = GameRecord{};
        m_slots.clear();
        m_slot = 0;
        m_hasGame = m_hasMoves = m_hasResultTag = m_isBad = m_isAfterChoice = false;
    }

    RecordFile& m_file;
    int m_boardSize;
    GameRecord m_game;
    std::string m_slots;
    int m_slot = 0;
    int m_line = 1;
    int m_number = 0;
    bool m_isLineStart = true;
    bool m_hasGame = false;
    bool m_hasMoves = false;
    bool m_hasResultTag = false;
    bool m_isBad = false;
    bool m_isAfterChoice = false;
};

/// The swap choices and fillers of a game by turn ("4:white 5:--").
std::map<int, std::string> slotsOf(const GameRecord& game) {
    std::map<int, std::string> slots;
    std::istringstream words(game.extra(kSlots).value_or(""));
    std::string word;
    while (words >> word) {
        const std::size_t colon = word.find(':');
        if (colon != std::string::npos) {
            slots[std::atoi(word.substr(0, colon).c_str())] = word.substr(colon + 1);
        }
    }
    return slots;
}

/// The turns of a game's list: stones, passes, swap choices and fillers in order, with the
/// comments after the stones they follow.
std::vector<std::string> turnsOf(const GameRecord& game, std::string& problem) {
    const std::map<int, std::string> slots = slotsOf(game);
    std::vector<std::string> turns;
    std::size_t move = 0;
    bool isAfterChoice = false;
    for (int slot = 1; move < game.moves.size() || slots.count(slot) > 0; ++slot) {
        if (const auto choice = slots.find(slot); choice != slots.end()) {
            turns.push_back(choice->second);
            isAfterChoice = choice->second != "--";
            continue;
        }
        const rules::Move& played = game.moves[move++].move;
        if (played.isPass && isAfterChoice) {
            problem = "move " + std::to_string(move) +
                      " is a pass right after a swap choice, which reads as a filler";
            return {};
        }
        isAfterChoice = false;
        turns.push_back(rules::formatMove(played));
        for (const MoveComment& comment : game.comments) {
            if (comment.afterMove == static_cast<int>(move)) {
                turns.back() += " {" + comment.text + "}";
            }
        }
    }
    for (const MoveComment& comment : game.comments) {
        if (comment.text.find('}') != std::string::npos) {
            problem = "a comment holds '}', which ends a comment of a PlayOK list";
            return {};
        }
    }
    return turns;
}

std::string tag(const std::string& name, const std::string& value) {
    std::string escaped;
    for (const char c : value) {
        escaped += c == '"' || c == '\\' ? std::string("\\") + c
                   : c == '\n'           ? std::string(" ")
                                         : std::string(1, c);
    }
    return "[" + name + " \"" + escaped + "\"]\n";
}

const char* resultText(rules::Score result) {
    return result == rules::Score::Draw ? "1/2-1/2" : formatRecordResult(result);
}

} // namespace

RecordFile readPlayOk(std::string_view bytes, const ReadOptions& options) {
    RecordFile file;
    const DecodedText decoded = decodeText(bytes, options.encoding);
    file.encoding = decoded.encoding;
    PlayOkReader(file, listBoardSize(options.boardSize)).read(decoded.text);
    return file;
}

WrittenRecords writePlayOk(const std::vector<GameRecord>& games, const WriteOptions& options) {
    WrittenRecords written;
    const int size = listBoardSize(options.boardSize);
    for (const GameRecord& game : games) {
        GameRecord stones = game;
        std::erase_if(stones.moves, [](const RecordMove& move) { return move.move.isPass; });
        std::string problem = unlistable(stones, size, "a PlayOK list");
        std::vector<std::string> turns =
            problem.empty() ? turnsOf(game, problem) : std::vector<std::string>{};
        if (!problem.empty()) {
            written.problems.push_back({"", game.number, problem + "; game left out"});
            continue;
        }
        std::string out = game.event.empty() ? "" : tag("Event", game.event);
        if (const auto site = game.extra("playok.Site")) {
            out += tag("Site", *site);
        }
        out += (game.date.empty() ? "" : tag("Date", game.date)) +
               (game.round.empty() ? "" : tag("Round", game.round)) + tag("Black", game.black) +
               tag("White", game.white) + tag("Result", resultText(game.result));
        for (const auto& [key, value] : game.extras) {
            if (key.rfind("playok.", 0) == 0 && key != kSlots && key != "playok.Site") {
                out += tag(key.substr(7), value);
            }
        }
        out += '\n';
        for (const MoveComment& comment : game.comments) {
            out += comment.afterMove == 0 ? "{" + comment.text + "} " : "";
        }
        for (std::size_t t = 0; t < turns.size(); ++t) {
            out += (t % 2 == 0 ? std::to_string(t / 2 + 1) + ". " : "") + turns[t] + " ";
        }
        out += std::string(resultText(game.result)) + "\n\n";
        written.bytes += out;
    }
    return written;
}

} // namespace renju::arbiter::records
