#pragma once

#include <cstddef>
#include <string>

namespace renju::arbiter::ui {

/// A font file mapped into memory read-only: only the pages the atlas reads (the tables and
/// the outlines of the glyphs it bakes) are loaded, not the whole 20 MB CJK collection.
class FontData {
public:
    /// Maps `path`; throws std::runtime_error naming the file (`what`) when it cannot.
    FontData(const std::string& path, const char* what);
    ~FontData();
    FontData(const FontData&) = delete;
    FontData& operator=(const FontData&) = delete;

    /// Returns the bytes, for Dear ImGui (which only reads them; the pointer is not const
    /// because its API is not).
    void* data() const { return m_data; }
    int size() const { return static_cast<int>(m_size); }

private:
    void* m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace renju::arbiter::ui
