#!/usr/bin/env bash
# Removes what scripts/install.sh installed under $DESTDIR$PREFIX, as its manifest lists:
# the files, then the folders it created, deepest first and only when empty.
set -euo pipefail
prefix="${PREFIX:-/usr/local}"
root="${DESTDIR:-}$prefix"
manifest="$root/share/hig-gen/install-manifest"
[[ -f "$manifest" ]] || { echo "uninstall: hig-gen is not installed in $root (no $manifest)" >&2; exit 1; }
mapfile -t entries <"$manifest"
for entry in "${entries[@]}"; do
  [[ "$entry" == file\ * ]] && rm -f "$root/${entry#file }"
done
for ((i = ${#entries[@]} - 1; i >= 0; i--)); do
  entry="${entries[i]}"
  [[ "$entry" == dir\ * ]] && { rmdir "$root/${entry#dir }" 2>/dev/null || true; }
done
echo "removed hig-gen from $root"
