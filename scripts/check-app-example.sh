#!/usr/bin/env bash
# Builds Examples/SketchyApp, an app whose own shortcut table is the source of truth, and
# checks what its developers would see: the plugin's finding at the table row's line in the
# build output (Command-B is Bold, reused on purpose: a warning, so the build succeeds), and
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
expected='Sources/Sketchy/shortcuts.md:20:15: warning: Command-B is Bold; .* \[standard-repurposed\]'
if ! grep -Eq "$expected" "$log"; then
  echo "check-app-example: the build did not show the standard-repurposed warning at shortcuts.md:20:15" >&2
  exit 1
fi
echo "check-app-example: the plugin's warning appears at the table row's line"
"$scratch/debug/Sketchy"
