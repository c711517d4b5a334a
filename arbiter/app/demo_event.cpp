#include "arbiter/app/demo_event.hpp"

#include "arbiter/app/demo_player.hpp"

#include <stdexcept>

namespace renju::arbiter::app {

namespace {

struct DemoName {
    const char* name;
    const char* federation;
    const char* club;
};

// Fictional players; the scripts are what matters (printing and the GUI must show them all).
constexpr DemoName kNames[] = {
    {"Mari Tamm", "EST", "Tallinn RK"},
    {"Иван Петров", "RUS", "Москва"},
    {"王伟", "CHN", "北京"},
    {"佐藤健", "JPN", "東京連珠会"},
    {"Jānis Bērziņš", "LAT", "Rīga"},
    {"Ольга Смирнова", "RUS", "Санкт-Петербург"},
    {"李娜", "CHN", "上海"},
    {"鈴木花子", "JPN", "大阪"},
    {"Erik Lind", "SWE", "Stockholm"},
    {"Олег Шевченко", "UKR", "Київ"},
    {"张磊", "CHN", "杭州"},
    {"高橋翔", "JPN", "名古屋"},
    {"Petra Dvořáková", "CZE", "Praha"},
    {"Анна Кузнецова", "RUS", "Казань"},
    {"刘洋", "CHN", "南京"},
    {"田中美咲", "JPN", "京都"},
    {"Aino Virtanen", "FIN", "Helsinki"},
    {"Дмитрий Волков", "RUS", "Москва"},
    {"陈静", "CHN", "广州"},
    {"伊藤大輔", "JPN", "札幌"},
    {"Jaan Kask", "EST", "Tartu"},
    {"Марина Коваленко", "UKR", "Харків"},
    {"杨帆", "CHN", "成都"},
    {"渡辺結衣", "JPN", "福岡"},
    {"Liis Saar", "EST", "Pärnu"},
    {"Tomasz Nowak", "POL", "Kraków"},
    {"Sofia Berg", "SWE", "Göteborg"},
    {"Mikko Laine", "FIN", "Turku"},
    {"Ilze Ozola", "LAT", "Jelgava"},
    {"Jan Novák", "CZE", "Brno"},
};

/// Runs commands on the synthetic timeline, stopping at the first refusal.
class DemoRunner {
public:
    DemoRunner(EventSession& session, const Instant& now) : m_session(session), m_now(now) {}

    void run(const Command& command) {
        ExecutedCommand executed = m_session.execute(command, CommandTime{m_now, m_eventTime});
        if (!executed.outcome.isAccepted) {
            throw std::runtime_error("demo: '" + describe(command) +
                                     "' was refused: " + executed.outcome.message);
        }
        ++m_commands;
    }
    /// Runs a board event; returns false (changing nothing) when the rules refuse it.
    bool tryGameEvent(int round, int table, const std::string& event) {
        ExecutedCommand executed =
            m_session.execute(GameAction{round, table, event}, CommandTime{m_now, m_eventTime});
        m_commands += executed.outcome.isAccepted ? 1 : 0;
        return executed.outcome.isAccepted;
    }
    void advance(std::int64_t milliseconds) { m_eventTime += milliseconds; }
    const model::EventState& state() const { return m_session.state(); }
    int commands() const { return m_commands; }

private:
    static std::string describe(const Command& command) { return commandName(command); }

    EventSession& m_session;
    Instant m_now;
    std::int64_t m_eventTime = 0;
    int m_commands = 0;
};

model::EventSettings demoSettings(const DemoOptions& options) {
    model::EventSettings settings;
    settings.name = "Renju Arbiter Demo Open 2026";
    settings.venue = "Tallinn";
    settings.startDate = "2026-11-21";
    settings.endDate = "2026-11-23";
    settings.organiser = "Demo Renju Club";
    settings.chiefArbiter = "Kadri Kuusk";
    settings.deputies = {"Сергей Орлов", "山本 誠"};
    settings.rounds = options.rounds;
    settings.timeControl = "5400+30";
    settings.tieBreaks = {"BH", "SB", "DE"};
    return settings;
}

void registerPlayers(DemoRunner& runner, const DemoOptions& options, DemoRandom& random) {
    ImportPlayers import;
    import.source = "demo";
    for (int i = 0; i < options.players; ++i) {
        const DemoName& entry = kNames[static_cast<std::size_t>(i) % std::size(kNames)];
        model::Player player;
        player.name = entry.name;
        if (i >= static_cast<int>(std::size(kNames))) {
            player.name += " " + std::to_string(i / static_cast<int>(std::size(kNames)) + 1);
        }
        player.federation = entry.federation;
        player.club = entry.club;
        player.rating = 1500 + random.below(900);
        player.rifId = "D" + std::to_string(1000 + i);
        import.players.push_back(player);
    }
    runner.run(import);
    if (options.rounds >= 2 && options.players >= 4) {
        runner.run(RequestBye{model::PlayerId{options.players}, 2, model::ByeKind::Half});
    }
}

/// Plays round `round` move by move, the tables taking turns, until every game is over (or,
/// for a live round, until `share` of the moves is played).
void playRound(DemoRunner& runner, int round, DemoRandom& random, double share) {
    const model::Round& paired = *runner.state().findRound(round);
    std::vector<DemoTable> tables;
    std::vector<int> paces; // each table's own pace: the percent of passes it acts in
    for (const model::Table& table : paired.tables) {
        tables.emplace_back(table.number);
        paces.push_back(45 + random.below(55));
    }
    if (round == 1 && tables.size() >= 3) {
        // One player does not come: a forfeit, entered before the start.
        runner.run(SetResult{round, tables[2].number(), model::ResultCode::FirstForfeit,
                             "the second player did not come", ""});
    }
    runner.run(StartRound{round});
    int steps = 0;
    int limit =
        share < 1.0 ? static_cast<int>(share * 60.0 * static_cast<double>(tables.size())) : 1 << 30;
    bool anyPlaying = true;
    while (anyPlaying && steps < limit) {
        anyPlaying = false;
        for (std::size_t i = 0; i < tables.size(); ++i) {
            DemoTable& table = tables[i];
            const model::Table& live = *runner.state().findRound(round)->findTable(table.number());
            if (live.result) {
                continue;
            }
            anyPlaying = true;
            if (!random.chance(paces[i])) {
                continue; // this player is still thinking: the tables do not move in step
            }
            table.act(runner.state(), round, random, [&](const std::string& event) {
                return runner.tryGameEvent(round, table.number(), event);
            });
            runner.advance(50); // the tables play at once: one pass is one step of each game
            ++steps;
        }
        runner.advance(10000 + random.below(40000));
    }
}

} // namespace

int buildDemoEvent(EventSession& session, const DemoOptions& options, const Instant& now) {
    DemoRunner runner(session, now);
    DemoRandom random{options.seed};
    runner.run(CreateEvent{demoSettings(options)});
    registerPlayers(runner, options, random);
    for (int round = 1; round <= options.rounds; ++round) {
        bool isLive = options.leavesLastRoundLive && round == options.rounds;
        runner.run(PairNextRound{});
        runner.run(PublishRound{round});
        runner.advance(60000);
        playRound(runner, round, random, isLive ? 0.4 : 1.0);
        if (!isLive) {
            runner.advance(600000);
            runner.run(FinishRound{round});
            runner.advance(1800000);
        }
    }
    return runner.commands();
}

} // namespace renju::arbiter::app
