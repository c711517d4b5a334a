#include "arbiter/records/record_file.hpp"

namespace renju::arbiter::records {

std::string RecordProblem::describe() const {
    std::string text = where;
    if (game > 0) {
        text += (text.empty() ? "" : ", ") + std::string("game ") + std::to_string(game);
    }
    return text.empty() ? message : text + ": " + message;
}

std::string byteOffset(std::size_t offset) {
    return "byte " + std::to_string(offset);
}

std::string lineNumber(int line) {
    return "line " + std::to_string(line);
}

} // namespace renju::arbiter::records
