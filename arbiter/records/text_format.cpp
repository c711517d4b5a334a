#include "arbiter/records/text_format.hpp"

#include "arbiter/records/text_encoding.hpp"

#include <charconv>

namespace renju::arbiter::records {

namespace {

std::string textEscaped(std::string_view value) {
    std::string out;
    for (const char c : value) {
        switch (c) {
        case '\\':
            out += "\\\\";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string unescape(std::string_view value) {
    std::string out;
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (value[i] != '\\' || i + 1 == value.size()) {
            out += value[i];
            continue;
        }
        const char next = value[++i];
        out += next == 't' ? '\t' : next == 'n' ? '\n' : next;
    }
    return out;
}

std::vector<std::string_view> splitOn(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
        if (end == std::string_view::npos) {
            return parts;
        }
        start = end + 1;
    }
}

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    for (std::string_view part : splitOn(text, ' ')) {
        if (!part.empty()) {
            out.push_back(part);
        }
    }
    return out;
}

std::optional<long long> number(std::string_view text) {
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

/// Reads the moves of a line; the message names the first token that is neither.
std::string readMoves(std::string_view text, GameRecord& game) {
    int index = 0;
    for (std::string_view token : words(text)) {
        ++index;
        if (token == "--") {
            game.moves.push_back({rules::Move::pass(), -1});
            continue;
        }
        const std::optional<rules::Point> point = parseRecordPoint(token);
        if (!point) {
            return "move " + std::to_string(index) + ": '" + std::string(token) +
                   "' is not a point (a1..z26) or a pass (--)";
        }
        game.moves.push_back({rules::Move::at(*point), -1});
    }
    return "";
}

/// Applies one `key=value` field; returns what is wrong with it, or "".
std::string readField(std::string_view key, const std::string& value, GameRecord& game) {
    if (std::string* field =
            infoField(game, key, {"black", "white", "event", "round", "date", "rules"})) {
        *field = value;
    } else if (key == "result") {
        const auto result = parseRecordResult(value);
        if (!result) {
            return "result '" + value + "' is not 1-0, 0-1, 0.5-0.5 or *";
        }
        game.result = *result;
    } else if (key == "board") {
        const auto size = number(value);
        if (!size || *size < 5 || *size > kMaxRecordBoardSize) {
            return "board '" + value + "' is not a size from 5 to 26";
        }
        game.boardSize = static_cast<int>(*size);
    } else if (key == "alt") {
        for (std::string_view token : words(value)) {
            const auto point = parseRecordPoint(token);
            if (!point) {
                return "alt: '" + std::string(token) + "' is not a point";
            }
            game.fifthAlternatives.push_back(*point);
        }
    } else if (key == "times") {
        const auto times = words(value);
        if (times.size() > game.moves.size()) {
            return "times: " + std::to_string(times.size()) + " times for " +
                   std::to_string(game.moves.size()) + " moves";
        }
        for (std::size_t i = 0; i < times.size(); ++i) {
            const auto ms = times[i] == "-" ? std::optional<long long>(-1) : number(times[i]);
            if (!ms || *ms < -1) {
                return "times: '" + std::string(times[i]) + "' is not milliseconds or -";
            }
            game.moves[i].milliseconds = *ms;
        }
    } else if (key == "tree") {
        const auto tree = number(value);
        if (!tree || *tree < 0 || *tree > 1'000'000'000) {
            return "tree '" + value + "' is not a tree's number";
        }
        game.tree = static_cast<int>(*tree);
    } else if (key.substr(0, 6) == "label.") {
        const std::size_t dot = key.find('.', 6);
        const auto after = number(key.substr(6, dot == std::string_view::npos ? dot : dot - 6));
        const auto point =
            dot == std::string_view::npos ? std::nullopt : parseRecordPoint(key.substr(dot + 1));
        if (!after || *after < 0 || *after > static_cast<long long>(game.moves.size()) || !point ||
            value.empty()) {
            return "'" + std::string(key) + "' is not label.K.POINT of a move K and a point";
        }
        game.labels.push_back({static_cast<int>(*after), *point, value});
    } else if (key.substr(0, 5) == "note.") {
        const auto after = number(key.substr(5));
        if (!after || *after < 0 || *after > static_cast<long long>(game.moves.size())) {
            return "'" + std::string(key) + "' names no move of the game";
        }
        game.comments.push_back({static_cast<int>(*after), value});
    } else {
        return "unknown field '" + std::string(key) + "'";
    }
    return "";
}

} // namespace

std::vector<std::string_view> splitRecordLines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\r' && text[i] != '\n') {
            continue;
        }
        lines.push_back(text.substr(start, i - start));
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            ++i;
        }
        start = i + 1;
    }
    if (start < text.size()) {
        lines.push_back(text.substr(start));
    }
    return lines;
}

RecordFile readGameLines(std::string_view bytes, const ReadOptions& options,
                         const std::function<std::string(std::string_view, GameRecord&)>& read) {
    RecordFile file;
    const DecodedText decoded = decodeText(bytes, options.encoding);
    file.encoding = decoded.encoding;
    int lineNo = 0;
    int gameNo = 0;
    for (std::string_view line : splitRecordLines(decoded.text)) {
        ++lineNo;
        const std::size_t start = line.find_first_not_of(" \t");
        if (start == std::string_view::npos || line[start] == '#') {
            continue;
        }
        GameRecord game;
        game.number = ++gameNo;
        const std::string problem = read(line, game);
        if (!problem.empty()) {
            file.problems.push_back({lineNumber(lineNo), gameNo, problem + "; game left out"});
            continue;
        }
        file.games.push_back(std::move(game));
    }
    return file;
}

RecordFile readTextRecords(std::string_view bytes, const ReadOptions& options) {
    return readGameLines(bytes, options, [](std::string_view line, GameRecord& game) {
        const std::vector<std::string_view> fields = splitOn(line, '\t');
        std::string problem = readMoves(fields[0], game);
        for (std::size_t i = 1; i < fields.size() && problem.empty(); ++i) {
            const std::size_t equals = fields[i].find('=');
            if (equals == std::string_view::npos) {
                return "field " + std::to_string(i + 1) + " is not key=value";
            }
            problem = readField(fields[i].substr(0, equals), unescape(fields[i].substr(equals + 1)),
                                game);
        }
        return problem;
    });
}

std::string writeTextRecords(const std::vector<GameRecord>& games) {
    std::string out = "# renju-arbiter game records: moves, then tab-separated key=value fields\n";
    for (const GameRecord& game : games) {
        out += formatRecordMoves(game);
        const auto field = [&](const char* key, const std::string& value) {
            if (!value.empty()) {
                out += std::string("\t") + key + "=" + textEscaped(value);
            }
        };
        field("black", game.black);
        field("white", game.white);
        field("result", formatRecordResult(game.result));
        field("event", game.event);
        field("round", game.round);
        field("date", game.date);
        field("rules", game.ruleSet);
        if (game.boardSize != rules::kRenjuBoardSize) {
            field("board", std::to_string(game.boardSize));
        }
        std::string alternatives;
        for (const rules::Point& point : game.fifthAlternatives) {
            alternatives += (alternatives.empty() ? "" : " ") + rules::formatPoint(point);
        }
        field("alt", alternatives);
        std::string times;
        bool hasTime = false;
        for (const RecordMove& move : game.moves) {
            hasTime = hasTime || move.milliseconds >= 0;
            times += (times.empty() ? "" : " ") +
                     (move.milliseconds >= 0 ? std::to_string(move.milliseconds) : "-");
        }
        field("times", hasTime ? times : "");
        for (const MoveComment& comment : game.comments) {
            field(("note." + std::to_string(comment.afterMove)).c_str(), comment.text);
        }
        for (const BoardLabel& label : game.labels) {
            field(
                ("label." + std::to_string(label.afterMove) + "." + rules::formatPoint(label.point))
                    .c_str(),
                label.text);
        }
        field("tree", game.tree == 0 ? "" : std::to_string(game.tree));
        out += '\n';
    }
    return out;
}

} // namespace renju::arbiter::records
