#pragma once

#include "arbiter/model/event_state.hpp"
#include "pairing/seeded_random.hpp"

#include <cstdint>
#include <functional>
#include <string>

namespace renju::arbiter::app {

/// The demo's seeded random numbers: the same seed gives the same event.
using DemoRandom = pairing::SeededRandom;

/// The simulated players at one table: each call takes the next action a referee would record
/// (an opening step, a stone, a press, a claim, a resignation, a draw offer or its answer).
class DemoTable {
public:
    /// Applies an event in the replay grammar; returns false when the rules refuse it.
    using Apply = std::function<bool(const std::string&)>;

    explicit DemoTable(int number) : m_number(number) {}
    int number() const { return m_number; }

    /// Takes the next action at this table of `round`.
    void act(const model::EventState& state, int round, DemoRandom& random, const Apply& apply);

private:
    bool claimIfDue(const rules::Game& game, DemoRandom& random, const Apply& apply);
    void playMove(const rules::Game& game, DemoRandom& random, const Apply& apply);

    int m_number = 0;
    bool m_needsPress = false;
    int m_lastJudgedMove = 0;
    bool m_hasOfferedDraw = false;
    int m_patience = 0;
};

} // namespace renju::arbiter::app
