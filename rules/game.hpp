#pragma once

#include "rules/board.hpp"
#include "rules/forbidden.hpp"
#include "rules/game_event.hpp"
#include "rules/notation.hpp"
#include "rules/opening_patterns.hpp"
#include "rules/opening_protocol.hpp"
#include "rules/recorded_game.hpp"
#include "rules/rule_set.hpp"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace renju::rules {

/// A stone or a pass as recorded, with what the rules said about it when it was played.
struct MoveRecord {
    Move move;
    Stone colour = Stone::Black;
    Player player = Player::First;
    /// 1-based; passes are moves (clause 5).
    int number = 0;
    /// The judgement of the stone's colour under the rule set on the board before the stone
    /// (renju: Black's 9.2, flagged for White's claim; 1912 on: the move lost at once).
    ForbiddenKind forbidden = ForbiddenKind::None;
    /// True when the stone made a five for its colour (it must still be claimed, 9.6).
    bool makesFive = false;
};

/// A claim with the software's advice and the arbiter's ruling.
struct ClaimRecord {
    ClaimEvent claim;
    Player claimant = Player::First;
    bool isUpheld = false;
    /// The clause the advice rests on, e.g. "9.2" or "9.8".
    std::string clause;
    std::string explanation;
    /// The result the claim gives when upheld (by the software or by the arbiter).
    GameResult resultIfUpheld;
    GameResult resultBefore;
    /// Set once the arbiter rules: true upholds, false rejects.
    std::optional<bool> arbiterUpholds;
    /// The stones the claim is about, for the board to mark: the five's stones, or the
    /// forbidden stone claimed (empty when the claim found none).
    std::vector<Point> marked;
};

/// What the game waits for next.
/// `Ruling`: a claim stopped the game and the arbiter must rule on it (9.6).
enum class ExpectedAction {
    Stone,
    SwapDecision,
    Declare,
    Proposals,
    Choice,
    Move,
    Ruling,
    Nothing
};

/// Who must act and what they must do, for prompts and for the clock (12.7).
struct Expectation {
    ExpectedAction action = ExpectedAction::Move;
    Player player = Player::First;
    /// The colour of the next stone (Stone, Move), or of the proposing player (Proposals).
    Stone colour = Stone::Black;
    int moveNumber = 1;
    /// Stone: the zone half-width (-1 anywhere).
    int zone = -1;
    /// Declare: the largest N allowed. Proposals: how many are still missing.
    int count = 0;
    /// The board's size (zones are centred on its centre).
    int boardSize = kRenjuBoardSize;
    /// Taraguchi after move 4: Black may propose 5th moves instead of the swap decision.
    bool mayProposeInstead = false;
    /// The rule of the current opening step ("" in normal play).
    std::string clause;

    /// Returns a prompt such as "first player: place move 2 (White) in the central 3x3".
    std::string describe() const;
};

/// One game at one board, as a referee mirrors it: every event is checked against the opening
/// protocol and the rules of clauses 9-12 (or the game's other rule set), then recorded or
/// refused. Under renju a stone that can be placed after the opening is never refused:
/// forbidden moves are flagged and left to White's claim. Under japan-1899 and japan-1903 a
/// forbidden move is refused (except in defence); from japan-1912 on it loses at once.
class Game : public RecordedGame<Game> {
public:
    /// A renju game on 15x15 under the opening protocol `rules`.
    explicit Game(OpeningRules rules = {});
    /// A game under a rule set, board size and opening. Callers check findGameRulesProblem()
    /// first: a set without opening protocols plays none whatever `opening` says.
    explicit Game(const GameRules& rules);
    /// A game whose Black is `black` from the first move: a game typed from a scoresheet,
    /// played without an opening protocol (opening `none`), where the sheet says who had Black.
    Game(const GameRules& rules, Player black);

    const OpeningRules& openingRules() const { return m_rules.opening; }
    const GameRules& gameRules() const { return m_rules; }
    RuleSet ruleSet() const { return m_rules.set; }
    const Board& board() const { return m_state.board; }
    const std::vector<MoveRecord>& moves() const { return m_state.moves; }
    const std::vector<ClaimRecord>& claims() const { return m_state.claims; }
    const std::vector<Point>& proposals() const { return m_state.proposals; }
    std::optional<int> declaredCount() const { return m_state.declared; }
    std::optional<OpeningPattern> openingPattern() const { return m_state.pattern; }
    /// Returns the number of swaps made so far (each exchanges the colours).
    int swapCount() const { return m_state.swapCount; }
    GameResult result() const { return m_state.result; }
    bool isOpeningOver() const { return m_state.step < 0; }
    std::optional<Player> drawOfferBy() const { return m_state.drawOfferBy; }
    /// Returns true while the last claim awaits the arbiter's ruling (a claim made with
    /// `awaitsRuling` during play): play is stopped and the result stays open (9.6).
    bool isAwaitingRuling() const { return m_state.isClaimPending; }
    bool hasFlagFallen(Player player) const {
        return m_state.flagDown[static_cast<std::size_t>(player)];
    }

    /// Returns the player who holds `colour` now.
    Player playerOf(Stone colour) const {
        return colour == Stone::Black ? m_state.blackPlayer : otherPlayer(m_state.blackPlayer);
    }
    /// Returns the colour `player` holds now.
    Stone colourOf(Player player) const {
        return player == m_state.blackPlayer ? Stone::Black : Stone::White;
    }

    /// Returns who must act and what is expected.
    Expectation expectation() const;
    /// Returns the player who must act (the one whose clock must run), as expectation() says.
    Player playerToAct() const { return expectation().player; }
    /// Returns the number of moves in effect, passes included.
    std::size_t moveCount() const { return m_state.moves.size(); }
    /// Returns the player who made move `index` (0-based) of the moves in effect.
    Player moverOf(std::size_t index) const { return m_state.moves[index].player; }
    /// Returns the moves in effect as points and passes, in order.
    std::vector<Move> movesPlayed() const;

    /// Returns Black's forbidden stones White may still claim (9.8), most recent first; none
    /// while a claim awaits the arbiter's ruling.
    std::vector<MoveRecord> claimableForbiddenMoves() const;

    /// Returns the colour of the next stone.
    Stone colourToMove() const { return colourOfMove(m_state.moves.size()); }
    /// Returns the forbidden points of `colour` in the current position under the game's rule
    /// set (for the referee's overlay), sorted by column then row.
    std::vector<ForbiddenPoint> forbiddenPoints(Stone colour) const;

private:
    struct State {
        Board board{kRenjuBoardSize};
        std::vector<MoveRecord> moves;
        Player blackPlayer = Player::First;
        int step = 0;
        std::optional<int> declared;
        std::vector<Point> proposals;
        int swapCount = 0;
        std::optional<OpeningPattern> pattern;
        std::optional<Player> drawOfferBy;
        std::array<bool, 2> flagDown{};
        std::optional<Player> lastActor;
        bool isPressed = false;
        bool isMoveSixDue = false;
        bool isClaimPending = false;
        std::vector<ClaimRecord> claims;
        GameResult result;
    };

    friend class RecordedGame<Game>;
    /// An undo with nothing to take back names no clause.
    static constexpr const char* kUndoClause = "-";
    EventOutcome dispatch(const GameEvent& event);
    void restart() { m_state = initialState(); }

    // game.cpp: moves and the clock-related events.
    EventOutcome onStone(const StoneEvent& event);
    EventOutcome onPass(const PassEvent& event);
    EventOutcome onPress(const PressEvent& event);
    EventOutcome onFlag(const FlagEvent& event);
    EventOutcome onDrawOffer(const DrawOfferEvent& event);
    EventOutcome onDrawAccept(const DrawAcceptEvent& event);
    EventOutcome onDrawRefuse(const DrawRefuseEvent& event);
    EventOutcome onResign(const ResignEvent& event);
    EventOutcome onOverride(const OverrideEvent& event);
    EventOutcome placeStone(Point point, Player player, const std::string& prefix);
    void recordPass(Player player);
    std::string stoneRemark(const MoveRecord& move) const;

    // game_rule_set.cpp: what the rule set does with forbidden moves.
    State initialState() const;
    std::optional<EventOutcome> refuseForbidden(Point point, Stone colour) const;
    std::string defenceRemark(Point point, Stone colour) const;
    std::string lossRemark(const MoveRecord& move) const;
    bool losesAtOnce(const MoveRecord& move) const;
    std::optional<std::string> unclaimableForbidden() const;

    // game_opening.cpp: the opening protocol.
    const OpeningStep* currentStep() const;
    Player actorOf(StepActor actor) const;
    void advanceStep(int next);
    EventOutcome onOpeningStone(const StoneEvent& event, const OpeningStep& step);
    EventOutcome onSwap(const SwapEvent& event);
    EventOutcome onDeclare(const DeclareEvent& event);
    EventOutcome onPropose(const ProposeEvent& event);
    EventOutcome onChoose(const ChooseEvent& event);
    EventOutcome notNow(const char* what) const;
    std::optional<EventOutcome> checkProposal(Point point, const std::vector<Point>& earlier) const;

    // game_claims.cpp: claims and rulings (9.1-9.8).
    EventOutcome onClaim(const ClaimEvent& event);
    EventOutcome onRuling(const RulingEvent& event);
    /// Rules on a claim that stopped the game awaiting the arbiter (9.6).
    EventOutcome rulePendingClaim(ClaimRecord& claim, const RulingEvent& event);
    ClaimRecord assessClaim(const ClaimEvent& event) const;
    void assessFive(ClaimRecord& record) const;
    void assessForbidden(ClaimRecord& record) const;
    void assessTime(ClaimRecord& record) const;

    GameRules m_rules;
    /// Who holds Black before any swap.
    Player m_firstBlack = Player::First;
    std::vector<OpeningStep> m_steps;
    State m_state;
};

/// Returns the result reason of a forbidden move of a kind: forbidden-6, -44, -433 or -33.
ResultReason forbiddenResultReason(ForbiddenKind kind);

} // namespace renju::rules
