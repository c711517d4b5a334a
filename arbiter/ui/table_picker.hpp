#pragma once

#include "arbiter/ui/view.hpp"

namespace renju::arbiter::ui {

/// Draws the round and table choosers shared by the Table and Clock views; changes the
/// selection in `context.ui`. PageUp/PageDown step through the tables.
void drawTablePicker(ViewContext& context);

/// Draws the chooser of the round the views show (`round` is the one shown now).
void drawRoundCombo(ViewContext& context, const model::Round& round);

/// Returns "Table 7: Anna Ivanova – Иван Петров" for a table, fitted to `width` pixels in the
/// current font (long names cut with "…", both kept readable).
std::string tableLabel(const model::EventState& state, const model::Table& table, float width);

} // namespace renju::arbiter::ui
