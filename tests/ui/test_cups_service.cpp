// The CUPS layer (platform::CupsService) against a real cupsd the test starts in a folder of its
// own: a domain socket, no network, a printer whose device is a file and whose one filter
// writes the document once for each copy. cupsd needs root to start (it then runs jobs as
// lp): without root, cupsd or lpadmin (packages cups-daemon and cups-client) that part says why
// and checks nothing. A server that is not there is checked everywhere.
#include "../arbiter/print_support.hpp"
#include "../arbiter/temp_folder.hpp"
#include "arbiter/platform/cups_service.hpp"
#include "ui_fixtures.hpp"

#include <catch2/catch.hpp>
#include <chrono>
#include <csignal>
#include <fstream>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace renju::arbiter::test {

namespace {

constexpr const char* kCupsd = "/usr/sbin/cupsd";
constexpr const char* kLpadmin = "/usr/sbin/lpadmin";

/// Returns why a private cupsd cannot be started here, or "" when it can.
std::string whyNoCupsd() {
    if (geteuid() != 0) {
        return "not root (cupsd starts as root only)";
    }
    for (const char* program : {kCupsd, kLpadmin}) {
        if (access(program, X_OK) != 0) {
            return std::string(program) + " is not installed (cups-daemon, cups-client)";
        }
    }
    return "";
}

void writeFile(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path) << text;
}

/// The PPD of the test printer: A4 and Letter, and the filter that makes the copies.
constexpr const char* kPpd = R"ppd(*PPD-Adobe: "4.3"
*FormatVersion: "4.3"
*FileVersion: "1.0"
*LanguageVersion: English
*LanguageEncoding: ISOLatin1
*PCFileName: "RENJUTST.PPD"
*Manufacturer: "Renju Arbiter"
*Product: "(Test printer)"
*ModelName: "Renju Arbiter test printer"
*ShortNickName: "Renju test printer"
*NickName: "Renju Arbiter test printer"
*PSVersion: "(3010.000) 0"
*LanguageLevel: "3"
*ColorDevice: False
*DefaultColorSpace: Gray
*cupsFilter: "application/pdf 0 renju-copies"
*OpenUI *PageSize/Media Size: PickOne
*OrderDependency: 10 AnySetup *PageSize
*DefaultPageSize: A4
*PageSize A4/A4: "<</PageSize[595 842]>>setpagedevice"
*PageSize Letter/Letter: "<</PageSize[612 792]>>setpagedevice"
*CloseUI: *PageSize
*DefaultImageableArea: A4
*ImageableArea A4/A4: "0 0 595 842"
*ImageableArea Letter/Letter: "0 0 612 792"
*DefaultPaperDimension: A4
*PaperDimension A4/A4: "595 842"
*PaperDimension Letter/Letter: "612 792"
)ppd";

/// A cupsd of the test's own, stopped (by its process id) at the end.
class CupsSandbox {
public:
    explicit CupsSandbox(const std::filesystem::path& root) : m_root(root) {
        namespace fs = std::filesystem;
        for (const char* folder : {"spool/tmp", "cache", "state", "log", "conf", "bin/filter"}) {
            fs::create_directories(root / folder);
        }
        fs::create_directories(root / "out");
        fs::permissions(root / "out", fs::perms::all); // the jobs run as lp
        fs::create_directory_symlink("/usr/lib/cups/daemon", root / "bin" / "daemon");
        fs::create_directory_symlink("/usr/lib/cups/backend", root / "bin" / "backend");
        writeFile(root / "bin" / "filter" / "renju-copies",
                  "#!/bin/sh\n# job user title copies options file: the file, once a copy\n"
                  "i=0\nwhile [ \"$i\" -lt \"$4\" ]; do cat \"$6\"; i=$((i + 1)); done\n");
        fs::permissions(root / "bin" / "filter" / "renju-copies",
                        fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                            fs::perms::others_read | fs::perms::others_exec);
        writeFile(root / "printer.ppd", kPpd);
        writeFile(root / "conf" / "cupsd.conf",
                  "Listen " + socket() +
                      "\nBrowsing No\nLogLevel warn\nDefaultAuthType None\nWebInterface No\n"
                      "<Location />\n  Order allow,deny\n  Allow all\n</Location>\n"
                      "<Policy default>\n  <Limit All>\n    Order deny,allow\n  </Limit>\n"
                      "</Policy>\n");
        std::string r = root.string();
        writeFile(root / "conf" / "cups-files.conf",
                  "FileDevice Yes\nServerBin " + r + "/bin\nRequestRoot " + r +
                      "/spool\nCacheDir " + r + "/cache\nStateDir " + r + "/state\nServerRoot " +
                      r + "/conf\nErrorLog " + r + "/log/error_log\nAccessLog " + r +
                      "/log/access_log\nPageLog " + r + "/log/page_log\nTempDir " + r +
                      "/spool/tmp\nUser lp\nGroup lp\nSystemGroup root\n");
        std::string conf = (root / "conf" / "cupsd.conf").string();
        std::string files = (root / "conf" / "cups-files.conf").string();
        std::vector<std::string> arguments{kCupsd, "-f", "-c", conf, "-s", files};
        std::vector<char*> argv;
        for (std::string& argument : arguments) {
            argv.push_back(argument.data());
        }
        argv.push_back(nullptr);
        if (posix_spawn(&m_pid, kCupsd, nullptr, nullptr, argv.data(), environ) != 0) {
            m_pid = 0;
            return;
        }
        for (int i = 0; i < 100 && !std::filesystem::exists(socket()); ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    }
    ~CupsSandbox() {
        if (m_pid > 0) {
            kill(m_pid, SIGTERM);
            int status = 0;
            waitpid(m_pid, &status, 0);
        }
    }
    CupsSandbox(const CupsSandbox&) = delete;
    CupsSandbox& operator=(const CupsSandbox&) = delete;

    std::string socket() const { return (m_root / "cups.sock").string(); }
    bool isRunning() const { return m_pid > 0 && std::filesystem::exists(socket()); }
    std::filesystem::path output(const std::string& printer) const {
        return m_root / "out" / (printer + ".prn");
    }

    /// Adds a printer writing to out/NAME.prn, with a description and a place.
    void addPrinter(const std::string& name, const std::string& info, const std::string& place) {
        commandOutput(std::string(kLpadmin) + " -h '" + socket() + "' -p " + name +
                      " -E -v file://" + output(name).string() + " -P '" +
                      (m_root / "printer.ppd").string() + "' -D '" + info + "' -L '" + place +
                      "' 2>&1");
    }
    void setDefault(const std::string& name) {
        commandOutput(std::string(kLpadmin) + " -h '" + socket() + "' -d " + name + " 2>&1");
    }

private:
    std::filesystem::path m_root;
    pid_t m_pid = 0;
};

/// Waits up to 15 s for a file to reach `size` bytes; returns its size then.
std::uintmax_t waitForSize(const std::filesystem::path& path, std::uintmax_t size) {
    std::error_code error;
    for (int i = 0; i < 300; ++i) {
        std::uintmax_t now = std::filesystem::file_size(path, error);
        if (!error && now >= size) {
            return now;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    std::uintmax_t last = std::filesystem::file_size(path, error);
    return error ? 0 : last;
}

} // namespace

TEST_CASE("CUPS: a server that is not there is no server, with libcups's reason",
          "[cups][platform]") {
    TempFolder folder("cups-none");
    platform::CupsService service((folder / "no-such.sock").string());
    print::PrinterListing listing = service.listPrinters();
    CHECK_FALSE(listing.hasServer);
    CHECK(listing.printers.empty());
    CHECK(listing.problem == "looked for at " + (folder / "no-such.sock").string());
    std::string problem;
    CHECK(service.submit(folder / "x.pdf", "x", {"hall", 1}, problem) == 0);
    CHECK_FALSE(problem.empty());
}

TEST_CASE("CUPS: a real cupsd lists its printers, the default marked, and prints the copies",
          "[cups][platform]") {
    std::string why = whyNoCupsd();
    if (!why.empty()) {
        WARN("no private cupsd for this test: " + why);
        return;
    }
    TempFolder folder("cups");
    CupsSandbox cupsd(folder.path());
    REQUIRE(cupsd.isRunning());
    platform::CupsService service(cupsd.socket());

    print::PrinterListing none = service.listPrinters();
    CHECK(none.hasServer); // a server without printers: the dialog says "no printer set up"
    CHECK(none.printers.empty());

    cupsd.addPrinter("office", "Office laser", "Room 2");
    cupsd.addPrinter("hall", "Hall printer", "Hall B");
    cupsd.setDefault("hall");
    print::PrinterListing listing = service.listPrinters();
    CHECK(listing.hasServer);
    REQUIRE(listing.printers.size() == 2);
    const print::PrinterInfo& hall =
        listing.printers[0].name == "hall" ? listing.printers[0] : listing.printers[1];
    CHECK(hall.name == "hall");
    CHECK(hall.isDefault);
    CHECK(hall.description == "Hall printer");
    CHECK(hall.location == "Hall B");

    std::filesystem::path pdf = folder / "standings.pdf";
    print::writePdf(documentOf(demoEvent(), print::DocumentKind::Standings),
                    {print::Paper::A4, fixedPrintTime()}, pdf);
    std::uintmax_t size = std::filesystem::file_size(pdf);
    std::string problem;
    int job = service.submit(pdf, "Standings, after round 5", {"hall", 2}, problem);
    CHECK(job > 0);
    CHECK(problem.empty());
    // The printer's filter wrote the document once for each of the two copies.
    CHECK(waitForSize(cupsd.output("hall"), 2 * size) == 2 * size);
    CHECK(fileText(cupsd.output("hall")).rfind("%PDF", 0) == 0);

    CHECK(service.submit(pdf, "x", {"nowhere", 1}, problem) == 0);
    CHECK_FALSE(problem.empty());
}

} // namespace renju::arbiter::test
