#include "rules/game.hpp"

#include "rules/five.hpp"
#include "rules/game_outcomes.hpp"
#include "rules/overloaded.hpp"
#include "rules/set_forbidden.hpp"

namespace renju::rules {

namespace {

using outcomes::accepted;
using outcomes::refused;
using outcomes::winFor;

std::string who(Player player, Stone colour) {
    return std::string(playerName(player)) + " (" + colourName(colour) + ")";
}

} // namespace

Game::Game(OpeningRules rules) : Game(GameRules{RuleSet(), kRenjuBoardSize, rules}) {}

Game::Game(const GameRules& rules)
    : m_rules(rules), m_steps(rules.set.hasOpeningProtocols() ? openingSteps(rules.opening)
                                                              : std::vector<OpeningStep>{}),
      m_state(initialState()) {}

Game::Game(const GameRules& rules, Player black) : Game(rules) {
    m_firstBlack = black;
    m_state = initialState();
}

std::vector<Move> Game::movesPlayed() const {
    std::vector<Move> played;
    played.reserve(m_state.moves.size());
    for (const MoveRecord& move : m_state.moves) {
        played.push_back(move.move);
    }
    return played;
}

EventOutcome Game::dispatch(const GameEvent& event) {
    bool isArbiterEvent =
        std::holds_alternative<RulingEvent>(event) || std::holds_alternative<OverrideEvent>(event);
    bool isLateClaim = std::holds_alternative<ClaimEvent>(event);
    if (m_state.result.isOver() && !isArbiterEvent && !isLateClaim) {
        return refused("-", "the game is over (" + formatResult(m_state.result) + ")");
    }
    if (m_state.isClaimPending && !isArbiterEvent) {
        const ClaimRecord& pending = m_state.claims.back();
        return refused("9.6", std::string("play is stopped for ") +
                                  colourName(pending.claim.claimant) + "'s claim (" +
                                  pending.clause + "): the arbiter rules on it first");
    }
    std::optional<Player> offerBefore = m_state.drawOfferBy;
    EventOutcome outcome = std::visit(
        Overloaded{[this](const StoneEvent& e) { return onStone(e); },
                   [this](const PassEvent& e) { return onPass(e); },
                   [this](const SwapEvent& e) { return onSwap(e); },
                   [this](const DeclareEvent& e) { return onDeclare(e); },
                   [this](const ProposeEvent& e) { return onPropose(e); },
                   [this](const ChooseEvent& e) { return onChoose(e); },
                   [this](const PressEvent& e) { return onPress(e); },
                   [this](const FlagEvent& e) { return onFlag(e); },
                   [this](const ClaimEvent& e) { return onClaim(e); },
                   [this](const DrawOfferEvent& e) { return onDrawOffer(e); },
                   [this](const DrawAcceptEvent& e) { return onDrawAccept(e); },
                   [this](const DrawRefuseEvent& e) { return onDrawRefuse(e); },
                   [this](const ResignEvent& e) { return onResign(e); },
                   [this](const RulingEvent& e) { return onRuling(e); },
                   [this](const OverrideEvent& e) { return onOverride(e); },
                   [](const UndoEvent&) { return refused("-", "undo is applied by apply()"); }},
        event);
    // 10.2 b: any action after the offer answers it: the opponent's refuses it; the offerer
    // acting again (possible only in an opening) lets it lapse.
    bool isAction =
        std::holds_alternative<StoneEvent>(event) || std::holds_alternative<PassEvent>(event) ||
        std::holds_alternative<SwapEvent>(event) || std::holds_alternative<DeclareEvent>(event) ||
        std::holds_alternative<ProposeEvent>(event) || std::holds_alternative<ChooseEvent>(event);
    if (isAction && outcome.isRecorded() && offerBefore && m_state.drawOfferBy &&
        m_state.lastActor) {
        m_state.drawOfferBy.reset();
        bool isMove = std::holds_alternative<StoneEvent>(event) ||
                      std::holds_alternative<PassEvent>(event) ||
                      std::holds_alternative<ChooseEvent>(event);
        outcome.text += *offerBefore == *m_state.lastActor
                            ? "; the draw offer lapses (10.2)"
                            : (isMove ? "; this move refuses the draw offer (10.2)"
                                      : "; this action refuses the draw offer (10.2)");
    }
    return outcome;
}

EventOutcome Game::onStone(const StoneEvent& event) {
    if (const OpeningStep* step = currentStep()) {
        return onOpeningStone(event, *step);
    }
    if (!m_state.board.contains(event.point)) {
        return refused("-", formatPoint(event.point) + " is not on the board");
    }
    if (m_state.board.at(event.point) != Stone::Empty) {
        return refused("5", formatPoint(event.point) + " is occupied");
    }
    Stone colour = colourOfMove(m_state.moves.size());
    if (auto refusal = refuseForbidden(event.point, colour)) {
        return *refusal; // japan-1899, japan-1903: refused like an occupied point
    }
    m_state.isMoveSixDue = false;
    return placeStone(event.point, playerOf(colour), "");
}

EventOutcome Game::placeStone(Point point, Player player, const std::string& prefix) {
    State& s = m_state;
    MoveRecord move;
    move.move = Move::at(point);
    move.colour = colourOfMove(s.moves.size());
    move.player = player;
    move.number = static_cast<int>(s.moves.size()) + 1;
    // 9.2 (or the set's rules), judged before the stone lands
    move.forbidden = forbiddenKind(s.board, point, m_rules.set, move.colour);
    move.makesFive = makesFive(s.board, point, move.colour, m_rules.set.fiveRuleFor(move.colour));
    std::string defence = defenceRemark(point, move.colour);
    s.board.place(point, move.colour);
    s.moves.push_back(move);
    std::string text = prefix + std::to_string(move.number) + ". " + formatPoint(point) + " " +
                       colourName(move.colour) + " (" + playerName(player) + ")" +
                       stoneRemark(move) + defence;
    s.lastActor = player;
    s.isPressed = false;
    if (losesAtOnce(move)) {
        s.result = winFor(opponent(move.colour), forbiddenResultReason(move.forbidden));
        return accepted(text); // 1912 on: no claim, no claim window
    }
    int points = s.board.size() * s.board.size();
    if (s.board.stoneCount() == points && !move.makesFive &&
        move.forbidden == ForbiddenKind::None) {
        s.result = GameResult{Score::Draw, ResultReason::FullBoard};
        text += "; the board is full: the game is drawn (10.1)";
    }
    return accepted(text);
}

std::string Game::stoneRemark(const MoveRecord& move) const {
    if (losesAtOnce(move)) {
        return lossRemark(move);
    }
    if (move.makesFive) {
        return std::string(" makes a five: ") + colourName(move.colour) +
               " may claim it now or on any later turn (9.1, 9.6)";
    }
    switch (move.forbidden) {
    case ForbiddenKind::None:
        return "";
    case ForbiddenKind::Overline:
        return " is a forbidden overline (9.2 a): White may claim it now or later, while the "
               "game goes on (9.8)";
    case ForbiddenKind::DoubleFour:
    case ForbiddenKind::DoubleThree:
    case ForbiddenKind::FourThreeThree:
        break;
    }
    return std::string(" is a forbidden ") + forbiddenKindName(move.forbidden) + " (" +
           forbiddenKindClause(move.forbidden) +
           "): White may claim it until White's next stone or pass (9.8)";
}

void Game::recordPass(Player player) {
    State& s = m_state;
    MoveRecord move;
    move.move = Move::pass();
    move.colour = colourOfMove(s.moves.size());
    move.player = player;
    move.number = static_cast<int>(s.moves.size()) + 1;
    s.moves.push_back(move);
    s.lastActor = player;
    s.isPressed = false;
    s.isMoveSixDue = false;
}

EventOutcome Game::onPass(const PassEvent&) {
    State& s = m_state;
    Player player = playerOf(colourOfMove(s.moves.size()));
    const OpeningStep* step = currentStep();
    if (step && step->kind != StepKind::Stone) {
        return notNow("pass");
    }
    if (s.moves.size() < 3) {
        return refused("12.9", "no pass is allowed within the first three moves");
    }
    if (step) {
        player = actorOf(step->actor);
        recordPass(player);
        advanceStep(step->next);
    } else {
        recordPass(player);
    }
    std::string text =
        std::to_string(s.moves.size()) + ". pass by the " + who(player, s.moves.back().colour);
    std::size_t count = s.moves.size();
    // 10.3: both players pass, one after the other.
    if (count >= 2 && s.moves[count - 2].move.isPass && s.moves[count - 2].player != player) {
        s.result = GameResult{Score::Draw, ResultReason::DoublePass};
        text += "; two consecutive passes: the game is drawn (10.3)";
    }
    return accepted(text);
}

EventOutcome Game::onPress(const PressEvent&) {
    State& s = m_state;
    if (!s.lastActor) {
        return refused("14.3", "no one has acted yet: Black's clock starts when the game begins");
    }
    if (s.isPressed) {
        return refused("14.3", "the clock was already pressed after the last action");
    }
    Player presser = *s.lastActor;
    const OpeningStep* step = currentStep();
    if (step && step->kind == StepKind::Proposals && actorOf(step->actor) == presser) {
        return refused(step->clause, std::string("Black's time runs until all 5th-move ") +
                                         "proposals are made (12.7)");
    }
    if (s.isMoveSixDue) {
        return refused("12.7", "White's time runs until White has chosen move 5 and played "
                               "move 6");
    }
    s.isPressed = true;
    return accepted("press: the " + who(presser, colourOf(presser)) + " stopped their clock");
}

EventOutcome Game::onFlag(const FlagEvent& event) {
    State& s = m_state;
    Player player = playerOf(event.colour);
    auto& flag = s.flagDown[static_cast<std::size_t>(player)];
    if (flag) {
        return refused("-", std::string(colourName(event.colour)) + "'s flag is already down");
    }
    flag = true;
    std::string text = std::string("flag: ") + colourName(event.colour) + "'s time has run out";
    if (event.movesShort > 0) {
        text += ", " + std::to_string(event.movesShort) + " move(s) short of the time control";
    }
    if (s.flagDown[0] && s.flagDown[1]) {
        s.result = GameResult{Score::Draw, ResultReason::BothFlags};
        return accepted(text + "; both players' time has ended: the game is drawn (10.4)");
    }
    return accepted(text + "; " + colourName(opponent(event.colour)) +
                    " may claim a win on time (9.4)");
}

EventOutcome Game::onDrawOffer(const DrawOfferEvent&) {
    State& s = m_state;
    if (s.drawOfferBy) {
        return refused("10.2", "a draw offer is already pending and cannot be repeated");
    }
    // 10.2 b: the offer is made together with the offerer's move, before the offerer starts
    // the opponent's clock: the last event is that move.
    bool followsMove = !effectiveEvents().empty() &&
                       (std::holds_alternative<StoneEvent>(effectiveEvents().back()) ||
                        std::holds_alternative<PassEvent>(effectiveEvents().back()));
    if (!followsMove || s.moves.empty()) {
        return refused("10.2", "a draw can only be offered together with a move");
    }
    Player offerer = s.moves.back().player;
    s.drawOfferBy = offerer;
    return accepted("draw offer by the " + who(offerer, colourOf(offerer)) + " with move " +
                    std::to_string(s.moves.size()) + " (10.2); it stands until the " +
                    playerName(otherPlayer(offerer)) + " accepts, refuses or moves");
}

EventOutcome Game::onDrawAccept(const DrawAcceptEvent&) {
    State& s = m_state;
    if (!s.drawOfferBy) {
        return refused("10.2", "no draw offer is pending");
    }
    Player acceptor = otherPlayer(*s.drawOfferBy);
    s.drawOfferBy.reset();
    s.result = GameResult{Score::Draw, ResultReason::Agreement};
    return accepted("the " + who(acceptor, colourOf(acceptor)) +
                    " accepts the draw offer: the game is drawn by agreement (10.2)");
}

EventOutcome Game::onDrawRefuse(const DrawRefuseEvent&) {
    State& s = m_state;
    if (!s.drawOfferBy) {
        return refused("10.2", "no draw offer is pending");
    }
    Player refuser = otherPlayer(*s.drawOfferBy);
    s.drawOfferBy.reset();
    return accepted("the " + who(refuser, colourOf(refuser)) +
                    " refuses the draw offer; the game goes on (10.2)");
}

EventOutcome Game::onResign(const ResignEvent& event) {
    m_state.result = winFor(opponent(event.colour), ResultReason::Resignation);
    Player player = playerOf(event.colour);
    return accepted("resignation: the " + who(player, event.colour) + " resigns; " +
                    colourName(opponent(event.colour)) + " wins (9.5)");
}

EventOutcome Game::onOverride(const OverrideEvent& event) {
    if (std::string problem = resultProblem(event.result); !problem.empty()) {
        return refused("-", problem);
    }
    m_state.result = event.result;
    m_state.isClaimPending = false; // the arbiter's decision settles a claim awaiting a ruling
    std::string reason = event.text.empty() ? "" : ": " + event.text;
    if (!event.result.isOver()) {
        return accepted("override: the arbiter resumes the game" + reason);
    }
    return accepted("override: the arbiter sets the result " + formatResult(event.result) + reason);
}

} // namespace renju::rules
