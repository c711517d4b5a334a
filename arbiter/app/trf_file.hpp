#pragma once

#include "pairing/trf.hpp"

#include <string>
#include <string_view>

namespace renju::arbiter::app {

/// How a TRF file's bytes are read.
struct TrfFileOptions {
    /// The code page of a file that is not UTF-8 (an iconv name: CP1252, LATIN1, CP1250...);
    /// empty: detected.
    std::string encoding;
    /// Which score counts when a points column disagrees with the results.
    pairing::TrfPoints points = pairing::TrfPoints::Results;
};

/// A TRF file read from its bytes: the tournament (or the first error), the reader's notes, and
/// how text that was not UTF-8 was read.
struct TrfFile {
    pairing::TrfRead read;
    /// The code page the file was read in, empty when it was UTF-8 (or plain ASCII).
    std::string encoding;
    /// True when some bytes were not valid in that code page (they became U+FFFD).
    bool isLossy = false;
};

/// Reads a TRF file from its bytes. UTF-8 is read as it is (a byte-order mark dropped); a file
/// that is not UTF-8 (many federation files are Latin-1 or CP1252) is made UTF-8 first, in
/// `options.encoding` or else in the code page detected from its names, so that columns are
/// counted in characters and every name is valid UTF-8.
TrfFile readTrfFile(std::string_view bytes, const TrfFileOptions& options);

/// Returns the line that tells how a file that was not UTF-8 was read ("text that is not UTF-8
/// was read as CP1252 (detected; --encoding names another)"), or "" for a UTF-8 file.
std::string encodingNote(const TrfFile& file, bool isEncodingGiven);

} // namespace renju::arbiter::app
