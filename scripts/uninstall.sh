#!/usr/bin/env bash
# Removes exactly what scripts/install.sh installed under DESTDIR/PREFIX, by its manifest.
# Usage: scripts/uninstall.sh PREFIX [DESTDIR]
set -euo pipefail
root="${2:-}$1"
manifest="$root/share/hig-gen/install-manifest.txt"
[ -f "$manifest" ] || { echo "nothing to uninstall: no $manifest" >&2; exit 1; }
while IFS= read -r file; do
  rm -f "$root/$file"
done < "$manifest"
rm -f "$manifest"
rmdir "$root/share/hig-gen" 2>/dev/null || true
echo "removed hig-gen from $root"
