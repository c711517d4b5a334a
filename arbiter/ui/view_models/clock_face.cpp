#include "arbiter/ui/view_models/clock_face.hpp"

#include "arbiter/app/command_text.hpp"
#include "clock/alerts.hpp"
#include "clock/display.hpp"
#include "rules/overloaded.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

namespace {

using clock::Milliseconds;
using clock::Seat;

constexpr std::int64_t kTenthsBelow = 20'000;
constexpr std::int64_t kLowTime = 60'000;

std::size_t toCount(int value) {
    return static_cast<std::size_t>(std::max(value, 0));
}

/// "1 press", "3 presses" (a noun that takes "es").
std::string pressText(int count) {
    return std::to_string(toCount(count)) + (count == 1 ? " press" : " presses");
}

std::string periodText(const clock::SeatView& view, const clock::TimeControl& control) {
    switch (view.phase) {
    case clock::TimePhase::ByoYomi:
        return "byo-yomi: " + app::countText(toCount(view.byoYomiPeriodsLeft), "period") + " left";
    case clock::TimePhase::Canadian:
        return "Canadian: " + pressText(view.movesToControl) + " to play";
    case clock::TimePhase::Main:
        break;
    }
    return control.periods.size() > 1 ? "period " + std::to_string(view.period) : "";
}

/// Counts the moves of the game in `colour`, passes included: by the stones' colour, so that
/// tentative Black's white stone in the opening is White's move and a swap moves none.
int movesInColour(const rules::AnyGame& game, rules::Stone colour) {
    return std::visit(rules::Overloaded{[&](const rules::Game& five) {
                                            return static_cast<int>(std::ranges::count_if(
                                                five.moves(), [&](const rules::MoveRecord& move) {
                                                    return move.colour == colour;
                                                }));
                                        },
                                        [&](const rules::RenGame& ren) {
                                            int count = 0;
                                            for (std::size_t i = 0; i < ren.moveCount(); ++i) {
                                                count += ren.colourOf(ren.moverOf(i)) == colour;
                                            }
                                            return count;
                                        }},
                      game);
}

const std::string& nameOf(const model::EventState& state, model::PlayerId id) {
    static const std::string kUnknown = "?";
    const model::Player* player = state.findPlayer(id);
    return player ? player->name : kUnknown;
}

/// The clock's state in words for its audience (read after the word "clock"): plain words for
/// the players, the clause for the referee.
std::string statusText(const clock::ClockState& state, const rules::AnyGame& game,
                       Audience audience) {
    bool isPlayers = audience == Audience::Players;
    switch (state.status) {
    case clock::ClockStatus::NotStarted:
        return "not started";
    case clock::ClockStatus::Running:
        return "running";
    case clock::ClockStatus::Paused:
        if (rules::isAwaitingRuling(game)) {
            return isPlayers ? "stopped: a claim, the arbiter is coming"
                             : "stopped for a claim (9.6)";
        }
        if (rules::resultOf(game).isOver()) {
            return "stopped: the game is over";
        }
        return isPlayers ? "paused by the arbiter" : "paused by the arbiter (14.6)";
    case clock::ClockStatus::Frozen:
        return isPlayers ? "stopped: a flag fell" : "stopped at a flag";
    }
    return "";
}

/// Returns true when `seat`'s shown time changes while the clock runs as it does now.
bool isChanging(const clock::ClockState& state, const clock::ClockSetup& setup, Seat seat) {
    if (state.status != clock::ClockStatus::Running) {
        return false;
    }
    bool isRunningSeat = state.running == seat || state.isSharedByAbsence();
    return isRunningSeat || setup.controls.of(seat).isHourglass;
}

} // namespace

bool isFlagShownTo(Audience audience, bool usesTimeReferees) {
    return audience == Audience::Referee || usesTimeReferees;
}

TableClockFaces clockFaces(const model::EventState& state, const model::TableGame& table,
                           std::int64_t now, Audience audience) {
    TableClockFaces faces;
    const bool usesTimeReferees = state.settings.usesTimeReferees;
    const clock::AlertSettings alertSettings;
    for (Seat seat : {Seat::A, Seat::B}) {
        ClockFace& face = faces.seats[clock::seatIndex(seat)];
        face.seat = seat;
        rules::Player player = seat == Seat::A ? rules::Player::First : rules::Player::Second;
        face.name = nameOf(state, seat == Seat::A ? table.first : table.second);
        face.colour = rules::colourOf(table.game, player);
        face.moves = movesInColour(table.game, face.colour);
        if (!table.clock) {
            continue;
        }
        clock::SeatView view = table.clock->view(seat, Milliseconds(now));
        face.remaining = view.remaining;
        face.time = clock::formatClockTime(view.remaining);
        face.isRunning = view.isRunning;
        face.period = periodText(view, table.clock->setup().controls.of(seat));
        face.presses = view.movesCompleted;
        if (view.movesToControl > 0 && view.phase == clock::TimePhase::Main) {
            face.toControl = pressText(view.movesToControl) + " to the control";
        }
        face.showsFlag = view.hasFlagFallen && isFlagShownTo(audience, usesTimeReferees);
        face.isLow = view.remaining.count() <= kLowTime;
        clock::SeatAlertState alerts = clock::alertStateOf(view, alertSettings);
        if (alerts.needNotRecord) {
            face.notes.emplace_back("need not record (13.2)");
        }
        if (alerts.isTimeRefereeDue && usesTimeReferees && audience == Audience::Referee) {
            face.notes.emplace_back("time referee (14.9)");
        }
        if (view.isAbsent) {
            face.notes.emplace_back("absent (15)");
        }
    }
    if (table.clock) {
        clock::ClockState clockState = table.clock->stateAt(Milliseconds(now));
        faces.hasClock = true;
        faces.status = statusText(clockState, table.game, audience);
        faces.isPaused = clockState.status == clock::ClockStatus::Paused ||
                         clockState.status == clock::ClockStatus::Frozen;
    } else {
        faces.status = "no clock";
    }
    return faces;
}

std::string faceDetail(const ClockFace& face, Audience audience) {
    std::string detail = std::string(face.colour == rules::Stone::Black ? "Black" : "White") +
                         " · " + app::countText(toCount(face.moves), "move");
    if (audience == Audience::Referee) {
        detail += " · " + pressText(face.presses);
    }
    if (!face.period.empty()) {
        detail = face.period + "   " + detail;
    }
    if (!face.toControl.empty()) {
        detail += "   " + face.toControl;
    }
    return detail;
}

std::optional<std::int64_t> displayChangeDelay(Milliseconds remaining, bool isRising) {
    std::int64_t left = remaining.count();
    if (isRising) {
        std::int64_t unit = left < kTenthsBelow ? 100 : 1000;
        return unit - left % unit;
    }
    if (left <= 0) {
        return std::nullopt;
    }
    std::int64_t unit = left <= kTenthsBelow ? 100 : 1000;
    // The display rounds down: it changes as soon as the time drops below a multiple of the
    // unit; the flag falls when it reaches zero.
    return std::min(left % unit + 1, left);
}

std::optional<std::int64_t> nextClockChange(const model::TableGame& table, std::int64_t now) {
    if (!table.clock) {
        return std::nullopt;
    }
    clock::ClockState state = table.clock->stateAt(Milliseconds(now));
    std::optional<std::int64_t> next;
    for (Seat seat : {Seat::A, Seat::B}) {
        if (!isChanging(state, table.clock->setup(), seat)) {
            continue;
        }
        bool isRising = state.running != seat && !state.isSharedByAbsence();
        auto delay = displayChangeDelay(table.clock->remaining(seat, Milliseconds(now)), isRising);
        if (delay && (!next || *delay < *next)) {
            next = delay;
        }
    }
    return next;
}

} // namespace renju::arbiter::ui
