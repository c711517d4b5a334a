#pragma once

#include "arbiter/ui/view_models/clock_key_tap.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

struct GLFWwindow;

namespace renju::arbiter::platform {

/// How the window is opened.
struct WindowOptions {
    int width = 1280;
    int height = 800;
    std::string title = "Renju Arbiter";
    /// Fills the screen (interactive use); scripts and benchmarks keep the given size.
    bool isMaximized = false;
};

/// An RGBA image read from the window, top row first.
struct Screenshot {
    int width = 0;
    int height = 0;
    std::vector<unsigned char> pixels;
};

/// The GLFW window with an OpenGL 3.3 core context and Dear ImGui's GLFW and OpenGL 3
/// backends (from Debian's libimgui.a). The ImGui context must exist before it is created.
class Window {
public:
    /// Receives the window's events that need a redraw, and the clock-button keys (Left and
    /// Right Shift) with the monotonic instant they were pressed (ms).
    struct Callbacks {
        std::function<void()> onInput;
        std::function<void(bool isLeft, std::int64_t monotonicAt)> onClockKey;
        std::function<void()> onScaleChange;
    };

    /// Opens the window; throws std::runtime_error when GLFW or OpenGL 3.3 is unavailable.
    Window(const WindowOptions& options, Callbacks callbacks);
    ~Window();
    Window(const Window&) = delete;
    Window& operator=(const Window&) = delete;

    /// Returns the monitor's content scale (1 on a 96-dpi screen, 2 on a HiDPI one).
    float contentScale() const;
    bool shouldClose() const;
    /// Starts an ImGui frame: the backends read the window's size, mouse and time.
    void newFrame();
    /// Draws ImGui's draw data into the back buffer (cleared first).
    void render();
    /// Shows the back buffer.
    void swap();
    /// Reads the back buffer (after render(), before swap()).
    Screenshot readBackBuffer() const;
    /// Uploads the font atlas again after it was rebuilt.
    void reloadFontTexture();
    /// Uploads an RGBA image (top row first) as a texture the views can draw with ImGui
    /// (ImTextureID); returns its id. Only the platform touches OpenGL: the views get the id.
    std::uintptr_t uploadTexture(int width, int height, const std::uint8_t* rgba);
    /// Frees a texture made by uploadTexture (0 is ignored).
    void deleteTexture(std::uintptr_t texture);
    /// Waits for events for at most `timeoutMilliseconds` (nothing: until an event).
    void waitEvents(std::optional<std::int64_t> timeoutMilliseconds);
    /// Wakes waitEvents() from another thread.
    static void wake();
    /// Waits until the GPU has finished (for timing).
    void finish();
    /// Fills the primary monitor (the players' clock), or returns to the window as it was.
    /// Nothing happens when it is already so.
    void setFullScreen(bool isFullScreen);

private:
    GLFWwindow* m_window = nullptr;
    bool m_isFullScreen = false;
    std::array<int, 4> m_windowed{}; ///< x, y, width, height before the full screen
    Callbacks m_callbacks;
    ui::ClockKeyTap m_clockKeys;
    friend struct WindowCallbacks;
};

/// Writes an RGBA screenshot as PNG; throws std::runtime_error when it cannot.
void writePng(const std::string& path, const Screenshot& image);

} // namespace renju::arbiter::platform
