#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace renju::arbiter::app {

/// One entry of a folder as a file chooser lists it.
struct FolderEntry {
    std::string name;
    bool isFolder = false;
    /// Bytes, for files.
    std::uintmax_t size = 0;
};

/// A folder's listing: its sub-folders, then its files whose extension is one of
/// `extensions` (".csv", lower case; none: every file), each group sorted by name; hidden
/// entries (a leading '.') are left out. `problem` says why the folder could not be read.
struct FolderListing {
    std::filesystem::path folder;
    std::vector<FolderEntry> entries;
    std::string problem;
};

/// Lists `folder` for a file chooser.
FolderListing listFolder(const std::filesystem::path& folder,
                         const std::vector<std::string>& extensions);

} // namespace renju::arbiter::app
