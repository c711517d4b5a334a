#include "rules/game_event.hpp"

#include "rules/notation.hpp"

#include <array>
#include <utility>

namespace renju::rules {

namespace {

constexpr std::array<std::pair<ResultReason, const char*>, 18> kReasonCodes = {{
    {ResultReason::None, "*"},
    {ResultReason::Five, "five"},
    {ResultReason::WhiteOverline, "white-overline"},
    {ResultReason::Forbidden33, "forbidden-33"},
    {ResultReason::Forbidden44, "forbidden-44"},
    {ResultReason::Forbidden6, "forbidden-6"},
    {ResultReason::Forbidden433, "forbidden-433"},
    {ResultReason::Time, "time"},
    {ResultReason::Resignation, "resignation"},
    {ResultReason::Agreement, "agreement"},
    {ResultReason::DoublePass, "double-pass"},
    {ResultReason::FullBoard, "full-board"},
    {ResultReason::BothFlags, "both-flags"},
    {ResultReason::Arbiter, "arbiter"},
    {ResultReason::Forfeit, "forfeit"},
    {ResultReason::Void, "void"},
    {ResultReason::NineBox, "nine-box"},
    {ResultReason::Lead, "lead"},
}};

constexpr std::array<std::pair<Score, const char*>, 4> kScoreCodes = {{
    {Score::Unfinished, "*"},
    {Score::BlackWins, "1-0"},
    {Score::WhiteWins, "0-1"},
    {Score::Draw, "0.5-0.5"},
}};

const char* colourWord(Stone colour) {
    return colour == Stone::Black ? "black" : "white";
}

std::string pointsText(const std::vector<Point>& points) {
    std::string text;
    for (const Point& point : points) {
        text += " " + formatPoint(point);
    }
    return text;
}

const char* claimKindWord(ClaimKind kind) {
    switch (kind) {
    case ClaimKind::Five:
        return "five";
    case ClaimKind::Forbidden:
        return "forbidden";
    case ClaimKind::Time:
        return "time";
    }
    return "?";
}

/// Formats one event alternative; overloaded per type for std::visit.
struct EventFormatter {
    std::string operator()(const StoneEvent& e) const { return formatPoint(e.point); }
    std::string operator()(const PassEvent&) const { return "pass"; }
    std::string operator()(const SwapEvent& e) const { return e.swapped ? "swap" : "noswap"; }
    std::string operator()(const DeclareEvent& e) const {
        return "declare " + std::to_string(e.count);
    }
    std::string operator()(const ProposeEvent& e) const { return "propose" + pointsText(e.points); }
    std::string operator()(const ChooseEvent& e) const { return "choose " + formatPoint(e.point); }
    std::string operator()(const PressEvent&) const { return "press"; }
    std::string operator()(const FlagEvent& e) const {
        return std::string("flag ") + colourWord(e.colour) +
               (e.movesShort > 0 ? " " + std::to_string(e.movesShort) : "");
    }
    std::string operator()(const ClaimEvent& e) const {
        std::string text =
            std::string("claim ") + colourWord(e.claimant) + " " + claimKindWord(e.kind);
        return e.point ? text + " " + formatPoint(*e.point) : text;
    }
    std::string operator()(const DrawOfferEvent&) const { return "offer-draw"; }
    std::string operator()(const DrawAcceptEvent&) const { return "accept"; }
    std::string operator()(const DrawRefuseEvent&) const { return "refuse"; }
    std::string operator()(const ResignEvent& e) const {
        return std::string("resign ") + colourWord(e.colour);
    }
    std::string operator()(const RulingEvent& e) const {
        return std::string("ruling ") + (e.upholds ? "uphold" : "reject") +
               (e.text.empty() ? "" : " " + e.text);
    }
    std::string operator()(const OverrideEvent& e) const {
        return "override " + formatResult(e.result) + (e.text.empty() ? "" : " " + e.text);
    }
    std::string operator()(const UndoEvent&) const { return "undo"; }
};

} // namespace

const char* playerName(Player player) {
    return player == Player::First ? "first player" : "second player";
}

const char* colourName(Stone colour) {
    return colour == Stone::Black ? "Black" : (colour == Stone::White ? "White" : "nobody");
}

const char* scoreCode(Score score) {
    for (const auto& [value, code] : kScoreCodes) {
        if (value == score) {
            return code;
        }
    }
    return "*";
}

const char* reasonCode(ResultReason reason) {
    for (const auto& [value, code] : kReasonCodes) {
        if (value == reason) {
            return code;
        }
    }
    return "*";
}

std::optional<Score> parseScore(std::string_view text) {
    for (const auto& [value, code] : kScoreCodes) {
        if (text == code) {
            return value;
        }
    }
    return std::nullopt;
}

std::optional<ResultReason> parseReason(std::string_view text) {
    for (const auto& [value, code] : kReasonCodes) {
        if (text == code) {
            return value;
        }
    }
    return std::nullopt;
}

std::string formatResult(const GameResult& result) {
    return std::string(scoreCode(result.score)) + " " + reasonCode(result.reason);
}

const char* reasonClause(ResultReason reason) {
    switch (reason) {
    case ResultReason::Five:
    case ResultReason::WhiteOverline:
        return "9.1";
    case ResultReason::Forbidden33:
    case ResultReason::Forbidden44:
    case ResultReason::Forbidden6:
    case ResultReason::Forbidden433:
        return "9.2";
    case ResultReason::Time:
        return "9.4";
    case ResultReason::Resignation:
        return "9.5";
    case ResultReason::FullBoard:
        return "10.1";
    case ResultReason::Agreement:
        return "10.2";
    case ResultReason::DoublePass:
        return "10.3";
    case ResultReason::BothFlags:
        return "10.4";
    case ResultReason::Void:
        return "8";
    case ResultReason::None:
    case ResultReason::Arbiter:
    case ResultReason::Forfeit:
    case ResultReason::NineBox: // Ren's ends have no RIF clause
    case ResultReason::Lead:
        break;
    }
    return "-";
}

std::string resultProblem(const GameResult& result) {
    using R = ResultReason;
    R reason = result.reason;
    bool fits = false;
    switch (result.score) {
    case Score::Unfinished:
        fits = reason == R::None || reason == R::Void;
        break;
    case Score::Draw:
        fits = reason == R::Agreement || reason == R::DoublePass || reason == R::FullBoard ||
               reason == R::BothFlags || reason == R::Arbiter;
        break;
    case Score::BlackWins:
        fits = reason == R::Five || reason == R::Time || reason == R::Resignation ||
               reason == R::Arbiter || reason == R::Forfeit;
        break;
    case Score::WhiteWins:
        fits = reason == R::Five || reason == R::WhiteOverline || reason == R::Forbidden33 ||
               reason == R::Forbidden44 || reason == R::Forbidden6 || reason == R::Forbidden433 ||
               reason == R::Time || reason == R::Resignation || reason == R::Arbiter ||
               reason == R::Forfeit;
        break;
    }
    if (fits) {
        return "";
    }
    return std::string("the result ") + scoreCode(result.score) + " cannot have the reason " +
           reasonCode(reason);
}

std::string formatEvent(const GameEvent& event) {
    return std::visit(EventFormatter{}, event);
}

} // namespace renju::rules
