#pragma once

#include "arbiter/ui/file_chooser.hpp"
#include "arbiter/ui/view.hpp"
#include "arbiter/ui/view_models/table_summary.hpp"

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// The Round view: pair, publish, start and finish rounds; the pairing with each game's state
/// and each player's own score; results from the keyboard (one key per result, then on to the
/// next board; a game in progress asks for a confirmation and a reason); tables set by hand
/// with the pairing checks' warnings shown before they are set.
class RoundView final : public View {
public:
    const char* title() const override { return "Round"; }
    ViewId id() const override { return ViewId::Round; }
    void draw(ViewContext& context) override;

private:
    void drawRoundActions(ViewContext& context, const model::Round* round);
    /// The Print buttons of the round's documents (after the start also the game records).
    void drawPrintButtons(ViewContext& context, const model::Round& round);
    /// The Import and Export buttons of game records (a table's game, the round, the event).
    void drawExchange(ViewContext& context, const model::Round& round, int table);
    /// Draws the button of the round's next step: publish, start or finish.
    void drawNextStep(ViewContext& context, const model::Round& round);
    void drawPairings(ViewContext& context, const model::Round& round,
                      const std::vector<TableSummary>& rows);
    void drawPairingRow(ViewContext& context, const model::Round& round, const TableSummary& row,
                        int index);
    void handleKeys(ViewContext& context, const model::Round& round,
                    const std::vector<TableSummary>& rows);
    /// Handles the oldest typed key not handled yet (one result at a time).
    void handleNextKey(ViewContext& context, const model::Round& round,
                       const std::vector<TableSummary>& rows);
    /// The confirmation a result on a game in progress needs: reason, then enter or cancel.
    void drawConfirmation(ViewContext& context, const model::Round& round);
    void drawManualPairing(ViewContext& context, const model::Round& round);

    /// The row of the board that receives the next result key.
    int m_row = 0;
    /// The board moves on only once its result is accepted: the table whose result was
    /// entered, and the messages told before its answer.
    std::optional<int> m_awaitedTable;
    std::uint64_t m_awaitedAfter = 0;
    /// Keys typed but not handled yet, in order: none is dropped (several may come in one
    /// frame, and each result waits for the one before it).
    std::deque<char32_t> m_typedKeys;
    /// A result key on a game in progress (moves entered or a clock running) waits for the
    /// arbiter's confirmation and reason before it stops the clock.
    /// A key's result (by colour) waiting for the referee's confirmation and reason: on a game
    /// in progress, or over a result there already (a correction).
    struct PendingResult {
        int table = 0;
        model::ResultCode code = model::ResultCode::Draw;
        std::string question;
        std::string reason;
        bool isCorrection = false;
    };
    std::optional<PendingResult> m_confirming;
    /// The records export: where to, and what (round 0: the event; table 0: the round).
    FileChooser m_exporter;
    int m_exportRound = 0;
    int m_exportTable = 0;
    /// The table of the selected row (the one a table's export takes).
    int m_selectedTable = 1;
    bool m_scrollsToRow = false;
    int m_manualTable = 1;
    int m_manualFirst = 0;
    int m_manualSecond = 0;
    std::string m_manualReason;
};

} // namespace renju::arbiter::ui
