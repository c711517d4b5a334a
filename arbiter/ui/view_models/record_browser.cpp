#include "arbiter/ui/view_models/record_browser.hpp"

#include "rules/rule_set.hpp"

#include <algorithm>
#include <cctype>

namespace renju::arbiter::ui {

namespace {

std::string lowerAscii(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) {
        return c < 0x80 ? static_cast<char>(std::tolower(c)) : static_cast<char>(c);
    });
    return text;
}

} // namespace

std::vector<RecordRow> recordRows(const std::vector<records::GameRecord>& games,
                                  const std::string& player) {
    std::vector<RecordRow> rows;
    std::string wanted = lowerAscii(player);
    for (std::size_t i = 0; i < games.size(); ++i) {
        const records::GameRecord& game = games[i];
        bool isWanted = wanted.empty() ||
                        lowerAscii(game.black).find(wanted) != std::string::npos ||
                        lowerAscii(game.white).find(wanted) != std::string::npos;
        if (isWanted) {
            rows.push_back(RecordRow{i, game.black, game.white,
                                     records::formatRecordResult(game.result),
                                     static_cast<int>(game.moves.size()), game.event});
        }
    }
    return rows;
}

RecordBoard recordBoard(const records::GameRecord& game, int shown) {
    RecordBoard result;
    rules::RuleSet set = rules::RuleSet::parse(lowerAscii(game.ruleSet)).value_or(rules::RuleSet());
    rules::GameRules gameRules{set, game.boardSize,
                               rules::OpeningRules{rules::OpeningProtocol::None}};
    if (rules::findGameRulesProblem(gameRules)) {
        gameRules = rules::GameRules{rules::RuleSet(), game.boardSize,
                                     rules::OpeningRules{rules::OpeningProtocol::None}};
    }
    rules::Game replay(gameRules);
    int count = std::clamp(shown, 0, static_cast<int>(game.moves.size()));
    for (int i = 0; i < count; ++i) {
        const rules::Move& move = game.moves[static_cast<std::size_t>(i)].move;
        rules::EventOutcome outcome = move.isPass ? replay.apply(rules::PassEvent{})
                                                  : replay.apply(rules::StoneEvent{move.point});
        if (outcome.kind == rules::OutcomeKind::Refused) {
            result.stoppedAt = i + 1;
            result.problem = "move " + std::to_string(i + 1) + ": " + outcome.text;
            break;
        }
    }
    result.board = boardModel(replay);
    result.board.prompt = count == 0 ? "before the first move"
                                     : "after move " + std::to_string(count) + " of " +
                                           std::to_string(game.moves.size());
    return result;
}

} // namespace renju::arbiter::ui
