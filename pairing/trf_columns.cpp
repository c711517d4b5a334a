#include "pairing/trf_columns.hpp"

#include <algorithm>

namespace renju::pairing::trf {

namespace {

/// Returns the length of the UTF-8 sequence starting at `i`, or 1 when no valid sequence does.
std::size_t sequenceLength(std::string_view text, std::size_t i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t length = lead >= 0xC2 && lead <= 0xDF   ? 2
                               : lead >= 0xE0 && lead <= 0xEF ? 3
                               : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                              : 1;
    if (length == 1 || i + length > text.size()) {
        return 1;
    }
    for (std::size_t k = 1; k < length; ++k) {
        if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) {
            return 1;
        }
    }
    return length;
}

bool isDigits(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

TrfLine::TrfLine(std::string_view text) : m_text(text) {
    for (std::size_t i = 0; i < text.size(); i += sequenceLength(text, i)) {
        m_starts.push_back(i);
    }
}

std::string TrfLine::columns(int from, int to) const {
    std::string result;
    for (int c = from; c <= to; ++c) {
        if (c < 1 || c > size()) {
            result += ' ';
            continue;
        }
        const std::size_t start = m_starts[static_cast<std::size_t>(c - 1)];
        const std::size_t end = c == size() ? m_text.size() : m_starts[static_cast<std::size_t>(c)];
        result.append(m_text, start, end - start);
    }
    return result;
}

std::string TrfLine::from(int column) const {
    if (column > size()) {
        return "";
    }
    return m_text.substr(m_starts[static_cast<std::size_t>(std::max(column, 1) - 1)]);
}

std::string trim(std::string_view text) {
    const auto first = text.find_first_not_of(' ');
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(' ');
    return std::string(text.substr(first, last - first + 1));
}

int readNumber(const TrfLine& line, int from, int to, const char* what,
               std::optional<int> fallback) {
    const std::string text = trim(line.columns(from, to));
    if (text.empty()) {
        if (fallback) {
            return *fallback;
        }
        throw LineFailure{from, std::string("missing ") + what};
    }
    if (!isDigits(text) || text.size() > 6) {
        throw LineFailure{from, std::string("'") + text + "' is not a valid " + what};
    }
    return std::stoi(text);
}

std::optional<HalfPoints> parsePoints(std::string_view raw) {
    const std::string text = trim(raw);
    if (text.empty() || text.size() > 7) {
        return std::nullopt;
    }
    const std::size_t dot = text.find('.');
    const std::string whole = text.substr(0, dot);
    std::string fraction = dot == std::string::npos ? "" : text.substr(dot + 1);
    if (whole.empty() || !isDigits(whole) || !isDigits(fraction)) {
        return std::nullopt;
    }
    while (!fraction.empty() && fraction.back() == '0') {
        fraction.pop_back();
    }
    if (!fraction.empty() && fraction != "5") {
        return std::nullopt;
    }
    return std::stoi(whole) * 2 + (fraction.empty() ? 0 : 1);
}

HalfPoints readPointsField(const TrfLine& line, int from, int to, const char* what) {
    const std::string text = line.columns(from, to);
    const auto points = parsePoints(text);
    if (!points) {
        throw LineFailure{from, std::string("'") + trim(text) + "' is not a valid " + what +
                                    " (a multiple of 0.5)"};
    }
    return *points;
}

std::string field(const std::string& text, std::size_t width, bool isRight) {
    const TrfLine characters(text);
    const std::size_t count = std::min(width, static_cast<std::size_t>(characters.size()));
    const std::string cut = characters.columns(1, static_cast<int>(count));
    const std::string pad(width - count, ' ');
    return isRight ? pad + cut : cut + pad;
}

} // namespace renju::pairing::trf
