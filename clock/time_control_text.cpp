#include "clock/time_control_text.hpp"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace renju::clock {

namespace {

constexpr std::array kPresets{
    Preset{"rif-90", "5400+30", "90 min + 30 s per move from move 1 (RIF events 2020-22)"},
    Preset{"rif-135", "8100+30", "135 min + 30 s per move from move 1"},
    Preset{"2h-30in30", "7200:c30/1800",
           "2 h, then 30 moves in 30 min, repeating (Canadian overtime)"},
    Preset{"rapid", "900+10", "rapid: 15 min + 10 s per move"},
    Preset{"blitz", "300+3", "blitz: 5 min + 3 s per move"},
    Preset{"handicap-1", "300|30",
           "beginners' handicap match, game 1: the beginner (seat A, Black) 5 min, the "
           "experienced player 30 s (seeds 003/004)"},
    Preset{"handicap-2", "300|15",
           "beginners' handicap match, game 2: the beginner (seat A, Black) 5 min, the "
           "experienced player 15 s (seeds 003/004)"},
};

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

/// A position in the text being read; columns count from 1 in the whole text.
struct Cursor {
    std::string_view text;
    std::size_t pos = 0;
    int offset = 0;

    bool atEnd() const { return pos >= text.size(); }
    char peek() const { return atEnd() ? '\0' : text[pos]; }
    int column() const { return offset + static_cast<int>(pos) + 1; }
};

/// The result of reading a piece of a field: a value or the first error.
template <typename T>
struct Read {
    T value{};
    std::optional<TextError> error;
};

TextError errorAt(const Cursor& cursor, std::string message) {
    return TextError{cursor.column(), std::move(message)};
}

std::string shownChar(char c) {
    return c == '\0' ? std::string("the end") : "'" + std::string(1, c) + "'";
}

/// Reads seconds with up to three decimals at the cursor.
Read<Milliseconds> readSeconds(Cursor& cursor, const char* what) {
    Cursor start = cursor;
    while (isDigit(cursor.peek()) || cursor.peek() == '.') {
        ++cursor.pos;
    }
    std::string_view token = cursor.text.substr(start.pos, cursor.pos - start.pos);
    if (token.empty()) {
        return {{},
                errorAt(start, std::string("expected ") + what + " in seconds, found " +
                                   shownChar(start.peek()))};
    }
    auto value = parseSeconds(token);
    if (!value) {
        return {{},
                errorAt(start, "'" + std::string(token) +
                                   "' is not seconds from 0 to 1000000 with at most 3 "
                                   "decimals")};
    }
    return {*value, std::nullopt};
}

/// Reads the time of an overtime period (byo-yomi or a Canadian block), which cannot be 0.
Read<Milliseconds> readOvertimeSeconds(Cursor& cursor, const char* what) {
    Cursor start = cursor;
    Read<Milliseconds> time = readSeconds(cursor, what);
    if (!time.error && time.value.count() == 0) {
        time.error = errorAt(start, std::string(what) + " must last 0.001 to 1000000 s");
    }
    return time;
}

/// Reads a whole number from 1 to kMaxControlCount at the cursor.
Read<int> readCount(Cursor& cursor, const char* what) {
    Cursor start = cursor;
    std::int64_t value = 0;
    while (isDigit(cursor.peek())) {
        value = std::min<std::int64_t>(value * 10 + (cursor.peek() - '0'), 1'000'000);
        ++cursor.pos;
    }
    if (cursor.pos == start.pos || value < 1 || value > kMaxControlCount) {
        return {0, errorAt(start, std::string(what) + " must be a whole number from 1 to 10000")};
    }
    return {static_cast<int>(value), std::nullopt};
}

/// One field of a seat's spec as read, with its column for later checks.
struct Field {
    int column = 0;
    bool isOvertime = false;
    Period period;
    Overtime overtime;
};

std::optional<TextError> readBonus(Cursor& cursor, Bonus& bonus) {
    ++cursor.pos; // '+'
    Read<Milliseconds> amount = readSeconds(cursor, "an increment or delay");
    if (amount.error) {
        return amount.error;
    }
    BonusKind kind = BonusKind::Fischer;
    if (cursor.peek() == 'b') {
        kind = BonusKind::Bronstein;
        ++cursor.pos;
    } else if (cursor.peek() == 'd') {
        kind = BonusKind::UsDelay;
        ++cursor.pos;
    }
    bonus = amount.value.count() == 0 ? Bonus{} : Bonus{kind, amount.value};
    return std::nullopt;
}

std::optional<TextError> readCanadian(Cursor& cursor, Field& field) {
    ++cursor.pos; // 'c'
    Read<int> moves = readCount(cursor, "the moves of a Canadian block");
    if (moves.error) {
        return moves.error;
    }
    if (cursor.peek() != '/') {
        return errorAt(cursor, "expected '/' after the moves of a Canadian block, as in c30/1800");
    }
    ++cursor.pos;
    Read<Milliseconds> time = readOvertimeSeconds(cursor, "the time of a Canadian block");
    if (time.error) {
        return time.error;
    }
    field.isOvertime = true;
    field.overtime = Overtime{OvertimeKind::Canadian, moves.value, time.value};
    return std::nullopt;
}

/// Reads a period (`[MOVES/]SECONDS[+BONUS]`) or byo-yomi (`COUNTxSECONDS`).
std::optional<TextError> readPeriodOrByoYomi(Cursor& cursor, Field& field) {
    Cursor start = cursor;
    while (isDigit(cursor.peek())) {
        ++cursor.pos;
    }
    char after = cursor.peek();
    if (after == '/' || after == 'x') {
        Cursor countAt = start;
        Read<int> count =
            readCount(countAt, after == '/' ? "a period's move count" : "the byo-yomi periods");
        if (count.error) {
            return count.error;
        }
        ++cursor.pos;
        Read<Milliseconds> time = after == '/' ? readSeconds(cursor, "the period's time")
                                               : readOvertimeSeconds(cursor, "a byo-yomi period");
        if (time.error) {
            return time.error;
        }
        if (after == 'x') {
            field.isOvertime = true;
            field.overtime = Overtime{OvertimeKind::ByoYomi, count.value, time.value};
            return std::nullopt;
        }
        field.period.moves = count.value;
        field.period.base = time.value;
    } else {
        cursor = start;
        Read<Milliseconds> time = readSeconds(cursor, "a period's time");
        if (time.error) {
            return time.error;
        }
        field.period.base = time.value;
    }
    if (cursor.peek() == '+') {
        return readBonus(cursor, field.period.bonus);
    }
    return std::nullopt;
}

std::optional<TextError> readField(Cursor& cursor, Field& field) {
    field.column = cursor.column();
    char first = cursor.peek();
    if (first == '?') {
        return errorAt(cursor, "'?' (an unknown time control) cannot run a clock");
    }
    if (first == '-') {
        return errorAt(cursor, "'-' (no time control) cannot run a clock");
    }
    if (first == 'c') {
        return readCanadian(cursor, field);
    }
    if (!isDigit(first)) {
        return errorAt(cursor,
                       "expected a period such as 5400+30 or 40/7200, found " + shownChar(first));
    }
    return readPeriodOrByoYomi(cursor, field);
}

/// Checks the order of fields: overtime only last, after a period for the rest of the game;
/// only the last period may be for the rest of the game; a base of 0 only before overtime.
std::optional<TextError> checkFields(const std::vector<Field>& fields) {
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const Field& field = fields[i];
        bool isLast = i + 1 == fields.size();
        if (field.isOvertime) {
            const char* name =
                field.overtime.kind == OvertimeKind::ByoYomi ? "byo-yomi" : "Canadian overtime";
            if (i == 0) {
                return TextError{field.column, std::string(name) +
                                                   " follows a main time; write 0: before it "
                                                   "for overtime alone, as in 0:5x30"};
            }
            if (!isLast) {
                return TextError{fields[i + 1].column,
                                 std::string(name) + " must be the last field"};
            }
            if (fields[i - 1].period.moves != 0) {
                return TextError{field.column, std::string(name) +
                                                   " follows a period for the rest of the "
                                                   "game, not one with a move count"};
            }
            continue;
        }
        if (i > 0 && !fields[i - 1].isOvertime && fields[i - 1].period.moves == 0) {
            return TextError{field.column, "the period before is for the rest of the game: only "
                                           "byo-yomi or Canadian overtime may follow it"};
        }
        bool beforeOvertime = !isLast && fields[i + 1].isOvertime;
        if (field.period.base.count() == 0 && !beforeOvertime) {
            return TextError{field.column, "a period needs time: 0 s is allowed only before "
                                           "byo-yomi or Canadian overtime"};
        }
    }
    return std::nullopt;
}

TimeControlParse parseHourglass(Cursor& cursor) {
    ++cursor.pos; // '*'
    Read<Milliseconds> base = readSeconds(cursor, "the hourglass time");
    if (base.error) {
        return {std::nullopt, base.error};
    }
    if (!cursor.atEnd()) {
        return {std::nullopt, errorAt(cursor, "an hourglass (*SECONDS) takes no increment, delay "
                                              "or other field")};
    }
    if (base.value.count() == 0) {
        return {std::nullopt, TextError{cursor.offset + 2, "an hourglass needs time"}};
    }
    return {TimeControl::hourglass(base.value), std::nullopt};
}

TimeControlParse parseSeat(std::string_view text, int offset) {
    Cursor cursor{text, 0, offset};
    if (text.empty()) {
        return {std::nullopt, errorAt(cursor, "expected a time control, such as 5400+30, "
                                              "40/7200:3600 or *180")};
    }
    if (cursor.peek() == '*') {
        return parseHourglass(cursor);
    }
    std::vector<Field> fields;
    while (true) {
        Field field;
        if (auto error = readField(cursor, field)) {
            return {std::nullopt, error};
        }
        fields.push_back(field);
        if (cursor.atEnd()) {
            break;
        }
        if (cursor.peek() != ':') {
            return {std::nullopt, errorAt(cursor, "unexpected " + shownChar(cursor.peek()) +
                                                      ": fields are separated by ':'")};
        }
        ++cursor.pos;
    }
    if (auto error = checkFields(fields)) {
        return {std::nullopt, error};
    }
    TimeControl control;
    for (const Field& field : fields) {
        if (field.isOvertime) {
            control.overtime = field.overtime;
        } else {
            control.periods.push_back(field.period);
        }
    }
    if (auto problem = findControlProblem(control)) {
        return {std::nullopt, TextError{offset + 1, *problem}};
    }
    return {std::move(control), std::nullopt};
}

bool looksLikeName(std::string_view text) {
    if (text.empty()) {
        return false;
    }
    char first = text.front();
    bool isLetter = (first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z');
    return isLetter && !(first == 'c' && text.size() > 1 && isDigit(text[1]));
}

std::string presetNames() {
    std::string names;
    for (const Preset& preset : kPresets) {
        names += names.empty() ? "" : ", ";
        names += preset.name;
    }
    return names;
}

/// Parses one seat's part of a spec starting at `offset` (columns of the whole text).
TimeControlParse parseSeatOrPreset(std::string_view text, int offset) {
    if (const Preset* preset = findPreset(text)) {
        if (preset->text.find('|') != std::string_view::npos) {
            return {std::nullopt,
                    TextError{offset + 1, "preset '" + std::string(text) +
                                              "' sets both seats; it cannot be one seat's"}};
        }
        return parseSeat(preset->text, offset);
    }
    if (looksLikeName(text)) {
        return {std::nullopt, TextError{offset + 1, "unknown preset '" + std::string(text) +
                                                        "' (presets: " + presetNames() + ")"}};
    }
    return parseSeat(text, offset);
}

} // namespace

std::optional<Milliseconds> parseSeconds(std::string_view text) {
    std::size_t dot = text.find('.');
    std::string_view whole = text.substr(0, dot);
    std::string_view fraction = dot == std::string_view::npos ? "" : text.substr(dot + 1);
    bool hasDot = dot != std::string_view::npos;
    if (whole.empty() || whole.size() > 7 || fraction.size() > 3 || (hasDot && fraction.empty())) {
        return std::nullopt;
    }
    std::int64_t ms = 0;
    for (char c : whole) {
        if (!isDigit(c)) {
            return std::nullopt;
        }
        ms = ms * 10 + (c - '0');
    }
    std::int64_t scale = 1000;
    ms *= scale;
    for (char c : fraction) {
        if (!isDigit(c)) {
            return std::nullopt;
        }
        scale /= 10;
        ms += (c - '0') * scale;
    }
    if (Milliseconds{ms} > kMaxControlTime) {
        return std::nullopt;
    }
    return Milliseconds{ms};
}

std::string formatSeconds(Milliseconds value) {
    std::int64_t ms = value.count();
    std::string text = std::to_string(ms / 1000);
    std::int64_t fraction = ms % 1000;
    if (fraction != 0) {
        std::string digits = std::to_string(fraction);
        digits.insert(0, 3 - digits.size(), '0');
        while (digits.back() == '0') {
            digits.pop_back();
        }
        text += "." + digits;
    }
    return text;
}

TimeControlParse parseTimeControl(std::string_view text) {
    return parseSeatOrPreset(text, 0);
}

ClockControlsParse parseClockControls(std::string_view text) {
    if (const Preset* preset = findPreset(text)) {
        return parseClockControls(preset->text);
    }
    std::size_t bar = text.find('|');
    if (bar == std::string_view::npos) {
        TimeControlParse both = parseSeatOrPreset(text, 0);
        if (both.error) {
            return {std::nullopt, both.error};
        }
        return {ClockControls::same(*both.control), std::nullopt};
    }
    std::size_t secondBar = text.find('|', bar + 1);
    if (secondBar != std::string_view::npos) {
        return {std::nullopt,
                TextError{static_cast<int>(secondBar) + 1, "at most two seats: SPEC_A|SPEC_B"}};
    }
    TimeControlParse a = parseSeatOrPreset(text.substr(0, bar), 0);
    if (a.error) {
        return {std::nullopt, a.error};
    }
    TimeControlParse b = parseSeatOrPreset(text.substr(bar + 1), static_cast<int>(bar) + 1);
    if (b.error) {
        return {std::nullopt, b.error};
    }
    ClockControls controls{std::move(*a.control), std::move(*b.control)};
    if (controls.a.isHourglass != controls.b.isHourglass) {
        return {std::nullopt, TextError{static_cast<int>(bar) + 1,
                                        "an hourglass needs both seats on an hourglass"}};
    }
    return {std::move(controls), std::nullopt};
}

std::string formatTimeControl(const TimeControl& control) {
    if (control.isHourglass) {
        return "*" + formatSeconds(control.periods.front().base);
    }
    std::string text;
    for (const Period& period : control.periods) {
        text += text.empty() ? "" : ":";
        if (period.moves > 0) {
            text += std::to_string(period.moves) + "/";
        }
        text += formatSeconds(period.base);
        if (period.bonus.kind != BonusKind::None) {
            text += "+" + formatSeconds(period.bonus.amount);
            text += period.bonus.kind == BonusKind::Bronstein ? "b"
                    : period.bonus.kind == BonusKind::UsDelay ? "d"
                                                              : "";
        }
    }
    const Overtime& overtime = control.overtime;
    if (overtime.kind == OvertimeKind::ByoYomi) {
        text += ":" + std::to_string(overtime.count) + "x" + formatSeconds(overtime.time);
    } else if (overtime.kind == OvertimeKind::Canadian) {
        text += ":c" + std::to_string(overtime.count) + "/" + formatSeconds(overtime.time);
    }
    return text;
}

std::string formatClockControls(const ClockControls& controls) {
    if (controls.a == controls.b) {
        return formatTimeControl(controls.a);
    }
    return formatTimeControl(controls.a) + "|" + formatTimeControl(controls.b);
}

std::span<const Preset> timeControlPresets() {
    return kPresets;
}

const Preset* findPreset(std::string_view name) {
    for (const Preset& preset : kPresets) {
        if (preset.name == name) {
            return &preset;
        }
    }
    return nullptr;
}

} // namespace renju::clock
