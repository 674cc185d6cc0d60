#!/usr/bin/env bash
# `make test`: every check, in stages. The stages run in order; within a stage the lanes run
# side by side (they share no build folder and no apt lock), and the targets of one lane run
# one after another. Each lane writes its own log, printed whole when its stage ends, so
# parallel output never interleaves. The time of every stage and lane is printed at the end.
#
# One debug build (`swift build --build-tests`) serves every later stage: they run make with
# BUILT=1, so `build` does nothing and `swift-test` runs with --skip-build, and no lane waits
# on SwiftPM's lock of .build while another lane's tests run.
# Usage: scripts/test.sh [make]
set -uo pipefail
make_cmd="${1:-make}"
logs=.build/test-logs
rm -rf "$logs" && mkdir -p "$logs"
times=()
failed=()
started=$SECONDS

finish() {
  echo
  echo "make test: time of each stage (lanes side by side within it):"
  printf '%s\n' "${times[@]}"
  printf '  %-34s %5ss\n' "total" "$((SECONDS - started))"
  if [ ${#failed[@]} -gt 0 ]; then
    echo "make test: FAILED in ${failed[*]} (logs in $logs/)" >&2
    exit 1
  fi
  echo "make test: passed"
  exit 0
}

# lane NAME [VAR=value…] TARGET…: the targets in order, into NAME's log.
lane() {
  local name="$1" start=$SECONDS status=0
  shift
  "$make_cmd" --no-print-directory "$@" >"$logs/$name.log" 2>&1 || status=$?
  echo "$((SECONDS - start)) $status" >"$logs/$name.result"
}

# stage TITLE "NAME: [VAR=value…] TARGET…"…: the lanes side by side; stops make test when one fails.
stage() {
  local title="$1" start=$SECONDS pids=() spec name seconds status
  shift
  echo "== $title"
  for spec in "$@"; do
    # shellcheck disable=SC2086  # the targets are words
    lane "${spec%%:*}" ${spec#*:} &
    pids+=($!)
  done
  wait "${pids[@]}"
  times+=("$(printf '  %-34s %5ss' "$title" "$((SECONDS - start))")")
  for spec in "$@"; do
    name="${spec%%:*}"
    read -r seconds status <"$logs/$name.result"
    echo "-- $name (${seconds}s)"
    cat "$logs/$name.log"
    times+=("$(printf '      %-30s %5ss%s' "$name" "$seconds" "$([ "$status" -eq 0 ] || echo '  FAILED')")")
    [ "$status" -eq 0 ] || failed+=("$name")
  done
  [ ${#failed[@]} -eq 0 ] || finish
}

built=BUILT=1
# cmark-gfm first: the build needs it, and apt allows one install at a time.
stage "set-up" "cmark-gfm: setup"
# The compiler is busy for minutes; the browser, Java and the Python tools download meanwhile.
stage "build, and the test tools" \
  "build: BUILD_FLAGS=--build-tests build" \
  "tools: browser python-tools"
# Everything that needs only the build. The fuzzer's release build has its own folder and
# the Swift tests leave a core idle at times, so it is made here too. make -j2 starts the
# checks in the order given: the browser tests, the longest (about four minutes), first.
stage "tests and checks" \
  "swift-test: $built swift-test install-test" \
  "checks: $built -j2 site-test docc-test format-check freshness layouts-fresh schema-test docs-test lint-test precommit-test bundle-test" \
  "fuzz-build: fuzz-build"
# Packages that build with the plugins, on every core, so one at a time. incremental-check
# builds and runs Examples/ShortcutsDemo clean (what `make example` does, so it is not built
# twice), and SketchyApp then builds in the same scratch folder, reusing its hig-gen.
stage "example packages" \
  "examples: $built EXAMPLES_SCRATCH=.build-examples incremental-check app-example binary-plugin-example lint-plugin-example"
stage "fuzzing smoke run" "fuzz-smoke: fuzz-smoke"
finish
