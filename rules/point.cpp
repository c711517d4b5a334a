#include "rules/point.hpp"

namespace renju::rules {

const char* directionName(Direction direction) {
    switch (direction) {
    case Direction::Horizontal:
        return "horizontal";
    case Direction::Vertical:
        return "vertical";
    case Direction::Diagonal:
        return "diagonal";
    case Direction::AntiDiagonal:
        return "anti-diagonal";
    }
    return "?";
}

} // namespace renju::rules
