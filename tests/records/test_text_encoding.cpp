// Text that is not UTF-8: which code page it is in, and how it is made UTF-8.
#include "arbiter/records/text_encoding.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::records;

TEST_CASE("UTF-8 is recognised strictly", "[encoding]") {
    CHECK(isValidUtf8("Иван Петров 曹冬 김민수"));
    CHECK(isValidUtf8(""));
    CHECK_FALSE(isValidUtf8("\xC8\xE2\xE0\xED")); // CP1251 "Иван"
    CHECK_FALSE(isValidUtf8("\xC0\xAF"));         // an overlong '/'
    CHECK_FALSE(isValidUtf8("\xED\xA0\x80"));     // a surrogate
    CHECK_FALSE(isValidUtf8("\xF4\x90\x80\x80")); // past U+10FFFF
    CHECK_FALSE(isValidUtf8("\xE6\x9B"));         // cut
}

TEST_CASE("The code page of names is told apart: CP1251, CP1252, Shift-JIS, GB", "[encoding]") {
    struct Case {
        const char* text;
        const char* encoding;
    };
    const Case cases[] = {
        {"Иван Петров", "CP1251"},
        {"Ирина Сёмина, Москва", "CP1251"},
        {"ИВАНОВ Алексей", "CP1251"},
        {"Björn Åström", "CP1252"},
        {"Mäeots Õie, Tõnu Kõiv", "CP1252"},
        {"François Müller", "CP1252"},
        {"中山 智晴", "CP932"},
        {"やまぐち ゆうすい", "CP932"},
        {"森原 泰蔵", "CP932"},
        {"曹冬", "GB18030"},
        {"王小明 对 李华", "GB18030"},
        {"张伟 上海", "GB18030"},
    };
    for (const Case& c : cases) {
        const std::string bytes = convertFromUtf8(c.text, c.encoding);
        INFO(c.text << " in " << c.encoding);
        REQUIRE_FALSE(isValidUtf8(bytes));
        CHECK(detectEncoding(bytes) == c.encoding);
        const DecodedText decoded = decodeText(bytes, "");
        CHECK(decoded.text == c.text);
        CHECK(decoded.encoding == c.encoding);
        CHECK_FALSE(decoded.isLossy);
    }
}

TEST_CASE("Two Han characters read as well as four Cyrillic letters: the first candidate wins",
          "[encoding]") {
    // "吴镝" in GB2312 is CE E2 EF C6, which CP1251 reads as the title-case word "Овпб":
    // --encoding settles such a short text; a file's names detected together rarely tie.
    CHECK(detectEncoding(convertFromUtf8("吴镝", "GB18030")) == "CP1251");
    CHECK(detectEncoding(convertFromUtf8("吴镝 对 王小明", "GB18030")) == "GB18030");
}

TEST_CASE("A named code page is used as given; bytes invalid in it become U+FFFD", "[encoding]") {
    const std::string cp1251 = convertFromUtf8("Иван", "CP1251");
    CHECK(decodeText(cp1251, "CP1252").text == "\xC3\x88\xC3\xA2\xC3\xA0\xC3\xAD"); // "Èâàí"
    const DecodedText lossy = decodeText("\x82\xA0\xFF", "CP932");
    CHECK(lossy.isLossy);
    CHECK(lossy.text.find("\xEF\xBF\xBD") != std::string::npos);
    CHECK(decodeText("\xEF\xBB\xBFplain", "").text == "plain");
    CHECK_FALSE(isKnownEncoding("NO-SUCH-ENCODING"));
    CHECK(isKnownEncoding("CP1251"));
}
