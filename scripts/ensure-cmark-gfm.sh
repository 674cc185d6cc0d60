#!/usr/bin/env bash
# Makes sure cmark-gfm and its extensions library are installed, installing them with the
# system's package manager when it can, and otherwise saying exactly what to install.
set -euo pipefail

have_cmark() {
  pkg-config --exists libcmark-gfm 2>/dev/null && [ -e "$(pkg-config --variable=includedir libcmark-gfm)/cmark-gfm-core-extensions.h" ]
}

# --cli: also the cmark-gfm command, which the benchmark uses as its floor.
want_cli=0
[ "${1:-}" = "--cli" ] && want_cli=1
have_all() { have_cmark && { [ $want_cli -eq 0 ] || command -v cmark-gfm >/dev/null 2>&1; }; }

have_all && exit 0

if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"; else SUDO=""; fi
  fi
  if [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; then
    echo "Installing cmark-gfm (libcmark-gfm-dev, libcmark-gfm-extensions-dev) with apt-get…"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev cmark-gfm >/dev/null
  fi
elif command -v brew >/dev/null 2>&1; then
  echo "Installing cmark-gfm with Homebrew…"
  brew install cmark-gfm pkg-config
fi

if ! have_all; then
  cat >&2 <<'MSG'
hig-gen needs the cmark-gfm C library with its extensions (plain cmark has no tables).
Install it, then run make again:
  Debian/Ubuntu:  sudo apt-get install pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev
  macOS:          brew install cmark-gfm pkg-config
MSG
  exit 1
fi
