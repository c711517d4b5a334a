#include "arbiter/print/paper.hpp"

#include "rules/ascii_text.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace renju::arbiter::print {

PageSize pageSize(Paper paper) {
    constexpr double kPointsPerMillimetre = 72.0 / 25.4;
    switch (paper) {
    case Paper::A4:
        return PageSize{210.0 * kPointsPerMillimetre, 297.0 * kPointsPerMillimetre};
    case Paper::Letter:
        return PageSize{8.5 * 72.0, 11.0 * 72.0};
    }
    return PageSize{};
}

std::optional<Paper> parsePaper(std::string_view text) {
    std::string lower = rules::asciiLowered(text);
    if (lower == "a4") {
        return Paper::A4;
    }
    if (lower == "letter") {
        return Paper::Letter;
    }
    return std::nullopt;
}

Paper systemPaper(const char* papersizeVariable, std::string_view papersizeFile) {
    if (papersizeVariable) {
        if (auto paper = parsePaper(papersizeVariable)) {
            return *paper;
        }
    }
    while (!papersizeFile.empty()) {
        std::size_t end = papersizeFile.find('\n');
        std::string_view line = papersizeFile.substr(0, end);
        papersizeFile = end == std::string_view::npos ? "" : papersizeFile.substr(end + 1);
        while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) {
            line.remove_suffix(1);
        }
        while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front()))) {
            line.remove_prefix(1);
        }
        if (line.empty() || line.front() == '#') {
            continue;
        }
        return parsePaper(line).value_or(Paper::A4);
    }
    return Paper::A4;
}

const char* paperName(Paper paper) {
    return paper == Paper::A4 ? "a4" : "letter";
}

} // namespace renju::arbiter::print
