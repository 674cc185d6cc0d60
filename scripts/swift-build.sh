#!/usr/bin/env bash
# Builds the package and fails on any compiler warning in our own code: zero warnings is a
# rule, and a warning hidden in scrollback is easy to miss.
set -euo pipefail
# Usage: scripts/swift-build.sh [swift] [swift build arguments…]
swift_cmd="${1:-swift}"
shift || true
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! "$swift_cmd" build "$@" 2>&1 | tee "$log"; then exit 1; fi
root=$(pwd)
# Our code, the example consumer, and Swift the plugin generated into a build folder.
if grep -E "^($root/)?((Sources|Tests|Plugins|Examples)/|\.build[^/]*/plugins/outputs/).*: warning:" "$log" >/dev/null; then
  echo "Build has warnings in our code; fix them (zero warnings is a rule)." >&2
  exit 1
fi
