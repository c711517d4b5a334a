#include "arbiter/app/application.hpp"

#include "arbiter/app/app_outcome.hpp"

namespace renju::arbiter::app {

namespace {

template <class... Handlers>
struct Overloaded : Handlers... {
    using Handlers::operator()...;
};
template <class... Handlers>
Overloaded(Handlers...) -> Overloaded<Handlers...>;

} // namespace

CommandOutcome Application::dispatch(const Command& command, std::int64_t now) {
    bool needsEvent = !std::holds_alternative<CreateEvent>(command);
    if (needsEvent && !m_state.isCreated) {
        return refuse("the event has not been created yet (event new)");
    }
    return std::visit(
        Overloaded{
            [this](const CreateEvent& c) { return onCreateEvent(c); },
            [this](const EditEvent& c) { return onEditEvent(c); },
            [this](const AddPlayer& c) { return onAddPlayer(c); },
            [this](const ImportPlayers& c) { return onImportPlayers(c); },
            [this](const EditPlayer& c) { return onEditPlayer(c); },
            [this](const WithdrawPlayer& c) { return onWithdrawPlayer(c); },
            [this](const RequestBye& c) { return onRequestBye(c); },
            [this](const CancelBye& c) { return onCancelBye(c); },
            [this](const ForbidPair& c) { return onForbidPair(c); },
            [this, now](const PairNextRound&) { return onPairNextRound(now); },
            [this](const PairRound& c) { return onPairRound(c); },
            [this](const SetTable& c) { return onSetTable(c); },
            [this](const SetBye& c) { return onSetBye(c); },
            [this](const PublishRound& c) { return onPublishRound(c); },
            [this, now](const StartRound& c) { return onStartRound(c, now); },
            [this](const FinishRound& c) { return onFinishRound(c); },
            [this, now](const GameAction& c) { return onGameAction(c, now); },
            [this, now](const ClockAction& c) { return onClockAction(c, now); },
            [this, now](const SetResult& c) { return onSetResult(c, now); },
            [this, now](const RecoverSession& c) { return onRecoverSession(c, now); },
            [this, now](const StartGame& c) { return onStartGame(c, now); },
            [this, now](const EnterScoresheet& c) { return onEnterScoresheet(c, now); },
        },
        command);
}

} // namespace renju::arbiter::app
