#include "arbiter/print/html_writer.hpp"

#include "arbiter/print/board_geometry.hpp"
#include "arbiter/print/board_svg.hpp"
#include "arbiter/print/html_text.hpp"
#include "arbiter/print/pdf_writer.hpp"
#include "arbiter/print/snaked_table.hpp"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace renju::arbiter::print {

namespace {

constexpr const char* kStyle = R"(body { font-family: "DejaVu Sans", "Noto Sans CJK JP", sans-serif;
  margin: 2em auto; max-width: 60em; padding: 0 1em; color: #000; background: #fff; }
header { border-bottom: 2px solid #000; margin-bottom: 1em; }
header .event { font-weight: bold; font-size: 1.2em; }
header .details, footer { color: #555; font-size: 0.85em; }
h1 { font-size: 1.3em; margin: 0.3em 0; }
h2 { font-size: 1.1em; margin: 1em 0 0.4em; }
p.small { font-size: 0.85em; color: #333; }
table.list, table.compact, table.form { border-collapse: collapse; margin: 0.5em 0; }
table.list { width: 100%; }
table.list th { border-bottom: 1.5px solid #000; }
table.list tbody tr:nth-child(even) { background: #eee; }
table.compact, table.form { font-size: 0.8em; }
table.compact td, table.compact th, table.form td, table.form th { border: 1px solid #888; }
table.form td { height: 1.6em; min-width: 3em; }
th, td { padding: 0.15em 0.4em; white-space: nowrap; }
th { text-align: left; }
.r { text-align: right; } .c { text-align: center; }
td.shaded { background: #999; }
.group { border-left: 2px solid #000 !important; }
dl.fields { display: grid; gap: 0.2em 1.5em; margin: 0.5em 0; }
dl.fields div { display: flex; gap: 0.5em; }
dt { font-weight: bold; } dd { margin: 0; flex: 1; }
.blank { display: inline-block; width: 100%; border-bottom: 1px solid #555; min-height: 1.1em; }
p.choices span.choice { margin-right: 1.2em; }
.signatures { display: flex; gap: 2em; margin: 2em 0 1em; }
.signatures div { flex: 1; border-top: 1px solid #000; font-size: 0.8em; text-align: center; }
.columns { display: flex; gap: 1.5em; flex-wrap: wrap; }
.columns > div { min-width: 16em; }
hr.cut { border: none; border-top: 1px dashed #666; margin: 1.2em 0; }
svg.board text { font-family: "DejaVu Sans", sans-serif; }
.page-break { break-after: page; }
footer { border-top: 1px solid #999; margin-top: 2em; padding-top: 0.3em; }
ul.documents li { margin: 0.2em 0; }
)";

/// The order of document kinds in the index, by file-name prefix.
constexpr std::array<const char*, 7> kKindOrder = {
    "pairings", "standings", "crosstable", "records", "bulletin", "scoresheets", "slips"};

std::string alignClass(Align align) {
    return align == Align::Right ? "r" : align == Align::Centre ? "c" : "";
}

std::string classAttribute(const std::vector<std::string>& classes) {
    std::string joined;
    for (const std::string& name : classes) {
        if (!name.empty()) {
            joined += (joined.empty() ? "" : " ") + name;
        }
    }
    return joined.empty() ? "" : " class=\"" + joined + "\"";
}

void tableHtml(std::ostringstream& out, const TableBlock& table) {
    const char* look = table.look == TableLook::List      ? "list"
                       : table.look == TableLook::Compact ? "compact"
                                                          : "form";
    auto isGroup = [&](std::size_t column) {
        return column > 0 && std::find(table.groupStarts.begin(), table.groupStarts.end(),
                                       column) != table.groupStarts.end();
    };
    out << "<table class=\"" << look << "\"><thead><tr>";
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        out << "<th"
            << classAttribute({alignClass(table.columns[c].align), isGroup(c) ? "group" : ""})
            << ">" << escapeHtml(table.columns[c].header) << "</th>";
    }
    out << "</tr></thead><tbody>\n";
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        out << "<tr>";
        for (std::size_t c = 0; c < table.columns.size(); ++c) {
            bool isShaded = std::find(table.shadedCells.begin(), table.shadedCells.end(),
                                      std::pair{r, c}) != table.shadedCells.end();
            out << "<td"
                << classAttribute({alignClass(table.columns[c].align), isGroup(c) ? "group" : "",
                                   isShaded ? "shaded" : ""})
                << ">" << (c < table.rows[r].size() ? escapeHtml(table.rows[r][c]) : "") << "</td>";
        }
        out << "</tr>\n";
    }
    out << "</tbody></table>\n";
}

void blocksHtml(std::ostringstream& out, const std::vector<Block>& blocks);

void blockHtml(std::ostringstream& out, const Block& block) {
    std::visit(
        [&](const auto& content) {
            using T = std::decay_t<decltype(content)>;
            if constexpr (std::is_same_v<T, TextBlock>) {
                out << (content.style == TextStyle::Heading ? "<h2>"
                        : content.style == TextStyle::Small ? "<p class=\"small\">"
                                                            : "<p>")
                    << escapeHtml(content.text)
                    << (content.style == TextStyle::Heading ? "</h2>\n" : "</p>\n");
            } else if constexpr (std::is_same_v<T, TableBlock>) {
                tableHtml(out, snakedTable(content));
            } else if constexpr (std::is_same_v<T, FieldsBlock>) {
                out << "<dl class=\"fields\" style=\"grid-template-columns: repeat("
                    << std::max(1, content.columns) << ", 1fr)\">";
                for (const Field& field : content.fields) {
                    out << "<div><dt>" << escapeHtml(field.label) << "</dt><dd>"
                        << (field.value.empty() ? "<span class=\"blank\"></span>"
                                                : escapeHtml(field.value))
                        << "</dd></div>";
                }
                out << "</dl>\n";
            } else if constexpr (std::is_same_v<T, ChoicesBlock>) {
                out << "<p class=\"choices\"><b>" << escapeHtml(content.label) << "</b> ";
                for (const std::string& option : content.options) {
                    out << "<span class=\"choice\">&#9744; " << escapeHtml(option) << "</span>";
                }
                out << "</p>\n";
            } else if constexpr (std::is_same_v<T, SignaturesBlock>) {
                out << "<div class=\"signatures\">";
                for (const std::string& caption : content.captions) {
                    out << "<div>" << escapeHtml(caption) << "</div>";
                }
                out << "</div>\n";
            } else if constexpr (std::is_same_v<T, BoardBlock>) {
                out << boardSvg(content, content.width > 0 ? content.width : kLargestBoard) << "\n";
            } else if constexpr (std::is_same_v<T, RuleBlock>) {
                out << (content.isCutLine ? "<hr class=\"cut\">\n" : "<hr>\n");
            } else if constexpr (std::is_same_v<T, PageBreakBlock>) {
                out << "<div class=\"page-break\"></div>\n";
            } else if constexpr (std::is_same_v<T, ColumnsBlock>) {
                out << "<div class=\"columns\">";
                for (std::size_t i = 0; i < content.columns.size(); ++i) {
                    double weight = i < content.weights.size() ? content.weights[i] : 1.0;
                    out << "<div style=\"flex: " << weight << "\">";
                    blocksHtml(out, content.columns[i]);
                    out << "</div>";
                }
                out << "</div>\n";
            }
        },
        block.content);
}

void blocksHtml(std::ostringstream& out, const std::vector<Block>& blocks) {
    for (const Block& block : blocks) {
        blockHtml(out, block);
    }
}

std::string pageTitle(const Document& document) {
    return document.title + (document.subtitle.empty() ? "" : ", " + document.subtitle);
}

std::string pageStart(const std::string& eventName, const std::string& details,
                      const std::string& title) {
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           "<meta name=\"renju-title\" content=\"" +
           escapeHtml(title) + "\">\n<title>" + escapeHtml(eventName) + " - " + escapeHtml(title) +
           "</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n"
           "<header><div class=\"event\">" +
           escapeHtml(eventName) + "</div><div class=\"details\">" + escapeHtml(details) +
           "</div><h1>" + escapeHtml(title) + "</h1></header>\n<main>\n";
}

std::string pageEnd(const PrintTime& printedAt, bool linksIndex) {
    return "</main>\n<footer>printed " + escapeHtml(footerTime(printedAt)) + " by Renju Arbiter" +
           (linksIndex ? " · <a href=\"index.html\">all documents</a>" : "") +
           "</footer>\n</body>\n</html>\n";
}

void writeFile(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::path partial = path;
    partial += ".partial";
    {
        std::ofstream file(partial, std::ios::binary);
        file << text;
        if (!file.flush()) {
            std::error_code ignored;
            std::filesystem::remove(partial, ignored);
            throw PrintError("cannot write " + path.string() + ": " + std::strerror(errno));
        }
    }
    std::error_code error;
    std::filesystem::rename(partial, path, error);
    if (error) {
        std::filesystem::remove(partial, error);
        throw PrintError("cannot write " + path.string() + ": " + error.message());
    }
}

/// Returns the value of the renju-title meta element of a page this program wrote ("" when
/// there is none). The value is still escaped, ready to go back into HTML.
std::string storedTitle(const std::filesystem::path& page) {
    std::ifstream file(page, std::ios::binary);
    std::string line;
    const std::string marker = "<meta name=\"renju-title\" content=\"";
    for (int i = 0; i < 12 && std::getline(file, line); ++i) {
        auto start = line.find(marker);
        if (start != std::string::npos) {
            start += marker.size();
            return line.substr(start, line.find('"', start) - start);
        }
    }
    return "";
}

/// Orders file stems by document kind, then by the numbers in them (round 2 before 10).
bool stemBefore(const std::string& a, const std::string& b) {
    auto kindOf = [](const std::string& stem) {
        for (std::size_t i = 0; i < kKindOrder.size(); ++i) {
            if (stem.rfind(kKindOrder[i], 0) == 0) {
                return i;
            }
        }
        return kKindOrder.size();
    };
    auto numbers = [](const std::string& stem) {
        std::vector<long> values;
        for (std::size_t i = 0; i < stem.size();) {
            if (stem[i] >= '0' && stem[i] <= '9') {
                std::size_t used = 0;
                values.push_back(std::stol(stem.substr(i, 9), &used));
                i += used;
            } else {
                ++i;
            }
        }
        return values;
    };
    if (kindOf(a) != kindOf(b)) {
        return kindOf(a) < kindOf(b);
    }
    auto numbersA = numbers(a);
    auto numbersB = numbers(b);
    return numbersA != numbersB ? numbersA < numbersB : a < b;
}

std::string indexHtml(const Document& document, const PrintTime& printedAt,
                      const std::filesystem::path& folder) {
    std::vector<std::pair<std::string, std::string>> pages;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        const std::filesystem::path& path = entry.path();
        if (path.extension() == ".html" && path.stem() != "index") {
            std::string title = storedTitle(path);
            if (!title.empty()) {
                pages.emplace_back(path.stem().string(), title);
            }
        }
    }
    std::sort(pages.begin(), pages.end(),
              [](const auto& a, const auto& b) { return stemBefore(a.first, b.first); });
    std::string html = pageStart(document.eventName, document.eventDetails, "Documents");
    html += "<ul class=\"documents\">\n";
    for (const auto& [stem, title] : pages) {
        html += "<li><a href=\"" + escapeHtml(stem) + ".html\">" + title + "</a></li>\n";
    }
    return html + "</ul>\n" + pageEnd(printedAt, false);
}

} // namespace

std::string documentHtml(const Document& document, const PrintTime& printedAt) {
    std::ostringstream out;
    out << pageStart(document.eventName, document.eventDetails, pageTitle(document));
    blocksHtml(out, document.blocks);
    out << pageEnd(printedAt, true);
    return out.str();
}

std::filesystem::path writeHtml(const Document& document, const PrintTime& printedAt,
                                const std::filesystem::path& folder) {
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error) {
        throw PrintError("cannot create the folder " + folder.string() + ": " + error.message());
    }
    std::filesystem::path page = folder / (document.fileStem + ".html");
    writeFile(page, documentHtml(document, printedAt));
    writeFile(folder / "style.css", kStyle);
    writeFile(folder / "index.html", indexHtml(document, printedAt, folder));
    return page;
}

} // namespace renju::arbiter::print
