#include "arbiter/model/player_names.hpp"

#include "rules/ascii_text.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

namespace renju::arbiter::model {

namespace {

/// Decodes UTF-8 into code points; a byte that starts no valid sequence is taken as itself.
std::vector<char32_t> codePoints(std::string_view text) {
    std::vector<char32_t> points;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
        bool isValid = lead >= 0xC2 && lead <= 0xF4 && i + length <= text.size();
        char32_t point = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07);
        for (std::size_t k = 1; isValid && k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            isValid = (next & 0xC0) == 0x80;
            point = (point << 6) | (next & 0x3F);
        }
        if (length == 1 || !isValid) {
            points.push_back(lead);
            ++i;
            continue;
        }
        points.push_back(point);
        i += length;
    }
    return points;
}

void appendUtf8(char32_t point, std::string& out) {
    if (point < 0x80) {
        out += static_cast<char>(point);
    } else if (point < 0x800) {
        out += static_cast<char>(0xC0 | (point >> 6));
        out += static_cast<char>(0x80 | (point & 0x3F));
    } else if (point < 0x10000) {
        out += static_cast<char>(0xE0 | (point >> 12));
        out += static_cast<char>(0x80 | ((point >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (point & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (point >> 18));
        out += static_cast<char>(0x80 | ((point >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((point >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (point & 0x3F));
    }
}

// The base letters of Latin-1's letters (U+00C0-U+00FF) and of Latin Extended-A (U+0100-U+017F);
// '*' keeps the character (the signs × and ÷).
constexpr std::string_view kLatin1 =
    "aaaaaaaceeeeiiiidnooooo*ouuuuytsaaaaaaaceeeeiiiidnooooo*ouuuuyty";
constexpr std::string_view kLatinA =
    "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiiijjkkklllllll"
    "lllnnnnnnnnnoooooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs";
static_assert(kLatin1.size() == 64 && kLatinA.size() == 128);

/// Returns the letter a character sorts as: lower case, without the accents of a Latin letter
/// (Vietnamese's too), Cyrillic ё as е.
char32_t foldedLetter(char32_t c) {
    if (c >= 'A' && c <= 'Z') {
        return c + 32;
    }
    if (c >= 0xC0 && c <= 0xFF && kLatin1[c - 0xC0] != '*') {
        return static_cast<char32_t>(kLatin1[c - 0xC0]);
    }
    if (c >= 0x100 && c <= 0x17F) {
        return static_cast<char32_t>(kLatinA[c - 0x100]);
    }
    if (c == 0x1A0 || c == 0x1A1) {
        return 'o'; // Ơ ơ
    }
    if (c == 0x1AF || c == 0x1B0) {
        return 'u'; // Ư ư
    }
    if (c >= 0x1EA0 && c <= 0x1EF9) {
        // Vietnamese's letters with two marks, in blocks by base letter.
        return c <= 0x1EB7   ? 'a'
               : c <= 0x1EC7 ? 'e'
               : c <= 0x1ECB ? 'i'
               : c <= 0x1EE3 ? 'o'
               : c <= 0x1EF1 ? 'u'
                             : 'y';
    }
    if (c == 0x401 || c == 0x451) {
        return 0x435; // Ё ё sort as е
    }
    if (c >= 0x410 && c <= 0x42F) {
        return c + 0x20;
    }
    if (c >= 0x391 && c <= 0x3A9) {
        return c + 0x20;
    }
    return c;
}

std::string folded(std::string_view text) {
    std::string out;
    for (char32_t c : codePoints(text)) {
        appendUtf8(foldedLetter(c), out);
    }
    return out;
}

/// True for Han ideographs, kana and hangul: names in them are written without spaces.
bool isCjk(char32_t c) {
    return (c >= 0x3040 && c <= 0x30FF) || (c >= 0x3400 && c <= 0x4DBF) ||
           (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x20000 && c <= 0x2FFFF);
}

bool isAllCjk(std::string_view text) {
    std::vector<char32_t> points = codePoints(text);
    return !points.empty() && std::all_of(points.begin(), points.end(), isCjk);
}

std::string trimmed(std::string_view text) {
    const std::size_t first = text.find_first_not_of(' ');
    if (first == std::string_view::npos) {
        return "";
    }
    return std::string(text.substr(first, text.find_last_not_of(' ') - first + 1));
}

} // namespace

NameOrder customaryNameOrder(std::string_view federation) {
    constexpr std::array<std::string_view, 10> kFamilyFirst = {"CHN", "TPE", "HKG", "MAC", "JPN",
                                                               "KOR", "PRK", "VIE", "HUN", "KHM"};
    const std::string code = trimmed(federation);
    std::string upper = code;
    std::transform(upper.begin(), upper.end(), upper.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    return std::find(kFamilyFirst.begin(), kFamilyFirst.end(), upper) != kFamilyFirst.end()
               ? NameOrder::FamilyFirst
               : NameOrder::GivenFirst;
}

NameOrder nameOrderOf(const Player& player) {
    return player.details.nameOrder.value_or(customaryNameOrder(player.federation));
}

NameParts nameParts(const Player& player) {
    const PlayerDetails& details = player.details;
    if (!details.surname.empty()) {
        return {details.surname, details.givenNames, true};
    }
    const std::string name = trimmed(player.name);
    const bool isFamilyFirst = nameOrderOf(player) == NameOrder::FamilyFirst;
    const std::size_t space = isFamilyFirst ? name.find(' ') : name.rfind(' ');
    if (space == std::string::npos) {
        return {name, details.givenNames, false};
    }
    std::string before = trimmed(name.substr(0, space));
    std::string after = trimmed(name.substr(space + 1));
    return isFamilyFirst ? NameParts{before, after, false} : NameParts{after, before, false};
}

std::string composeName(const std::string& surname, const std::string& givenNames,
                        NameOrder order) {
    const std::string family = trimmed(surname);
    const std::string given = trimmed(givenNames);
    if (family.empty() || given.empty()) {
        return family.empty() ? given : family;
    }
    const std::string space = isAllCjk(family) && isAllCjk(given) ? "" : " ";
    return order == NameOrder::FamilyFirst ? family + space + given : given + space + family;
}

std::string surnameCommaGiven(const Player& player) {
    const NameParts parts = nameParts(player);
    return parts.givenNames.empty() ? parts.surname : parts.surname + ", " + parts.givenNames;
}

std::string nameSortKey(const Player& player) {
    const NameParts parts = nameParts(player);
    // U+0001 between the parts: a shorter surname sorts before a longer one it begins.
    return folded(parts.surname) + '\x01' + folded(parts.givenNames);
}

bool isBeforeByName(const Player& a, const Player& b) {
    const std::string keyA = nameSortKey(a);
    const std::string keyB = nameSortKey(b);
    if (keyA != keyB) {
        return keyA < keyB;
    }
    if (a.name != b.name) {
        return a.name < b.name;
    }
    return a.id.value < b.id.value;
}

const char* nameOrderName(NameOrder order) {
    return order == NameOrder::FamilyFirst ? "family-first" : "given-first";
}

std::optional<NameOrder> parseNameOrder(std::string_view text) {
    const std::string word = rules::asciiLowered(trimmed(text));
    if (word == "given-first") {
        return NameOrder::GivenFirst;
    }
    if (word == "family-first") {
        return NameOrder::FamilyFirst;
    }
    return std::nullopt;
}

const char* sexCode(Sex sex) {
    return sex == Sex::Male ? "m" : sex == Sex::Female ? "f" : "";
}

std::optional<Sex> parseSex(std::string_view text) {
    const std::string word = rules::asciiLowered(trimmed(text));
    if (word.empty()) {
        return Sex::Unknown;
    }
    if (word == "m" || word == "male" || word == "man") {
        return Sex::Male;
    }
    if (word == "f" || word == "w" || word == "female" || word == "woman") {
        return Sex::Female;
    }
    return std::nullopt;
}

std::string findDetailsProblem(const PlayerDetails& details) {
    if (details.birthYear != 0 && (details.birthYear < 1900 || details.birthYear > 2100)) {
        return "birth year " + std::to_string(details.birthYear) + " is not 1900-2100";
    }
    for (const auto& [what, text] :
         {std::pair{"surname", &details.surname}, std::pair{"given names", &details.givenNames},
          std::pair{"city", &details.city}, std::pair{"title", &details.title}}) {
        if (text->find_first_of("\r\n\t") != std::string::npos) {
            return std::string("the ") + what + " '" + *text + "' has a line break or a tab";
        }
    }
    if (!details.givenNames.empty() && details.surname.empty()) {
        return "given names '" + details.givenNames + "' without a surname";
    }
    return "";
}

} // namespace renju::arbiter::model
