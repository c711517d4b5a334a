#include "rules/opening_protocol.hpp"

#include "rules/notation.hpp"

#include <charconv>

namespace renju::rules {

namespace {

constexpr int kLargestCount = 20;
constexpr int kAnywhere = -1;

OpeningStep stone(StepActor actor, int zone, const char* clause) {
    OpeningStep step;
    step.kind = StepKind::Stone;
    step.actor = actor;
    step.zone = zone;
    step.clause = clause;
    return step;
}

OpeningStep decision(StepKind kind, StepActor actor, const char* clause) {
    OpeningStep step;
    step.kind = kind;
    step.actor = actor;
    step.clause = clause;
    return step;
}

OpeningStep counted(StepKind kind, StepActor actor, int minCount, int maxCount,
                    const char* clause) {
    OpeningStep step = decision(kind, actor, clause);
    step.minCount = minCount;
    step.maxCount = maxCount;
    return step;
}

/// Links the steps in order: each step's next is the following one, the last ends the opening.
std::vector<OpeningStep> chain(std::vector<OpeningStep> steps) {
    for (std::size_t i = 0; i < steps.size(); ++i) {
        steps[i].next = i + 1 < steps.size() ? static_cast<int>(i + 1) : -1;
    }
    return steps;
}

/// Moves 1-3 placed by the tentative Black: h8, next to it, the central 5x5 (clause 11).
std::vector<OpeningStep> firstThreeStones(const char* clause) {
    return {stone(StepActor::FirstPlayer, 0, clause), stone(StepActor::FirstPlayer, 1, clause),
            stone(StepActor::FirstPlayer, 2, clause)};
}

std::vector<OpeningStep> rifSteps() {
    auto steps = firstThreeStones("11");
    steps.push_back(decision(StepKind::Swap, StepActor::SecondPlayer, "12.5"));
    steps.push_back(stone(StepActor::WhiteHolder, kAnywhere, "12.6"));
    steps.push_back(counted(StepKind::Proposals, StepActor::BlackHolder, 2, 2, "12.7"));
    steps.push_back(decision(StepKind::Choice, StepActor::WhiteHolder, "12.7"));
    return chain(steps);
}

std::vector<OpeningStep> rifOldSteps(const OpeningRules& rules) {
    std::vector<OpeningStep> steps = {stone(StepActor::FirstPlayer, 0, "rif-old.7"),
                                      stone(StepActor::FirstPlayer, 1, "rif-old.8"),
                                      stone(StepActor::FirstPlayer, 2, "rif-old.9")};
    if (rules.allowsSwap) {
        steps.push_back(decision(StepKind::Swap, StepActor::SecondPlayer, "rif-old.10"));
    }
    steps.push_back(stone(StepActor::WhiteHolder, kAnywhere, "rif-old.11"));
    if (rules.allowsChoice) {
        steps.push_back(counted(StepKind::Proposals, StepActor::BlackHolder, 2, 2, "rif-old.12"));
        steps.push_back(decision(StepKind::Choice, StepActor::WhiteHolder, "rif-old.12"));
    } else {
        steps.push_back(stone(StepActor::BlackHolder, kAnywhere, "rif-old.12"));
    }
    return chain(steps);
}

std::vector<OpeningStep> yamaguchiSteps() {
    auto steps = firstThreeStones("11");
    steps.push_back(
        counted(StepKind::Declare, StepActor::FirstPlayer, 1, kLargestCount, "yamaguchi.1"));
    steps.push_back(decision(StepKind::Swap, StepActor::SecondPlayer, "yamaguchi.2"));
    steps.push_back(stone(StepActor::WhiteHolder, kAnywhere, "yamaguchi.3"));
    steps.push_back(counted(StepKind::Proposals, StepActor::BlackHolder, 0, 0, "yamaguchi.4"));
    steps.push_back(decision(StepKind::Choice, StepActor::WhiteHolder, "yamaguchi.5"));
    return chain(steps);
}

std::vector<OpeningStep> soosorvSteps(int largest) {
    auto steps = firstThreeStones("soosorv.1");
    steps.push_back(decision(StepKind::Swap, StepActor::SecondPlayer, "soosorv.2"));
    steps.push_back(stone(StepActor::WhiteHolder, kAnywhere, "soosorv.3"));
    steps.push_back(counted(StepKind::Declare, StepActor::WhiteHolder, 1, largest, "soosorv.3"));
    steps.push_back(decision(StepKind::Swap, StepActor::BlackHolder, "soosorv.4"));
    steps.push_back(counted(StepKind::Proposals, StepActor::BlackHolder, 0, 0, "soosorv.5"));
    steps.push_back(decision(StepKind::Choice, StepActor::WhiteHolder, "soosorv.6"));
    return chain(steps);
}

/// Taraguchi-N: after each of moves 1-3 (zones 1x1 .. 5x5) the other player may swap. After
/// move 4 (7x7) the player holding Black chooses: either the swap option (choice 1: swap or not,
/// then move 5 in the 9x9, then the other player may swap), or N proposals with no swap
/// (choice 2), among which White chooses.
std::vector<OpeningStep> taraguchiSteps(int proposals) {
    std::vector<OpeningStep> steps = chain({
        stone(StepActor::BlackHolder, 0, "taraguchi.1"),
        decision(StepKind::Swap, StepActor::WhiteHolder, "taraguchi.1"),
        stone(StepActor::WhiteHolder, 1, "taraguchi.2"),
        decision(StepKind::Swap, StepActor::BlackHolder, "taraguchi.2"),
        stone(StepActor::BlackHolder, 2, "taraguchi.3"),
        decision(StepKind::Swap, StepActor::WhiteHolder, "taraguchi.3"),
        stone(StepActor::WhiteHolder, 3, "taraguchi.4"),
        decision(StepKind::Swap, StepActor::BlackHolder, "taraguchi.5"),
        stone(StepActor::BlackHolder, 4, "taraguchi.5"),
        decision(StepKind::Swap, StepActor::WhiteHolder, "taraguchi.5"),
    });
    steps.back().next = -1;
    steps[7].proposalBranch = static_cast<int>(steps.size());
    steps.push_back(
        counted(StepKind::Proposals, StepActor::BlackHolder, proposals, proposals, "taraguchi.5"));
    steps.back().next = static_cast<int>(steps.size());
    steps.push_back(decision(StepKind::Choice, StepActor::WhiteHolder, "taraguchi.5"));
    return steps;
}

/// Parses "name-N" into N, or returns `fallback` for the bare name.
std::optional<int> countSuffix(std::string_view word, std::string_view name, int fallback) {
    if (word == name) {
        return fallback;
    }
    if (word.size() <= name.size() + 1 || word.substr(0, name.size()) != name ||
        word[name.size()] != '-') {
        return std::nullopt;
    }
    std::string_view digits = word.substr(name.size() + 1);
    int value = 0;
    auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error != std::errc{} || end != digits.data() + digits.size()) {
        return std::nullopt;
    }
    return value;
}

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> result;
    std::size_t position = 0;
    while (position < text.size()) {
        std::size_t start = text.find_first_not_of(" \t", position);
        if (start == std::string_view::npos) {
            break;
        }
        std::size_t end = text.find_first_of(" \t", start);
        end = end == std::string_view::npos ? text.size() : end;
        result.push_back(text.substr(start, end - start));
        position = end;
    }
    return result;
}

} // namespace

std::optional<OpeningRules> parseOpeningRules(std::string_view text, std::string& error) {
    auto parts = words(text);
    if (parts.empty()) {
        error = "no opening rule named";
        return std::nullopt;
    }
    OpeningRules rules;
    std::string_view name = parts[0];
    if (name == "rif") {
        rules.protocol = OpeningProtocol::Rif;
    } else if (name == "rif-old") {
        rules.protocol = OpeningProtocol::RifOld;
    } else if (name == "yamaguchi") {
        rules.protocol = OpeningProtocol::Yamaguchi;
    } else if (name == "none") {
        rules.protocol = OpeningProtocol::None;
    } else if (auto n = countSuffix(name, "soosorv", 4)) {
        rules.protocol = OpeningProtocol::Soosorv;
        rules.count = *n;
    } else if (auto m = countSuffix(name, "taraguchi", 5)) {
        rules.protocol = OpeningProtocol::Taraguchi;
        rules.count = *m;
    } else {
        error = "unknown opening rule '" + std::string(name) +
                "' (rif, rif-old, yamaguchi, soosorv-N, taraguchi-N, none)";
        return std::nullopt;
    }
    bool counts =
        rules.protocol == OpeningProtocol::Soosorv || rules.protocol == OpeningProtocol::Taraguchi;
    if (counts && (rules.count < 1 || rules.count > kLargestCount)) {
        error = "N in '" + std::string(name) + "' must be 1-" + std::to_string(kLargestCount);
        return std::nullopt;
    }
    for (std::size_t i = 1; i < parts.size(); ++i) {
        if (rules.protocol == OpeningProtocol::RifOld && parts[i] == "noswap") {
            rules.allowsSwap = false;
        } else if (rules.protocol == OpeningProtocol::RifOld && parts[i] == "nochoice") {
            rules.allowsChoice = false;
        } else {
            error = "unknown option '" + std::string(parts[i]) + "' for " + std::string(name) +
                    (rules.protocol == OpeningProtocol::RifOld ? " (noswap, nochoice)" : "");
            return std::nullopt;
        }
    }
    return rules;
}

std::string formatOpeningRules(const OpeningRules& rules) {
    switch (rules.protocol) {
    case OpeningProtocol::Rif:
        return "rif";
    case OpeningProtocol::RifOld:
        return std::string("rif-old") + (rules.allowsSwap ? "" : " noswap") +
               (rules.allowsChoice ? "" : " nochoice");
    case OpeningProtocol::Yamaguchi:
        return "yamaguchi";
    case OpeningProtocol::Soosorv:
        return "soosorv-" + std::to_string(rules.count);
    case OpeningProtocol::Taraguchi:
        return "taraguchi-" + std::to_string(rules.count);
    case OpeningProtocol::None:
        return "none";
    }
    return "rif";
}

std::vector<OpeningStep> openingSteps(const OpeningRules& rules) {
    switch (rules.protocol) {
    case OpeningProtocol::Rif:
        return rifSteps();
    case OpeningProtocol::RifOld:
        return rifOldSteps(rules);
    case OpeningProtocol::Yamaguchi:
        return yamaguchiSteps();
    case OpeningProtocol::Soosorv:
        return soosorvSteps(rules.count);
    case OpeningProtocol::Taraguchi:
        return taraguchiSteps(rules.count);
    case OpeningProtocol::None:
        return chain({stone(StepActor::FirstPlayer, 0, "4.2")});
    }
    return rifSteps();
}

std::string zoneName(int zone, int boardSize) {
    int centre = boardSize / 2;
    if (zone < 0) {
        return "anywhere";
    }
    if (zone == 0) {
        return formatPoint(Point{centre, centre});
    }
    int side = 2 * zone + 1;
    return "the central " + std::to_string(side) + "x" + std::to_string(side) + " (" +
           formatPoint(Point{centre - zone, centre - zone}) + "-" +
           formatPoint(Point{centre + zone, centre + zone}) + ")";
}

} // namespace renju::rules
