#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace renju::arbiter::records {

/// The legacy encodings a reader tells apart by itself when text is not UTF-8 (the code pages
/// RenLib and old renju.net exports were written in: Cyrillic and Western Windows, Japanese
/// Shift-JIS and Chinese GB), in the order a tie is broken. Any other iconv name can be given.
inline constexpr std::array<const char*, 4> kDetectedEncodings = {"CP1251", "CP1252", "CP932",
                                                                  "GB18030"};

/// Returns true when `bytes` is well-formed UTF-8 (no overlong forms, surrogates or values past
/// U+10FFFF).
bool isValidUtf8(std::string_view bytes);

/// Returns true when glibc's iconv converts from `encoding` (e.g. "CP1251", "SHIFT_JIS").
bool isKnownEncoding(const std::string& encoding);

/// Returns the code page to read text a file declares in `charset` (case-insensitive): the
/// superset Windows programs write under that name (GB2312 and GBK as GB18030, Shift_JIS as
/// CP932, ISO-8859-1 as CP1252, EUC-KR as CP949), else `charset` itself.
std::string legacySuperset(std::string_view charset);

/// Returns true when `charset` names UTF-8 ("UTF-8", "utf8", any case).
bool isUtf8Name(std::string_view charset);

/// Returns `text` with its CR LF and CR line ends made LF.
std::string withLineFeeds(std::string_view text);

/// Converts `bytes` from `encoding` to UTF-8; nothing when they are not valid text in it.
std::optional<std::string> convertToUtf8(std::string_view bytes, const std::string& encoding);

/// Converts UTF-8 to `encoding`; a character it lacks becomes '?'. Unknown encodings give the
/// UTF-8 unchanged.
std::string convertFromUtf8(std::string_view text, const std::string& encoding);

/// Returns which of kDetectedEncodings reads `sample` (text that is not UTF-8) most plausibly:
/// each is decoded and scored on what names and comments look like (words of one script,
/// Title or UPPER case, common Han characters rather than rare ones or half-width kana);
/// encodings that cannot decode it are out. Short samples can be ambiguous: the first in the
/// list wins a tie.
std::string detectEncoding(std::string_view sample);

/// Text made UTF-8, and how.
struct DecodedText {
    std::string text;
    /// The encoding it was read in; empty when it was UTF-8 already.
    std::string encoding;
    /// True when some bytes were not valid in that encoding and became U+FFFD.
    bool isLossy = false;
};

/// Makes `bytes` UTF-8: kept when it is UTF-8 already (a byte-order mark removed); otherwise read
/// in `encoding`, or when that is empty in the encoding detectEncoding() picks.
DecodedText decodeText(std::string_view bytes, const std::string& encoding);

/// Reads `bytes` in `encoding` even when they would be valid UTF-8 (a text of a file known to be
/// in that code page: GBK's "直指" is also valid UTF-8); bytes not valid in it become U+FFFD.
DecodedText decodeAs(std::string_view bytes, const std::string& encoding);

} // namespace renju::arbiter::records
