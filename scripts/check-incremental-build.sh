#!/usr/bin/env bash
# Measures how the example consumer rebuilds with HIGGenPlugin, instead of assuming it:
# a copy of Examples/ShortcutsDemo in a temporary folder is built clean, then three times
# without changes (the generator must not run on the third), then once after its guideline
# file is edited (the generator must run exactly once and the constant must change).
# Last, it shows SwiftPM's limit with new files: a file added to a folder named in
# .hig-gen.json is not seen, until .hig-gen.json is touched. The clean build is also run, as
# `make example` runs it.
#
# Whether the generator ran is read from `swift build -v`, which prints a command's
# command line only when it runs. Usage: scripts/check-incremental-build.sh [swift] [SCRATCH]
# SCRATCH (emptied first, and kept) lets the next example reuse the hig-gen build in it.
set -euo pipefail
swift_cmd="${1:-swift}"
root=$(pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/hig-gen-incremental.XXXXXX")
trap 'rm -rf "$work"' EXIT
scratch="${2:-$work/build}"
case "$scratch" in /*) ;; *) scratch="$root/$scratch" ;; esac
rm -rf "$scratch"

demo="$work/ShortcutsDemo"
mkdir -p "$demo"
(cd Examples/ShortcutsDemo && tar --exclude=.build --exclude='.build-*' -cf - .) | (cd "$demo" && tar -xf -)
# The copy points at this checkout by absolute path, and at a copy of Content/.
cp -r Content "$work/Content"
sed -i.orig "s|path: \"../..\"|path: \"$root\"|" "$demo/Package.swift"
sed -i.orig "s|\"../../../../Content\"|\"$work/Content\"|" "$demo/Sources/ShortcutsDemo/.hig-gen.json"
rm -f "$demo"/Package.swift.orig "$demo"/Sources/ShortcutsDemo/.hig-gen.json.orig
guideline="$demo/Sources/ShortcutsDemo/bookmarks-shortcuts.md"

failures=0
report=()
runs=0

# build NAME: builds the copy, records the wall time and how often the generator ran.
build() {
  local name="$1" log="$work/build-$((${#report[@]} + 1)).log" start end
  start=$(date +%s%N)
  if ! "$swift_cmd" build --package-path "$demo" --scratch-path "$scratch" -v >"$log" 2>&1; then
    cat "$log" >&2
    echo "incremental check: the '$name' build failed" >&2
    exit 1
  fi
  end=$(date +%s%N)
  seconds=$(awk "BEGIN { printf \"%.1f\", ($end - $start) / 1e9 }")
  runs=$(grep -cE '/hig-gen-core(-tool)? swift --output ' "$log" || true)
  report+=("$(printf '%-34s %6s s   generator ran %s time(s)' "$name" "$seconds" "$runs")")
}

expect_runs() {
  if [ "$runs" != "$1" ]; then
    echo "incremental check: expected the generator to run $1 time(s) in the last build, it ran $runs" >&2
    failures=$((failures + 1))
  fi
}

build "1. clean build"
expect_runs 1
# The example runs as `make example` runs it (it exits 1 if one of its shortcuts is
# reserved), so make test need not build it a second time.
"$scratch/debug/ShortcutsDemo" || { echo "incremental check: the example failed when run" >&2; exit 1; }
build "2. no change"
build "3. no change"
build "4. no change"
expect_runs 0
before=$("$scratch/debug/ShortcutsDemo" | grep '^HIG.Custom.sortByName:')

sed -i.orig 's/| Sort the bookmark list by name. |/| Sort the bookmark list alphabetically by name. |/' "$guideline"
rm -f "$guideline.orig"
build "5. after editing the guideline"
expect_runs 1
after=$("$scratch/debug/ShortcutsDemo" | grep '^HIG.Custom.sortByName:')
build "6. no change"
expect_runs 0

# A new file in a configured folder: SwiftPM does not see it (a known limit) until the
# plugin is evaluated again; touching .hig-gen.json makes the generator read the folder.
printf '## Standard keyboard shortcuts\n\n| Shortcut | Action |\n|---|---|\n| Command-K | Open the link palette. |\n' \
  >"$work/Content/link-palette.md"
build "7. new file in the Content copy"
expect_runs 0
touch "$demo/Sources/ShortcutsDemo/.hig-gen.json"
build "8. after touching .hig-gen.json"
expect_runs 1
generated=$(find "$scratch/plugins/outputs" -name HIGRulebook.generated.swift | head -1)
if ! grep -q 'static let openLinkPalette = HIGEntry(' "$generated"; then
  echo "incremental check: the new guideline file was not read after touching .hig-gen.json" >&2
  failures=$((failures + 1))
fi

echo "Incremental builds of the example consumer (${swift_cmd} build, debug, $(nproc 2>/dev/null || echo '?') cores):"
printf '  %s\n' "${report[@]}"
echo "  constant before the edit: $before"
echo "  constant after the edit:  $after"
if [ "$after" != "HIG.Custom.sortByName: Sort the bookmark list alphabetically by name." ]; then
  echo "incremental check: the constant did not change after the edit" >&2
  failures=$((failures + 1))
fi
if [ "$failures" -gt 0 ]; then
  echo "incremental check failed ($failures problem(s))" >&2
  exit 1
fi
echo "  new file: not seen until .hig-gen.json was touched, then HIG.Standard.openLinkPalette was generated"
echo "incremental check passed: no generator run without changes, one run after the edit"
