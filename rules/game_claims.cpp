#include "rules/five.hpp"
#include "rules/forbidden_explain.hpp"
#include "rules/game.hpp"
#include "rules/game_outcomes.hpp"

namespace renju::rules {

namespace {

using outcomes::accepted;
using outcomes::winFor;

int rowLength(const FiveRow& row) {
    int columns = row.to.col > row.from.col ? row.to.col - row.from.col : row.from.col - row.to.col;
    int rows = row.to.row > row.from.row ? row.to.row - row.from.row : row.from.row - row.to.row;
    return std::max(columns, rows) + 1;
}

/// Why an overline is no five: RIF's clauses under renju, else the set.
std::string overlineClause(RuleSet set) {
    return set == RuleSet() ? "(9.1, 9.2 a)" : "under " + std::string(set.name());
}

std::string clockText(const ClockSnapshot& clocks) {
    // As every clock of the program shows a time: H:MM:SS from an hour on, M:SS below.
    auto format = [](std::int64_t milliseconds) {
        std::int64_t seconds = milliseconds / 1000;
        auto twoDigits = [](std::int64_t value) {
            return (value < 10 ? "0" : "") + std::to_string(value);
        };
        if (seconds >= 3600) {
            return std::to_string(seconds / 3600) + ":" + twoDigits(seconds / 60 % 60) + ":" +
                   twoDigits(seconds % 60);
        }
        return std::to_string(seconds / 60) + ":" + twoDigits(seconds % 60);
    };
    return "; clocks stopped at Black " + format(clocks.blackMilliseconds) + ", White " +
           format(clocks.whiteMilliseconds) + " (9.6)";
}

} // namespace

std::vector<MoveRecord> Game::claimableForbiddenMoves() const {
    std::vector<MoveRecord> claimable;
    if (m_state.result.isOver() || m_state.isClaimPending) {
        return claimable; // nothing more to claim: over, or stopped for a ruling (9.6)
    }
    bool hasWhiteMovedSince = false;
    for (auto move = m_state.moves.rbegin(); move != m_state.moves.rend(); ++move) {
        if (move->colour == Stone::White) {
            hasWhiteMovedSince = true; // a White stone or pass closes 9.8's window for 33/44
            continue;
        }
        bool isOverline = move->forbidden == ForbiddenKind::Overline;
        if (move->forbidden != ForbiddenKind::None && (isOverline || !hasWhiteMovedSince)) {
            claimable.push_back(*move);
        }
    }
    return claimable;
}

void Game::assessFive(ClaimRecord& record) const {
    Stone colour = record.claim.claimant;
    record.clause = "9.1";
    record.resultIfUpheld = winFor(colour, ResultReason::Arbiter);
    FiveRule rule = m_rules.set.fiveRuleFor(colour); // the set's five (RULES.md: "wins")
    auto five = findFive(m_state.board, colour, rule);
    if (!five) {
        bool isOverlineOnly = rule == FiveRule::Exact && hasOverline(m_state.board, colour);
        record.explanation = isOverlineOnly
                                 ? std::string(colourName(colour)) + "'s overline is not a five " +
                                       overlineClause(m_rules.set)
                                 : std::string(colourName(colour)) + " has no five on the board";
        return;
    }
    // Only White's overline is reported as such; a Black overline that wins is a five.
    bool isOverline = rowLength(*five) >= 6 && colour == Stone::White;
    int steps = rowLength(*five) - 1;
    for (int i = 0; i <= steps; ++i) {
        record.marked.push_back(
            Point{five->from.col + (five->to.col - five->from.col) / steps * i,
                  five->from.row + (five->to.row - five->from.row) / steps * i});
    }
    // A five is claimed when it is made, or on a later turn of its owner (9.6, 9.7).
    const auto& moves = m_state.moves;
    bool madeByLastMove = !moves.empty() && moves.back().colour == colour && moves.back().makesFive;
    bool isOwnersTurn = isOpeningOver() && colourOfMove(moves.size()) == colour;
    if (!madeByLastMove && !isOwnersTurn) {
        record.resultIfUpheld =
            winFor(colour, isOverline ? ResultReason::WhiteOverline : ResultReason::Five);
        record.explanation = std::string(colourName(colour)) + "'s five " +
                             formatPoint(five->from) + "-" + formatPoint(five->to) +
                             " can be claimed when it is made or on " + colourName(colour) +
                             "'s turn; it is " + colourName(opponent(colour)) + "'s turn";
        return;
    }
    record.isUpheld = true;
    record.resultIfUpheld =
        winFor(colour, isOverline ? ResultReason::WhiteOverline : ResultReason::Five);
    record.explanation = std::string(colourName(colour)) + "'s " +
                         (isOverline ? "overline " : "five ") + formatPoint(five->from) + "-" +
                         formatPoint(five->to) + (isOverline ? " counts as a five" : "") + ": " +
                         colourName(colour) + " wins";
}

void Game::assessForbidden(ClaimRecord& record) const {
    record.clause = "9.2";
    record.resultIfUpheld = winFor(record.claim.claimant, ResultReason::Arbiter);
    if (auto why = unclaimableForbidden()) {
        record.clause = std::string(m_rules.set.name());
        record.explanation = *why;
        return;
    }
    if (record.claim.claimant != Stone::White) {
        record.explanation = "only White can claim a forbidden move of Black";
        return;
    }
    const auto& moves = m_state.moves;
    const MoveRecord* target = nullptr;
    if (record.claim.point) {
        for (const MoveRecord& move : moves) {
            if (!move.move.isPass && move.move.point == *record.claim.point) {
                target = &move;
            }
        }
        if (!target || target->colour != Stone::Black) {
            record.explanation = formatPoint(*record.claim.point) + " holds no Black stone";
            return;
        }
    } else {
        // Without a point: the most recent claimable forbidden move, else the most recent
        // forbidden move at all (so that a late claim is told why it is late).
        auto claimable = claimableForbiddenMoves();
        if (!claimable.empty()) {
            target = &moves[static_cast<std::size_t>(claimable.front().number - 1)];
        }
        for (auto move = moves.rbegin(); move != moves.rend() && !target; ++move) {
            target = move->forbidden != ForbiddenKind::None ? &*move : nullptr;
        }
        if (!target) {
            record.explanation = "Black has made no forbidden move";
            return;
        }
    }
    record.marked.push_back(target->move.point);
    std::string where =
        formatPoint(target->move.point) + " (move " + std::to_string(target->number) + ")";
    if (target->forbidden == ForbiddenKind::None) {
        Board before(m_state.board.size());
        for (int i = 0; i + 1 < target->number; ++i) {
            const MoveRecord& move = moves[static_cast<std::size_t>(i)];
            if (!move.move.isPass) {
                before.place(move.move.point, move.colour);
            }
        }
        record.explanation = where + " was not forbidden when played: " +
                             summarizeVerdict(judgeBlackMove(before, target->move.point));
        return;
    }
    record.resultIfUpheld = winFor(Stone::White, forbiddenResultReason(target->forbidden));
    if (target->forbidden != ForbiddenKind::Overline) {
        const MoveRecord* reply = nullptr;
        for (std::size_t i = static_cast<std::size_t>(target->number); i < moves.size() && !reply;
             ++i) {
            reply = moves[i].colour == Stone::White ? &moves[i] : nullptr;
        }
        if (reply) {
            record.clause = "9.8";
            record.explanation = "the " + std::string(forbiddenKindName(target->forbidden)) +
                                 " at " + formatPoint(target->move.point) +
                                 " can no longer be claimed: White has " +
                                 (reply->move.isPass ? std::string("passed")
                                                     : "played " + formatPoint(reply->move.point)) +
                                 " since";
            return;
        }
    }
    record.isUpheld = true;
    bool hadFive = findFive(m_state.board, Stone::Black).has_value();
    record.explanation = where + " is a forbidden " + forbiddenKindName(target->forbidden) + " (" +
                         forbiddenKindClause(target->forbidden) + "): White wins" +
                         (hadFive ? " although Black has a five (9.7)" : "");
}

void Game::assessTime(ClaimRecord& record) const {
    Stone colour = record.claim.claimant;
    Player opponentPlayer = otherPlayer(record.claimant);
    record.clause = "9.4";
    record.resultIfUpheld = winFor(colour, ResultReason::Time);
    std::string opponentName = colourName(opponent(colour));
    if (!hasFlagFallen(opponentPlayer)) {
        record.explanation = opponentName + "'s time has not run out";
        return;
    }
    record.isUpheld = true;
    record.explanation =
        opponentName + "'s time has run out: " + colourName(colour) + " wins on time";
}

ClaimRecord Game::assessClaim(const ClaimEvent& event) const {
    ClaimRecord record;
    record.claim = event;
    record.claimant = playerOf(event.claimant);
    record.resultBefore = m_state.result;
    record.resultIfUpheld = m_state.result;
    if (m_state.result.isOver()) {
        // A claim after the end is answered and recorded as a claim; it changes nothing.
        record.clause = reasonClause(m_state.result.reason);
        record.explanation = "the game is over (" + formatResult(m_state.result) + ")";
        return record;
    }
    switch (event.kind) {
    case ClaimKind::Five:
        assessFive(record);
        break;
    case ClaimKind::Forbidden:
        assessForbidden(record);
        break;
    case ClaimKind::Time:
        assessTime(record);
        break;
    }
    // 9.6: a win by 9.1-9.4 counts only if the claimant's own flag is still up.
    if (record.isUpheld && hasFlagFallen(record.claimant)) {
        record.isUpheld = false;
        record.clause = "9.6";
        record.explanation = std::string(colourName(event.claimant)) +
                             "'s own time has already run out, so no win can be claimed (" +
                             record.explanation + ")";
    }
    return record;
}

EventOutcome Game::onClaim(const ClaimEvent& event) {
    ClaimRecord record = assessClaim(event);
    std::string text = record.explanation;
    if (event.clocks) {
        text += clockText(*event.clocks);
    }
    bool isDuringPlay = !m_state.result.isOver();
    if (event.awaitsRuling && isDuringPlay) {
        // 9.6: the claim stops the game; the assessment is advice until the arbiter rules.
        m_state.isClaimPending = true;
        text += std::string("; advice only: the arbiter's ruling is awaited (") +
                (record.isUpheld ? "uphold" : "reject") + " advised)";
    } else if (record.isUpheld) {
        m_state.result = record.resultIfUpheld;
        m_state.drawOfferBy.reset();
    }
    OutcomeKind kind = record.isUpheld ? OutcomeKind::ClaimUpheld : OutcomeKind::ClaimRefused;
    std::string clause = record.clause;
    m_state.claims.push_back(std::move(record));
    return EventOutcome{kind, clause, text};
}

EventOutcome Game::rulePendingClaim(ClaimRecord& claim, const RulingEvent& event) {
    m_state.isClaimPending = false;
    claim.arbiterUpholds = event.upholds;
    std::string note = event.text.empty() ? "" : " (" + event.text + ")";
    std::string advice = event.upholds == claim.isUpheld ? ", as advised" : " against the advice";
    if (!event.upholds) {
        return accepted("ruling: the arbiter rejects the claim" + advice + note +
                        "; the game goes on");
    }
    m_state.result = claim.resultIfUpheld;
    m_state.drawOfferBy.reset();
    return accepted("ruling: the arbiter upholds the claim" + advice + note + "; result " +
                    formatResult(m_state.result));
}

EventOutcome Game::onRuling(const RulingEvent& event) {
    State& s = m_state;
    auto refusedRuling = [](std::string text) {
        return EventOutcome{OutcomeKind::Refused, "-", std::move(text)};
    };
    if (s.claims.empty()) {
        return refusedRuling("there is no claim to rule on");
    }
    ClaimRecord& claim = s.claims.back();
    if (s.isClaimPending) {
        return rulePendingClaim(claim, event);
    }
    if (claim.arbiterUpholds) {
        return refusedRuling("the last claim has been ruled on already (undo that ruling to "
                             "change it)");
    }
    GameResult expected = claim.isUpheld ? claim.resultIfUpheld : claim.resultBefore;
    if (s.result != expected) {
        return refusedRuling("the result has changed since the last claim (" +
                             formatResult(s.result) + "); use override");
    }
    claim.arbiterUpholds = event.upholds;
    std::string note = event.text.empty() ? "" : " (" + event.text + ")";
    if (event.upholds == claim.isUpheld) {
        return EventOutcome{OutcomeKind::Accepted, "",
                            std::string("ruling: the arbiter confirms the advice on the claim") +
                                note + "; result " + formatResult(s.result)};
    }
    s.result = event.upholds ? claim.resultIfUpheld : claim.resultBefore;
    std::string text = event.upholds ? "ruling: the arbiter upholds the claim against the advice"
                                     : "ruling: the arbiter rejects the claim; the game goes on";
    return EventOutcome{OutcomeKind::Accepted, "",
                        text + note + "; result " + formatResult(s.result)};
}

} // namespace renju::rules
