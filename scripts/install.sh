#!/usr/bin/env bash
# Installs hig-gen: the binary, its bash, zsh and fish completions and its man page, all
# generated from the command definitions (swift-argument-parser), under DESTDIR/PREFIX. It
# records every file it installs, so `make uninstall` removes exactly those.
# Usage: scripts/install.sh BINARY PREFIX [DESTDIR] [SWIFT]
set -euo pipefail
binary=$1
prefix=$2
destdir=${3:-}
swift=${4:-swift}
cd "$(dirname "$0")/.."
root="$destdir$prefix"
manifest="$root/share/hig-gen/install-manifest.txt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The man page is dated by the last commit, so the same sources give the same page. It is
# written by argument-parser's generate-manual from the binary being installed: the tool its
# `generate-manual` plugin runs, built on its own, because the plugin first builds every product
# of this package, which builds hig-gen a second time for the lint plugins (Docs/TestTime.md).
date=$(git log -1 --format=%cs 2>/dev/null || echo 2026-01-01)
parser=.build/checkouts/swift-argument-parser
[ -f "$parser/Package.swift" ] || { echo "install: $parser is missing; run 'make' first" >&2; exit 1; }
"$swift" build --package-path "$parser" --scratch-path .build/generate-manual --product generate-manual >/dev/null
mkdir -p "$work/man"
.build/generate-manual/debug/generate-manual "$binary" --date "$date" --output-directory "$work/man" >/dev/null

install_file() { # source, destination relative to root, mode
  install -D -m "$3" "$1" "$root/$2"
  echo "$2" >> "$work/manifest"
}
: > "$work/manifest"
install_file "$binary" bin/hig-gen 755
"$binary" --generate-completion-script bash > "$work/hig-gen.bash"
"$binary" --generate-completion-script zsh > "$work/_hig-gen"
"$binary" --generate-completion-script fish > "$work/hig-gen.fish"
install_file "$work/hig-gen.bash" share/bash-completion/completions/hig-gen 644
install_file "$work/_hig-gen" share/zsh/site-functions/_hig-gen 644
install_file "$work/hig-gen.fish" share/fish/vendor_completions.d/hig-gen.fish 644
install_file "$work/man/hig-gen.1" share/man/man1/hig-gen.1 644
install -D -m 644 "$work/manifest" "$manifest"
echo "installed hig-gen into $root ($(wc -l < "$work/manifest") files, listed in $manifest)"
