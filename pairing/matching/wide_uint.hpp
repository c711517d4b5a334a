#pragma once

#include <array>
#include <cstdint>

namespace renju::pairing::matching {

/// An unsigned integer of N 64-bit words with wrap-around arithmetic: the edge weights and dual
/// variables of the weighted matching. Lexicographic pairing criteria are packed into it as
/// bit fields, so it must be exact and wide; only the operations the matching needs exist.
template <int N>
class WideUint {
public:
    /// Zero.
    constexpr WideUint() = default;
    /// The value of one word.
    constexpr explicit WideUint(std::uint64_t value) { m_words[0] = value; }

    /// True when the value is zero.
    [[nodiscard]] bool isZero() const {
        for (std::uint64_t word : m_words) {
            if (word != 0) {
                return false;
            }
        }
        return true;
    }
    /// The lowest word.
    [[nodiscard]] std::uint64_t lowWord() const { return m_words[0]; }
    /// True when the lowest bit is set.
    [[nodiscard]] bool isOdd() const { return (m_words[0] & 1U) != 0; }

    /// Adds with wrap-around.
    WideUint& operator+=(const WideUint& other) {
        std::uint64_t carry = 0;
        for (int i = 0; i < N; ++i) {
            std::uint64_t sum = m_words[index(i)] + carry;
            carry = sum < carry ? 1U : 0U;
            std::uint64_t next = sum + other.m_words[index(i)];
            carry += next < sum ? 1U : 0U;
            m_words[index(i)] = next;
        }
        return *this;
    }
    /// Subtracts with wrap-around.
    WideUint& operator-=(const WideUint& other) {
        std::uint64_t borrow = 0;
        for (int i = 0; i < N; ++i) {
            std::uint64_t word = m_words[index(i)];
            std::uint64_t minus = other.m_words[index(i)];
            std::uint64_t result = word - minus - borrow;
            borrow = (word < minus || (word == minus && borrow != 0)) ? 1U : 0U;
            m_words[index(i)] = result;
        }
        return *this;
    }
    /// Adds a small value.
    WideUint& operator+=(std::uint64_t value) { return *this += WideUint(value); }
    /// Subtracts a small value.
    WideUint& operator-=(std::uint64_t value) { return *this -= WideUint(value); }

    /// Adds `value << bit` (bits past the top are lost, as a shift would lose them).
    WideUint& addShifted(std::uint64_t value, int bit) {
        return spreadShifted(value, bit,
                             [](std::uint64_t& word, std::uint64_t part, std::uint64_t carry) {
                                 const std::uint64_t sum = word + part;
                                 std::uint64_t nextCarry = sum < part ? 1U : 0U;
                                 word = sum + carry;
                                 nextCarry += word < sum ? 1U : 0U;
                                 return nextCarry;
                             });
    }
    /// Subtracts `value << bit` with wrap-around (bits past the top are lost).
    WideUint& subShifted(std::uint64_t value, int bit) {
        return spreadShifted(value, bit,
                             [](std::uint64_t& word, std::uint64_t part, std::uint64_t borrow) {
                                 const std::uint64_t difference = word - part;
                                 std::uint64_t nextBorrow = word < part ? 1U : 0U;
                                 nextBorrow += difference < borrow ? 1U : 0U;
                                 word = difference - borrow;
                                 return nextBorrow;
                             });
    }
    /// Shifts left by `bits` (bits shifted past the top are lost).
    WideUint& operator<<=(int bits) {
        if (bits <= 0) {
            return *this;
        }
        const int wordShift = bits / 64;
        const int bitShift = bits % 64;
        for (int i = N - 1; i >= 0; --i) {
            std::uint64_t value = 0;
            const int from = i - wordShift;
            if (from >= 0) {
                value = m_words[index(from)] << bitShift;
                if (bitShift != 0 && from >= 1) {
                    value |= m_words[index(from - 1)] >> (64 - bitShift);
                }
            }
            m_words[index(i)] = value;
        }
        return *this;
    }
    /// Shifts right by one bit.
    WideUint& halve() {
        for (int i = 0; i < N; ++i) {
            std::uint64_t high = i + 1 < N ? m_words[index(i + 1)] << 63 : 0;
            m_words[index(i)] = (m_words[index(i)] >> 1) | high;
        }
        return *this;
    }
    /// Returns a + b - 2c with wrap-around, in one pass over the words (the matching's slack).
    static WideUint sumMinusTwice(const WideUint& a, const WideUint& b, const WideUint& c) {
        WideUint result;
        std::uint64_t carry = 0;  // of a + b, 0 or 1
        std::uint64_t borrow = 0; // of subtracting 2c, 0 or 1
        std::uint64_t shifted = 0;
        for (int i = 0; i < N; ++i) {
            const std::uint64_t first = a.m_words[index(i)] + carry;
            std::uint64_t nextCarry = first < carry ? 1U : 0U;
            const std::uint64_t sum = first + b.m_words[index(i)];
            nextCarry += sum < first ? 1U : 0U;
            carry = nextCarry;
            const std::uint64_t twice = (c.m_words[index(i)] << 1) | shifted;
            shifted = c.m_words[index(i)] >> 63;
            const std::uint64_t difference = sum - twice;
            std::uint64_t nextBorrow = sum < twice ? 1U : 0U;
            nextBorrow += difference < borrow ? 1U : 0U;
            result.m_words[index(i)] = difference - borrow;
            borrow = nextBorrow;
        }
        return result;
    }
    /// Returns the value with bit `bit` set (zero when `bit` is out of range).
    static WideUint bit(int bit) {
        WideUint result;
        if (bit >= 0 && bit < 64 * N) {
            result.m_words[index(bit / 64)] = std::uint64_t{1} << (bit % 64);
        }
        return result;
    }

    /// Compares as unsigned integers.
    friend bool operator<(const WideUint& a, const WideUint& b) {
        for (int i = N - 1; i >= 0; --i) {
            if (a.m_words[index(i)] != b.m_words[index(i)]) {
                return a.m_words[index(i)] < b.m_words[index(i)];
            }
        }
        return false;
    }
    /// Equality of all words.
    friend bool operator==(const WideUint& a, const WideUint& b) = default;
    friend WideUint operator+(WideUint a, const WideUint& b) { return a += b; }
    friend WideUint operator-(WideUint a, const WideUint& b) { return a -= b; }

private:
    static constexpr std::size_t index(int i) { return static_cast<std::size_t>(i); }
    /// Applies `value << bit` word by word from the word that holds `bit` upwards: `step(word,
    /// part, carry)` folds one word's part and the incoming carry (or borrow) into the word and
    /// returns the carry out. Stops once past the value's two words with nothing to carry.
    template <class Step>
    WideUint& spreadShifted(std::uint64_t value, int bit, Step step) {
        if (value == 0 || bit < 0 || bit >= 64 * N) {
            return *this;
        }
        const int first = bit / 64;
        const int offset = bit % 64;
        const std::uint64_t low = value << offset;
        const std::uint64_t high = offset == 0 ? 0 : value >> (64 - offset);
        std::uint64_t carry = 0;
        for (int i = first; i < N; ++i) {
            const std::uint64_t part = i == first ? low : (i == first + 1 ? high : 0);
            carry = step(m_words[index(i)], part, carry);
            if (carry == 0 && i > first) {
                break;
            }
        }
        return *this;
    }

    std::array<std::uint64_t, static_cast<std::size_t>(N)> m_words{};
};

} // namespace renju::pairing::matching
