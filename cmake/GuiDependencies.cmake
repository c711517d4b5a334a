# The desktop application's dependencies, all from Debian 12 packages (scripts/install-deps.sh).
#
# Dear ImGui comes from libimgui-dev (1.86): headers in /usr/include/imgui, the backends'
# headers in /usr/include/imgui/backends, and the library with the GLFW and OpenGL 3 backends
# compiled in, libimgui.a. The package has a pkg-config file; find_path/find_library are the
# fallback. The OpenGL 3 backend loads GL itself with dlopen (its gl3w loader).
find_package(PkgConfig QUIET)
if(PkgConfig_FOUND)
    pkg_check_modules(PC_IMGUI QUIET imgui)
    pkg_check_modules(PC_STB QUIET stb)
endif()

find_path(IMGUI_INCLUDE_DIR imgui.h HINTS ${PC_IMGUI_INCLUDE_DIRS} PATH_SUFFIXES imgui)
find_path(IMGUI_BACKENDS_DIR imgui_impl_glfw.h
    HINTS ${IMGUI_INCLUDE_DIR}/backends ${PC_IMGUI_INCLUDE_DIRS}/backends
    PATH_SUFFIXES imgui/backends)
find_library(IMGUI_LIBRARY NAMES libimgui.a imgui HINTS ${PC_IMGUI_LIBRARY_DIRS})
if(NOT IMGUI_INCLUDE_DIR OR NOT IMGUI_BACKENDS_DIR OR NOT IMGUI_LIBRARY)
    message(FATAL_ERROR "Dear ImGui not found (imgui.h, backends/imgui_impl_glfw.h, libimgui): "
                        "install libimgui-dev with scripts/install-deps.sh")
endif()
file(STRINGS ${IMGUI_INCLUDE_DIR}/imgui.h IMGUI_VERSION_LINE
     REGEX "^#define IMGUI_VERSION +\"[0-9.]+\"")
string(REGEX REPLACE ".*\"([0-9.]+)\".*" "\\1" IMGUI_VERSION "${IMGUI_VERSION_LINE}")
if(IMGUI_VERSION VERSION_LESS 1.86 OR IMGUI_VERSION VERSION_GREATER_EQUAL 1.87)
    # 1.87 replaced io.KeysDown[] with key events; the views are written for 1.86 (Debian 12).
    message(FATAL_ERROR "Dear ImGui ${IMGUI_VERSION} found in ${IMGUI_INCLUDE_DIR}; "
                        "the application needs 1.86 (Debian 12's libimgui-dev)")
endif()
message(STATUS "Dear ImGui ${IMGUI_VERSION}: ${IMGUI_LIBRARY}")
add_library(DearImGui::DearImGui STATIC IMPORTED)
set_target_properties(DearImGui::DearImGui PROPERTIES
    IMPORTED_LOCATION ${IMGUI_LIBRARY}
    INTERFACE_INCLUDE_DIRECTORIES "${IMGUI_INCLUDE_DIR};${IMGUI_BACKENDS_DIR}"
    INTERFACE_LINK_LIBRARIES "${CMAKE_DL_LIBS}")

# stb (libstb-dev): stb_image_write for screenshots; the implementation is in libstb.
find_path(STB_INCLUDE_DIR stb_image_write.h HINTS ${PC_STB_INCLUDE_DIRS} PATH_SUFFIXES stb)
find_library(STB_LIBRARY NAMES stb HINTS ${PC_STB_LIBRARY_DIRS})
if(NOT STB_INCLUDE_DIR OR NOT STB_LIBRARY)
    message(FATAL_ERROR "stb not found (stb_image_write.h, libstb): install libstb-dev")
endif()
add_library(Stb::Stb UNKNOWN IMPORTED)
set_target_properties(Stb::Stb PROPERTIES
    IMPORTED_LOCATION ${STB_LIBRARY}
    INTERFACE_INCLUDE_DIRECTORIES ${STB_INCLUDE_DIR})

find_package(glfw3 3.3 REQUIRED)
find_package(SDL2 REQUIRED)
find_package(OpenGL REQUIRED)
find_package(Fontconfig REQUIRED)
# Printers and print jobs (the GUI's print dialog): libcups2-dev.
find_package(Cups REQUIRED)
find_package(Threads REQUIRED)
