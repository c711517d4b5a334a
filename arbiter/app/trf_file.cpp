#include "arbiter/app/trf_file.hpp"

#include "arbiter/records/text_encoding.hpp"

namespace renju::arbiter::app {

TrfFile readTrfFile(std::string_view bytes, const TrfFileOptions& options) {
    TrfFile file;
    const records::DecodedText text = records::decodeText(bytes, options.encoding);
    file.encoding = text.encoding;
    file.isLossy = text.isLossy;
    file.read = pairing::readTrf(std::string_view(text.text), {options.points});
    return file;
}

std::string encodingNote(const TrfFile& file, bool isEncodingGiven) {
    if (file.encoding.empty()) {
        return "";
    }
    return "text that is not UTF-8 was read as " + file.encoding +
           (isEncodingGiven ? "" : " (detected; --encoding names another)") +
           (file.isLossy ? "; bytes not valid in it became U+FFFD" : "");
}

} // namespace renju::arbiter::app
