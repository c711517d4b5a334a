#include "arbiter/records/record_check.hpp"

#include "rules/ascii_text.hpp"
#include "rules/board.hpp"
#include "rules/five.hpp"
#include "rules/set_forbidden.hpp"

#include <algorithm>
#include <cctype>
#include <optional>

namespace renju::arbiter::records {

namespace {

bool startsWith(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

/// The smallest board a record of a set without forbidden moves is checked on.
constexpr int kSmallestFreeBoard = 15;

/// True for a set where no move is forbidden to either colour (free-style, gomoku).
bool hasNoForbiddenMoves(rules::RuleSet set) {
    return !set.rulesFor(rules::Stone::Black).hasForbiddenMoves() &&
           !set.rulesFor(rules::Stone::White).hasForbiddenMoves();
}

/// True for a set without forbidden moves (free-style, gomoku: only fives count) on a board from
/// 15 to the largest: Gomocup's engine tournaments play them on 20x20, other servers on 15 to 19.
bool isCheckedOnAnyBoard(rules::RuleSet set, int boardSize) {
    return hasNoForbiddenMoves(set) && boardSize >= kSmallestFreeBoard &&
           boardSize <= rules::kMaxBoardSize;
}

GameCheck problemAt(int move, std::string message) {
    return {GameCheck::Status::Problem, move,
            "move " + std::to_string(move) + ": " + std::move(message)};
}

const char* colourWord(rules::Stone colour) {
    return colour == rules::Stone::Black ? "Black" : "White";
}

rules::Score winOf(rules::Stone colour) {
    return colour == rules::Stone::Black ? rules::Score::BlackWins : rules::Score::WhiteWins;
}

/// Returns the move (1-based) that first put a stone on `point`.
int firstMoveOn(const GameRecord& game, rules::Point point, std::size_t before) {
    for (std::size_t i = 0; i < before; ++i) {
        if (!game.moves[i].move.isPass && game.moves[i].move.point == point) {
            return static_cast<int>(i) + 1;
        }
    }
    return 0;
}

std::string forbiddenText(rules::Point point, rules::ForbiddenKind kind, rules::RuleSet set,
                          rules::Stone colour) {
    std::string clause =
        set == rules::RuleSet() ? rules::forbiddenKindClause(kind) : std::string(set.name());
    return rules::formatPoint(point) + " is a forbidden " + rules::forbiddenKindName(kind) +
           " for " + colourWord(colour) + " (" + rules::forbiddenKindCode(kind) + ", " + clause +
           ")";
}

/// What the last move left on the board, for the result check.
struct Ending {
    int move = 0;
    rules::Stone fiveColour = rules::Stone::Empty;
    rules::ForbiddenKind lastForbidden = rules::ForbiddenKind::None;
    rules::Stone lastColour = rules::Stone::Empty;
    rules::Point lastPoint{};
};

GameCheck checkResult(const GameRecord& game, const Ending& ending, rules::RuleSet set) {
    if (game.result == rules::Score::Unfinished || ending.move == 0) {
        return {};
    }
    const std::string recorded = std::string("the result ") + formatRecordResult(game.result);
    if (ending.fiveColour != rules::Stone::Empty && game.result != winOf(ending.fiveColour)) {
        return problemAt(ending.move, recorded + " but " + colourWord(ending.fiveColour) +
                                          "'s five stands (made by " +
                                          rules::formatPoint(ending.lastPoint) + ")");
    }
    if (ending.lastForbidden != rules::ForbiddenKind::None &&
        game.result == winOf(ending.lastColour)) {
        return problemAt(ending.move, recorded + " but " + colourWord(ending.lastColour) +
                                          "'s last move " +
                                          forbiddenText(ending.lastPoint, ending.lastForbidden, set,
                                                        ending.lastColour));
    }
    return {};
}

/// A stone of the record as the check sees it.
struct RecordStone {
    rules::Point point{};
    rules::Stone colour = rules::Stone::Black;
    int number = 0;
    bool isLast = false;
};

/// What the set says of a stone: its forbidden kind, and the problem when the record cannot be
/// right (the set refuses the stone, or the stone is forbidden and the record goes on).
struct StoneJudgement {
    rules::ForbiddenKind kind = rules::ForbiddenKind::None;
    std::optional<GameCheck> problem;
};

StoneJudgement judgeStone(const CheckRules& checkRules, const rules::Board& board,
                          const RecordStone& stone) {
    StoneJudgement judgement;
    judgement.kind = rules::forbiddenKind(board, stone.point, checkRules.set, stone.colour);
    if (judgement.kind == rules::ForbiddenKind::None) {
        return judgement;
    }
    std::string text = forbiddenText(stone.point, judgement.kind, checkRules.set, stone.colour);
    if (checkRules.set.rulesFor(stone.colour).sanction == rules::Sanction::Refused) {
        judgement.problem =
            problemAt(stone.number, text + ", a move " + std::string(checkRules.set.name()) +
                                        " refuses, yet the record plays it");
    } else if (!stone.isLast) {
        judgement.problem = problemAt(stone.number, text + " and the record goes on");
    }
    return judgement;
}

} // namespace

std::optional<std::string> ruleSetOfName(std::string_view name) {
    const std::string key = rules::asciiLowered(name);
    static constexpr std::string_view kRenjuNames[] = {
        "",        "renju",     "rif",     "yamaguchi", "sakata", "tarannikov",
        "jonsson", "taraguchi", "soosorv", "soosõrv",   "rif-old"};
    for (std::string_view renju : kRenjuNames) {
        if (key == renju || (!renju.empty() && renju.size() > 3 && startsWith(key, renju))) {
            return "renju";
        }
    }
    if (startsWith(key, "gomoku") || key == "standard gomoku" || key == "swap2" || key == "swap1") {
        return "gomoku";
    }
    if (startsWith(key, "freestyle") || startsWith(key, "free-style") || key == "free") {
        return "freestyle";
    }
    if (auto found = rules::RuleSet::parse(key);
        found && found->family() == rules::GameFamily::FiveInARow) {
        return key; // records hold five-in-a-row games only
    }
    return std::nullopt;
}

std::variant<CheckRules, std::string> checkRulesFor(std::string_view set, int boardSize) {
    const auto found = rules::RuleSet::parse(set);
    if (!found) {
        return "'" + std::string(set) + "' is not a rule set (" +
               rules::RuleSet::names(rules::GameFamily::FiveInARow) + ")";
    }
    if (found->family() != rules::GameFamily::FiveInARow) {
        return std::string(set) + " is not a five-in-a-row game: its records are not checked";
    }
    if (!found->allowsBoardSize(boardSize) && !isCheckedOnAnyBoard(*found, boardSize)) {
        return std::string(set) +
               (hasNoForbiddenMoves(*found)
                    ? " is checked on any board from " + std::to_string(kSmallestFreeBoard) +
                          " to " + std::to_string(rules::kMaxBoardSize)
                    : " is played on " + found->boardSizesText() + " lines") +
               ", not " + std::to_string(boardSize);
    }
    return CheckRules{*found, boardSize};
}

GameCheck checkGame(const GameRecord& game, std::string_view ruleOverride) {
    const std::optional<std::string> set =
        ruleOverride.empty() ? ruleSetOfName(game.ruleSet) : std::string(ruleOverride);
    if (!set) {
        return {GameCheck::Status::NotChecked, 0,
                "not checked: the rule '" + game.ruleSet +
                    "' names no rule set this program knows (" +
                    rules::RuleSet::names(rules::GameFamily::FiveInARow) + ")"};
    }
    const auto found = checkRulesFor(*set, game.boardSize);
    if (const auto* why = std::get_if<std::string>(&found)) {
        return {GameCheck::Status::NotChecked, 0, "not checked: " + *why};
    }
    const auto& checkRules = std::get<CheckRules>(found);
    rules::Board board(checkRules.boardSize);
    Ending ending;
    const std::size_t count = game.moves.size();
    for (std::size_t i = 0; i < count; ++i) {
        const int number = static_cast<int>(i) + 1;
        const bool isLast = i + 1 == count;
        const rules::Move& move = game.moves[i].move;
        if (move.isPass) {
            if (i > 0 && game.moves[i - 1].move.isPass && !isLast) {
                return problemAt(number, "two passes in a row end the game (10.3) but the "
                                         "record goes on");
            }
            continue;
        }
        const rules::Point point = move.point;
        if (!board.contains(point)) {
            return problemAt(number, rules::formatPoint(point) + " is off the " +
                                         std::to_string(checkRules.boardSize) + "x" +
                                         std::to_string(checkRules.boardSize) + " board");
        }
        if (board.at(point) != rules::Stone::Empty) {
            return problemAt(number, rules::formatPoint(point) + " is already occupied (move " +
                                         std::to_string(firstMoveOn(game, point, i)) + ")");
        }
        const rules::Stone colour = rules::colourOfMove(i);
        const StoneJudgement judgement =
            judgeStone(checkRules, board, RecordStone{point, colour, number, isLast});
        if (judgement.problem) {
            return *judgement.problem;
        }
        board.place(point, colour);
        const bool isFive =
            rules::makesFive(board, point, colour, checkRules.set.fiveRuleFor(colour));
        if (isFive && !isLast) {
            return problemAt(number, std::string(colourWord(colour)) + "'s five at " +
                                         rules::formatPoint(point) +
                                         " stands but the record goes on");
        }
        ending = {number, isFive ? colour : rules::Stone::Empty, judgement.kind, colour, point};
    }
    return checkResult(game, ending, checkRules.set);
}

} // namespace renju::arbiter::records
