#!/usr/bin/env bash
# `make dist`: a release hig-gen that needs nothing but the C library (Swift runtime and
# Foundation from --static-swift-stdlib, cmark-gfm from Debian's static archives), in dist/,
# and its artifact bundle. About 21 minutes on 2 cores, mostly swift-syntax.
# Usage: scripts/dist.sh [swift]
set -euo pipefail
swift_cmd="${1:-swift}"
scratch=.build-dist
libdir=$(pkg-config --variable=libdir libcmark-gfm)

# The dist build finds cmark-gfm through a .pc file whose only library folder holds the
# static archives, so both `-lcmark-gfm` (from the module map) and the .pc's flags link them;
# the normal build keeps the system's shared libraries. Extensions first: they call the core.
static="$PWD/$scratch/cmark-static"
mkdir -p "$static/pkgconfig"
ln -sf "$libdir/libcmark-gfm.a" "$libdir/libcmark-gfm-extensions.a" "$static/"
cat >"$static/pkgconfig/libcmark-gfm.pc" <<PC
Name: libcmark-gfm
Description: cmark-gfm, static archives only (hig-gen dist build)
Version: $(pkg-config --modversion libcmark-gfm)
Libs: -L$static -lcmark-gfm-extensions -lcmark-gfm
Cflags: -I$(pkg-config --variable=includedir libcmark-gfm)
PC

commit=$(git rev-parse --short=12 HEAD)
HIG_GEN_COMMIT=$commit PKG_CONFIG_PATH="$static/pkgconfig" ./scripts/swift-build.sh "$swift_cmd" \
  -c release --static-swift-stdlib --scratch-path "$scratch" --product hig-gen
mkdir -p dist
cp "$scratch/release/hig-gen" dist/hig-gen

# Nothing Swift, Foundation or cmark may be loaded at run time.
echo "ldd dist/hig-gen:"
ldd dist/hig-gen | tee "$scratch/ldd.txt"
if grep -Ei 'swift|foundation|cmark|icu' "$scratch/ldd.txt"; then
  echo "dist: dist/hig-gen still loads the libraries above" >&2
  exit 1
fi
dist/hig-gen --version
./scripts/make-bundle.sh "$swift_cmd" dist/hig-gen dist
# HIGGenPlugins/ (the binary-backed plugin) uses the bundle beside its Package.swift.
rm -rf HIGGenPlugins/hig-gen.artifactbundle
cp -R dist/hig-gen.artifactbundle HIGGenPlugins/
