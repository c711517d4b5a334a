// What the game's rule set does with a forbidden move (RULES.md, "Other games in the seeds: rule
// sets"): renju flags it for a claim (game_claims.cpp); japan-1899 and japan-1903 refuse it
// except in defence; from japan-1912 on it loses at once.
#include "rules/game.hpp"
#include "rules/set_forbidden.hpp"

namespace renju::rules {

ResultReason forbiddenResultReason(ForbiddenKind kind) {
    switch (kind) {
    case ForbiddenKind::Overline:
        return ResultReason::Forbidden6;
    case ForbiddenKind::DoubleFour:
        return ResultReason::Forbidden44;
    case ForbiddenKind::FourThreeThree:
        return ResultReason::Forbidden433;
    case ForbiddenKind::DoubleThree:
    case ForbiddenKind::None:
        break;
    }
    return ResultReason::Forbidden33;
}

Game::State Game::initialState() const {
    State state;
    state.board = Board(m_rules.boardSize);
    state.blackPlayer = m_firstBlack;
    state.step = m_steps.empty() ? -1 : 0; // the sets without protocols: the first stone anywhere
    return state;
}

std::vector<ForbiddenPoint> Game::forbiddenPoints(Stone colour) const {
    return findForbiddenPoints(m_state.board, m_rules.set, colour);
}

std::optional<EventOutcome> Game::refuseForbidden(Point point, Stone colour) const {
    if (m_rules.set.rulesFor(colour).sanction != Sanction::Refused) {
        return std::nullopt;
    }
    // The judgement includes the defence exception: a stone that stops a five is allowed.
    ForbiddenKind kind = forbiddenKind(m_state.board, point, m_rules.set, colour);
    if (kind == ForbiddenKind::None) {
        return std::nullopt;
    }
    std::string set(m_rules.set.name());
    return EventOutcome{OutcomeKind::Refused, set,
                        formatPoint(point) + " would be a " + forbiddenKindName(kind) + " for " +
                            colourName(colour) + ", which " + set +
                            " does not allow (except in defence): " + colourName(colour) +
                            " plays another move"};
}

std::string Game::defenceRemark(Point point, Stone colour) const {
    if (m_rules.set.rulesFor(colour).sanction != Sanction::Refused) {
        return "";
    }
    ForbiddenVerdict verdict = judgeMove(m_state.board, point, m_rules.set, colour);
    if (verdict.defendedKind == ForbiddenKind::None) {
        return "";
    }
    return std::string("; a ") + forbiddenKindName(verdict.defendedKind) +
           " allowed in defence: it stops " + colourName(opponent(colour)) + "'s five (" +
           std::string(m_rules.set.name()) + ")";
}

bool Game::losesAtOnce(const MoveRecord& move) const {
    return move.forbidden != ForbiddenKind::None &&
           m_rules.set.rulesFor(move.colour).sanction == Sanction::LosesAtOnce;
}

std::string Game::lossRemark(const MoveRecord& move) const {
    return std::string(" is a forbidden ") + forbiddenKindName(move.forbidden) + " under " +
           std::string(m_rules.set.name()) + ": " + colourName(move.colour) + " loses at once, " +
           colourName(opponent(move.colour)) + " wins (no claim is needed)";
}

std::optional<std::string> Game::unclaimableForbidden() const {
    for (Stone colour : {Stone::Black, Stone::White}) {
        switch (m_rules.set.rulesFor(colour).sanction) {
        case Sanction::Claim:
            return std::nullopt;
        case Sanction::Refused:
            return std::string(m_rules.set.name()) +
                   " refuses forbidden moves, so none is on the board to claim";
        case Sanction::LosesAtOnce:
            return "under " + std::string(m_rules.set.name()) +
                   " a forbidden move loses at once, with no claim";
        case Sanction::None:
            break;
        }
    }
    return "there are no forbidden moves under " + std::string(m_rules.set.name());
}

} // namespace renju::rules
