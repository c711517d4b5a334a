// One libFuzzer target per reader of the hall's authentication, chosen by FUZZ_FORMAT_<name>:
// the Authorization header (read, written back and read again to the same value), the verifier
// text (likewise) and the password file's lines.
#include "arbiter/hall/authorization_header.hpp"
#include "arbiter/hall/password_file.hpp"
#include "arbiter/hall/verifier.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace renju::arbiter::hall;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
#if defined(FUZZ_FORMAT_authorization)
    const auto parsed = parseAuthorization(bytes);
    if (const auto* header = std::get_if<Authorization>(&parsed)) {
        const auto again = parseAuthorization(authorizationText(*header));
        const auto* reread = std::get_if<Authorization>(&again);
        if (!reread || reread->name != header->name || reread->nonce != header->nonce ||
            reread->proof != header->proof) {
            std::abort();
        }
    }
#elif defined(FUZZ_FORMAT_verifier)
    const auto parsed = parseVerifier(bytes);
    if (const auto* verifier = std::get_if<Verifier>(&parsed)) {
        const auto again = parseVerifier(verifierText(*verifier));
        if (!std::holds_alternative<Verifier>(again) ||
            verifierText(std::get<Verifier>(again)) != verifierText(*verifier)) {
            std::abort();
        }
    }
#elif defined(FUZZ_FORMAT_pgpass)
    (void)findPassword(bytes, {"hall.local", 8443, "anna"});
    (void)findPassword(bytes, {"*", 0, "*"});
#endif
    return 0;
}
