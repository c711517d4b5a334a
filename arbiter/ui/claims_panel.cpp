#include "arbiter/ui/claims_panel.hpp"

#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/table_summary.hpp"
#include "arbiter/ui/widgets.hpp"
#include "rules/notation.hpp"
#include "rules/rule_set.hpp"

namespace renju::arbiter::ui {

namespace {

struct ClaimButton {
    const char* label; // short: the five sit in one row
    const char* name;  // what scripts and tests call it
    const char* event;
    bool isForbiddenClaim = false;
};

constexpr ClaimButton kClaims[] = {
    {"White: forbidden", "White claims a forbidden move", "claim white forbidden", true},
    {"Black: five", "Black claims five", "claim black five"},
    {"White: five", "White claims five", "claim white five"},
    {"Black: time", "Black claims time", "claim black time"},
    {"White: time", "White claims time", "claim white time"},
};

void drawClaimList(const rules::Game& game) {
    const auto& claims = game.claims();
    if (claims.empty()) {
        colouredText(colour::kMuted, "No claim so far.");
        return;
    }
    for (std::size_t i = 0; i < claims.size(); ++i) {
        const rules::ClaimRecord& claim = claims[i];
        std::string head = std::to_string(i + 1) + ". " + rules::colourName(claim.claim.claimant) +
                           " claims " + claimKindName(claim.claim.kind);
        if (claim.claim.point) {
            head += " at " + rules::formatPoint(*claim.claim.point);
        }
        ImGui::TextUnformatted(head.c_str());
        colouredText(claim.isUpheld ? colour::kGood : colour::kError,
                     std::string("   advice: ") + (claim.isUpheld ? "uphold" : "reject") + " (" +
                         claim.clause + "): " + claim.explanation);
        bool isLast = i + 1 == claims.size();
        if (claim.arbiterUpholds) {
            colouredText(colour::kMuted, std::string("   ruling: ") +
                                             (*claim.arbiterUpholds ? "upheld" : "rejected") +
                                             " by the arbiter");
        } else if (isLast && game.isAwaitingRuling()) {
            colouredText(colour::kAttention,
                         "   ruling: awaited (play is stopped, 9.6); the result waits for it");
        } else if (claim.resultBefore.isOver()) {
            colouredText(colour::kMuted, "   no ruling needed: the game was already over");
        } else if (!claim.claim.awaitsRuling) {
            colouredText(colour::kMuted, "   no ruling: the advice stood (recorded before "
                                         "rulings were asked for)");
        } else {
            colouredText(colour::kMuted, "   settled by the arbiter's result");
        }
    }
}

std::string rulingEvent(bool upholds, const std::string& words) {
    std::string event = upholds ? "ruling uphold" : "ruling reject";
    return words.empty() ? event : event + " " + words;
}

/// After the round: the last claim's ruling can still be entered, or changed with a reason
/// (a correction); what was computed from the result follows.
void drawLateRuling(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                    TableActionFields& fields) {
    const auto& claims = game.claims();
    if (claims.empty() || claims.back().resultBefore.isOver()) {
        return;
    }
    colouredText(colour::kMuted, "The round is finished: the ruling on the last claim can still "
                                 "be entered or corrected (a correction needs a reason).");
    ImGui::SetNextItemWidth(-1);
    inputText("##lateruling", fields.rulingText, "reason for the correction");
    for (bool upholds : {true, false}) {
        if (!upholds) {
            ImGui::SameLine();
        }
        const char* label = upholds ? "Rule: uphold the claim" : "Rule: reject the claim";
        if (trackedButton(context.ui.frame, label)) {
            emitGameEvent(context, shown, upholds ? "ruling uphold" : "ruling reject",
                          fields.rulingText);
            fields.rulingText.clear();
        }
    }
}

void drawDrawState(const rules::Game& game) {
    if (auto offer = game.drawOfferBy()) {
        colouredText(colour::kAttention, std::string("Draw offered by the ") +
                                             rules::playerName(*offer) +
                                             ": accept, or refuse (a move refuses it, 10.2).");
    }
    for (rules::Player player : {rules::Player::First, rules::Player::Second}) {
        if (game.hasFlagFallen(player)) {
            colouredText(colour::kError, std::string("Flag of the ") + rules::playerName(player) +
                                             " (" + rules::colourName(game.colourOf(player)) +
                                             ") has fallen: the opponent may claim (9.4); "
                                             "both flags down is a draw (10.4).");
        }
    }
}

} // namespace

void drawRulingRow(ViewContext& context, const ShownGame& shown, TableActionFields& fields) {
    fittedLines(colour::kAttention,
                "Your ruling decides the claim; the advice is only advice. Words typed beside "
                "the buttons are journaled with the ruling.",
                2);
    // The buttons sit where an opening step's were: a double click there is not a ruling.
    bool upholds = trackedButton(context.ui.frame, "Uphold the claim") && takesStepPress(fields);
    ImGui::SameLine();
    bool rejects = trackedButton(context.ui.frame, "Reject the claim") && takesStepPress(fields);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    inputText("##ruling", fields.rulingText, "the ruling's words (optional)");
    if (upholds || rejects) {
        emitGameEvent(context, shown, rulingEvent(upholds, fields.rulingText));
        fields.rulingText.clear();
    }
}

void drawClaimPrompt(const rules::Game& game, bool isOpen) {
    std::string prompt;
    for (const rules::MoveRecord& move : game.claimableForbiddenMoves()) {
        prompt += (prompt.empty() ? "Claimable by White: move " : "; move ") +
                  std::to_string(move.number) + " " + rules::formatMove(move.move) + " (" +
                  rules::forbiddenKindName(move.forbidden) + ", " +
                  rules::forbiddenKindClause(move.forbidden) + ")";
    }
    bool isClaimable = !prompt.empty();
    if (!isClaimable && isOpen) {
        prompt = "A claim (9.4-9.8) stops the game until you rule on it.";
    }
    fittedLines(isClaimable ? colour::kAttention : colour::kMuted, prompt.empty() ? " " : prompt,
                2);
}

void drawClaimButtons(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                      bool isOpen) {
    // A claim of a forbidden move exists only where the set lets the stone stand for White to
    // claim (9.6, 9.8); other sets refuse the stone, end the game at once, or forbid nothing,
    // so the button would only invite a claim the advice must reject.
    bool forbiddenClaimable =
        game.ruleSet().rulesFor(rules::Stone::Black).sanction == rules::Sanction::Claim;
    ImGui::BeginDisabled(!isOpen);
    bool isFirst = true;
    for (const ClaimButton& claim : kClaims) {
        if (claim.isForbiddenClaim && !forbiddenClaimable) {
            continue;
        }
        if (!isFirst) {
            ImGui::SameLine();
        }
        isFirst = false;
        bool isPressed = ImGui::Button(claim.label);
        trackLastItem(context.ui.frame, claim.name);
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
            ImGui::SetTooltip("%s", claim.name);
        }
        if (isPressed) {
            emitGameEvent(context, shown, claim.event);
        }
    }
    ImGui::EndDisabled();
}

void drawClaimsPanel(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                     TableActionFields& fields) {
    const model::Round& round = shown.round;
    drawDrawState(game);
    drawClaimList(game);
    if (round.status == model::RoundStatus::Finished) {
        drawLateRuling(context, shown, game, fields);
    }
}

} // namespace renju::arbiter::ui
