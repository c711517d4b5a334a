// The live page's routes, without a server: what each path asks for, the pages' inline data,
// and the answers to paths that are not routes.
#include "app_fixture.hpp"
#include "arbiter/web/live_site.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace renju;
using namespace renju::arbiter;
using web::RouteKind;

TEST_CASE("Routes: each path names its view, numbers are checked", "[web][routes]") {
    CHECK(web::parseRoute("/").view == "/api/overview");
    CHECK(web::parseRoute("/").kind == RouteKind::Page);
    CHECK(web::parseRoute("/api/overview").kind == RouteKind::Api);
    CHECK(web::parseRoute("/pairings").view == "/api/pairings");
    CHECK(web::parseRoute("/api/standings/").view == "/api/standings");
    CHECK(web::parseRoute("/crosstable").kind == RouteKind::Page);
    web::Route table = web::parseRoute("/table/3/12");
    CHECK(table.view == "/api/table/3/12");
    CHECK((table.round == 3 && table.table == 12));
    CHECK(web::parseRoute("/api/round/4").view == "/api/round/4");
    CHECK(web::parseRoute("/api/stream").kind == RouteKind::Stream);
    CHECK(web::parseRoute("/assets/app.js").kind == RouteKind::Asset);
    CHECK(web::parseRoute("/assets/../../etc/passwd").kind == RouteKind::NotFound);
    web::Route game = web::parseRoute("/game/2/7.sgf");
    CHECK(game.kind == RouteKind::Game);
    CHECK((game.round == 2 && game.table == 7 && game.extension == "sgf"));
    CHECK(web::parseRoute("/round/x").kind == RouteKind::BadRequest);
    CHECK(web::parseRoute("/round/0").kind == RouteKind::BadRequest);
    CHECK(web::parseRoute("/round/1234567").kind == RouteKind::BadRequest);
    CHECK(web::parseRoute("/table/1").kind == RouteKind::NotFound);
    CHECK(web::parseRoute("/event").kind == RouteKind::NotFound); // JSON only
    CHECK(web::parseRoute("/api/event").kind == RouteKind::Api);
    CHECK(web::parseRoute("/api/board/2/5").view == "/api/board/2/5");
    CHECK(web::parseRoute("/board/2/5").kind == RouteKind::NotFound); // JSON only
    CHECK(web::parseRoute("/standings/now").kind == RouteKind::NotFound);
}

TEST_CASE("Routes: pages carry their view inline, escaped, and errors say what is wrong",
          "[web][routes]") {
    app::Application application = test::eventWithPlayers(4);
    test::startHandPairedRound(application, 1, 2, 0);
    web::LiveSite site{application.state(), 5000, 42, "", nullptr, {"sgf"}};
    web::LiveResponse page = web::respond(site, "/table/1/2");
    CHECK(page.status == 200);
    CHECK(page.contentType.find("text/html") == 0);
    const std::string marker = "<script id=\"initial\" type=\"application/json\">";
    std::size_t start = page.body.find(marker);
    REQUIRE(start != std::string::npos);
    start += marker.size();
    std::size_t end = page.body.find("</script>", start);
    nlohmann::json initial = nlohmann::json::parse(page.body.substr(start, end - start));
    CHECK(initial["now"] == 5000);
    CHECK(initial["api"] == "/api/table/1/2");
    CHECK(initial["data"]["sequence"] == 42);
    CHECK(initial["data"]["view"]["table"] == 2);
    CHECK(initial["data"]["formats"][0] == "sgf");

    web::LiveResponse missing = web::respond(site, "/table/1/9");
    CHECK(missing.status == 404);
    CHECK(missing.body.find("round 1 has no table 9") != std::string::npos);
    web::LiveResponse api = web::respond(site, "/api/table/1/9");
    CHECK(api.status == 404);
    CHECK(nlohmann::json::parse(api.body)["error"] == "round 1 has no table 9");
    CHECK(web::respond(site, "/api/round/2").status == 404);
    CHECK(web::respond(site, "/game/1/1.sgf").status == 409);
    CHECK(web::respond(site, "/nothing/here").status == 404);
    CHECK(web::respond(site, "/pairings").status == 200);
}
