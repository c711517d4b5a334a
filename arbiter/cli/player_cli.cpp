// `player add|import|edit|withdraw|bye|list`.
#include "arbiter/app/detail_json.hpp"
#include "arbiter/app/player_files.hpp"
#include "arbiter/cli/event_commands.hpp"
#include "arbiter/cli/player_detail_options.hpp"
#include "arbiter/records/text_encoding.hpp"
#include "pairing/text_columns.hpp"

#include <algorithm>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <numeric>
#include <sstream>

namespace renju::arbiter::cli {

namespace {

struct PlayerOptions {
    std::string name, federation, club, rifId;
    int rating = 0;
    std::map<std::string, CLI::Option*> given;
    PlayerDetailOptions details;
};

void addPlayerOptions(CLI::App* command, PlayerOptions& o, bool isNameRequired) {
    // A new player needs a name, or a surname to write it from (with --given-names).
    o.given["name"] =
        command->add_option("--name", o.name,
                            std::string("the name as shown, in its order (UTF-8, any script)") +
                                (isNameRequired ? "; or give --surname and --given-names" : ""));
    o.given["rating"] = command->add_option("--rating", o.rating, "the rating");
    o.given["federation"] = command->add_option("--federation", o.federation, "e.g. RUS");
    o.given["club"] = command->add_option("--club", o.club, "the club");
    o.given["rif-id"] = command->add_option("--rif-id", o.rifId, "the RIF id");
    addPlayerDetailOptions(command, o.details);
}

/// Sets the options given; returns what is wrong with one, or "".
std::string applyPlayerOptions(const PlayerOptions& o, model::Player& player) {
    auto given = [&](const char* name) { return o.given.at(name)->count() > 0; };
    if (given("name")) {
        player.name = o.name;
    }
    if (given("rating")) {
        player.rating = o.rating;
    }
    if (given("federation")) {
        player.federation = o.federation;
    }
    if (given("club")) {
        player.club = o.club;
    }
    if (given("rif-id")) {
        player.rifId = o.rifId;
    }
    return applyPlayerDetailOptions(o.details, player);
}

const char* statusName(const model::Player& player) {
    return player.status == model::PlayerStatus::Withdrawn ? "withdrawn" : "active";
}

void listPlayers(const app::EventSession& session, std::ostream& out, bool isJson) {
    const model::EventState& state = session.state();
    std::vector<int> numbers = state.pairingNumbers();
    std::vector<std::size_t> order(state.players.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&numbers](std::size_t a, std::size_t b) { return numbers[a] < numbers[b]; });
    if (isJson) {
        nlohmann::json players = nlohmann::json::array();
        for (std::size_t i : order) {
            const model::Player& p = state.players[i];
            players.push_back({{"number", numbers[i]},
                               {"name", p.name},
                               {"rating", p.rating},
                               {"federation", p.federation},
                               {"club", p.club},
                               {"rifId", p.rifId},
                               {"status", statusName(p)},
                               {"firstRound", p.firstRound}});
            app::writePlayerDetails(players.back(), p.details); // only the details set
        }
        out << players.dump(2) << "\n";
        return;
    }
    // One number, the one every command takes (player withdraw NUMBER, round set ...).
    out << " No.  rating  fed  name (club)  status\n";
    for (std::size_t i : order) {
        const model::Player& p = state.players[i];
        // Padded, never cut: a long federation text widens its row instead.
        std::string head = pairing::padLeft(std::to_string(numbers[i]), 4) + "  " +
                           pairing::padLeft(std::to_string(p.rating), 6) + "  " +
                           pairing::padRight(p.federation, 3) + "  ";
        out << head << p.name << (p.club.empty() ? "" : " (" + p.club + ")") << "  "
            << statusName(p)
            << (p.firstRound > 1 ? ", from round " + std::to_string(p.firstRound) : "") << "\n";
    }
}

} // namespace

std::optional<model::PlayerId> playerNumbered(const model::EventState& state, int number,
                                              std::string& problem) {
    std::optional<model::PlayerId> id = state.playerWithNumber(number);
    if (!id) {
        problem = "no player has the number " + std::to_string(number) + " (the No. of the " +
                  "lists; player list shows them)";
    }
    return id;
}

void addPlayerCommands(CLI::App& app, EventContext& context, bool withEventArgument) {
    auto* player = app.add_subcommand("player", "Register and manage players");
    player->require_subcommand(1);

    auto* add = player->add_subcommand("add", "Register a player (a late entry once paired)");
    addEventArgument(add, context, withEventArgument);
    auto addOptions = std::make_shared<PlayerOptions>();
    addPlayerOptions(add, *addOptions, true);
    add->callback([&context, addOptions] {
        model::Player created;
        if (std::string problem = applyPlayerOptions(*addOptions, created); !problem.empty()) {
            context.fail(problem);
            return;
        }
        context.run(app::AddPlayer{created});
    });

    auto* importing = player->add_subcommand(
        "import", "Register players from a CSV file or a rating list saved as text (columns: "
                  "name or surname, given_names, name_order, rating, rating_source, federation, "
                  "club, city, title, rif_id, national_id, fide_id, birth_year, sex; UTF-8; tab, "
                  ", or ;) or a TRF file (\"Surname, Given\" names, rating, federation, sex, "
                  "title, birth year, the id column as RIF id, the team as club)");
    addEventArgument(importing, context, withEventArgument);
    auto file = std::make_shared<std::string>();
    auto encoding = std::make_shared<std::string>();
    importing->add_option("FILE", *file, "the CSV or TRF file")->required();
    importing->add_option(
        "--encoding", *encoding,
        "the code page of a file that is not UTF-8 (an iconv name such as CP1252, "
        "LATIN1, CP1251); a TRF file's is detected otherwise");
    auto ratingSource = std::make_shared<std::string>();
    importing->add_option("--rating-source", *ratingSource,
                          "where the file's ratings come from (\"RIF 2026-09\"), for every rated "
                          "player whose line does not say");
    importing->callback([&context, file, encoding, ratingSource] {
        if (!encoding->empty() && !records::isKnownEncoding(*encoding)) {
            context.fail("--encoding '" + *encoding + "' is not an encoding iconv knows");
            return;
        }
        std::ifstream input(*file, std::ios::binary);
        if (!input) {
            context.fail("cannot open " + *file);
            return;
        }
        std::ostringstream text;
        text << input.rdbuf();
        const app::PlayerCsv read = app::readPlayers(text.str(), *file, *encoding);
        for (const std::string& note : read.notes) {
            context.err() << "note: " << note << "\n";
        }
        if (!read.error.empty()) {
            context.fail(read.error);
            return;
        }
        std::vector<model::Player> players = read.players;
        for (model::Player& entry : players) {
            if (entry.details.ratingSource.empty() && entry.rating > 0) {
                entry.details.ratingSource = *ratingSource;
            }
        }
        context.run(app::ImportPlayers{players, *file});
    });

    auto* edit = player->add_subcommand("edit", "Change a player's details");
    addEventArgument(edit, context, withEventArgument);
    auto number = std::make_shared<int>(0);
    edit->add_option("NUMBER", *number, "the player's number (No. in every list)")->required();
    auto editOptions = std::make_shared<PlayerOptions>();
    addPlayerOptions(edit, *editOptions, false);
    edit->callback([&context, number, editOptions] {
        context.runBuilt(
            [number, editOptions](const model::EventState& state,
                                  std::string& problem) -> std::optional<app::Command> {
                auto id = playerNumbered(state, *number, problem);
                if (!id) {
                    return std::nullopt;
                }
                model::Player changed = *state.findPlayer(*id);
                problem = applyPlayerOptions(*editOptions, changed);
                if (!problem.empty()) {
                    return std::nullopt;
                }
                return app::EditPlayer{*id, changed};
            });
    });

    auto* withdraw = player->add_subcommand("withdraw", "Withdraw a player from later rounds");
    addEventArgument(withdraw, context, withEventArgument);
    auto withdrawn = std::make_shared<int>(0);
    auto reason = std::make_shared<std::string>();
    withdraw->add_option("NUMBER", *withdrawn, "the player's number (No. in every list)")
        ->required();
    withdraw->add_option("--reason", *reason, "why");
    withdraw->callback([&context, withdrawn, reason] {
        context.runBuilt([=](const model::EventState& state,
                             std::string& problem) -> std::optional<app::Command> {
            auto id = playerNumbered(state, *withdrawn, problem);
            return id ? std::optional<app::Command>(app::WithdrawPlayer{*id, *reason})
                      : std::nullopt;
        });
    });

    auto* bye = player->add_subcommand("bye", "Request a bye: half or zero points");
    addEventArgument(bye, context, withEventArgument);
    auto byeNumber = std::make_shared<int>(0);
    auto round = std::make_shared<int>(0);
    auto kind = std::make_shared<std::string>();
    auto cancel = std::make_shared<bool>(false);
    bye->add_option("NUMBER", *byeNumber, "the player's number (No. in every list)")->required();
    bye->add_option("KIND", *kind, "half or zero")->check(CLI::IsMember({"half", "zero"}));
    bye->add_option("--round", *round, "the round")->required();
    bye->add_flag("--cancel", *cancel, "withdraw the request");
    bye->callback([&context, byeNumber, round, kind, cancel] {
        if (!*cancel && kind->empty()) {
            context.fail("say which bye: half or zero");
            return;
        }
        context.runBuilt([=](const model::EventState& state,
                             std::string& problem) -> std::optional<app::Command> {
            auto requester = playerNumbered(state, *byeNumber, problem);
            if (!requester) {
                return std::nullopt;
            }
            if (*cancel) {
                return app::CancelBye{*requester, *round};
            }
            return app::RequestBye{*requester, *round,
                                   *kind == "half" ? model::ByeKind::Half : model::ByeKind::Zero};
        });
    });

    auto* list = player->add_subcommand("list", "List the players (read-only)");
    addEventArgument(list, context, withEventArgument);
    list->add_flag("--json", context.isJson, "a JSON array of players");
    list->callback([&context] {
        bool isJson = context.isJson;
        context.query([isJson](const app::EventSession& session, std::ostream& out) {
            listPlayers(session, out, isJson);
        });
    });

} // namespace renju::arbiter::cli

} // namespace renju::arbiter::cli
