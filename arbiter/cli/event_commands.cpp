#include "arbiter/cli/event_commands.hpp"

namespace renju::arbiter::cli {

void addEventArgument(CLI::App* command, EventContext& context, bool withEventArgument) {
    if (withEventArgument) {
        command
            ->add_option("EVENT", context.eventPath,
                         "the event file (.renju), or postgresql://HOST[:PORT]/DB?event=NAME")
            ->required();
    }
}

void addEventCommands(CLI::App& app, EventContext& context, bool withEventArgument) {
    addEventSetupCommands(app, context, withEventArgument);
    addPlayerCommands(app, context, withEventArgument);
    addRoundCommands(app, context, withEventArgument);
    addTableCommands(app, context, withEventArgument);
    addScoresheetCommand(app, context, withEventArgument);
    addReportCommands(app, context, withEventArgument);
    addPairingCommands(app, context, withEventArgument);
    addPrintCommand(app, context, withEventArgument);
    addRecordCommand(app, context, withEventArgument);
    addMatchCommands(app, context, withEventArgument);
    if (withEventArgument) {
        addRefereeCommands(app, context);
    }
}

} // namespace renju::arbiter::cli
