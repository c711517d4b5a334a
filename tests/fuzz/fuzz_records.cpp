// One libFuzzer target per reader, chosen by FUZZ_FORMAT_<name>: the input is read, every game
// is checked, written in the same format and read again (the text target also reads the input
// in the format its contents look written in); TRF is read, with either points counting, and
// written back.
#include "arbiter/records/record_check.hpp"
#include "arbiter/records/record_formats.hpp"
#include "arbiter/records/renlib_format.hpp"
#include "pairing/trf.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

using namespace renju::arbiter::records;

[[maybe_unused]] void fuzzRecords(std::string_view bytes, RecordFormat format) {
    const RecordFile file = readRecords(bytes, format, {});
    for (const GameRecord& game : file.games) {
        (void)checkGame(game);
    }
    const WrittenRecords written = writeRecords(file.games, format, {});
    (void)readRecords(written.bytes, format, {});
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
#if defined(FUZZ_FORMAT_rif)
    fuzzRecords(bytes, RecordFormat::Rif);
#elif defined(FUZZ_FORMAT_renlib)
    fuzzRecords(bytes, RecordFormat::RenLib);
#elif defined(FUZZ_FORMAT_psq)
    fuzzRecords(bytes, RecordFormat::Psq);
#elif defined(FUZZ_FORMAT_sgf)
    fuzzRecords(bytes, RecordFormat::Sgf);
#elif defined(FUZZ_FORMAT_text)
    fuzzRecords(bytes, RecordFormat::Text);
    fuzzRecords(bytes, detectFormat(bytes, RecordFormat::Text));
#elif defined(FUZZ_FORMAT_playok)
    fuzzRecords(bytes, RecordFormat::PlayOk);
#elif defined(FUZZ_FORMAT_offsets)
    fuzzRecords(bytes, RecordFormat::Offsets);
#elif defined(FUZZ_FORMAT_packed)
    fuzzRecords(bytes, RecordFormat::Packed);
#elif defined(FUZZ_FORMAT_json)
    fuzzRecords(bytes, RecordFormat::Json);
#elif defined(FUZZ_FORMAT_trf)
    for (const auto points :
         {renju::pairing::TrfPoints::Results, renju::pairing::TrfPoints::File}) {
        const renju::pairing::TrfRead read = renju::pairing::readTrf(bytes, {points});
        if (!read.error) {
            (void)renju::pairing::readTrf(renju::pairing::writeTrf(read.tournament), {points});
        }
    }
#endif
    return 0;
}
