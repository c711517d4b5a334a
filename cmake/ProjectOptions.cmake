# Per-target settings shared by every project target: the language level and the warnings.
# Warnings are errors in every preset (GCC 12 false positives are handled in the presets).
# -Wnull-dereference is left out: GCC 12 reports it falsely inside libstdc++'s std::string when
# inlined into CLI11's headers.
function(renju_configure_target target)
    target_compile_features(${target} PUBLIC cxx_std_20)
    set_target_properties(${target} PROPERTIES CXX_EXTENSIONS OFF)
    target_compile_options(${target} PRIVATE
        -Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow
        -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Woverloaded-virtual
        -Wdouble-promotion -Wimplicit-fallthrough
        -Werror)
endfunction()
