#include "ui_fixtures.hpp"

#include "../arbiter/app_fixture.hpp"
#include "../arbiter/memory_event_store.hpp"
#include "arbiter/app/demo_event.hpp"
#include "arbiter/app/quick_match.hpp"

#include <stdexcept>

namespace renju::arbiter::test {

namespace {

constexpr std::int64_t kStart = 1000;

UiFixture midRound() {
    UiFixture fixture{"mid-round", startedEvent(4, "5400+30", false), 0};
    std::int64_t at = playAt(fixture.application, 1, {"h8", "press", "i9", "h10", "press"}, 2000);
    at = playAt(fixture.application, 2, openingToProposals(), at);
    fixture.now = at + 45'000;
    return fixture;
}

UiFixture proposalsPending() {
    UiFixture fixture{"opening proposals pending", startedEvent(2, "5400+30", false), 0};
    fixture.now = playAt(fixture.application, 1, openingToProposals(), 2000) + 5000;
    return fixture;
}

UiFixture claimPending() {
    UiFixture fixture{"claim pending", startedEvent(2, "5400+30", false), 0};
    std::int64_t at = playAt(fixture.application, 1, openingToProposals(), 2000);
    at = playAt(fixture.application, 1, choiceToDoubleThree(), at);
    fixture.now = playAt(fixture.application, 1, {"claim white forbidden"}, at) + 3000;
    return fixture;
}

UiFixture flagFallen() {
    UiFixture fixture{"flag fallen", startedEvent(2, "60", true), 0};
    playAt(fixture.application, 1, {"h8", "press"}, 2000);
    fixture.now = 70'000; // the running seat's minute has run out by then
    return fixture;
}

UiFixture roundFinished() {
    UiFixture fixture{"round finished", startedEvent(3, "5400+30", false), 0};
    std::int64_t at = playAt(fixture.application, 1, openingToProposals(), 2000);
    at = playAt(fixture.application, 1, choiceToDoubleThree(), at);
    at = playAt(fixture.application, 1, {"claim white forbidden", "ruling uphold"}, at);
    mustAccept(fixture.application, app::SetResult{1, 2, model::ResultCode::Draw, ""}, at);
    mustAccept(fixture.application, app::SetResult{1, 3, model::ResultCode::FirstWins, "resigned"},
               at);
    mustAccept(fixture.application, app::FinishRound{1}, at + 1000);
    fixture.now = at + 5000;
    return fixture;
}

/// Round 1 of three tables, every clock paused by the arbiter before a move: results typed from
/// the slips need no confirmation.
UiFixture resultsAwaited() {
    UiFixture fixture{"results awaited", startedEvent(3, "5400+30", false), 0};
    for (int table = 1; table <= 3; ++table) {
        app::ClockAction pause;
        pause.round = 1;
        pause.table = table;
        pause.kind = app::ClockActionKind::Pause;
        mustAccept(fixture.application, pause, 2000);
    }
    fixture.now = 5000;
    return fixture;
}

} // namespace

app::Application startedEvent(int tables, const std::string& control, bool usesTimeReferees) {
    app::Application application;
    model::EventSettings settings;
    settings.name = "Fixture Open";
    settings.rounds = 3;
    settings.timeControl = control;
    settings.usesTimeReferees = usesTimeReferees;
    settings.tieBreaks = {"BH", "SB"};
    mustAccept(application, app::CreateEvent{settings}, 0);
    const char* names[] = {"Anna Ivanova",  "王伟", "佐藤健",    "Иван Петров",
                           "Jānis Bērziņš", "李娜", "Erik Lind", "鈴木花子"};
    for (int i = 0; i < 2 * tables; ++i) {
        mustAccept(application, app::AddPlayer{named(names[i % 8], 2100 - 10 * i)}, 0);
    }
    startHandPairedRound(application, 1, tables, kStart);
    return application;
}

const std::vector<std::string>& openingToProposals() {
    static const std::vector<std::string> kEvents = {
        "h8", "i9", "h10", "press", "noswap", "a1", "press", "propose g8", "propose m3"};
    return kEvents;
}

const std::vector<std::string>& choiceToDoubleThree() {
    static const std::vector<std::string> kEvents = {
        "press", "choose g8", "a3", "press", "f7", "press", "a5", "press", "h9", "press"};
    return kEvents;
}

std::int64_t playAt(app::Application& application, int table,
                    const std::vector<std::string>& events, std::int64_t at) {
    for (const std::string& event : events) {
        mustAccept(application, app::GameAction{1, table, event}, at);
        at += 1000;
    }
    return at;
}

std::unique_ptr<app::EventSession> memorySession(const std::string& actor) {
    auto entries = std::make_shared<std::vector<storage::JournalEntry>>();
    std::vector<std::string> notices;
    return app::EventSession::open(std::make_unique<MemoryEventStore>(entries), kSessionStart,
                                   actor, notices);
}

std::unique_ptr<app::EventSession> demoSession(bool isLive) {
    auto session = memorySession();
    app::DemoOptions options;
    options.leavesLastRoundLive = isLive;
    app::buildDemoEvent(*session, options, kSessionStart);
    return session;
}

const std::vector<std::string>& longNames() {
    static const std::vector<std::string> kNames = {
        "Maximilian-Alexander von Hohenzollern-Sigmaringen-Württember",
        "Константин Александрович Рождественский-Преображенский-Орлов",
        "Αλέξανδρος Κωνσταντινόπουλος-Παπαδημητρίου Χριστοδουλόπουλος",
        "欧阳司马诸葛慕容皇甫上官东方令狐公孙轩辕长孙宇文尉迟澹台公冶宗政濮阳淳于单于太叔申屠公羊梁"
        "丘左丘东门西门南宫第五百里呼延",
        "佐藤健太郎左衛門之助義経長谷川勘解由小路三郎兵衛尉武者小路実篤之助太郎丸一二三四五六七八佐"
        "藤健太郎左衛門之助",
        "김박이최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채"
        "원천방공현함변염여추도소석선설",
    };
    return kNames;
}

UiFixture longNamesFixture() {
    auto session = demoSession(true);
    UiFixture fixture{"long names", session->application(), session->lastEventTime() + 30'000};
    for (std::size_t i = 0; i < longNames().size(); ++i) {
        model::PlayerId id{static_cast<int>(i) + 1};
        model::Player player = *fixture.application.state().findPlayer(id);
        player.name = longNames()[i];
        player.club = "Club of the " + std::string(30, 'X');
        mustAccept(fixture.application, app::EditPlayer{id, player}, fixture.now);
    }
    return fixture;
}

app::Application renQuickMatch() {
    app::QuickMatch match;
    match.first = named("Anna Ivanova", 2000);
    match.second = named("王伟", 1900);
    match.rule = rules::MatchRule::TotalPoints;
    match.ruleSet = rules::RuleSet::parse("ren");
    match.boardSize = 10;
    app::Application application;
    for (const app::Command& command : app::quickMatchCommands(match)) {
        mustAccept(application, command, 1000);
    }
    return application;
}

/// A Ren table (seed 002) of a quick event on 10x10: a nibai that scores, with rui stones; the
/// players' clock running for White.
UiFixture renTable() {
    UiFixture fixture{"ren table", renQuickMatch(), 0};
    fixture.now = playAt(fixture.application, 1,
                         {"b2", "d4", "c2", "c3", "e2", "e3", "d1", "d2", "d3", "press"}, 2000) +
                  3000;
    return fixture;
}

std::vector<UiFixture> uiFixtures() {
    std::vector<UiFixture> fixtures;
    fixtures.push_back(UiFixture{"empty event", app::Application{}, 0});
    fixtures.push_back(midRound());
    fixtures.push_back(proposalsPending());
    fixtures.push_back(claimPending());
    fixtures.push_back(flagFallen());
    fixtures.push_back(roundFinished());
    fixtures.push_back(renTable());
    fixtures.push_back(resultsAwaited());
    return fixtures;
}

UiFixture uiFixture(const std::string& name) {
    for (UiFixture& fixture : uiFixtures()) {
        if (fixture.name == name) {
            return std::move(fixture);
        }
    }
    throw std::invalid_argument("no fixture " + name);
}

} // namespace renju::arbiter::test
