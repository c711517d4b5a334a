#pragma once

#include "arbiter/hall/challenge.hpp"
#include "arbiter/hall/referee_book.hpp"

#include <filesystem>
#include <functional>
#include <string>

namespace renju::arbiter::hall {

/// The hall's referees kept in a file beside its events (JSON, mode 600): their rights per
/// event, their password verifiers (never a password) and the server's secret for unknown
/// names' salts. Every change is written to a new file and renamed over the old one, so the
/// file is never half written.
class FileRefereeBook final : public RefereeBook {
public:
    /// Reads `path`, or starts an empty book (with a new secret) when it does not exist.
    /// Throws std::runtime_error naming the file and what is wrong in it.
    explicit FileRefereeBook(std::filesystem::path path);

    std::optional<app::Rights> rightsAt(const std::string& event,
                                        const std::string& name) const override;
    std::optional<std::string> verifier(const std::string& name) const override;
    void add(const HallReferee& referee) override;
    const ServerSecret& secret() const { return m_secret; }
    /// Has every later change kept also by `keep` (the file's whole text), after the file is
    /// written and before the change is in force, and keeps the book as it is now at once. A
    /// change `keep` throws on is undone (in the file too) and the exception passes on.
    void keepCopiesWith(std::function<void(const std::string& text)> keep);

private:
    /// Writes the file (and the copy, when one is kept).
    void save() const;
    std::string text() const;
    void writeFile(const std::string& text) const;

    std::filesystem::path m_path;
    MemoryRefereeBook m_book;
    std::vector<HallReferee> m_entries;
    ServerSecret m_secret{};
    std::function<void(const std::string& text)> m_keepCopy;
    mutable std::mutex m_mutex;
};

} // namespace renju::arbiter::hall
