// The PostgreSQL tests run against the cluster the ctest fixture started; without PostgreSQL's
// server programs they skip (exit 77) with a message, and fail when the programs are there but
// no cluster is.
#define CATCH_CONFIG_RUNNER
#include "pg_fixture.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <iostream>

namespace {

bool hasPostgresPrograms() {
    return std::system("ls /usr/lib/postgresql/*/bin/initdb > /dev/null 2>&1 || "
                       "command -v initdb > /dev/null") == 0;
}

} // namespace

int main(int argc, char** argv) {
    std::string whyNot;
    if (!renju::arbiter::test::testServer(whyNot)) {
        if (!hasPostgresPrograms()) {
            std::cout << "skipped: PostgreSQL's server programs are not installed (Debian package "
                         "postgresql)\n";
            return 77;
        }
        std::cerr << whyNot << "\n";
        return 1;
    }
    return Catch::Session().run(argc, argv);
}
