#include "rules/recorded_game.hpp"

namespace renju::rules {

std::string formatOutcome(const EventOutcome& outcome) {
    switch (outcome.kind) {
    case OutcomeKind::Refused:
        return "refused (" + outcome.clause + "): " + outcome.text;
    case OutcomeKind::ClaimUpheld:
        return "claim upheld (" + outcome.clause + "): " + outcome.text;
    case OutcomeKind::ClaimRefused:
        return "claim refused (" + outcome.clause + "): " + outcome.text;
    case OutcomeKind::Accepted:
        break;
    }
    return outcome.text;
}

} // namespace renju::rules
