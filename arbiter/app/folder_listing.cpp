#include "arbiter/app/folder_listing.hpp"

#include "rules/ascii_text.hpp"

#include <algorithm>
#include <cctype>

namespace renju::arbiter::app {

namespace {

bool isWanted(const std::filesystem::path& file, const std::vector<std::string>& extensions) {
    if (extensions.empty()) {
        return true;
    }
    std::string extension = rules::asciiLowered(file.extension().string());
    return std::find(extensions.begin(), extensions.end(), extension) != extensions.end();
}

} // namespace

FolderListing listFolder(const std::filesystem::path& folder,
                         const std::vector<std::string>& extensions) {
    FolderListing listing;
    listing.folder = folder;
    std::error_code error;
    std::filesystem::directory_iterator entries(folder, error);
    if (error) {
        listing.problem = "cannot read " + folder.string() + ": " + error.message();
        return listing;
    }
    for (const std::filesystem::directory_entry& entry : entries) {
        std::string name = entry.path().filename().string();
        if (name.empty() || name.front() == '.') {
            continue;
        }
        std::error_code kind;
        bool isFolder = entry.is_directory(kind);
        if (!isFolder && !isWanted(entry.path(), extensions)) {
            continue;
        }
        std::uintmax_t size = isFolder ? 0 : entry.file_size(kind);
        listing.entries.push_back(FolderEntry{name, isFolder, kind ? 0 : size});
    }
    std::sort(listing.entries.begin(), listing.entries.end(),
              [](const FolderEntry& a, const FolderEntry& b) {
                  return a.isFolder != b.isFolder ? a.isFolder : a.name < b.name;
              });
    return listing;
}

} // namespace renju::arbiter::app
