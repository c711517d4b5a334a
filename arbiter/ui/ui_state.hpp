#pragma once

#include "arbiter/app/command.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/ui/view_models/call_queue.hpp"
#include "arbiter/ui/view_models/print_dialog_model.hpp"
#include "clock/seat.hpp"

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// The views, in the order of their tabs and function keys (F1 ...).
enum class ViewId { Setup, Players, Round, Table, Clock, Standings, AuditLog, Records, Hall };

/// A command a view emitted this frame; the shell's owner executes it after the frame.
struct PendingCommand {
    app::Command command;
    /// Where it came from ("table:3:7", "round", ...): its outcome is shown there.
    std::string origin;
    /// The monotonic instant of a clock-button press (ms), when it must count from then.
    std::optional<std::int64_t> monotonicAt;
    /// The journal sequence of the state the referee saw when entering it (UiState::
    /// shownSequence): on an event server, a command about a table another station changed
    /// since is refused with what changed.
    std::optional<std::int64_t> basis;
};

/// A document the print dialog confirmed; the shell's owner prints it after the frame.
struct PendingPrint {
    print::DocumentRequest request;
    /// Where the button was: the outcome is shown there.
    std::string origin;
    print::Paper paper = print::Paper::A4;
    /// The printer and copies; no printer: the PDF is only saved.
    print::PrintTarget target;
};

/// A line for the referee: what a command did or why it was refused.
struct Message {
    std::string text;
    bool isError = false;
    std::string origin;
    /// Counts every message told, so a view can tell the answer to its command from older ones.
    std::uint64_t sequence = 0;
};

/// A press of one of the two clock buttons (keyboard or game controller), timestamped when
/// the platform saw it.
struct ClockButtonPress {
    clock::Seat seat = clock::Seat::A;
    /// Event time of the press (ms) and the monotonic instant it was seen at.
    std::int64_t eventTime = 0;
    std::int64_t monotonicAt = 0;
};

/// A rectangle on the screen, in ImGui's coordinates (pixels from the top left).
struct ScreenRect {
    float x0 = 0;
    float y0 = 0;
    float x1 = 0;
    float y1 = 0;
    /// False when the item is scrolled (wholly or partly) out of its window's view.
    bool isVisible = true;
};

/// Where the players' clock drew its parts in the last frame (seat A first).
struct PlayersClockLayout {
    ScreenRect caption;
    std::array<ScreenRect, 2> faces;
    std::array<ScreenRect, 2> digits;
    /// The background each face was filled with: the running side's stands out.
    std::array<std::uint32_t, 2> faceBackground{};
    std::array<std::uint32_t, 2> digitColour{};
};

/// One player's row above the Table view's board as the last frame drew it (for tests: a row
/// keeps its place by seat whatever colour the player holds).
struct TablePlayerRow {
    std::string name;
    /// "Black (tentative), seat A", "White, seat B".
    std::string colourLabel;
    ScreenRect rect;
};

/// The combo box whose list was open in the last frame, for scripts (`choose`): its name (its
/// label), where the list lies and its options as shown, in order. Empty name: none open.
struct OpenCombo {
    std::string name;
    ScreenRect list;
    std::vector<std::string> options;
};

/// Where the Table view drew its board in the last frame (for scripted clicks).
struct BoardGeometry {
    bool isShown = false;
    /// The centre of intersection a1 and the distance between lines.
    float originX = 0;
    float originY = 0;
    float cell = 0;
    int size = 15;
};

/// A game of a match the referee chose to look at: its round, table and game number.
struct GameChoice {
    int round = 0;
    int table = 0;
    int game = 1;
};

/// What the referee is looking at: the view, the round, the table and the game of a match,
/// and whether the players' clock fills the screen.
struct Selection {
    ViewId view = ViewId::Round;
    /// The round and table being looked at (round 0: the latest round).
    int round = 0;
    int table = 1;
    /// The game of a match the Table and Clock views show; none (or another table): the
    /// table's current game.
    std::optional<GameChoice> chosenGame;
    /// The clock of the selected table fills the screen for the players.
    bool isPlayersMode = false;
    /// The Round view's Import asks the Records view to open its file chooser.
    bool wantsRecordImport = false;
};

/// The commands and prints the views emitted this frame; the shell's owner carries them out
/// after the frame, so that no view sees the state change under it.
struct Outbox {
    std::vector<PendingCommand> commands;
    std::vector<PendingPrint> prints;
    /// The journal sequence of the state this frame shows (set by the platform each frame):
    /// every command emitted rests on it.
    std::optional<std::int64_t> basis;

    /// Queues a command for execution after the frame.
    void emit(app::Command command, std::string origin,
              std::optional<std::int64_t> monotonicAt = std::nullopt);
};

/// What the referee is told: the last 50 lines, each with where it came from.
struct MessageLog {
    std::vector<Message> lines;
    std::uint64_t told = 0;

    /// Adds a message (the last 50 are kept).
    void tell(std::string text, bool isError, std::string origin);
    /// Returns the latest message from `origin`, or nullptr.
    const Message* lastFrom(const std::string& origin) const;
    /// Returns the latest message, or nullptr.
    const Message* last() const { return lines.empty() ? nullptr : &lines.back(); }
};

/// The print dialog a Print button opens, and the paper it preselects (the system's).
struct PrintState {
    PrintDialogModel dialog;
    print::Paper systemPaper = print::Paper::A4;

    /// Opens the print dialog for a document (a view's Print button); the dialog queues the
    /// job in the outbox when the arbiter confirms it.
    void request(print::DocumentRequest request, std::string origin);
};

/// The two clock buttons: the presses not yet executed and the table they press.
struct ClockButtons {
    std::vector<ClockButtonPress> presses;
    /// The table number the clock buttons press (none: the selected table, at the first press).
    /// Set by showing a table's clock (Clock view, players' clock) or the Table view's button;
    /// looking at other tables never moves it, and it stays across rounds (a laptop per board).
    std::optional<int> table;
};

/// What a frame reports to the platform and to scripts and tests: the clickable items by their
/// label, where the board was drawn, the characters the font lacks, the players' clock's digit
/// height, and when something shown changes by itself.
struct FrameReport {
    /// Clickable items of the last frame by their label, for scripts.
    std::map<std::string, ScreenRect> targets;
    BoardGeometry board;
    /// Characters a view shows that the event's own text may lack (the journal's reasons): the
    /// platform adds them to the font atlas.
    std::vector<char32_t> wantedGlyphs;
    /// The height of the digits the players' clock drew in the last frame, in pixels (for
    /// tests: at least a quarter of the screen's height).
    float clockDigitHeight = 0;
    /// What the players' clock drew in the last frame, for tests that measure it (issue 24).
    PlayersClockLayout playersClock;
    /// The Table view's player rows in the last frame, top first (empty when not drawn).
    std::vector<TablePlayerRow> tablePlayers;
    /// What each combo box shows in the last frame (its preview), by its name.
    std::map<std::string, std::string> comboShows;
    OpenCombo openCombo;
    /// The soonest delay (ms) after which something shown changes by itself; none: nothing.
    std::optional<std::int64_t> nextChangeIn;

    /// Asks for a redraw `delay` ms from now (the soonest request wins).
    void redrawIn(std::optional<std::int64_t> delay);
};

/// The station: where the event is, whether its server can be reached, the referee's account
/// the chief arbiter asked for, the sound.
struct StationState {
    /// Why the event server cannot be reached now ("" while it can, or for a file): shown in
    /// the header; commands are refused meanwhile and the station reconnects by itself.
    std::string connectionProblem;
    /// True for an event on a server: the chief arbiter adds referees from the Event setup.
    bool isOnServer = false;
    /// A referee's account the chief arbiter asked for; the platform creates it after the
    /// frame (the password only lives here until then).
    struct RefereeRequest {
        std::string name;
        std::string role;
        std::string password;
    };
    std::optional<RefereeRequest> refereeRequest;
    /// The folder of the event's file (file choosers start there; empty: the working folder).
    std::filesystem::path eventFolder;
    bool isMuted = false;
};

/// The arbiter's name for the audit log. When `isNeeded` and it is empty, the first change asks
/// for it (clock presses go on meanwhile) and the other commands wait in the outbox until it
/// is given.
struct ArbiterName {
    std::string name;
    bool isNeeded = false;
    bool isAsking = false;
};

/// The state the views share, by responsibility: what is looked at, what the views emit, what
/// the referee is told and called for, the print dialog, the clock buttons, the frame's report,
/// the station and the arbiter's name. It is UI state only; the event lives in the application.
/// A helper takes the part it uses (a button the frame report, a message line the log).
struct UiState {
    Selection selection;
    Outbox outbox;
    MessageLog messages;
    CallQueue calls;
    PrintState print;
    ClockButtons clockButtons;
    FrameReport frame;
    StationState station;
    ArbiterName arbiter;
};

/// Returns the origin tag of a table ("table:3:7").
std::string tableOrigin(int round, int table);

} // namespace renju::arbiter::ui
