#include "arbiter/cli/shell_words.hpp"

namespace renju::arbiter::cli {

ShellWords splitShellWords(std::string_view line) {
    ShellWords result;
    std::string word;
    bool hasWord = false;
    enum class Quote { None, Single, Double } quote = Quote::None;
    for (std::size_t i = 0; i < line.size(); ++i) {
        char c = line[i];
        if (quote == Quote::Single) {
            if (c == '\'') {
                quote = Quote::None;
            } else {
                word += c;
            }
            continue;
        }
        if (quote == Quote::Double) {
            if (c == '"') {
                quote = Quote::None;
            } else if (c == '\\' && i + 1 < line.size() &&
                       std::string_view("\"\\$`").find(line[i + 1]) != std::string_view::npos) {
                word += line[++i];
            } else {
                word += c;
            }
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            if (hasWord) {
                result.words.push_back(word);
                word.clear();
                hasWord = false;
            }
            continue;
        }
        hasWord = true;
        if (c == '\'') {
            quote = Quote::Single;
        } else if (c == '"') {
            quote = Quote::Double;
        } else if (c == '\\') {
            if (i + 1 >= line.size()) {
                result.error = "a backslash ends the line";
                return result;
            }
            word += line[++i];
        } else {
            word += c;
        }
    }
    if (quote != Quote::None) {
        result.error = std::string("unterminated ") +
                       (quote == Quote::Single ? "single" : "double") + " quote";
        return result;
    }
    if (hasWord) {
        result.words.push_back(word);
    }
    return result;
}

} // namespace renju::arbiter::cli
