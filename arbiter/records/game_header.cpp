#include "arbiter/records/record_tree.hpp"

namespace renju::arbiter::records {

namespace {

std::string pointsText(const std::vector<rules::Point>& points) {
    std::string text;
    for (const rules::Point& point : points) {
        text += (text.empty() ? "" : " ") + rules::formatPoint(point);
    }
    return text;
}

} // namespace

std::string gameHeaderComment(const GameRecord& game) {
    std::string text = "Black: " + game.black + "\nWhite: " + game.white +
                       "\nResult: " + formatRecordResult(game.result);
    const auto line = [&](const char* key, const std::string& value) {
        if (!value.empty()) {
            text += std::string("\n") + key + ": " + value;
        }
    };
    line("Event", game.event);
    line("Round", game.round);
    line("Date", game.date);
    line("Rules", game.ruleSet);
    line("Alternatives", pointsText(game.fifthAlternatives));
    for (const MoveComment& comment : game.comments) {
        if (comment.afterMove == 0) {
            std::string escaped;
            for (const char c : comment.text) {
                escaped += c == '\\' ? "\\\\" : c == '\n' ? "\\n" : std::string(1, c);
            }
            line("Comment", escaped);
        }
    }
    return text;
}

bool readGameHeaderComment(const std::string& comment, GameRecord& game, std::string* rest) {
    if (comment.rfind("Black: ", 0) != 0) {
        return false;
    }
    const std::size_t blank = comment.find("\n\n");
    const std::size_t headerEnd = blank == std::string::npos ? comment.size() : blank;
    GameRecord read = game;
    std::size_t start = 0;
    bool hasResult = false;
    while (start <= headerEnd) {
        std::size_t end = comment.find('\n', start);
        end = end == std::string::npos || end > headerEnd ? headerEnd : end;
        const std::string line = comment.substr(start, end - start);
        start = end + 1;
        const std::size_t colon = line.find(": ");
        if (colon == std::string::npos) {
            return false;
        }
        const std::string key = line.substr(0, colon);
        const std::string value = line.substr(colon + 2);
        if (std::string* field =
                infoField(read, key, {"Black", "White", "Event", "Round", "Date", "Rules"})) {
            *field = value;
        } else if (key == "Result") {
            const auto result = parseRecordResult(value);
            if (!result) {
                return false;
            }
            read.result = *result;
            hasResult = true;
        } else if (key == "Comment") {
            std::string text;
            for (std::size_t i = 0; i < value.size(); ++i) {
                if (value[i] == '\\' && i + 1 < value.size()) {
                    text += value[++i] == 'n' ? '\n' : value[i];
                } else {
                    text += value[i];
                }
            }
            read.comments.push_back({0, text});
        } else if (key == "Alternatives") {
            std::size_t from = 0;
            while (from < value.size()) {
                std::size_t space = value.find(' ', from);
                space = space == std::string::npos ? value.size() : space;
                const auto point = parseRecordPoint(value.substr(from, space - from));
                if (!point) {
                    return false;
                }
                read.fifthAlternatives.push_back(*point);
                from = space + 1;
            }
        } else {
            return false;
        }
    }
    if (!hasResult) {
        return false;
    }
    game = std::move(read);
    if (rest != nullptr) {
        *rest = blank == std::string::npos ? "" : comment.substr(blank + 2);
    }
    return true;
}

} // namespace renju::arbiter::records
