#include "arbiter/records/text_encoding.hpp"

#include "rules/ascii_text.hpp"

#include <cerrno>
#include <cstdint>
#include <iconv.h>
#include <vector>

namespace renju::arbiter::records {

namespace {

/// An iconv descriptor closed when it goes out of scope.
class Converter {
public:
    Converter(const char* to, const char* from) : m_handle(iconv_open(to, from)) {}
    ~Converter() {
        if (isOpen()) {
            iconv_close(m_handle);
        }
    }
    Converter(const Converter&) = delete;
    Converter& operator=(const Converter&) = delete;

    bool isOpen() const { return m_handle != reinterpret_cast<iconv_t>(-1); }

    /// Converts `bytes`; an invalid byte is skipped and `replacement` written when it is given,
    /// otherwise the conversion fails. Returns false on failure.
    bool run(std::string_view bytes, std::string& out, const char* replacement) {
        std::vector<char> input(bytes.begin(), bytes.end());
        char* in = input.data();
        std::size_t inLeft = input.size();
        char buffer[4096];
        while (inLeft > 0) {
            char* outPointer = buffer;
            std::size_t outLeft = sizeof buffer;
            const std::size_t done = iconv(m_handle, &in, &inLeft, &outPointer, &outLeft);
            out.append(buffer, static_cast<std::size_t>(outPointer - buffer));
            if (done != static_cast<std::size_t>(-1)) {
                continue;
            }
            if (errno == E2BIG) {
                continue;
            }
            if (replacement == nullptr) {
                return false;
            }
            out += replacement;
            ++in;
            --inLeft;
            iconv(m_handle, nullptr, nullptr, nullptr, nullptr);
        }
        return true;
    }

private:
    iconv_t m_handle;
};

/// Decodes one UTF-8 character at `i` (valid input); advances `i`.
char32_t nextCodePoint(std::string_view text, std::size_t& i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80) {
        ++i;
        return lead;
    }
    const int length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    char32_t value = lead & (length == 2 ? 0x1Fu : length == 3 ? 0x0Fu : 0x07u);
    for (int k = 1; k < length && i + static_cast<std::size_t>(k) < text.size(); ++k) {
        value = (value << 6) | (byte(i + static_cast<std::size_t>(k)) & 0x3Fu);
    }
    i += static_cast<std::size_t>(length);
    return value;
}

enum class Script { None, Ascii, Latin, Cyrillic, Han, Kana, Hangul, HalfKana };

Script scriptOf(char32_t c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
        return Script::Ascii;
    }
    if (c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7) {
        return Script::Latin;
    }
    if (c >= 0x400 && c <= 0x4FF) {
        return Script::Cyrillic;
    }
    if ((c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF)) {
        return Script::Han;
    }
    if (c >= 0x3040 && c <= 0x30FF) {
        return Script::Kana;
    }
    if (c >= 0xAC00 && c <= 0xD7A3) {
        return Script::Hangul;
    }
    if (c >= 0xFF61 && c <= 0xFF9F) {
        return Script::HalfKana;
    }
    return Script::None;
}

bool isUpper(char32_t c) {
    return (c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE) || (c >= 0x400 && c <= 0x42F);
}

bool isLower(char32_t c) {
    return (c >= 'a' && c <= 'z') || (c >= 0xDF && c <= 0xFF) || (c >= 0x430 && c <= 0x45F);
}

/// Scores one word (a run of letters) of decoded text.
int scoreWord(const std::vector<char32_t>& word) {
    int ascii = 0;
    int latin = 0;
    int cyrillic = 0;
    int russian = 0;
    int east = 0;
    int halfKana = 0;
    int caseChanges = 0;
    bool wasLower = false;
    for (std::size_t k = 0; k < word.size(); ++k) {
        const char32_t c = word[k];
        switch (scriptOf(c)) {
        case Script::Ascii:
            ++ascii;
            break;
        case Script::Latin:
            ++latin;
            break;
        case Script::Cyrillic:
            ++cyrillic;
            russian += (c >= 0x410 && c <= 0x44F) || c == 0x401 || c == 0x451 ? 1 : 0;
            break;
        case Script::Han:
        case Script::Kana:
        case Script::Hangul:
            ++east;
            break;
        case Script::HalfKana:
            ++halfKana;
            break;
        case Script::None:
            break;
        }
        if (k > 0 && wasLower && isUpper(c)) {
            ++caseChanges;
        }
        wasLower = isLower(c);
    }
    int score = 2 * russian + 4 * east - 3 * halfKana - 3 * caseChanges;
    // Accented letters belong among plain ones; a word made only of them is Cyrillic or CJK
    // text read in a Western code page.
    score += latin == 0 ? 0 : (2 * latin <= ascii + latin ? 2 * latin : -2 * latin);
    const int scripts = (ascii + latin > 0) + (cyrillic > 0) + (east > 0) + (halfKana > 0);
    return scripts > 1 ? score - 6 * static_cast<int>(word.size()) : score;
}

/// Scores decoded text: higher is more like names and comments.
int scoreText(std::string_view text) {
    int score = 0;
    std::vector<char32_t> word;
    const auto endWord = [&] {
        if (!word.empty()) {
            score += scoreWord(word);
            word.clear();
        }
    };
    std::size_t i = 0;
    while (i < text.size()) {
        const char32_t c = nextCodePoint(text, i);
        if (scriptOf(c) != Script::None) {
            word.push_back(c);
            continue;
        }
        endWord();
        const bool isPlain = c < 0x80 || c == 0xA0 || (c >= 0x2000 && c <= 0x206F) ||
                             (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF01 && c <= 0xFF60);
        if (!isPlain) {
            score -= (c >= 0xE000 && c <= 0xF8FF) || c == 0xFFFD || c < 0xA0 ? 8 : 3;
        }
    }
    endWord();
    return score;
}

/// Counts GB18030 double-byte characters outside GB2312 (rare in names): a Shift-JIS text read
/// as GB18030 is made of them.
int rareGbCharacters(std::string_view bytes) {
    int rare = 0;
    for (std::size_t i = 0; i + 1 < bytes.size(); ++i) {
        const auto lead = static_cast<unsigned char>(bytes[i]);
        const auto trail = static_cast<unsigned char>(bytes[i + 1]);
        if (lead < 0x81) {
            continue;
        }
        rare += lead < 0xA1 || trail < 0xA1 ? 1 : 0;
        ++i;
    }
    return rare;
}

} // namespace

bool isValidUtf8(std::string_view bytes) {
    std::size_t i = 0;
    while (i < bytes.size()) {
        const auto lead = static_cast<unsigned char>(bytes[i]);
        if (lead < 0x80) {
            ++i;
            continue;
        }
        std::size_t length = 0;
        char32_t minimum = 0;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
            minimum = 0x80;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            minimum = 0x800;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            minimum = 0x10000;
        } else {
            return false;
        }
        if (i + length > bytes.size()) {
            return false;
        }
        char32_t value = lead & (length == 2 ? 0x1Fu : length == 3 ? 0x0Fu : 0x07u);
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(bytes[i + k]);
            if ((next & 0xC0) != 0x80) {
                return false;
            }
            value = (value << 6) | (next & 0x3Fu);
        }
        if (value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) {
            return false;
        }
        i += length;
    }
    return true;
}

std::string legacySuperset(std::string_view charset) {
    const std::string name = rules::asciiLowered(charset);
    if (name == "gb2312" || name == "gb_2312-80" || name == "euc-cn" || name == "gbk" ||
        name == "cp936" || name == "x-gbk") {
        return "GB18030";
    }
    if (name == "shift_jis" || name == "shift-jis" || name == "sjis" || name == "x-sjis") {
        return "CP932";
    }
    if (name == "iso-8859-1" || name == "iso8859-1" || name == "latin1" || name == "latin-1") {
        return "CP1252";
    }
    if (name == "euc-kr" || name == "ks_c_5601-1987") {
        return "CP949";
    }
    return std::string(charset);
}

bool isUtf8Name(std::string_view charset) {
    const std::string name = rules::asciiLowered(charset);
    return name == "utf-8" || name == "utf8";
}

std::string withLineFeeds(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\r') {
            out += '\n';
            i += i + 1 < text.size() && text[i + 1] == '\n' ? 1U : 0U;
        } else {
            out += text[i];
        }
    }
    return out;
}

bool isKnownEncoding(const std::string& encoding) {
    return Converter("UTF-8", encoding.c_str()).isOpen();
}

std::optional<std::string> convertToUtf8(std::string_view bytes, const std::string& encoding) {
    Converter converter("UTF-8", encoding.c_str());
    std::string out;
    if (!converter.isOpen() || !converter.run(bytes, out, nullptr)) {
        return std::nullopt;
    }
    return out;
}

std::string convertFromUtf8(std::string_view text, const std::string& encoding) {
    Converter converter((encoding + "//TRANSLIT").c_str(), "UTF-8");
    std::string out;
    if (!converter.isOpen()) {
        return std::string(text);
    }
    converter.run(text, out, "?");
    return out;
}

std::string detectEncoding(std::string_view sample) {
    std::string best = kDetectedEncodings[0];
    int bestScore = -1000000000;
    for (const char* encoding : kDetectedEncodings) {
        const std::optional<std::string> decoded = convertToUtf8(sample, encoding);
        if (!decoded) {
            continue;
        }
        int score = scoreText(*decoded);
        if (std::string_view(encoding) == "GB18030") {
            score -= 3 * rareGbCharacters(sample);
        }
        if (score > bestScore) {
            best = encoding;
            bestScore = score;
        }
    }
    return best;
}

DecodedText decodeText(std::string_view bytes, const std::string& encoding) {
    DecodedText decoded;
    if (bytes.substr(0, 3) == "\xEF\xBB\xBF") {
        bytes.remove_prefix(3);
    }
    if (isValidUtf8(bytes)) {
        decoded.text = std::string(bytes);
        return decoded;
    }
    return decodeAs(bytes, encoding.empty() ? detectEncoding(bytes) : encoding);
}

DecodedText decodeAs(std::string_view bytes, const std::string& encoding) {
    DecodedText decoded;
    decoded.encoding = encoding;
    if (std::optional<std::string> strict = convertToUtf8(bytes, decoded.encoding)) {
        decoded.text = std::move(*strict);
        return decoded;
    }
    decoded.isLossy = true;
    Converter lossy("UTF-8", decoded.encoding.c_str());
    if (lossy.isOpen()) {
        lossy.run(bytes, decoded.text, "\xEF\xBF\xBD");
        return decoded;
    }
    for (const char c : bytes) {
        decoded.text += static_cast<unsigned char>(c) < 0x80 ? std::string(1, c) : "\xEF\xBF\xBD";
    }
    return decoded;
}

} // namespace renju::arbiter::records
