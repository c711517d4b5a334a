#include "arbiter/platform/ren_game_file.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace renju::arbiter::platform {

namespace {

std::string readWhole(const std::filesystem::path& path) {
    std::ifstream input(path, std::ios::binary);
    if (!input) {
        throw std::runtime_error("cannot read " + path.string());
    }
    std::ostringstream text;
    text << input.rdbuf();
    return text.str();
}

/// Writes all of `text` at the end of the file and flushes it to the disk.
void appendDurably(const std::filesystem::path& path, const std::string& text) {
    int file = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (file < 0) {
        throw std::runtime_error("cannot write " + path.string() + ": " + std::strerror(errno));
    }
    std::size_t written = 0;
    while (written < text.size()) {
        ssize_t count = ::write(file, text.data() + written, text.size() - written);
        if (count < 0 && errno == EINTR) {
            continue;
        }
        if (count < 0) {
            int error = errno;
            ::close(file);
            throw std::runtime_error("cannot write " + path.string() + ": " + std::strerror(error));
        }
        written += static_cast<std::size_t>(count);
    }
    bool isSynced = ::fsync(file) == 0;
    int error = errno;
    ::close(file);
    if (!isSynced) {
        throw std::runtime_error("cannot save " + path.string() + ": " + std::strerror(error));
    }
}

rules::GameRules rulesOf(const std::filesystem::path& path, const rules::GameRules& wanted) {
    if (!std::filesystem::exists(path)) {
        appendDurably(path, renFileHeader(wanted));
    }
    return wanted;
}

} // namespace

std::string renFileHeader(const rules::GameRules& rules) {
    std::string variants = rules::formatRenVariants(rules.ren);
    return "rules ren" + (variants.empty() ? "" : " " + variants) + "\nboard " +
           std::to_string(rules.boardSize) + "\n";
}

RenGameFile::RenGameFile(const std::filesystem::path& path, const rules::GameRules& rules)
    : m_path(path), m_game(rulesOf(path, rules)) {
    rules::GameScript script = rules::parseGameScript(readWhole(path));
    std::string problems;
    for (const rules::ScriptError& error : script.errors) {
        problems +=
            "\n" + path.string() + ":" + std::to_string(error.lineNumber) + ": " + error.message;
    }
    if (!problems.empty()) {
        throw std::runtime_error("the game file has errors:" + problems);
    }
    if (script.rules.set.family() != rules::GameFamily::Ren) {
        throw std::runtime_error(path.string() + " is a game of " +
                                 std::string(script.rules.set.name()) +
                                 ", not ren (its header must say `rules ren`)");
    }
    m_game = rules::RenGame(script.rules);
    for (const rules::ScriptLine& line : script.lines) {
        rules::EventOutcome outcome = m_game.apply(line.event);
        if (!outcome.isRecorded()) {
            m_notices.push_back("line " + std::to_string(line.lineNumber) + ": " +
                                rules::formatOutcome(outcome));
        }
    }
}

rules::EventOutcome RenGameFile::apply(const std::string& line) {
    rules::EventParse parsed = rules::parseGameEvent(line, m_game.gameRules().boardSize);
    if (!parsed.event) {
        return rules::EventOutcome{rules::OutcomeKind::Refused, "ren", parsed.error};
    }
    rules::RenGame next = m_game; // the file first: a game is never ahead of its file
    rules::EventOutcome outcome = next.apply(*parsed.event);
    if (outcome.isRecorded()) {
        appendDurably(m_path, line + "\n");
        m_game = std::move(next);
    }
    return outcome;
}

} // namespace renju::arbiter::platform
