#!/usr/bin/env bash
# Builds Examples/SketchyApp, an app whose own shortcut table is the source of truth, and
# checks what its developers would see: the plugin's finding at the table row's line in the
# build output (Show Grid on Option-G, which types a character: a warning, so the build
# succeeds; Export as PDF beside New Drawing is only a note, which the build does not show), and
# the generated SketchyShortcuts constants working in the program.
# Usage: scripts/check-app-example.sh [swift] [SCRATCH]; a SCRATCH that holds another example's
# build of hig-gen (make test passes the incremental check's) is reused, not rebuilt.
set -euo pipefail
SWIFT=${1:-swift}
scratch=${2:-.build-sketchy}
cd "$(dirname "$0")/.."
log=.build/sketchy-build.log
mkdir -p .build
"$SWIFT" build --package-path Examples/SketchyApp --scratch-path "$scratch" 2>&1 | tee "$log"
expected='Sources/Sketchy/shortcuts.md:26:[0-9]+: warning: Option-G types a character.* \[typing-conflict\]'
if ! grep -Eq "$expected" "$log"; then
  echo "check-app-example: the build did not show the typing-conflict warning at shortcuts.md:26" >&2
  exit 1
fi
echo "check-app-example: the plugin's warning appears at the table row's line"
"$scratch/debug/Sketchy"
