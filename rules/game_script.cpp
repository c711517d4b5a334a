#include "rules/game_script.hpp"

#include "rules/notation.hpp"

#include <algorithm>
#include <charconv>

namespace renju::rules {

namespace {

std::vector<std::string_view> splitWords(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t position = 0;
    while (true) {
        std::size_t start = text.find_first_not_of(" \t\r", position);
        if (start == std::string_view::npos) {
            return words;
        }
        std::size_t end = text.find_first_of(" \t\r", start);
        end = end == std::string_view::npos ? text.size() : end;
        words.push_back(text.substr(start, end - start));
        position = end;
    }
}

/// Returns the text after the first `count` words, trimmed.
std::string restAfter(std::string_view line, std::size_t count) {
    std::size_t position = 0;
    for (std::size_t i = 0; i < count; ++i) {
        position = line.find_first_not_of(" \t", position);
        position = line.find_first_of(" \t", position);
        if (position == std::string_view::npos) {
            return "";
        }
    }
    std::size_t start = line.find_first_not_of(" \t\r", position);
    if (start == std::string_view::npos) {
        return "";
    }
    std::size_t end = line.find_last_not_of(" \t\r");
    return std::string(line.substr(start, end - start + 1));
}

std::optional<int> parseCount(std::string_view word) {
    int value = 0;
    auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc{} || end != word.data() + word.size()) {
        return std::nullopt;
    }
    return value;
}

std::optional<Stone> parseColour(std::string_view word) {
    if (word == "black") {
        return Stone::Black;
    }
    if (word == "white") {
        return Stone::White;
    }
    return std::nullopt;
}

EventParse failure(std::string message) {
    return EventParse{std::nullopt, std::move(message)};
}

EventParse success(GameEvent event) {
    return EventParse{std::move(event), ""};
}

/// Returns "'WORD' is not a point (a1-o15)" for the board's size.
std::string notAPoint(std::string_view word, int boardSize) {
    return "'" + std::string(word) + "' is not a point (a1-" +
           formatPoint(Point{boardSize - 1, boardSize - 1}) + ")";
}

EventParse parsePoints(const std::vector<std::string_view>& words, bool isChoice, int boardSize) {
    std::vector<Point> points;
    for (std::size_t i = 1; i < words.size(); ++i) {
        auto point = parsePoint(words[i], boardSize);
        if (!point) {
            return failure(notAPoint(words[i], boardSize));
        }
        points.push_back(*point);
    }
    if (isChoice) {
        if (points.size() != 1) {
            return failure("choose takes exactly one point");
        }
        return success(ChooseEvent{points[0]});
    }
    if (points.empty()) {
        return failure("propose needs at least one point");
    }
    return success(ProposeEvent{points});
}

EventParse parseClaim(const std::vector<std::string_view>& words, int boardSize) {
    auto colour = words.size() >= 3 ? parseColour(words[1]) : std::nullopt;
    if (!colour) {
        return failure("claim needs a colour and a kind: claim black|white five|forbidden "
                       "[POINT]|time");
    }
    ClaimEvent claim;
    claim.claimant = *colour;
    std::string_view kind = words[2];
    std::size_t allowed = 3;
    if (kind == "five") {
        claim.kind = ClaimKind::Five;
    } else if (kind == "time") {
        claim.kind = ClaimKind::Time;
    } else if (kind == "forbidden") {
        claim.kind = ClaimKind::Forbidden;
        allowed = 4;
        if (words.size() == 4) {
            claim.point = parsePoint(words[3], boardSize);
            if (!claim.point) {
                return failure(notAPoint(words[3], boardSize));
            }
        }
    } else {
        return failure("unknown claim '" + std::string(kind) + "' (five, forbidden, time)");
    }
    if (words.size() > allowed) {
        return failure("unexpected '" + std::string(words[allowed]) + "' after the claim");
    }
    return success(claim);
}

EventParse parseArbiterEvent(std::string_view line, const std::vector<std::string_view>& words) {
    if (words[0] == "ruling") {
        if (words.size() < 2 || (words[1] != "uphold" && words[1] != "reject")) {
            return failure("ruling needs uphold or reject: ruling uphold|reject TEXT");
        }
        return success(RulingEvent{words[1] == "uphold", restAfter(line, 2)});
    }
    auto score = words.size() >= 3 ? parseScore(words[1]) : std::nullopt;
    auto reason = words.size() >= 3 ? parseReason(words[2]) : std::nullopt;
    if (!score || !reason) {
        return failure("override needs a result and a reason: override 1-0|0-1|0.5-0.5|* "
                       "REASON TEXT");
    }
    if (std::string problem = resultProblem(GameResult{*score, *reason}); !problem.empty()) {
        return failure(problem);
    }
    std::string text = restAfter(line, 3);
    if (text.empty()) {
        return failure("override needs the arbiter's words after the reason: override RESULT "
                       "REASON TEXT");
    }
    return success(OverrideEvent{GameResult{*score, *reason}, text});
}

/// Events of one word, or a word and a colour/count.
EventParse parseSimpleEvent(const std::vector<std::string_view>& words) {
    std::string_view keyword = words[0];
    auto simple = [&](GameEvent event) {
        return words.size() == 1 ? success(std::move(event))
                                 : failure("'" + std::string(keyword) + "' takes no argument");
    };
    if (keyword == "pass" || keyword == "--") {
        return simple(PassEvent{});
    }
    if (keyword == "swap" || keyword == "noswap") {
        return simple(SwapEvent{keyword == "swap"});
    }
    if (keyword == "press") {
        return simple(PressEvent{});
    }
    if (keyword == "offer-draw") {
        return simple(DrawOfferEvent{});
    }
    if (keyword == "accept") {
        return simple(DrawAcceptEvent{});
    }
    if (keyword == "refuse") {
        return simple(DrawRefuseEvent{});
    }
    if (keyword == "undo") {
        return simple(UndoEvent{});
    }
    if (keyword == "declare") {
        auto count = words.size() == 2 ? parseCount(words[1]) : std::nullopt;
        return count ? success(DeclareEvent{*count}) : failure("declare needs a number: declare N");
    }
    bool isFlag = keyword == "flag";
    if (isFlag || keyword == "resign") {
        bool isValid = words.size() >= 2 && words.size() <= (isFlag ? 3U : 2U) &&
                       (words[1] == "black" || words[1] == "white");
        int movesShort = 0;
        if (isValid && words.size() == 3) {
            auto count = parseCount(words[2]);
            isValid = count.has_value() && *count >= 0;
            movesShort = count.value_or(0);
        }
        if (!isValid) {
            return failure(std::string(keyword) + " needs black or white" +
                           (isFlag ? " (and optionally the number of moves short)" : ""));
        }
        Stone colour = words[1] == "black" ? Stone::Black : Stone::White;
        return isFlag ? success(FlagEvent{colour, movesShort}) : success(ResignEvent{colour});
    }
    return failure("unknown event '" + std::string(keyword) + "'");
}

std::string_view withoutComment(std::string_view line) {
    std::size_t hash = line.find('#');
    return hash == std::string_view::npos ? line : line.substr(0, hash);
}

/// The header lines of a script (`rules`, `board`, `opening`), checked together once the first
/// event (or the end) closes the header.
struct ScriptHeader {
    RuleSet set;
    RenVariants ren;
    std::optional<int> boardSize;
    std::optional<OpeningRules> opening;
    /// The line each header was read from (0: not given), for errors found on closing.
    int rulesLine = 0;
    int boardLine = 0;
    int openingLine = 0;
    bool isClosed = false;

    void read(std::string_view line, const std::vector<std::string_view>& words, int lineNumber,
              std::vector<ScriptError>& errors) {
        auto error = [&](std::string message) {
            errors.push_back(ScriptError{lineNumber, std::move(message)});
        };
        std::string_view keyword = words[0];
        int& seen = keyword == "rules" ? rulesLine : (keyword == "board" ? boardLine : openingLine);
        if (isClosed) {
            return error("'" + std::string(keyword) + "' must come before the first event");
        }
        if (seen != 0) {
            return error("the " + std::string(keyword == "rules" ? "rule set" : keyword) +
                         " is named twice");
        }
        seen = lineNumber;
        if (keyword == "rules") {
            readRules(line, words, error);
        } else if (keyword == "board") {
            boardSize = words.size() == 2 ? parseCount(words[1]) : std::nullopt;
            if (!boardSize) {
                error(set.family() == GameFamily::Ren
                          ? "board needs the number of squares: board 8|10"
                          : "board needs the number of lines: board 15|19");
            }
        } else {
            std::string problem;
            opening = parseOpeningRules(restAfter(line, 1), problem);
            if (!opening) {
                error(problem);
            }
        }
    }

    /// Reads `rules SET`, and under ren its variants: `rules ren [rui-limit=N] [lead=N]`.
    template <class Error>
    void readRules(std::string_view line, const std::vector<std::string_view>& words,
                   const Error& error) {
        auto named = words.size() >= 2 ? RuleSet::parse(words[1]) : std::nullopt;
        bool isRen = named && named->family() == GameFamily::Ren;
        if (!named || (words.size() != 2 && !isRen)) {
            return error("unknown rules '" + restAfter(line, 1) + "' (" + RuleSet::names() + ")");
        }
        set = *named;
        std::vector<std::string_view> seen;
        for (std::size_t i = 2; i < words.size(); ++i) {
            std::string_view key = words[i].substr(0, words[i].find('='));
            if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
                return error(std::string(key) + " is named twice");
            }
            seen.push_back(key);
            if (std::string problem = readRenVariant(words[i], ren); !problem.empty()) {
                return error(problem);
            }
        }
    }

    /// Returns the game rules of the header; a combination the set does not allow is an error
    /// on the line that names it.
    GameRules close(std::vector<ScriptError>& errors) {
        isClosed = true;
        GameRules rules = defaultGameRules(set);
        rules.ren = ren;
        if (boardSize) {
            rules.boardSize = *boardSize;
        }
        if (opening) {
            rules.opening = *opening;
        }
        // The board and the opening are checked one at a time, so both can be reported.
        GameRules boardOnly = defaultGameRules(set);
        boardOnly.boardSize = rules.boardSize;
        if (auto problem = findGameRulesProblem(boardOnly)) {
            errors.push_back(ScriptError{boardLine, *problem});
            rules.boardSize = set.defaultBoardSize();
        }
        if (auto problem = findRenVariantsProblem(rules.ren)) {
            errors.push_back(ScriptError{rulesLine, *problem});
            rules.ren = RenVariants{};
        }
        if (auto problem = findGameRulesProblem(rules)) {
            errors.push_back(ScriptError{openingLine, *problem});
            rules.opening = defaultGameRules(set).opening;
        }
        return rules;
    }
};

} // namespace

EventParse parseGameEvent(std::string_view line, int boardSize) {
    auto words = splitWords(line);
    if (words.empty()) {
        return failure("empty event");
    }
    if (words.size() == 1) {
        if (auto point = parsePoint(words[0], boardSize)) {
            return success(StoneEvent{*point});
        }
        bool looksLikePoint = words[0].size() >= 2 && words[0][0] >= 'a' && words[0][0] <= 'z' &&
                              words[0][1] >= '0' && words[0][1] <= '9';
        if (looksLikePoint) {
            return failure(notAPoint(words[0], boardSize));
        }
    }
    std::string_view keyword = words[0];
    if (keyword == "propose" || keyword == "choose") {
        return parsePoints(words, keyword == "choose", boardSize);
    }
    if (keyword == "claim") {
        return parseClaim(words, boardSize);
    }
    if (keyword == "ruling" || keyword == "override") {
        return parseArbiterEvent(line, words);
    }
    return parseSimpleEvent(words);
}

GameScript parseGameScript(std::string_view text) {
    GameScript script;
    if (text.substr(0, 3) == "\xEF\xBB\xBF") {
        text.remove_prefix(3); // a UTF-8 byte-order mark, as some editors write
    }
    ScriptHeader header;
    int lineNumber = 0;
    std::size_t position = 0;
    while (position <= text.size()) {
        std::size_t end = text.find('\n', position);
        end = end == std::string_view::npos ? text.size() : end;
        std::string_view line = withoutComment(text.substr(position, end - position));
        position = end + 1;
        ++lineNumber;
        auto words = splitWords(line);
        if (words.empty()) {
            continue;
        }
        if (words[0] == "opening" || words[0] == "rules" || words[0] == "board") {
            header.read(line, words, lineNumber, script.errors);
            continue;
        }
        if (!header.isClosed) {
            script.rules = header.close(script.errors);
        }
        EventParse parsed = parseGameEvent(line, script.rules.boardSize);
        if (!parsed.event) {
            script.errors.push_back(ScriptError{lineNumber, parsed.error});
            continue;
        }
        std::string trimmed = restAfter(line, 0);
        script.lines.push_back(ScriptLine{lineNumber, std::move(*parsed.event), trimmed});
    }
    if (!header.isClosed) {
        script.rules = header.close(script.errors);
    }
    // A header combination is reported on its header line, found only when the header closes.
    std::stable_sort(
        script.errors.begin(), script.errors.end(),
        [](const ScriptError& a, const ScriptError& b) { return a.lineNumber < b.lineNumber; });
    return script;
}

} // namespace renju::rules
