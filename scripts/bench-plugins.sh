#!/usr/bin/env bash
# Clean and no-op build times of one app package three ways: HIGGenPlugin backed by the
# prebuilt hig-gen (HIGGenPlugins, bundle made from BINARY), the plugin built from source (the
# hig-gen package), and no plugin at all (the generated file copied in as a source), which is
# the floor. Each runs in a copy of Examples/BinaryPluginDemo in a temporary folder with a
# scratch path of its own; "plugin ran" counts the generator's command lines in `swift build -v`.
# Usage: scripts/bench-plugins.sh [swift] BINARY
set -euo pipefail
swift_cmd="${1:-swift}"
binary="$2"
root=$(pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/hig-gen-plugin-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

./scripts/make-bundle.sh "$swift_cmd" "$binary" HIGGenPlugins >/dev/null
cp -r Content "$work/Content"

# copy NAME: the example in $work/NAME, with its paths made absolute.
copy() {
  mkdir -p "$work/$1"
  cp -r Examples/BinaryPluginDemo/. "$work/$1/"
  rm -rf "$work/$1"/.build*
  sed -i "s|\"../../../../Content\"|\"$work/Content\"|" "$work/$1/Sources/BinaryPluginDemo/.hig-gen.json"
  sed -i "s|path: \"../../HIGGenPlugins\"|path: \"$root/HIGGenPlugins\"|" "$work/$1/Package.swift"
}
copy binary
copy source
sed -i "s|.package(name: \"HIGGenPlugins\", path: \"[^\"]*\")|.package(name: \"hig-gen\", path: \"$root\")|; s|package: \"HIGGenPlugins\"|package: \"hig-gen\"|" \
  "$work/source/Package.swift"
copy none
# No plugin: the constants the plugin would generate, as an ordinary source file.
(cd "$work/none/Sources/BinaryPluginDemo" &&
  "$root/$binary" swift --output HIGRulebook.generated.swift --quiet --target-config .hig-gen.json bookmarks-shortcuts.md \
    "$work/Content" && rm .hig-gen.json bookmarks-shortcuts.md)
cat >"$work/none/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "BinaryPluginDemo",
    targets: [.executableTarget(name: "BinaryPluginDemo")],
    swiftLanguageModes: [.v6]
)
SWIFT

# time NAME: seconds of one `swift build -v`, and how often the generator ran.
measure() {
  local log="$work/$1.log" start end
  start=$(date +%s%N)
  "$swift_cmd" build -v --package-path "$work/$1" --scratch-path "$work/$1/.build" >"$log" 2>&1 || {
    cat "$log" >&2
    echo "bench-plugins: building $1 failed" >&2
    exit 1
  }
  end=$(date +%s%N)
  seconds=$(awk "BEGIN { printf \"%.1f\", ($end - $start) / 1e9 }")
  ran=$(grep -cE '/hig-gen(-core)?(-tool)? swift --output ' "$log" || true)
}

printf '%-30s %10s %12s %10s %12s\n' "plugin" "clean (s)" "plugin ran" "no-op (s)" "plugin ran"
for kind in none binary source; do
  measure "$kind"
  clean="$seconds" clean_ran="$ran"
  # The first build after a clean one relinks and may rerun the tool once (Docs/Performance.md).
  measure "$kind"
  measure "$kind"
  case $kind in
    none) label="no plugin (floor)" ;;
    binary) label="prebuilt (HIGGenPlugins)" ;;
    source) label="from source (hig-gen)" ;;
  esac
  printf '%-30s %10s %12s %10s %12s\n' "$label" "$clean" "$clean_ran" "$seconds" "$ran"
done
