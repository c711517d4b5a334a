#include "arbiter/records/game_record.hpp"

namespace renju::arbiter::records {

std::optional<std::string> GameRecord::extra(std::string_view key) const {
    for (const auto& [name, value] : extras) {
        if (name == key) {
            return value;
        }
    }
    return std::nullopt;
}

void GameRecord::setExtra(const std::string& key, std::string value) {
    for (auto& [name, old] : extras) {
        if (name == key) {
            old = std::move(value);
            return;
        }
    }
    extras.emplace_back(key, std::move(value));
}

namespace {

/// The extras of the game as a whole: not the "renlib.*" marks of its line.
std::vector<std::pair<std::string, std::string>> gameExtras(const GameRecord& game) {
    std::vector<std::pair<std::string, std::string>> extras;
    for (const auto& extra : game.extras) {
        if (extra.first.rfind(kLineExtraPrefix, 0) != 0) {
            extras.push_back(extra);
        }
    }
    return extras;
}

} // namespace

bool hasSameInfo(const GameRecord& a, const GameRecord& b) {
    return a.black == b.black && a.white == b.white && a.event == b.event && a.round == b.round &&
           a.date == b.date && a.ruleSet == b.ruleSet && a.boardSize == b.boardSize &&
           a.result == b.result && a.fifthAlternatives == b.fifthAlternatives &&
           gameExtras(a) == gameExtras(b);
}

bool hasInfo(const GameRecord& game) {
    return !game.black.empty() || !game.white.empty() || !game.event.empty() ||
           !game.round.empty() || !game.date.empty() || !game.ruleSet.empty() ||
           game.result != rules::Score::Unfinished || !game.fifthAlternatives.empty();
}

std::string* infoField(GameRecord& game, std::string_view key, const InfoKeys& keys) {
    const std::pair<std::string_view, std::string*> fields[] = {
        {keys.black, &game.black}, {keys.white, &game.white}, {keys.event, &game.event},
        {keys.round, &game.round}, {keys.date, &game.date},   {keys.rules, &game.ruleSet}};
    for (const auto& [name, field] : fields) {
        if (!name.empty() && name == key) {
            return field;
        }
    }
    return nullptr;
}

std::string formatRecordMoves(const GameRecord& game) {
    std::string text;
    text.reserve(game.moves.size() * 4);
    for (const RecordMove& move : game.moves) {
        if (!text.empty()) {
            text += ' ';
        }
        text += rules::formatMove(move.move);
    }
    return text;
}

const char* formatRecordResult(rules::Score result) {
    return rules::scoreCode(result);
}

std::optional<rules::Score> parseRecordResult(std::string_view text) {
    if (text == "1/2-1/2" || text == "\xC2\xBD-\xC2\xBD") {
        return rules::Score::Draw;
    }
    return rules::parseScore(text);
}

std::optional<rules::Point> parseRecordPoint(std::string_view text) {
    if (text.size() < 2 || text.size() > 3) {
        return std::nullopt;
    }
    char letter = text[0];
    if (letter >= 'A' && letter <= 'Z') {
        letter = static_cast<char>(letter - 'A' + 'a');
    }
    if (letter < 'a' || letter > 'z' || text[1] < '1' || text[1] > '9') {
        return std::nullopt;
    }
    int row = text[1] - '0';
    if (text.size() == 3) {
        if (text[2] < '0' || text[2] > '9') {
            return std::nullopt;
        }
        row = row * 10 + (text[2] - '0');
    }
    if (row > kMaxRecordBoardSize) {
        return std::nullopt;
    }
    return rules::Point{letter - 'a', row - 1};
}

} // namespace renju::arbiter::records
