#include "arbiter/hall/referee_file.hpp"

#include "arbiter/hall/base64.hpp"

#include <fcntl.h>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace renju::arbiter::hall {

FileRefereeBook::FileRefereeBook(std::filesystem::path path) : m_path(std::move(path)) {
    if (!std::filesystem::exists(m_path)) {
        m_secret = makeServerSecret();
        save();
        return;
    }
    std::ifstream in(m_path);
    std::stringstream text;
    text << in.rdbuf();
    nlohmann::json document = nlohmann::json::parse(text.str(), nullptr, false);
    std::string where = m_path.string();
    try {
        std::optional<Bytes> secret = base64Decode(document.at("secret").get<std::string>());
        if (!secret || secret->size() != m_secret.size()) {
            throw std::runtime_error(where + ": the server's secret is damaged");
        }
        std::copy(secret->begin(), secret->end(), m_secret.begin());
        for (const nlohmann::json& item : document.at("referees")) {
            HallReferee referee;
            referee.name = item.at("name").get<std::string>();
            referee.event = item.at("event").get<std::string>();
            std::optional<app::Rights> rights =
                rightsFromName(item.at("rights").get<std::string>());
            if (!rights) {
                throw std::runtime_error(where + ": " + referee.name + " has unknown rights");
            }
            referee.rights = *rights;
            referee.verifier = item.at("verifier").get<std::string>();
            m_book.add(referee);
            m_entries.push_back(referee);
        }
    } catch (const nlohmann::json::exception&) {
        throw std::runtime_error(where + " is not a hall's list of referees (it cannot be read)");
    }
}

std::optional<app::Rights> FileRefereeBook::rightsAt(const std::string& event,
                                                     const std::string& name) const {
    return m_book.rightsAt(event, name);
}

std::optional<std::string> FileRefereeBook::verifier(const std::string& name) const {
    return m_book.verifier(name);
}

void FileRefereeBook::add(const HallReferee& referee) {
    std::lock_guard lock(m_mutex);
    m_entries.push_back(referee);
    try {
        save(); // on disk first: a referee the file does not hold is not in force
    } catch (...) {
        m_entries.pop_back();
        try {
            writeFile(text()); // the copy failed: the file goes back to the book in force
        } catch (...) {
            // The first failure is the one told. The file then names a referee who is not in
            // force now and will be after a restart: one the chief asked for.
        }
        throw;
    }
    m_book.add(referee);
}

void FileRefereeBook::keepCopiesWith(std::function<void(const std::string& text)> keep) {
    std::lock_guard lock(m_mutex);
    keep(text());
    m_keepCopy = std::move(keep);
}

void FileRefereeBook::save() const {
    std::string whole = text();
    writeFile(whole);
    if (m_keepCopy) {
        m_keepCopy(whole);
    }
}

std::string FileRefereeBook::text() const {
    nlohmann::json referees = nlohmann::json::array();
    for (const HallReferee& referee : m_entries) {
        referees.push_back(
            {{"name", referee.name},
             {"event", referee.event},
             {"rights", rightsName(referee.rights)},
             {"verifier", referee.verifier.empty() ? m_book.verifier(referee.name).value_or("")
                                                   : referee.verifier}});
    }
    return nlohmann::json{{"secret", base64Encode(m_secret)}, {"referees", referees}}.dump(2) +
           "\n";
}

void FileRefereeBook::writeFile(const std::string& text) const {
    std::string partial = m_path.string() + ".partial";
    ::unlink(partial.c_str()); // a fresh file of mode 600, never one left there (or a link)
    int fd = ::open(partial.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    bool isWritten = fd >= 0 &&
                     ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size()) &&
                     ::fsync(fd) == 0;
    if (fd >= 0) {
        ::close(fd);
    }
    if (!isWritten || std::rename(partial.c_str(), m_path.c_str()) != 0) {
        throw std::runtime_error("cannot write the hall's referees to " + m_path.string());
    }
}

} // namespace renju::arbiter::hall
