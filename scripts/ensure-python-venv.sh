#!/usr/bin/env bash
# Creates the git-ignored virtual environment for the Python test tools, installing the
# venv module first on Debian systems that ship Python without it.
set -euo pipefail
venv="$1"
[ -x "$venv/bin/python" ] && exit 0
if ! python3 -m venv "$venv" 2>/dev/null; then
  rm -rf "$venv"
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv "$venv"
  else
    echo "Python's venv module is missing: install python3-venv (Debian/Ubuntu) and run make again." >&2
    exit 1
  fi
fi
