#!/usr/bin/env bash
# Packs BINARY as an SwiftPM artifact bundle OUT/hig-gen.artifactbundle for this machine's
# triple (info.json schemaVersion 1.0, the layout Docs/Distribution.md documents), zips it
# next to it and prints the zip's SwiftPM checksum.
# Usage: scripts/make-bundle.sh [swift] BINARY OUT
set -euo pipefail
swift_cmd="$1"
binary="$2"
out="$3"
version=$("$binary" --version | head -n1 | awk '{print $2}')
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) triple=x86_64-unknown-linux-gnu ;;
  Linux-aarch64) triple=aarch64-unknown-linux-gnu ;;
  Darwin-*) triple="$(uname -m)-apple-macosx" ;;
  *) echo "make-bundle: unsupported platform $(uname -sm)" >&2; exit 1 ;;
esac
bundle="$out/hig-gen.artifactbundle"
variant="hig-gen-$version-$triple"
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/hig-gen"
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "hig-gen": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "$variant/bin/hig-gen", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
JSON
# Fixed timestamps and order, so the same binary gives the same zip and checksum.
find "$bundle" -exec touch -h -d @0 {} +
(cd "$out" && find hig-gen.artifactbundle | LC_ALL=C sort | zip -q -X -@ hig-gen.artifactbundle.zip)
echo "$bundle.zip checksum: $("$swift_cmd" package compute-checksum "$bundle.zip")"
