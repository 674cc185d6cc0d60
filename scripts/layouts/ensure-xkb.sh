#!/usr/bin/env bash
# Makes sure libxkbcommon and xkb-data are installed for the layout generator, installing
# them with apt-get when it can, and otherwise saying exactly what to install. Only
# `make layouts` needs them; the build and the tests read the committed layout files.
set -euo pipefail

have_xkb() {
  python3 -c 'import ctypes; ctypes.CDLL("libxkbcommon.so.0")' 2>/dev/null && [ -d /usr/share/X11/xkb/symbols ] \
    && command -v dpkg-query >/dev/null
}

have_xkb && exit 0

if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"; fi
  if [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; then
    echo "Installing libxkbcommon0 and xkb-data with apt-get…"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libxkbcommon0 xkb-data >/dev/null
  fi
fi

have_xkb || {
  echo "make layouts needs libxkbcommon (libxkbcommon.so.0) and xkb-data on a Debian-like system:" >&2
  echo "  sudo apt-get install libxkbcommon0 xkb-data" >&2
  exit 1
}
