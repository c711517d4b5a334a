#!/usr/bin/env bash
# Installs, with apt-get, exactly the Debian 12 packages that are missing for building,
# testing and running Renju Arbiter. Idempotent: a second run installs nothing.
set -euo pipefail

packages=(
    build-essential cmake pkg-config
    catch2
    libimgui-dev libglfw3-dev libsdl2-dev libgl-dev libgl1-mesa-dri libfontconfig-dev
    libspdlog-dev libsqlite3-dev libcli11-dev nlohmann-json3-dev libstb-dev
    libpq-dev postgresql
    libcairo2-dev libpango1.0-dev
    libcups2-dev
    cups-daemon cups-client
    libexpat1-dev
    libssl-dev
    libcpp-httplib-dev chromium python3
    clang libclang-rt-14-dev
    xvfb xauth
    fonts-dejavu-core fonts-noto-cjk fonts-noto-core
    poppler-utils
)

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
done

if [[ ${#missing[@]} -eq 0 ]]; then
    echo "install-deps: all ${#packages[@]} packages are present"
    exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "install-deps: run as root or install sudo" >&2; exit 1; }
    sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -q
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
