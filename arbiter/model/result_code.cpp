#include "arbiter/model/result_code.hpp"

#include <array>
#include <utility>

namespace renju::arbiter::model {

namespace {

constexpr std::array<std::pair<ResultCode, const char*>, 6> kCodes = {{
    {ResultCode::FirstWins, "1-0"},
    {ResultCode::SecondWins, "0-1"},
    {ResultCode::Draw, "0.5-0.5"},
    {ResultCode::FirstForfeit, "1-0f"},
    {ResultCode::SecondForfeit, "0-1f"},
    {ResultCode::DoubleForfeit, "0-0f"},
}};

} // namespace

const char* resultCodeText(ResultCode code) {
    for (const auto& [value, text] : kCodes) {
        if (value == code) {
            return text;
        }
    }
    return "?";
}

std::optional<ResultCode> parseResultCode(std::string_view text) {
    for (const auto& [value, code] : kCodes) {
        if (text == code) {
            return value;
        }
    }
    return std::nullopt;
}

ResultCode exchangedCode(ResultCode code) {
    switch (code) {
    case ResultCode::FirstWins:
        return ResultCode::SecondWins;
    case ResultCode::SecondWins:
        return ResultCode::FirstWins;
    case ResultCode::FirstForfeit:
        return ResultCode::SecondForfeit;
    case ResultCode::SecondForfeit:
        return ResultCode::FirstForfeit;
    case ResultCode::Draw:
    case ResultCode::DoubleForfeit:
        break;
    }
    return code;
}

int firstHalfPoints(ResultCode code) {
    switch (code) {
    case ResultCode::FirstWins:
    case ResultCode::FirstForfeit:
        return 2;
    case ResultCode::Draw:
        return 1;
    case ResultCode::SecondWins:
    case ResultCode::SecondForfeit:
    case ResultCode::DoubleForfeit:
        break;
    }
    return 0;
}

int secondHalfPoints(ResultCode code) {
    switch (code) {
    case ResultCode::SecondWins:
    case ResultCode::SecondForfeit:
        return 2;
    case ResultCode::Draw:
        return 1;
    case ResultCode::FirstWins:
    case ResultCode::FirstForfeit:
    case ResultCode::DoubleForfeit:
        break;
    }
    return 0;
}

bool isForfeit(ResultCode code) {
    return code == ResultCode::FirstForfeit || code == ResultCode::SecondForfeit ||
           code == ResultCode::DoubleForfeit;
}

} // namespace renju::arbiter::model
