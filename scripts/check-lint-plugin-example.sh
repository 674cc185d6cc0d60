#!/usr/bin/env bash
# Builds Examples/LintPluginDemo, which applies both lint plugins from HIGGenPlugins (the bundle
# `make binary-plugin-example` writes), and checks what its developers would see:
#   1. the build shows the findings at their lines (Swift, Interface Builder, manifest) and
#      succeeds, since they are warnings; bare arrows on a list's buttons are not findings;
#   2. a no-op build runs no check; editing a checked file runs it again;
#   3. a reserved shortcut (Shift-Command-Q, Log Out) fails the build at its line;
#   4. `swift package hig-gen-lint` reports the same findings, fails with --strict, and with
#      --fix rewrites only the manifest's modifier order, after which that finding is gone.
# Steps 3 and 4 run on a copy, so the example is never changed.
set -euo pipefail
SWIFT=${1:-swift}
cd "$(dirname "$0")/.."
root=$(pwd)
scratch="$root/.build-lint-plugin-example"
work=$(mktemp -d "${TMPDIR:-/tmp}/hig-gen-lint-plugin.XXXXXX")
trap 'rm -rf "$work"' EXIT

fail() { echo "check-lint-plugin-example: $*" >&2; exit 1; }
expect() { grep -Eq "$2" "$1" || { cat "$1" >&2; fail "expected /$2/ in $(basename "$1")"; }; }
refuse() { ! grep -Eq "$2" "$1" || { cat "$1" >&2; fail "did not expect /$2/ in $(basename "$1")"; }; }
build() { "$SWIFT" build --package-path "$1" --scratch-path "$2" >"$3" 2>&1; }

app=Examples/LintPluginDemo
rm -rf "$scratch" # a build with nothing to do would show no findings
build "$app" "$scratch" "$work/build.log" || { cat "$work/build.log" >&2; fail "the example did not build"; }
expect "$work/build.log" 'NotesCommands\.swift:9:58: warning: Shift-N is a key people type.*\[typing-conflict\]'
expect "$work/build.log" "MainMenu\.xib:23:72: note: Control-Command-L adds Control to Command.*\[avoid-control\]"
expect "$work/build.log" 'shortcuts\.yml:5:15: warning: modifiers out of order.*\[modifier-order\]'
refuse "$work/build.log" 'NotesCommands\.swift:2[23]:[0-9]+: (warning|error)'
refuse "$work/build.log" ': error:'
echo "check-lint-plugin-example: the build shows the findings at their lines"

build "$app" "$scratch" "$work/noop.log"
refuse "$work/noop.log" 'Checking keyboard shortcuts'
touch "$app/Sources/Notes/NotesCommands.swift"
build "$app" "$scratch" "$work/touched.log"
expect "$work/touched.log" 'Checking keyboard shortcuts in Notes'
echo "check-lint-plugin-example: a no-op build checks nothing; an edit checks again"

copy="$work/LintPluginDemo"
cp -r "$app" "$copy"
sed -i "s|path: \"../../HIGGenPlugins\"|path: \"$root/HIGGenPlugins\"|" "$copy/Package.swift"
sed -i 's|Button("Pin Note") {}|Button("Sign Out") {}.keyboardShortcut("q", modifiers: [.shift, .command])\n                &|' "$copy/Sources/Notes/NotesCommands.swift"
if build "$copy" "$work/copy-build" "$work/error.log"; then cat "$work/error.log" >&2; fail "a reserved shortcut did not fail the build"; fi
expect "$work/error.log" 'NotesCommands\.swift:10:[0-9]+: error: Shift-Command-Q is reserved by the system \(Log Out\).*\[reserved-conflict\]'
echo "check-lint-plugin-example: Shift-Command-Q is reserved, and the build fails at its line"
cp "$app/Sources/Notes/NotesCommands.swift" "$copy/Sources/Notes/NotesCommands.swift"

plugin() { "$SWIFT" package --package-path "$copy" --scratch-path "$work/copy-build" --allow-writing-to-package-directory hig-gen-lint "$@"; }
plugin >"$work/lint.log" 2>&1 || { cat "$work/lint.log" >&2; fail "hig-gen-lint failed on warnings alone"; }
expect "$work/lint.log" 'NotesCommands\.swift:9:58: warning: Shift-N'
if plugin --strict >"$work/strict.log" 2>&1; then fail "hig-gen-lint --strict passed with warnings"; fi
plugin --fix >"$work/fix.log" 2>&1 || true
diff -r "$app/Sources" "$copy/Sources" >"$work/fix.diff" || true
expect "$work/fix.diff" '^> +shortcut: Shift-Command-F$'
[ "$(grep -c '^[<>]' "$work/fix.diff")" = 2 ] || { cat "$work/fix.diff" >&2; fail "--fix changed more than the manifest's line"; }
plugin >"$work/fixed.log" 2>&1 || true
refuse "$work/fixed.log" 'modifier-order'
echo "check-lint-plugin-example: hig-gen-lint reports, fails with --strict, and --fix rewrites one line"
