// Passwords read from a libpq password file written in a temporary folder: the format's
// wildcards, escapes and comments, the first match, and the refusal of a file others can read.
#include "arbiter/hall/password_file.hpp"
#include "temp_folder.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <sys/stat.h>

using namespace renju::arbiter::hall;
using renju::arbiter::test::TempFolder;

namespace {

std::filesystem::path writeFile(const TempFolder& folder, const std::string& text,
                                mode_t mode = 0600) {
    const std::filesystem::path path = folder / "pgpass";
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
    REQUIRE(::chmod(path.c_str(), mode) == 0);
    return path;
}

std::string found(std::string_view text, std::string_view host, int port, std::string_view name) {
    return findPassword(text, {host, port, name}).value_or("(none)");
}

} // namespace

TEST_CASE("The first matching line gives the password") {
    const std::string text = "# the hall\n"
                             "hall.local:8443:renju:anna:first\n"
                             "*:*:renju:anna:second\n"
                             "*:*:*:*:anyone\n";
    CHECK(found(text, "hall.local", 8443, "anna") == "first");
    CHECK(found(text, "hall.local", 8444, "anna") == "second");
    CHECK(found(text, "10.0.0.2", 8443, "anna") == "second");
    CHECK(found(text, "10.0.0.2", 8443, "boris") == "anyone");
    CHECK(found("hall:8443:postgres:anna:x\n", "hall", 8443, "anna") == "(none)");
    CHECK(found("hall:8443:renju:anna:x\n", "hall", 8443, "Anna") == "(none)");
}

TEST_CASE("Escapes, comments, short lines and line ends as libpq reads them") {
    CHECK(found(R"(*:*:renju:an\:na:pa\:ss\\word)", "h", 1, "an:na") == "pa:ss\\word");
    CHECK(found(R"(*:*:renju:anna:pass:ignored)", "h", 1, "anna") == "pass");
    CHECK(found(R"(*:*:renju:\*:star)", "h", 1, "anna") == "(none)");
    CHECK(found(R"(*:*:renju:\*:star)", "h", 1, "*") == "star");
    CHECK(found("#*:*:renju:anna:commented\n*:*:renju:anna:real", "h", 1, "anna") == "real");
    CHECK(found("*:*:renju:anna\n*:*:renju:anna:five", "h", 1, "anna") == "five");
    CHECK(found("*:*:renju:anna:crlf\r\n", "h", 1, "anna") == "crlf");
    CHECK(found("*:*:renju:anna:\n", "h", 1, "anna").empty());
    CHECK(found("**:*:renju:anna:x\n", "h", 1, "anna") == "(none)");
}

TEST_CASE("A password file is read from disk") {
    TempFolder folder("hall-password-file");
    const auto path = writeFile(folder, "hall:8443:renju:anna:secret\n");
    const PasswordLookup lookup = readPasswordFile(path, "hall", 8443, "anna");
    CHECK(lookup.password == "secret");
    CHECK(lookup.problem.empty());
    const PasswordLookup missing = readPasswordFile(path, "hall", 8443, "boris");
    CHECK_FALSE(missing.password);
    CHECK(missing.problem ==
          "the password file " + path.string() + " has no line for hall:8443:renju:boris");
}

TEST_CASE("A password file others may read is refused, naming it") {
    TempFolder folder("hall-password-file");
    for (const mode_t mode : {0640u, 0604u, 0620u, 0602u, 0610u}) {
        const auto path = writeFile(folder, "*:*:renju:anna:secret\n", mode);
        const PasswordLookup lookup = readPasswordFile(path, "hall", 8443, "anna");
        CHECK_FALSE(lookup.password);
        CHECK(lookup.problem == "the password file " + path.string() +
                                    " may be read or written by others than its owner; it is "
                                    "not used until it is private (chmod 600 " +
                                    path.string() + ")");
    }
    const auto privateFile = writeFile(folder, "*:*:renju:anna:secret\n", 0400);
    CHECK(readPasswordFile(privateFile, "hall", 8443, "anna").password == "secret");
}

TEST_CASE("A password file that is not there, or not a file, says so") {
    TempFolder folder("hall-password-file");
    const PasswordLookup missing = readPasswordFile(folder / "none", "hall", 8443, "anna");
    CHECK(missing.problem == "cannot read the password file " + (folder / "none").string() +
                                 ": No such file or directory");
    REQUIRE(::chmod(folder.path().c_str(), 0700) == 0);
    const PasswordLookup directory = readPasswordFile(folder.path(), "hall", 8443, "anna");
    CHECK(directory.problem ==
          "the password file " + folder.path().string() + " is not a regular file");
}
