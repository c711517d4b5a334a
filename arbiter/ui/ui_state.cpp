#include "arbiter/ui/ui_state.hpp"

namespace renju::arbiter::ui {

namespace {
constexpr std::size_t kKeptMessages = 50;
}

void Outbox::emit(app::Command command, std::string origin,
                  std::optional<std::int64_t> monotonicAt) {
    commands.push_back(PendingCommand{std::move(command), std::move(origin), monotonicAt, basis});
}

void PrintState::request(print::DocumentRequest document, std::string origin) {
    openPrintDialog(dialog, document, std::move(origin), systemPaper);
}

void MessageLog::tell(std::string text, bool isError, std::string origin) {
    lines.push_back(Message{std::move(text), isError, std::move(origin), ++told});
    if (lines.size() > kKeptMessages) {
        lines.erase(lines.begin());
    }
}

const Message* MessageLog::lastFrom(const std::string& origin) const {
    for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
        if (it->origin == origin) {
            return &*it;
        }
    }
    return nullptr;
}

void FrameReport::redrawIn(std::optional<std::int64_t> delay) {
    if (delay && (!nextChangeIn || *delay < *nextChangeIn)) {
        nextChangeIn = delay;
    }
}

std::string tableOrigin(int round, int table) {
    return "table:" + std::to_string(round) + ":" + std::to_string(table);
}

} // namespace renju::arbiter::ui
