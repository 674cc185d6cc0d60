#!/usr/bin/env bash
# Installs hig-gen: the binary, bash/zsh/fish completions (from swift-argument-parser) and the
# man page (generated from the command definitions), under $DESTDIR$PREFIX. Every file and
# every folder it creates is listed in share/hig-gen/install-manifest, which
# scripts/uninstall.sh reads to remove exactly those.
# Usage: scripts/install.sh BINARY MAN_PAGE_DIR   (PREFIX, DESTDIR from the environment)
set -euo pipefail
binary="$1"
man_dir="$2"
prefix="${PREFIX:-/usr/local}"
root="${DESTDIR:-}$prefix"
[[ -x "$binary" ]] || { echo "install: no executable at $binary" >&2; exit 1; }
[[ -f "$man_dir/hig-gen.1" ]] || { echo "install: no man page in $man_dir" >&2; exit 1; }

manifest_rel=share/hig-gen/install-manifest
entries=()

# Creates each missing folder of $1 (relative to $root), recording it deepest-last.
make_dir() {
  local path="" part
  IFS=/ read -ra parts <<<"$1"
  for part in "${parts[@]}"; do
    path="${path:+$path/}$part"
    if [[ ! -d "$root/$path" ]]; then
      mkdir -p "$root/$path"
      entries+=("dir $path")
    fi
  done
}

# put MODE SOURCE DEST: copies one file and records it.
put() {
  make_dir "$(dirname "$3")"
  install -m "$1" "$2" "$root/$3"
  entries+=("file $3")
}

mkdir -p "$root"
put 755 "$binary" bin/hig-gen
completions=$(mktemp -d)
trap 'rm -rf "$completions"' EXIT
for shell in bash zsh fish; do
  "$binary" --generate-completion-script "$shell" >"$completions/$shell"
done
put 644 "$completions/bash" share/bash-completion/completions/hig-gen
put 644 "$completions/zsh" share/zsh/site-functions/_hig-gen
put 644 "$completions/fish" share/fish/vendor_completions.d/hig-gen.fish
put 644 "$man_dir/hig-gen.1" share/man/man1/hig-gen.1

make_dir "$(dirname "$manifest_rel")"
# Installing again over an install keeps the folders the first one created.
if [[ -f "$root/$manifest_rel" ]]; then
  while read -r entry; do
    [[ "$entry" == dir\ * ]] && entries=("$entry" "${entries[@]}")
  done < <(tac "$root/$manifest_rel")
fi
entries+=("file $manifest_rel")
printf '%s\n' "${entries[@]}" >"$root/$manifest_rel"
echo "installed hig-gen in $root (manifest: $root/$manifest_rel)"
