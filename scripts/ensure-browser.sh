#!/usr/bin/env bash
# Makes sure the site tests have what they drive: Chromium with its chromedriver, and Java for
# the Nu HTML checker. Installs what is missing with apt-get when it can, and otherwise says
# exactly what to install. Never downloads a browser of its own.
set -euo pipefail

have() { command -v "$1" >/dev/null 2>&1; }
have_chromium() { have chromium || have chromium-browser || have google-chrome; }
have_driver() { have chromedriver || [ -x /usr/lib/chromium/chromedriver ]; }

missing=()
have_chromium || missing+=(chromium)
have_driver || missing+=(chromium-driver)
have java || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0

if have apt-get; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ] && have sudo && sudo -n true 2>/dev/null; then SUDO="sudo"; fi
  if [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; then
    echo "Installing ${missing[*]} with apt-get…"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
fi

if ! have_chromium || ! have_driver || ! have java; then
  cat >&2 <<'MSG'
The site tests drive a real Chromium and run the Nu HTML checker on Java. Install them, then
run make again:
  Debian/Ubuntu:  sudo apt-get install chromium chromium-driver default-jre-headless
  macOS:          brew install --cask chromium && brew install chromedriver openjdk
MSG
  exit 1
fi
