#pragma once

#include "arbiter/app/folder_listing.hpp"
#include "arbiter/ui/ui_state.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// A file chooser in a modal window: the folder's sub-folders and its files of the wanted kinds,
/// a way up, a path that can be typed, and (to save) a file name. A view owns one, opens it
/// from a button and reads the chosen path from draw().
class FileChooser {
public:
    /// Opens the chooser in `folder`, listing files with one of `extensions` (".csv"); for
    /// saving, `fileName` is the name proposed.
    void open(std::string title, std::filesystem::path folder, std::vector<std::string> extensions,
              bool isSaving = false, std::string fileName = "");
    /// Draws the chooser while it is open; returns the path the arbiter chose (once).
    std::optional<std::filesystem::path> draw(FrameReport& frame);
    bool isOpen() const { return m_isOpen; }

private:
    void enter(const std::filesystem::path& folder);
    /// Draws the listing; returns a file picked with a double click.
    std::optional<std::filesystem::path> drawListing();

    std::string m_title;
    std::vector<std::string> m_extensions;
    bool m_isSaving = false;
    bool m_isOpen = false;
    bool m_wantsOpen = false;
    app::FolderListing m_listing;
    std::string m_path;
    std::string m_fileName;
};

} // namespace renju::arbiter::ui
