// Property test: 6-hour games of 300 presses at random millisecond instants (seeded), with
// random pauses, switches and late arrivals; after every step both seats' remaining time,
// period, move count and the flag order must equal, to the millisecond, those of
// ReferenceClock, which steps one millisecond at a time.
#include "clock_test_support.hpp"
#include "reference_clock.hpp"

#include <algorithm>
#include <random>
#include <vector>

using namespace renju::clock;
using namespace renju::clock::test;

namespace {

constexpr std::int64_t kGameLength = 6 * 3600 * 1000;
constexpr int kPresses = 300;

struct GameSpec {
    const char* control;
    bool onFirstFlag = false;
    bool freeze = false;
};

std::int64_t between(std::mt19937_64& random, std::int64_t low, std::int64_t high) {
    return std::uniform_int_distribution<std::int64_t>(low, high)(random);
}

char letter(Seat seat) {
    return seatLetter(seat);
}

class Game {
public:
    Game(const GameSpec& spec, std::uint64_t seed)
        : m_clock(
              ClockSetup{controlsFrom(spec.control),
                         {spec.onFirstFlag ? PeriodChange::OnFirstFlag : PeriodChange::PerPlayer,
                          spec.freeze}}),
          m_reference(controlsFrom(spec.control), spec.onFirstFlag, spec.freeze), m_random(seed) {}

    /// Compares both clocks at `now`; returns false at the first difference.
    bool agreeAt(std::int64_t now) {
        m_reference.advance(now);
        ClockState state = m_clock.stateAt(Milliseconds{now});
        for (Seat seat : {Seat::A, Seat::B}) {
            SeatView view = viewOf(state, m_clock.setup(), seat);
            INFO("at " << now << " ms, seat " << letter(seat));
            CHECK(ms(view.remaining) == m_reference.shown(letter(seat)));
            CHECK(view.period == m_reference.period(letter(seat)));
            CHECK(view.movesCompleted == m_reference.moves(letter(seat)));
            if (ms(view.remaining) != m_reference.shown(letter(seat)) ||
                view.period != m_reference.period(letter(seat)) ||
                view.movesCompleted != m_reference.moves(letter(seat))) {
                return false;
            }
        }
        CHECK(state.flags.text() == m_reference.flags());
        ++m_checks;
        m_flagsSeen = std::max(m_flagsSeen, state.flags.count);
        for (const SeatTime& time : state.seats) {
            m_highestPeriod = std::max(m_highestPeriod, time.periodNumber);
        }
        return state.flags.text() == m_reference.flags();
    }

    bool play() {
        std::vector<std::int64_t> presses;
        for (int i = 0; i < kPresses; ++i) {
            presses.push_back(between(m_random, 1, kGameLength));
        }
        std::sort(presses.begin(), presses.end());
        bool lateArrival = between(m_random, 0, 2) == 0;
        if (lateArrival) {
            REQUIRE(m_clock.setAbsence(Absence::Both, 0ms).isAccepted());
            m_reference.absent('W', 0);
        }
        REQUIRE(m_clock.start(Seat::A, 0ms).isAccepted());
        m_reference.start('A', 0);
        std::int64_t last = 0;
        for (std::int64_t at : presses) {
            if (lateArrival && last == 0 && !arriveAndCheck(at)) {
                return false;
            }
            if (!betweenPresses(last, at) || !pressAndCheck(at)) {
                return false;
            }
            last = at;
        }
        return agreeAt(kGameLength) && rebuildAgrees();
    }

    int checks() const { return m_checks; }
    int flagsSeen() const { return m_flagsSeen; }
    int highestPeriod() const { return m_highestPeriod; }

private:
    bool arriveAndCheck(std::int64_t firstPress) {
        std::int64_t at = between(m_random, 0, firstPress);
        if (!agreeAt(at)) {
            return false;
        }
        REQUIRE(m_clock.setAbsence(Absence::A, Milliseconds{at}).isAccepted());
        m_reference.absent('A', at);
        return true;
    }

    /// Between two presses: a random query, sometimes a pause and resume, sometimes a switch,
    /// in time order.
    bool betweenPresses(std::int64_t from, std::int64_t to) {
        std::int64_t queryAt = between(m_random, from, to);
        if (!agreeAt(queryAt)) {
            return false;
        }
        std::int64_t roll = between(m_random, 0, 99);
        if (roll < 10) {
            std::int64_t pauseAt = between(m_random, queryAt, to);
            std::int64_t resumeAt = between(m_random, pauseAt, to);
            if (!agreeAt(pauseAt)) {
                return false;
            }
            bool isRunning = !m_reference.isFrozen();
            CHECK(m_clock.pause(Milliseconds{pauseAt}).isAccepted() == isRunning);
            if (isRunning) {
                m_reference.pause(pauseAt);
            }
            REQUIRE(m_clock.resume(Milliseconds{resumeAt}).isAccepted());
            m_reference.resume(resumeAt);
        } else if (roll < 13) {
            std::int64_t at = between(m_random, queryAt, to);
            Seat next = roll == 10 ? Seat::A : Seat::B;
            REQUIRE(m_clock.setNext(next, Milliseconds{at}).isAccepted());
            m_reference.next(letter(next), at);
        }
        return true;
    }

    bool pressAndCheck(std::int64_t at) {
        if (!agreeAt(at)) {
            return false;
        }
        if (m_reference.isFrozen()) {
            // Freeze at zero: presses are refused until the arbiter resumes.
            CHECK(m_clock.press(Milliseconds{at}).refusal->kind == RefusalKind::Frozen);
            REQUIRE(m_clock.resume(Milliseconds{at}).isAccepted());
            m_reference.resume(at);
        }
        Seat running = m_reference.running() == 'A' ? Seat::A : Seat::B;
        PressOutcome outcome = m_clock.press(Milliseconds{at});
        CHECK(outcome.isAccepted());
        CHECK(outcome.seat == running);
        m_reference.press(at);
        return outcome.isAccepted() && agreeAt(at);
    }

    bool rebuildAgrees() {
        ReplayResult rebuilt = GameClock::replay(m_clock.setup(), m_clock.events());
        CHECK_FALSE(rebuilt.refusedIndex.has_value());
        return rebuilt.clock.stateAt(Milliseconds{kGameLength}) ==
               m_clock.stateAt(Milliseconds{kGameLength});
    }

    GameClock m_clock;
    ReferenceClock m_reference;
    std::mt19937_64 m_random;
    int m_checks = 0;
    int m_flagsSeen = 0;
    int m_highestPeriod = 1;
};

/// What the games of one control went through, so that the test shows it covered flags and
/// period changes rather than quiet games only.
struct Coverage {
    int flags = 0;
    int highestPeriod = 1;
};

Coverage playGames(const GameSpec& spec) {
    Coverage coverage;
    for (std::uint64_t seed : {2026u, 7u}) {
        INFO("control " << spec.control << (spec.onFirstFlag ? " (first flag)" : "")
                        << (spec.freeze ? " (freeze)" : "") << ", seed " << seed);
        Game game(spec, seed);
        CHECK(game.play());
        CHECK(game.checks() >= 2 * kPresses);
        coverage.flags = std::max(coverage.flags, game.flagsSeen());
        coverage.highestPeriod = std::max(coverage.highestPeriod, game.highestPeriod());
    }
    return coverage;
}

} // namespace

TEST_CASE("14.1: 6-hour games agree with a millisecond-by-millisecond reference",
          "[clock][property]") {
    const GameSpec specs[] = {
        {"5400+30"},
        {"40/5400:20/2700:1800+30"},
        {"40/2400:20/1200:1800+30"},
        {"40/2400:20/1200:1800+30", true},
        {"60/3600"},
        {"30/3000:20/1800", true},
        {"3600+60b"},
        {"3600+15d"},
        {"40/3600+20d:1800+10b"},
        {"3600:5x60"},
        {"0:3x90"},
        {"3600:c20/600"},
        {"*5400"},
        {"*600"},
        {"3600|7200+30"},
        {"5400+30", false, true},
        {"*900", false, true},
    };
    int controlsWithFlags = 0;
    int controlsWithNewPeriods = 0;
    for (const GameSpec& spec : specs) {
        Coverage coverage = playGames(spec);
        controlsWithFlags += coverage.flags > 0 ? 1 : 0;
        controlsWithNewPeriods += coverage.highestPeriod > 1 ? 1 : 0;
    }
    CHECK(controlsWithFlags >= 8);
    CHECK(controlsWithNewPeriods >= 6);
}
