#include "arbiter/ui/ui_state.hpp"

namespace renju::arbiter::ui {

namespace {
constexpr std::size_t kKeptMessages = 50;
}

void UiState::emit(app::Command command, std::string origin,
                   std::optional<std::int64_t> monotonicAt) {
    outbox.push_back(
        PendingCommand{std::move(command), std::move(origin), monotonicAt, shownSequence});
}

void UiState::requestPrint(print::DocumentRequest request, std::string origin) {
    openPrintDialog(printDialog, request, std::move(origin), systemPaper);
}

void UiState::tell(std::string text, bool isError, std::string origin) {
    messages.push_back(Message{std::move(text), isError, std::move(origin), ++messagesTold});
    if (messages.size() > kKeptMessages) {
        messages.erase(messages.begin());
    }
}

const Message* UiState::lastMessageFrom(const std::string& origin) const {
    for (auto it = messages.rbegin(); it != messages.rend(); ++it) {
        if (it->origin == origin) {
            return &*it;
        }
    }
    return nullptr;
}

void UiState::redrawIn(std::optional<std::int64_t> delay) {
    if (delay && (!nextChangeIn || *delay < *nextChangeIn)) {
        nextChangeIn = delay;
    }
}

std::string tableOrigin(int round, int table) {
    return "table:" + std::to_string(round) + ":" + std::to_string(table);
}

} // namespace renju::arbiter::ui
