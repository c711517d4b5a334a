#include "arbiter/platform/window.hpp"

#include "arbiter/time/real_clock.hpp"
#include "arbiter/ui/keys.hpp"
#include "arbiter/ui/theme.hpp"

#define GLFW_INCLUDE_NONE
#include <GL/gl.h>
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include <stb_image_write.h>
#include <stdexcept>

namespace renju::arbiter::platform {

// The views name keys by GLFW's codes without including GLFW (ui/keys.hpp).
static_assert(ui::key::kLeftShift == GLFW_KEY_LEFT_SHIFT);
static_assert(ui::key::kRightShift == GLFW_KEY_RIGHT_SHIFT);
static_assert(ui::key::kF1 == GLFW_KEY_F1 && ui::key::kF11 == GLFW_KEY_F11);
static_assert(ui::key::kEnter == GLFW_KEY_ENTER && ui::key::kKeypadEnter == GLFW_KEY_KP_ENTER);
static_assert(ui::key::kPageUp == GLFW_KEY_PAGE_UP && ui::key::kUp == GLFW_KEY_UP);
static_assert(ui::key::letter('A') == GLFW_KEY_A && ui::key::kDigit0 == GLFW_KEY_0);
static_assert(ui::key::kEscape == GLFW_KEY_ESCAPE && ui::key::kSpace == GLFW_KEY_SPACE);

/// GLFW's C callbacks, forwarding to the window's Callbacks.
struct WindowCallbacks {
    static Window& of(GLFWwindow* window) {
        return *static_cast<Window*>(glfwGetWindowUserPointer(window));
    }
    static void input(GLFWwindow* window) {
        if (of(window).m_callbacks.onInput) {
            of(window).m_callbacks.onInput();
        }
    }
    static void key(GLFWwindow* window, int key, int, int action, int) {
        Window& self = of(window);
        bool isClockKey = key == GLFW_KEY_LEFT_SHIFT || key == GLFW_KEY_RIGHT_SHIFT;
        bool isLeft = key == GLFW_KEY_LEFT_SHIFT;
        // A Shift held while typing ('+', '*', a capital, in a text field) is not a clock
        // press: only a Shift pressed and released alone is, from the instant it went down.
        if (!isClockKey) {
            if (action == GLFW_PRESS) {
                self.m_clockKeys.otherInput();
            }
        } else if (action == GLFW_PRESS && !ImGui::GetIO().WantTextInput) {
            self.m_clockKeys.shiftDown(isLeft, RealClock::monotonicNow().count());
        } else if (action == GLFW_RELEASE) {
            std::optional<ui::ClockKeyPress> press = self.m_clockKeys.shiftUp(isLeft);
            if (press && self.m_callbacks.onClockKey) {
                self.m_callbacks.onClockKey(press->isLeft, press->monotonicAt);
            }
        }
        input(window);
    }
    static void mouseButton(GLFWwindow* window, int, int action, int) {
        if (action == GLFW_PRESS) {
            of(window).m_clockKeys.otherInput(); // a Shift-click
        }
        input(window);
    }
    static void cursor(GLFWwindow* window, double, double) { input(window); }
    static void size(GLFWwindow* window, int, int) { input(window); }
    static void scale(GLFWwindow* window, float, float) {
        if (of(window).m_callbacks.onScaleChange) {
            of(window).m_callbacks.onScaleChange();
        }
        input(window);
    }
};

namespace {

void installCallbacks(GLFWwindow* window) {
    // Installed before ImGui's backend, which chains to them.
    glfwSetKeyCallback(window, WindowCallbacks::key);
    glfwSetMouseButtonCallback(window, WindowCallbacks::mouseButton);
    glfwSetScrollCallback(window, [](GLFWwindow* w, double, double) { WindowCallbacks::input(w); });
    glfwSetCharCallback(window, [](GLFWwindow* w, unsigned int) { WindowCallbacks::input(w); });
    glfwSetWindowFocusCallback(window, [](GLFWwindow* w, int) { WindowCallbacks::input(w); });
    glfwSetCursorEnterCallback(window, [](GLFWwindow* w, int) { WindowCallbacks::input(w); });
    glfwSetCursorPosCallback(window, WindowCallbacks::cursor);
    glfwSetFramebufferSizeCallback(window, WindowCallbacks::size);
    glfwSetWindowRefreshCallback(window, WindowCallbacks::input);
    glfwSetWindowContentScaleCallback(window, WindowCallbacks::scale);
}

} // namespace

Window::Window(const WindowOptions& options, Callbacks callbacks)
    : m_callbacks(std::move(callbacks)) {
    if (!glfwInit()) {
        const char* description = nullptr;
        glfwGetError(&description);
        throw std::runtime_error(std::string("cannot open a window (no display?): ") +
                                 (description ? description : "GLFW failed"));
    }
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
    glfwWindowHint(GLFW_MAXIMIZED, options.isMaximized ? GLFW_TRUE : GLFW_FALSE);
    m_window =
        glfwCreateWindow(options.width, options.height, options.title.c_str(), nullptr, nullptr);
    if (!m_window) {
        const char* description = nullptr;
        glfwGetError(&description);
        glfwTerminate();
        throw std::runtime_error(std::string("cannot create an OpenGL 3.3 window: ") +
                                 (description ? description : "unknown reason"));
    }
    glfwSetWindowUserPointer(m_window, this);
    glfwMakeContextCurrent(m_window);
    // Frames are drawn only on demand: waiting for the vertical blank would only delay them.
    glfwSwapInterval(0);
    installCallbacks(m_window);
    ImGui_ImplGlfw_InitForOpenGL(m_window, true);
    ImGui_ImplOpenGL3_Init("#version 330 core");
}

Window::~Window() {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    glfwDestroyWindow(m_window);
    glfwTerminate();
}

float Window::contentScale() const {
    float x = 1;
    float y = 1;
    glfwGetWindowContentScale(m_window, &x, &y);
    return x > 0 ? x : 1.0f;
}

bool Window::shouldClose() const {
    return glfwWindowShouldClose(m_window) != 0;
}

void Window::newFrame() {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
}

void Window::render() {
    int width = 0;
    int height = 0;
    glfwGetFramebufferSize(m_window, &width, &height);
    glViewport(0, 0, width, height);
    const ImVec4& background = ui::colour::kBackground;
    glClearColor(background.x, background.y, background.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

void Window::swap() {
    glfwSwapBuffers(m_window);
}

Screenshot Window::readBackBuffer() const {
    Screenshot image;
    glfwGetFramebufferSize(m_window, &image.width, &image.height);
    auto rowBytes = static_cast<std::size_t>(image.width) * 4;
    std::vector<unsigned char> bottomUp(rowBytes * static_cast<std::size_t>(image.height));
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadBuffer(GL_BACK);
    glReadPixels(0, 0, image.width, image.height, GL_RGBA, GL_UNSIGNED_BYTE, bottomUp.data());
    image.pixels.resize(bottomUp.size());
    for (std::size_t row = 0; row < static_cast<std::size_t>(image.height); ++row) {
        std::size_t from = (static_cast<std::size_t>(image.height) - 1 - row) * rowBytes;
        std::copy_n(bottomUp.begin() + static_cast<std::ptrdiff_t>(from), rowBytes,
                    image.pixels.begin() + static_cast<std::ptrdiff_t>(row * rowBytes));
    }
    return image;
}

void Window::reloadFontTexture() {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
}

std::uintptr_t Window::uploadTexture(int width, int height, const std::uint8_t* rgba) {
    GLuint texture = 0;
    glGenTextures(1, &texture);
    glBindTexture(GL_TEXTURE_2D, texture);
    // Linear filtering: the preview is drawn smaller than it was rendered.
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    glBindTexture(GL_TEXTURE_2D, 0);
    return static_cast<std::uintptr_t>(texture);
}

void Window::deleteTexture(std::uintptr_t texture) {
    if (texture != 0) {
        auto name = static_cast<GLuint>(texture);
        glDeleteTextures(1, &name);
    }
}

void Window::waitEvents(std::optional<std::int64_t> timeoutMilliseconds) {
    if (!timeoutMilliseconds) {
        glfwWaitEvents();
    } else if (*timeoutMilliseconds <= 0) {
        glfwPollEvents();
    } else {
        glfwWaitEventsTimeout(static_cast<double>(*timeoutMilliseconds) / 1000.0);
    }
}

void Window::setFullScreen(bool isFullScreen) {
    if (isFullScreen == m_isFullScreen) {
        return;
    }
    m_isFullScreen = isFullScreen;
    if (!isFullScreen) {
        auto [x, y, width, height] = m_windowed;
        glfwSetWindowMonitor(m_window, nullptr, x, y, width, height, GLFW_DONT_CARE);
        return;
    }
    auto& [x, y, width, height] = m_windowed;
    glfwGetWindowPos(m_window, &x, &y);
    glfwGetWindowSize(m_window, &width, &height);
    GLFWmonitor* monitor = glfwGetPrimaryMonitor();
    const GLFWvidmode* mode = monitor ? glfwGetVideoMode(monitor) : nullptr;
    if (!mode) {
        m_isFullScreen = false; // no monitor to fill: the players' clock fills the window
        return;
    }
    glfwSetWindowMonitor(m_window, monitor, 0, 0, mode->width, mode->height, mode->refreshRate);
}

void Window::wake() {
    glfwPostEmptyEvent();
}

void Window::finish() {
    glFinish();
}

void writePng(const std::string& path, const Screenshot& image) {
    if (!stbi_write_png(path.c_str(), image.width, image.height, 4, image.pixels.data(),
                        image.width * 4)) {
        throw std::runtime_error("cannot write the screenshot " + path);
    }
}

} // namespace renju::arbiter::platform
