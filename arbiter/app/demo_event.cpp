#include "arbiter/app/demo_event.hpp"

#include "arbiter/app/demo_player.hpp"
#include "arbiter/model/player_names.hpp"

#include <stdexcept>

namespace renju::arbiter::app {

namespace {

struct DemoName {
    const char* name;
    /// The family name as the name writes it (the rest are the given names).
    const char* surname;
    const char* federation;
    const char* club;
    const char* city;
    model::Sex sex;
};

constexpr model::Sex kM = model::Sex::Male;
constexpr model::Sex kF = model::Sex::Female;

// Fictional players; the scripts are what matters (printing and the GUI must show them all).
// The first 30 are the sample event's; 40 players take ten more, in more scripts and name orders.
constexpr DemoName kNames[] = {
    {"Mari Tamm", "Tamm", "EST", "Tallinn RK", "Tallinn", kF},
    {"Иван Петров", "Петров", "RUS", "Москва", "Москва", kM},
    {"王伟", "王", "CHN", "北京", "北京", kM},
    {"佐藤健", "佐藤", "JPN", "東京連珠会", "東京", kM},
    {"Jānis Bērziņš", "Bērziņš", "LAT", "Rīga", "Rīga", kM},
    {"Ольга Смирнова", "Смирнова", "RUS", "Санкт-Петербург", "Санкт-Петербург", kF},
    {"李娜", "李", "CHN", "上海", "上海", kF},
    {"鈴木花子", "鈴木", "JPN", "大阪", "大阪", kF},
    {"Erik Lind", "Lind", "SWE", "Stockholm", "Stockholm", kM},
    {"Олег Шевченко", "Шевченко", "UKR", "Київ", "Київ", kM},
    {"张磊", "张", "CHN", "杭州", "杭州", kM},
    {"高橋翔", "高橋", "JPN", "名古屋", "名古屋", kM},
    {"Petra Dvořáková", "Dvořáková", "CZE", "Praha", "Praha", kF},
    {"Анна Кузнецова", "Кузнецова", "RUS", "Казань", "Казань", kF},
    {"刘洋", "刘", "CHN", "南京", "南京", kM},
    {"田中美咲", "田中", "JPN", "京都", "京都", kF},
    {"Aino Virtanen", "Virtanen", "FIN", "Helsinki", "Helsinki", kF},
    {"Дмитрий Волков", "Волков", "RUS", "Москва", "Москва", kM},
    {"陈静", "陈", "CHN", "广州", "广州", kF},
    {"伊藤大輔", "伊藤", "JPN", "札幌", "札幌", kM},
    {"Jaan Kask", "Kask", "EST", "Tartu", "Tartu", kM},
    {"Марина Коваленко", "Коваленко", "UKR", "Харків", "Харків", kF},
    {"杨帆", "杨", "CHN", "成都", "成都", kM},
    {"渡辺結衣", "渡辺", "JPN", "福岡", "福岡", kF},
    {"Liis Saar", "Saar", "EST", "Pärnu", "Pärnu", kF},
    {"Tomasz Nowak", "Nowak", "POL", "Kraków", "Kraków", kM},
    {"Sofia Berg", "Berg", "SWE", "Göteborg", "Göteborg", kF},
    {"Mikko Laine", "Laine", "FIN", "Turku", "Turku", kM},
    {"Ilze Ozola", "Ozola", "LAT", "Jelgava", "Jelgava", kF},
    {"Jan Novák", "Novák", "CZE", "Brno", "Brno", kM},
    {"김민준", "김", "KOR", "서울", "서울", kM},
    {"Nagy Péter", "Nagy", "HUN", "Budapest", "Budapest", kM},
    {"Nguyễn Thị Minh Khai", "Nguyễn", "VIE", "Hà Nội", "Hà Nội", kF},
    {"陳冠宇", "陳", "TPE", "臺北", "臺北", kM},
    {"Արամ Պետրոսյան", "Պետրոսյան", "ARM", "Երևան", "Երևան", kM},
    {"Rəşad Əliyev", "Əliyev", "AZE", "Bakı", "Bakı", kM},
    {"ნინო ბერიძე", "ბერიძე", "GEO", "თბილისი", "თბილისი", kF},
    {"Γιώργος Παπαδόπουλος", "Παπαδόπουλος", "GRE", "Αθήνα", "Αθήνα", kM},
    {"สมชาย ใจดี", "ใจดี", "THA", "กรุงเทพมหานคร", "กรุงเทพมหานคร", kM},
    {"Айгерім Нұрланқызы", "Нұрланқызы", "KAZ", "Алматы", "Алматы", kF},
};

/// The given names: the name without the surname.
std::string givenNamesOf(const DemoName& entry) {
    std::string name = entry.name;
    const std::string surname = entry.surname;
    const std::size_t at = name.find(surname);
    if (at != std::string::npos) {
        name.erase(at, surname.size());
    }
    name.erase(0, name.find_first_not_of(' '));
    name.erase(name.find_last_not_of(' ') + 1);
    return name;
}

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
    settings.city = "Tallinn";
    settings.federation = "EST";
    settings.startDate = "2026-11-21";
    settings.endDate = "2026-11-23";
    // The rounds over the three days as a real event plays them (10:00 and 15:00 ...).
    settings.schedule.rounds =
        model::spreadRounds(settings.startDate, settings.endDate, options.rounds);
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
        player.rifId = std::to_string(90001 + i);
        player.details.surname = entry.surname;
        player.details.givenNames = givenNamesOf(entry);
        player.details.city = entry.city;
        player.details.sex = entry.sex;
        player.details.birthYear = 1955 + (i * 7) % 50;
        player.details.ratingSource = "RIF 2026-09";
        player.details.title = player.rating >= 2200   ? "3 dan"
                               : player.rating >= 2000 ? "1 dan"
                                                       : "";
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
