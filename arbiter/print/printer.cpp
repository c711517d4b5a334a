#include "arbiter/print/printer.hpp"

#include <cstdlib>
#include <spawn.h>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace renju::arbiter::print {

namespace {

struct RunResult {
    int status = -1;
    std::string output;
};

/// Runs a program without a shell (names and paths are passed as they are) and collects what
/// it writes on standard output and standard error.
RunResult run(const std::filesystem::path& program, const std::vector<std::string>& arguments) {
    RunResult result;
    int pipeEnds[2];
    if (pipe(pipeEnds) != 0) {
        result.output = "cannot create a pipe";
        return result;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0]);
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDERR_FILENO);
    std::vector<char*> argv;
    std::string name = program.string();
    argv.push_back(name.data());
    std::vector<std::string> copies = arguments;
    for (std::string& argument : copies) {
        argv.push_back(argument.data());
    }
    argv.push_back(nullptr);
    pid_t child = 0;
    int spawned = posix_spawn(&child, name.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(pipeEnds[1]);
    char buffer[512];
    ssize_t count = 0;
    while ((count = read(pipeEnds[0], buffer, sizeof buffer)) > 0) {
        result.output.append(buffer, static_cast<std::size_t>(count));
    }
    close(pipeEnds[0]);
    int status = 0;
    if (spawned == 0 && waitpid(child, &status, 0) == child && WIFEXITED(status)) {
        result.status = WEXITSTATUS(status);
    }
    while (!result.output.empty() &&
           (result.output.back() == '\n' || result.output.back() == ' ')) {
        result.output.pop_back();
    }
    return result;
}

} // namespace

std::optional<std::filesystem::path> findProgram(const std::string& name,
                                                 const std::string& searchPath) {
    std::stringstream folders(searchPath);
    std::string folder;
    while (std::getline(folders, folder, ':')) {
        std::filesystem::path candidate =
            std::filesystem::path(folder.empty() ? "." : folder) / name;
        if (access(candidate.c_str(), X_OK) == 0 && std::filesystem::is_regular_file(candidate)) {
            return candidate;
        }
    }
    return std::nullopt;
}

PrintOutcome printDocument(const Document& document, const PdfOptions& options,
                           const std::filesystem::path& path, const PrinterOptions& printer) {
    PrintOutcome outcome;
    outcome.file = std::filesystem::absolute(path);
    outcome.pages = writePdf(document, options, path);
    std::string searchPath = printer.searchPath;
    if (searchPath.empty()) {
        const char* environmentPath = std::getenv("PATH");
        searchPath = environmentPath ? environmentPath : "/usr/bin:/bin";
    }
    auto lp = findProgram("lp", searchPath);
    if (!lp) {
        outcome.message =
            "no printer: CUPS (lp) is not installed; the PDF is at " + outcome.file.string();
        return outcome;
    }
    std::vector<std::string> arguments;
    if (!printer.printer.empty()) {
        arguments.insert(arguments.end(), {"-d", printer.printer});
    }
    arguments.insert(arguments.end(), {"-t", document.title, "--", outcome.file.string()});
    RunResult result = run(*lp, arguments);
    outcome.isSent = result.status == 0;
    outcome.message = outcome.isSent ? "sent to the printer (" + result.output + ")"
                                     : "the printer refused the job (lp: " +
                                           (result.output.empty() ? "no answer" : result.output) +
                                           "); the PDF is at " + outcome.file.string();
    return outcome;
}

} // namespace renju::arbiter::print
