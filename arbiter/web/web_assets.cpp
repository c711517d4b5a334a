#include "arbiter/web/web_assets.hpp"

namespace renju::arbiter::web {

std::optional<std::string_view> findWebAsset(std::string_view name) {
    for (const WebAsset& asset : webAssets()) {
        if (asset.name == name) {
            return asset.bytes;
        }
    }
    return std::nullopt;
}

std::string_view assetContentType(std::string_view name) {
    if (name.ends_with(".js")) {
        return "text/javascript; charset=utf-8";
    }
    if (name.ends_with(".css")) {
        return "text/css; charset=utf-8";
    }
    if (name.ends_with(".html")) {
        return "text/html; charset=utf-8";
    }
    if (name.ends_with(".svg")) {
        return "image/svg+xml";
    }
    return "application/octet-stream";
}

} // namespace renju::arbiter::web
