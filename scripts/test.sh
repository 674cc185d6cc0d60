#!/usr/bin/env bash
# `make test`: every check, in stages. The stages run in order; within a stage the lanes run
# side by side (they share no build folder and no apt lock), and the targets of one lane run
# one after another. Each lane writes its own log, printed whole when its stage ends, so
# parallel output never interleaves. At the end it prints each stage's and lane's wall time and
# the CPU time (user + system) its processes took: on a shared machine the wall times vary with
# the load, the CPU times much less, so they show where the cost is (Docs/TestTime.md).
#
# One debug build (`make test-build`: the tests, hig-gen and HIGShortcuts) serves
# every later stage: they run make with BUILT=1, so `build` and `test-build` do
# nothing, and no lane waits on SwiftPM's lock of .build while another lane's tests run.
# Usage: scripts/test.sh [make]
set -uo pipefail
make_cmd="${1:-make}"
logs=.build/test-logs
rm -rf "$logs" && mkdir -p "$logs"
times=()
failed=()
started=$SECONDS

cpu_total=0

# add A B: the sum of two times in seconds, to a tenth.
add() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a + b }'; }

finish() {
  echo
  echo "make test: wall and CPU (user + system) time of each stage (lanes side by side within it):"
  printf '%s\n' "${times[@]}"
  printf '  %-34s %5ss %7ss CPU\n' "total" "$((SECONDS - started))" "$cpu_total"
  echo "make test: load average now: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
  if [ ${#failed[@]} -gt 0 ]; then
    echo "make test: FAILED in ${failed[*]} (logs in $logs/)" >&2
    exit 1
  fi
  echo "make test: passed"
  exit 0
}

# lane NAME [VAR=value…] TARGET…: the targets in order, into NAME's log. Bash's `time` counts
# the CPU of every process the lane waited for (make, the compilers, the tests they start);
# wait-all.py makes that every process the lane started, the browser's included.
lane() {
  local name="$1" start=$SECONDS status=0 user system TIMEFORMAT="%3U %3S"
  shift
  { time python3 scripts/wait-all.py "$make_cmd" --no-print-directory "$@" >"$logs/$name.log" 2>&1 || status=$?; } 2>"$logs/$name.cpu"
  read -r user system <"$logs/$name.cpu"
  echo "$((SECONDS - start)) $status $(add "$user" "$system")" >"$logs/$name.result"
}

# stage TITLE "NAME: [VAR=value…] TARGET…"…: the lanes side by side; stops make test when one fails.
stage() {
  local title="$1" start=$SECONDS pids=() spec name seconds status cpu stage_cpu=0 lines=()
  shift
  echo "== $title"
  for spec in "$@"; do
    # shellcheck disable=SC2086  # the targets are words
    lane "${spec%%:*}" ${spec#*:} &
    pids+=($!)
  done
  wait "${pids[@]}"
  for spec in "$@"; do
    name="${spec%%:*}"
    read -r seconds status cpu <"$logs/$name.result"
    echo "-- $name (${seconds}s, ${cpu}s CPU)"
    cat "$logs/$name.log"
    lines+=("$(printf '      %-30s %5ss %7ss%s' "$name" "$seconds" "$cpu" "$([ "$status" -eq 0 ] || echo '  FAILED')")")
    stage_cpu=$(add "$stage_cpu" "$cpu")
    [ "$status" -eq 0 ] || failed+=("$name")
  done
  times+=("$(printf '  %-34s %5ss %7ss' "$title" "$((SECONDS - start))" "$stage_cpu")" "${lines[@]}")
  cpu_total=$(add "$cpu_total" "$stage_cpu")
  [ ${#failed[@]} -eq 0 ] || finish
}

built=BUILT=1
# cmark-gfm first: the build needs it, and apt allows one install at a time.
stage "set-up" "cmark-gfm: setup"
# The compiler is busy for minutes; the browser, Java and the Python tools download meanwhile.
stage "build, and the test tools" \
  "build: test-build" \
  "tools: browser python-tools"
# Everything that needs only the build, side by side: the browser tests and the Swift tests
# spend much of their time waiting (on Chromium, on the processes they start), and the example
# packages, which compile, use that time. make -j2 starts the checks in the order given: the
# browser tests, the longest, first. The fuzzer is not built here: its release build took more
# CPU than the Swift tests, and `make fuzz` (CI runs it after make test) builds it and replays
# every seed and past finding before it mutates. The Swift tests compile each past finding.
# The example packages build in their own scratch folders, one at a time: incremental-check
# builds and runs Examples/ShortcutsDemo clean (what `make example` does, so it is not built
# twice), and SketchyApp then builds in the same scratch folder, reusing its hig-gen-core.
stage "tests, checks and example packages" \
  "swift-test: $built swift-test install-test" \
  "checks: $built -j2 site-test docc-test format-check freshness layouts-fresh schema-test docs-test lint-test precommit-test bundle-test" \
  "examples: $built EXAMPLES_SCRATCH=.build-examples incremental-check app-example binary-plugin-example lint-plugin-example"
finish
