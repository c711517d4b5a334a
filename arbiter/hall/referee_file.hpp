#pragma once

#include "arbiter/hall/challenge.hpp"
#include "arbiter/hall/referee_book.hpp"

#include <filesystem>

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

private:
    void save() const;

    std::filesystem::path m_path;
    MemoryRefereeBook m_book;
    std::vector<HallReferee> m_entries;
    ServerSecret m_secret{};
    mutable std::mutex m_mutex;
};

} // namespace renju::arbiter::hall
