#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace renju::arbiter::web {

/// One file of assets/web/ (the page, its script and its style), embedded in the program at
/// build time by cmake/EmbedFiles.cmake.
struct WebAsset {
    std::string_view name;
    std::string_view bytes;
};

/// Returns every embedded asset (generated source).
const std::vector<WebAsset>& webAssets();

/// Returns the bytes of the asset named `name` ("app.js"), or nothing.
std::optional<std::string_view> findWebAsset(std::string_view name);

/// Returns the Content-Type of an asset from its extension ("text/css; charset=utf-8").
std::string_view assetContentType(std::string_view name);

} // namespace renju::arbiter::web
