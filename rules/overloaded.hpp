#pragma once

namespace renju::rules {

/// A visitor made of lambdas, one per alternative: `std::visit(Overloaded{[](const A&) {...},
/// [](const B&) {...}}, value)`. Written without a generic lambda, a visit of a variant that
/// misses an alternative does not compile, which is how every surface is held to every game
/// family and every command kind.
template <class... Handlers>
struct Overloaded : Handlers... {
    using Handlers::operator()...;
};
template <class... Handlers>
Overloaded(Handlers...) -> Overloaded<Handlers...>;

} // namespace renju::rules
