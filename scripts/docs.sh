#!/usr/bin/env bash
# `make docs`: one DocC archive for the libraries users import, HIGModel and HIGShortcuts, with
# the articles in Docs/DocC (the command line, app tables, the plugin, the rules), ready for
# static hosting. Symbol graphs come from the compiler (-emit-symbol-graph) in a scratch
# folder of its own, each module is converted by the toolchain's docc, and `docc merge` joins
# them under one landing page. Any docc warning (a broken symbol or article link) fails, except
# in the plugin's generated file: its doc comments write a backtick key as `` ⌘` ``, which
# DocC reads as a symbol link (a fix for Sources/HIGSwift, which this script does not hide).
# Usage: scripts/docs.sh [swift] [OUT]   (OUT defaults to .build-docs/hig-gen.doccarchive)
set -euo pipefail
swift_cmd="${1:-swift}"
out="${2:-.build-docs/hig-gen.doccarchive}"
scratch=.build-docs
graphs="$PWD/$scratch/symbol-graphs"
docc=$(command -v docc || echo "$(dirname "$(readlink -f "$(command -v "$swift_cmd")")")/docc")
mkdir -p "$graphs"
# One call per target: given two --target options, SwiftPM builds only the last (NOTES.md), and
# HIGShortcuts does not depend on HIGModel, so neither builds the other.
for module in HIGModel HIGShortcuts; do
  "$swift_cmd" build --target "$module" --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
  [ -f "$graphs/$module.symbols.json" ] || { echo "docs: no symbol graph for $module in $graphs" >&2; exit 1; }
done
archives=()
for module in HIGModel HIGShortcuts; do
  own="$scratch/graphs-$module"
  rm -rf "$own" && mkdir -p "$own"
  cp "$graphs/$module.symbols.json" "$own/"
  "$docc" convert "Docs/DocC/$module.docc" --additional-symbol-graph-dir "$own" \
    --output-path "$scratch/$module.doccarchive" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.hig-gen.$module" \
    --transform-for-static-hosting >"$scratch/docc-$module.log" 2>&1 || { cat "$scratch/docc-$module.log" >&2; exit 1; }
  # A warning's location is on the line after it.
  if awk '/^warning:/ { w = $0; getline; if ($0 !~ /HIGRulebook\.generated\.swift/) { print w; print; bad = 1 } }
          END { exit bad }' "$scratch/docc-$module.log" >&2; then :; else
    echo "docs: docc warned about $module (above)" >&2
    exit 1
  fi
  archives+=("$scratch/$module.doccarchive")
done
rm -rf "$out"
"$docc" merge "${archives[@]}" --output-path "$out" --synthesized-landing-page-name hig-gen >/dev/null
echo "DocC archive: $out (static hosting: serve the folder, open /documentation/)"
