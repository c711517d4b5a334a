// The file chooser: folders first, then the files of the wanted kinds; a file picked and opened.
#include "../arbiter/temp_folder.hpp"
#include "arbiter/app/folder_listing.hpp"
#include "arbiter/ui/file_chooser.hpp"
#include "headless_imgui.hpp"

#include <catch2/catch.hpp>
#include <fstream>

namespace renju::arbiter::test {

namespace {

void touch(const std::filesystem::path& path, const std::string& text = "x") {
    std::ofstream(path) << text;
}

} // namespace

TEST_CASE("A folder lists its folders, then its files of the wanted kinds, hidden ones left out",
          "[file-chooser]") {
    TempFolder folder("chooser-listing");
    std::filesystem::create_directory(folder / "rounds");
    touch(folder / "players.csv");
    touch(folder / "Players2.CSV");
    touch(folder / "notes.txt");
    touch(folder / ".hidden.csv");
    app::FolderListing listing = app::listFolder(folder.path(), {".csv"});
    REQUIRE(listing.entries.size() == 3);
    CHECK(listing.entries[0].name == "rounds");
    CHECK(listing.entries[0].isFolder);
    CHECK(listing.entries[1].name == "Players2.CSV");
    CHECK(listing.entries[2].name == "players.csv");
    CHECK(listing.entries[2].size == 1);
    CHECK(app::listFolder(folder.path(), {}).entries.size() == 4);
    app::FolderListing missing = app::listFolder(folder / "nowhere", {});
    CHECK(missing.problem.rfind("cannot read ", 0) == 0);
}

TEST_CASE("The file chooser opens a file typed or clicked, and saves under a name",
          "[file-chooser]") {
    TempFolder folder("chooser-draw");
    touch(folder / "players.csv");
    HeadlessImGui imgui;
    ui::UiState ui;
    ui::FileChooser chooser;
    auto frame = [&] {
        ImGui::NewFrame();
        ImGui::Begin("host");
        std::optional<std::filesystem::path> chosen = chooser.draw(ui.frame);
        ImGui::End();
        ImGui::Render();
        return chosen;
    };
    chooser.open("Import players", folder.path(), {".csv"});
    frame();
    frame();
    REQUIRE(ui.frame.targets.count("Open") == 1);
    ui::ScreenRect name = ui.frame.targets.at("file name");
    ImGuiIO& io = imgui.io();
    auto click = [&](const ui::ScreenRect& rect) {
        std::optional<std::filesystem::path> chosen;
        io.MousePos = ImVec2((rect.x0 + rect.x1) / 2, (rect.y0 + rect.y1) / 2);
        for (bool isDown : {false, true, false}) {
            io.MouseDown[0] = isDown;
            if (auto result = frame()) {
                chosen = result;
            }
        }
        return chosen;
    };
    click(name);
    for (char c : std::string("players.csv")) {
        io.AddInputCharacter(static_cast<unsigned int>(c));
    }
    frame();
    std::optional<std::filesystem::path> chosen = click(ui.frame.targets.at("Open"));
    REQUIRE(chosen);
    CHECK(*chosen == folder / "players.csv");
    CHECK_FALSE(chooser.isOpen());

    chooser.open("Export", folder.path(), {".trf"}, true, "event.trf");
    frame();
    frame();
    chosen = click(ui.frame.targets.at("Save here"));
    REQUIRE(chosen);
    CHECK(*chosen == folder / "event.trf");
}

} // namespace renju::arbiter::test
