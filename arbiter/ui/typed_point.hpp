#pragma once

#include "rules/point.hpp"

#include <optional>
#include <string>

namespace renju::arbiter::ui {

/// A point typed at the Table view, as a referee with the scoresheet in hand types it: letters
/// and digits build it ("h8", "k11"), Backspace takes the last character back, Escape clears
/// it, Enter gives it. Keys are read only while no text field has the keyboard.
class TypedPoint {
public:
    /// Reads this frame's keys; returns the point when Enter gave a valid one. A text that is
    /// no point of a `boardSize` board is kept, with the problem in problem().
    std::optional<rules::Point> read(int boardSize);

    /// Returns what is typed so far ("" when nothing).
    const std::string& text() const { return m_text; }
    /// Returns why the text Enter gave is no point ("" when it was, or nothing was given).
    const std::string& problem() const { return m_problem; }
    /// Returns the line the Table view shows while a point is typed ("" when nothing is).
    std::string line() const;

private:
    std::string m_text;
    std::string m_problem;
};

} // namespace renju::arbiter::ui
