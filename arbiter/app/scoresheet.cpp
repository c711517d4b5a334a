#include "arbiter/app/scoresheet.hpp"

#include "arbiter/records/record_formats.hpp"
#include "rules/notation.hpp"

#include <algorithm>
#include <cctype>

namespace renju::arbiter::app {

namespace {

bool isMoveNumber(std::string_view word) {
    return word.size() >= 2 && word.back() == '.' &&
           std::all_of(word.begin(), word.end() - 1,
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
}

std::vector<std::string_view> wordsOf(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t at = 0;
    auto isSeparator = [](char c) {
        return c == ' ' || c == ',' || c == '\n' || c == '\r' || c == '\t';
    };
    while (at < text.size()) {
        while (at < text.size() && isSeparator(text[at])) {
            ++at;
        }
        std::size_t start = at;
        while (at < text.size() && !isSeparator(text[at])) {
            ++at;
        }
        if (at > start) {
            words.push_back(text.substr(start, at - start));
        }
    }
    return words;
}

} // namespace

TypedMoves readTypedMoves(std::string_view text, int boardSize) {
    // A record pasted whole (SGF, or the text format's line with its tab-separated fields)
    // gives its moves; anything else is read as a list of moves.
    std::size_t start = text.find_first_not_of(" \n\r\t");
    bool isSgf = start != std::string_view::npos && text.substr(start, 2) == "(;";
    if (isSgf || text.find('\t') != std::string_view::npos) {
        records::RecordFile file = records::readRecords(
            text, isSgf ? records::RecordFormat::Sgf : records::RecordFormat::Text, {});
        if (!file.games.empty()) {
            TypedMoves pasted;
            for (const records::RecordMove& move : file.games.front().moves) {
                pasted.moves.push_back(move.move);
            }
            if (!pasted.moves.empty()) {
                return pasted;
            }
        }
    }
    TypedMoves typed;
    for (std::string_view word : wordsOf(text)) {
        if (isMoveNumber(word)) {
            continue;
        }
        int number = static_cast<int>(typed.moves.size()) + 1;
        if (word == "--" || word == "pass") {
            typed.moves.push_back(rules::Move::pass());
            continue;
        }
        std::optional<rules::Point> point = rules::parsePoint(word, boardSize);
        if (!point) {
            typed.problem = "move " + std::to_string(number) + ": '" + std::string(word) +
                            "' is not a point of the " + std::to_string(boardSize) + "x" +
                            std::to_string(boardSize) + " board (nor -- for a pass)";
            return typed;
        }
        typed.moves.push_back(rules::Move::at(*point));
    }
    if (typed.moves.empty()) {
        typed.problem = "no move on the scoresheet";
    }
    return typed;
}

std::vector<std::string> compareScoresheet(const std::vector<rules::Move>& entered,
                                           const std::vector<rules::Move>& scoresheet) {
    std::vector<std::string> differences;
    std::size_t count = std::max(entered.size(), scoresheet.size());
    for (std::size_t i = 0; i < count; ++i) {
        std::string number = "move " + std::to_string(i + 1) + ": ";
        if (i >= scoresheet.size()) {
            differences.push_back(number + "the record has " + rules::formatMove(entered[i]) +
                                  ", the scoresheet ends before");
        } else if (i >= entered.size()) {
            differences.push_back(number + "the scoresheet has " +
                                  rules::formatMove(scoresheet[i]) + ", the record ends before");
        } else if (!(entered[i] == scoresheet[i])) {
            differences.push_back(number + "the scoresheet has " +
                                  rules::formatMove(scoresheet[i]) + ", the record " +
                                  rules::formatMove(entered[i]));
        }
    }
    return differences;
}

} // namespace renju::arbiter::app
