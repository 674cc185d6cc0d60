#!/usr/bin/env python3
"""hig-gen's benchmark: hig-gen build against the cmark-gfm C parser on the same files.

Generates deterministic HIG-shaped guideline sets (1k, 10k and 100k shortcut rows, in files
of 1,000 rows), then in one run times `hig-gen build` (release build, every output) and
`cmark-gfm --extension table` (the C parser alone: our floor) on each set, several runs each.
Prints medians, spread and peak memory (from /usr/bin/time -v), the ratios, and whether the
targets hold:
  - 100k rows: hig-gen's wall time and peak memory at most 1.5x cmark-gfm's;
  - growth is linear: time at 100k at most 11x time at 10k;
  - hig-gen build of Content/ at most 30 ms, and at most twice the process start
    (`hig-gen --version` of the same binary);
  - an app's 200-row shortcut table, checked against the built-in rulebook and built into
    every output, costs at most 10 ms more than building Content/.

The 1 MB edition is real-shaped (Benchmarks/edition.py: a whole book as converted from PDF,
built from the corpus documents); hig-gen build, hig-gen json and cmark-gfm take turns on it, and
the targets are at most 2x cmark-gfm and at most 100 ms.

With --pieces, it measures instead each piece of special machinery against its plain
alternative, switched at run time by an environment variable of hig-gen, on Content/, a
200-row app table, a 1 MB edition and 100,000 rows in 100 files:
  - HIG_GEN_ARENA=0: cmark-gfm allocates with its default allocator (malloc) instead of the arena;
  - HIG_GEN_STREAM=0: each output is made whole in memory, the old file read whole and
    compared, and a changed file written in one go, instead of streaming compare-with-disk.
Each cell is timed twice: outputs unchanged (the usual rebuild) and written from scratch.

With --against OTHER_BINARY, it compares two binaries instead, taking turns: start-up
(`build` of Content/ with outputs unchanged, and `--version`, 40 runs each), then the 1 MB
edition and 100,000 rows in 100 files (outputs unchanged, --runs each).

A binary built in this repository that is older than a source file it is compiled from (under
Sources/) is refused: it would measure other code. `make bench` builds both first.

With a hig-gen that has the linter (--check-binary, or dist/hig-gen), it also times `init --from`
and `check --against` on one MainMenu.xib of 2,000 and of 20,000 menu items (Benchmarks/menus.py),
and `check` on apps of 2,000 and 20,000 Swift files: growth by ten must stay n log n (at most 13x),
and init --from on 20,000 items must take at most 3 s. --growth runs only these.

It also times `check` with the read cache (the same app, or the whole apps of --apps FOLDER):
without it (--no-cache), with an empty cache, with a full one (the no-op run: its floor) and
after one Swift file that declares shortcuts is edited, which must cost at most 100 ms over the
no-op run. The app is a tree of hard links; an edit writes a new file in the link's place.
--cache runs only these.

Usage: bench.py HIG_GEN_BINARY [--runs N] [--sizes 1000,10000,100000] [--pieces | --against OTHER | --growth | --cache] [--check-binary HIG_GEN] [--apps FOLDER]
"""
import argparse
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile

from edition import edition  # a real-shaped 1 MB edition, built from Tests/Corpus/documents
from menus import menu_app  # an app of one MainMenu.xib with any number of menu items

ROOT = pathlib.Path(__file__).resolve().parents[1]
MODIFIERS = ["Command", "Shift-Command", "Option-Command", "Control-Command", "Option-Shift-Command",
             "Control-Option-Command", "Control-Shift-Command", "Control-Option-Shift-Command"]
KEYS = [chr(c) for c in range(ord("A"), ord("Z") + 1)] + [str(d) for d in range(10)] + \
       [f"F{n}" for n in range(1, 13)] + ["Space", "Tab", "Return", "Delete", "Left arrow", "Right arrow"]
# Guideline tables only: a Custom table is an app's own, whose rows the linter checks (the
# app-table figure below measures that on a realistic size).
TABLES = ["Reserved keyboard shortcuts", "Standard keyboard shortcuts", "Reserved international keyboard shortcuts"]


def guideline_file(index, rows):
    """One HIG-shaped file: front matter, headings, prose, and a grouped shortcut table."""
    lines = ["---", f"title: Synthetic guidelines {index}", "platforms: [macOS, iPadOS]", "---",
             f"# Synthetic guidelines {index}", "",
             "These rows are generated for the benchmark; their actions are placeholders.", "",
             f"## {TABLES[index % len(TABLES)]}", "",
             "| Primary key | Keyboard shortcut | Action |", "|---|---|---|"]
    for row in range(rows):
        number = index * rows + row
        # Grouped as the HIG groups them: a primary key, then its variants as continuation rows.
        key = KEYS[(number // len(MODIFIERS)) % len(KEYS)]
        modifiers = MODIFIERS[number % len(MODIFIERS)]
        primary = key if row == 0 or number % len(MODIFIERS) == 0 else ""
        lines.append(f"| {primary} | {modifiers}-{key} | Perform synthetic action number {number} on the selection. |")
    return "\n".join(lines) + "\n"


APP_MENUS = ["File", "Edit", "View", "Layer", "Tools", "Window", "Help", "Canvas"]
APP_VERBS = ["Show", "Hide", "Toggle", "Sort", "Export", "Import", "Duplicate", "Merge", "Align", "Lock"]
APP_NOUNS = ["Layers", "Rulers", "Grid", "Guides", "Brushes", "Swatches", "History", "Canvas", "Selection", "Palette"]


def app_table(rows):
    """An app's own shortcut table as a team writes it: front matter, ID, Title, Menu."""
    lines = ["---", "title: Benchmark app shortcuts", "kind: app", "platforms: [macOS, iPadOS]", "---",
             "# Benchmark app shortcuts", "",
             "| ID | Keyboard shortcut | Title | Action | Menu |", "|---|---|---|---|---|"]
    seen = set()
    number = 0
    while len(seen) < rows:
        key = KEYS[number % len(KEYS)]
        modifiers = MODIFIERS[(number // len(KEYS)) % len(MODIFIERS)]
        number += 1
        if (modifiers, key) in seen:
            continue
        seen.add((modifiers, key))
        index = len(seen)
        verb, noun = APP_VERBS[index % len(APP_VERBS)], APP_NOUNS[(index // len(APP_VERBS)) % len(APP_NOUNS)]
        lines.append(f"| command{index} | {modifiers}-{key} | {verb} {noun} {index} | "
                     f"{verb} the {noun.lower()} of the document, variant {index}. | {APP_MENUS[index % len(APP_MENUS)]} |")
    return "\n".join(lines) + "\n"


def swift_app(folder, files=1000, storyboards=50):
    """An app of `files` Swift files, each a view with a few keyboard shortcuts, and
    `storyboards` Interface Builder files of menus and buttons, for `check`."""
    folder.mkdir(parents=True, exist_ok=True)
    for index in range(storyboards):
        items = "".join(
            f'<menuItem title="Command {index}-{item}" keyEquivalent="{KEYS[item % 26].lower()}" id="m{index}-{item}">'
            f'<modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem>\n'
            for item in range(20))
        (folder / f"Scene{index:02d}.storyboard").write_text(
            '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB">\n'
            f'<scenes><scene><objects><menu title="Scene {index}"><items>\n{items}</items></menu>'
            '<button><buttonCell title="OK" keyEquivalent="&#13;"/></button></objects></scene></scenes></document>\n')
    for index in range(files):
        key = KEYS[index % 26].lower()
        (folder / f"View{index:04d}.swift").write_text(
            "import SwiftUI\n\n"
            f"struct View{index}: View {{\n"
            "    var body: some View {\n"
            "        VStack {\n"
            f"            Button(\"Export Item {index}\") {{}}.keyboardShortcut(\"{key}\", modifiers: [.option, .command])\n"
            f"            Button(\"Share Item {index}\") {{}}.keyboardShortcut(\"{key}\", modifiers: [.shift, .command])\n"
            "            Button(\"Close\") {}.keyboardShortcut(.cancelAction)\n"
            "        }\n    }\n}\n")


def make_set(folder, total_rows, per_file=1000):
    folder.mkdir(parents=True, exist_ok=True)
    files = []
    for index in range(max(1, total_rows // per_file)):
        path = folder / f"guidelines-{index:04d}.md"
        path.write_text(guideline_file(index, min(per_file, total_rows)))
        files.append(str(path))
    return files


def measure(command, runs, cwd=None, env=None, before=None):
    """Wall seconds, peak KiB and CPU seconds (user and system) of each run, from GNU time;
    `env` is added to the environment, and `before` runs (untimed) before each run."""
    import time
    walls, peaks, cpus = [], [], []
    for _ in range(runs):
        if before:
            before()
        # Wall time from a monotonic clock (GNU time's %e has 10 ms steps); peak RSS from GNU time.
        start = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-f", "%M %U %S", *command], cwd=cwd, env={**os.environ, **(env or {})},
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        walls.append(time.perf_counter() - start)
        peak, user, system = result.stderr.strip().splitlines()[-1].split()
        peaks.append(int(peak))
        cpus.append(float(user) + float(system))
        if result.returncode not in (0,):
            sys.exit(f"command failed ({result.returncode}): {' '.join(command)}\n{result.stderr[-2000:]}")
    return walls, peaks, cpus


def paired(commands, runs):
    """`measure` for several commands taking turns, one run each per round."""
    results = [([], [], []) for _ in commands]
    for _ in range(runs):
        for command, result in zip(commands, results):
            for total, one in zip(result, measure(command, 1)):
                total.extend(one)
    return results


def summary(walls, peaks, cpus):
    return statistics.median(walls), min(walls), max(walls), max(peaks) / 1024, statistics.median(cpus)


def precise_median_ms(command, runs, cwd, ok=(0,)):
    """Median wall time in ms, timed in-process for sub-10-ms precision."""
    import time
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if result.returncode not in ok:
            sys.exit(f"command failed ({result.returncode}): {' '.join(map(str, command))}")
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times), max(times)


GROWTH_SIZES = (2000, 20000)
# n log n from 2,000 to 20,000 is 10 x log(20000)/log(2000) = 13x; anything quadratic is 100x.
GROWTH_TARGET = 13


def timed_runs(command, runs, cwd, ok=(0,), before=None):
    """(median, min, max) wall ms and median CPU ms (user and system, from the children's
    rusage) of `runs` runs: on a shared machine the CPU time moves less than the wall time."""
    import resource
    import time
    walls, cpus = [], []
    for _ in range(runs):
        if before:
            before()
        used = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        result = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        walls.append((time.perf_counter() - start) * 1000)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append((after.ru_utime - used.ru_utime + after.ru_stime - used.ru_stime) * 1000)
        if result.returncode not in ok:
            sys.exit(f"command failed ({result.returncode}): {' '.join(map(str, command))}")
    return statistics.median(walls), min(walls), max(walls), statistics.median(cpus)


def growth(check_binary, work, runs):
    """`init --from` and `check --against` on menus of 2,000 and 20,000 items, and `check` on
    apps of 2,000 and 20,000 Swift files: (name, size, timed_runs) for each."""
    results = []
    for size in GROWTH_SIZES:
        app = work / f"menus-{size}"
        menu_app(app, size)

        def fresh():
            # init --from writes shortcuts.md and .hig-gen.json beside the code and hig-gen.yml
            # where it runs (the app's folder here); a second run would compare with them.
            for made in ("shortcuts.md", ".hig-gen.json", "hig-gen.yml"):
                (app / made).unlink(missing_ok=True)

        results.append(("init --from on a menu", size,
                        timed_runs([check_binary, "init", "--from", "."], runs, app, before=fresh)))
        results.append(("check --against its table", size,
                        timed_runs([check_binary, "check", "--against", "shortcuts.md", "MainMenu.xib"], runs, app,
                                   ok=(0, 1))))
    for size in GROWTH_SIZES:
        app = work / f"swift-{size}"
        swift_app(app, files=size, storyboards=0)
        # Without the read cache: growth is the passes', and 20,000 files would fill the cache
        # past its limit, so every run would write and prune thousands of entries.
        results.append(("check on Swift files", size,
                        timed_runs([check_binary, "check", "--format", "xcode", "--no-cache", str(app)], runs, work,
                                   ok=(0, 1))))
    return results


def print_growth(results):
    print()
    print("| input | size | wall ms, median (min-max) | CPU ms |")
    print("|---|---:|---:|---:|")
    for name, size, (median, low, high, cpu) in results:
        print(f"| {name} | {size:,} | {median:.0f} ({low:.0f}-{high:.0f}) | {cpu:.0f} |")
    checks = []
    small, large = GROWTH_SIZES
    by_name = {(name, size): times[0] for name, size, times in results}
    # Growth is judged on CPU time, which the machine's other work sways less than wall time.
    cpu_by_name = {(name, size): times[3] for name, size, times in results}
    for name in dict.fromkeys(name for name, _, _ in results):
        ratio = cpu_by_name[(name, large)] / max(cpu_by_name[(name, small)], 0.001)
        wall_ratio = by_name[(name, large)] / max(by_name[(name, small)], 0.001)
        checks.append((f"{name}: CPU growth {small:,} -> {large:,} <= {GROWTH_TARGET}x (n log n)",
                       ratio <= GROWTH_TARGET, f"{ratio:.1f}x (wall {wall_ratio:.1f}x)"))
    init_large = by_name[("init --from on a menu", large)]
    # The target is wall time; the CPU time beside it says how much of that is the machine's load.
    init_cpu = cpu_by_name[("init --from on a menu", large)]
    checks.append((f"init --from on {large:,} menu items <= 3 s", init_large <= 3000,
                   f"{init_large / 1000:.2f} s (CPU {init_cpu / 1000:.2f} s)"))
    print()
    for name, passed, value in checks:
        print(f"{'PASS' if passed else 'MISS'}  {name}: {value}")


# What `check` reads from a Swift file that may declare a shortcut (SwiftShortcutScanner's byte
# search): the bench edits such a file, since one the search passes over is not cached.
SHORTCUT_NEEDLES = ("keyboardShortcut", "UIKeyCommand", "NSMenuItem", "keyEquivalent")
# The run after a one-file edit may cost at most this much over the no-op run (issue 34).
EDITED_TARGET_MS = 100


def linked_copy(source, target):
    """`source` as a tree of hard links (a plain copy where linking fails): the bench edits a
    file by writing a new one in its place, so the original is never changed."""
    for folder, _, files in os.walk(source):
        made = target / pathlib.Path(folder).relative_to(source)
        made.mkdir(parents=True, exist_ok=True)
        for name in files:
            path = pathlib.Path(folder) / name
            if path.is_symlink():
                (made / name).symlink_to(os.readlink(path))
                continue
            try:
                os.link(path, made / name)
            except OSError:
                shutil.copy2(path, made / name)


def read_cache(check_binary, apps, work, runs):
    """`check --format xcode` on `apps` without the cache, with an empty one, with a full one
    (the no-op run) and after one Swift file that declares shortcuts is edited, taking turns
    run by run: (number of Swift files, the edited file, {name: timed_runs})."""
    app = work / "cached-app"
    linked_copy(pathlib.Path(apps), app)
    swift = sorted(path for path in app.rglob("*.swift") if path.is_file() and not path.is_symlink())
    edited = next((path for path in swift if any(needle in path.read_text(errors="replace") for needle in SHORTCUT_NEEDLES)),
                  None) or sys.exit(f"no Swift file in {apps} declares a shortcut")
    original = edited.read_bytes()
    cache = work / "read-cache"
    cached = ["--cache-path", str(cache)]
    edits = iter(range(1, 1_000_000))

    def empty():
        shutil.rmtree(cache, ignore_errors=True)

    def edit():
        # A new file in the link's place: its bytes differ from every earlier run's.
        replacement = edited.with_name(edited.name + ".edit")
        replacement.write_bytes(original + f"// edited {next(edits)}\n".encode())
        os.replace(replacement, edited)

    commands = [("no cache (--no-cache)", ["--no-cache"], None), ("empty cache (first run)", cached, empty),
                ("no-op (nothing changed)", cached, None), ("one file edited", cached, edit)]
    times = {name: [] for name, _, _ in commands}
    for _ in range(runs):
        for name, options, before in commands:
            times[name].append(timed_runs([check_binary, "check", "--format", "xcode", *options, str(app)], 1, work,
                                          ok=(0, 1), before=before))
    summaries = {}
    for name, _, _ in commands:
        walls = [wall for wall, _, _, _ in times[name]]
        summaries[name] = (statistics.median(walls), min(walls), max(walls),
                           statistics.median(cpu for _, _, _, cpu in times[name]))
    return len(swift), edited.relative_to(app), summaries


def print_read_cache(apps, result, runs):
    count, edited, summaries = result
    print()
    print(f"check --format xcode on {apps} ({count:,} Swift files), {runs} rounds taking turns; edited: {edited}")
    print()
    print("| run | wall ms, median (min-max) | CPU ms |")
    print("|---|---:|---:|")
    for name, (median, low, high, cpu) in summaries.items():
        print(f"| {name} | {median:.0f} ({low:.0f}-{high:.0f}) | {cpu:.0f} |")
    noop, edit = summaries["no-op (nothing changed)"][0], summaries["one file edited"][0]
    print()
    print(f"{'PASS' if edit <= noop + EDITED_TARGET_MS else 'MISS'}  one file edited <= the no-op run + "
          f"{EDITED_TARGET_MS} ms: {edit - noop:+.0f} ms ({edit:.0f} ms against {noop:.0f} ms)")


VARIANTS = [("as built", {}), ("arena off: malloc (HIG_GEN_ARENA=0)", {"HIG_GEN_ARENA": "0"}),
            ("streaming off: whole files (HIG_GEN_STREAM=0)", {"HIG_GEN_STREAM": "0"})]


def pieces(hig_gen, runs, work):
    """Each piece of machinery against its plain alternative, on realistic inputs and 100k rows."""
    (work / "app.md").write_text(app_table(200))
    (work / "edition.md").write_text(edition())
    make_set(work / "rows-100000", 100000)
    inputs = [("Content/", [], ROOT, 20),
              ("200-row app table", ["--content", str(work / "app.md"), "--rule", "reserved-conflict=warning",
                                     "--rule", "duplicate-shortcut=warning"], work, 20),
              ("1 MB edition", ["--content", str(work / "edition.md")], work, runs),
              ("100,000 rows in 100 files", ["--content", str(work / "rows-100000")], work, runs)]
    os.sync()  # the inputs just written are not flushed during the runs
    print("hig-gen machinery against its plain alternative: medians (min-max) of the runs shown; peak = max RSS;")
    print("CPU = user + system time, median, in 10 ms steps (GNU time). The variants take turns run by run,")
    print("so a slow spell of the machine falls on all of them.")
    print()
    print("| input | variant | runs | unchanged ms | CPU ms | peak MiB | written ms | CPU ms | peak MiB |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, arguments, cwd, count in inputs:
        commands = [[hig_gen, "build", "--quiet", *arguments, "--output", str(work / f"out-{index}")]
                    for index in range(len(VARIANTS))]
        for command, (_, env) in zip(commands, VARIANTS):
            subprocess.run(command, cwd=cwd, env={**os.environ, **env}, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=True)
        unchanged = [([], [], []) for _ in VARIANTS]
        written = [([], [], []) for _ in VARIANTS]
        for _ in range(count):
            for index, (command, (_, env)) in enumerate(zip(commands, VARIANTS)):
                for runs, before in ((unchanged, None), (written, lambda: shutil.rmtree(command[-1]))):
                    for total, one in zip(runs[index], measure(command, 1, cwd, env, before)):
                        total.extend(one)
        for index, (variant, _) in enumerate(VARIANTS):
            kept, fresh = summary(*unchanged[index]), summary(*written[index])
            print(f"| {name} | {variant} | {count} | {kept[0] * 1000:.1f} ({kept[1] * 1000:.1f}-{kept[2] * 1000:.1f}) | "
                  f"{kept[4] * 1000:.0f} | {kept[3]:.0f} | {fresh[0] * 1000:.1f} ({fresh[1] * 1000:.1f}-"
                  f"{fresh[2] * 1000:.1f}) | {fresh[4] * 1000:.0f} | {fresh[3]:.0f} |", flush=True)


def against(binaries, work, runs, startup_runs=40):
    """Two binaries taking turns: start-up (build of Content/ with outputs unchanged, and
    --version), then the edition and the 100k set."""
    import time
    times = {(binary, what): [] for binary in binaries for what in ("build", "version")}
    for binary in binaries:
        subprocess.run([binary, "build", "--quiet", "--output", str(work / "out")], cwd=ROOT, check=True)
    for _ in range(startup_runs):
        for binary in binaries:
            for what, command in (("build", [binary, "build", "--quiet", "--output", str(work / "out")]),
                                  ("version", [binary, "--version"])):
                start = time.perf_counter()
                subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, check=True)
                times[(binary, what)].append((time.perf_counter() - start) * 1000)
    for binary in binaries:
        build, version = times[(binary, "build")], times[(binary, "version")]
        print(f"{binary}: build of Content/ {statistics.median(build):.1f} ms median of {startup_runs} "
              f"(min {min(build):.1f}), --version {statistics.median(version):.1f} ms (min {min(version):.1f})")
    (work / "edition.md").write_text(edition())
    make_set(work / "rows-100000", 100000)
    os.sync()
    for name, content in (("1 MB edition", work / "edition.md"), ("100,000 rows in 100 files", work / "rows-100000")):
        commands = [[binary, "build", "--quiet", "--content", str(content), "--output", str(work / f"out-{index}")]
                    for index, binary in enumerate(binaries)]
        for command in commands:
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        results = [([], [], []) for _ in binaries]
        for _ in range(runs):
            for command, result in zip(commands, results):
                for total, one in zip(result, measure(command, 1)):
                    total.extend(one)
        for binary, result in zip(binaries, results):
            wall, low, high, peak, cpu = summary(*result)
            print(f"{binary}: {name} {wall * 1000:.0f} ms median of {runs} ({low * 1000:.0f}-{high * 1000:.0f}), "
                  f"CPU {cpu * 1000:.0f} ms, peak {peak:.0f} MiB")


def newest_source():
    """The newest file a build of hig-gen compiles (Swift and C under Sources/, where the embedded
    Content/ is generated too), and its modification time. Only compiled files count: one a build
    does not read would never make the binary newer."""
    newest = (None, 0.0)
    for dirpath, _, files in os.walk(ROOT / "Sources"):
        for name in files:
            if not name.endswith((".swift", ".c", ".h", ".modulemap")):
                continue
            path = os.path.join(dirpath, name)
            mtime = os.stat(path).st_mtime
            if mtime > newest[1]:
                newest = (path, mtime)
    return newest


def refuse_if_stale(binary, what):
    """Exits when `binary`, built in this repository (dist/ or a .build folder), is older than
    its sources: its figures would be of other code. A binary kept outside the repository (an
    older build saved for a comparison) is taken as given."""
    path = pathlib.Path(binary).resolve()
    if ROOT not in path.parents:
        return
    source, mtime = newest_source()
    if source and path.stat().st_mtime < mtime:
        sys.exit(f"bench.py: {what} {binary} is older than the sources ({os.path.relpath(source, ROOT)} changed "
                 f"since it was built), so it would measure other code: rebuild it (make bench builds "
                 f"hig-gen-core and dist/hig-gen first), or pass a fresh release build")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("hig_gen")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--against", help="another hig-gen binary: compare start-up with it")
    parser.add_argument("--pieces", action="store_true", help="each piece of machinery against its plain alternative")
    parser.add_argument("--growth", action="store_true",
                        help="only init --from, check --against and check at 2,000 and 20,000 (needs the linter binary)")
    parser.add_argument("--cache", action="store_true",
                        help="only check with and without the read cache, and after a one-file edit (needs the linter binary)")
    parser.add_argument("--apps", help="a folder of whole apps for the read cache's figures (default: the synthetic "
                        "1,000-file app)")
    parser.add_argument("--check-binary", help="a release hig-gen with the linter, for check on a 1,000-file app "
                        "(default: dist/hig-gen when make dist has made it)")
    args = parser.parse_args()
    hig_gen = os.path.abspath(args.hig_gen)
    check_binary = args.check_binary or (str(ROOT / "dist/hig-gen") if (ROOT / "dist/hig-gen").exists() else None)
    # The checks run in the bench's own folders: a relative path would name nothing there.
    check_binary = os.path.abspath(check_binary) if check_binary else None
    refuse_if_stale(hig_gen, "the binary")
    if check_binary:
        refuse_if_stale(check_binary, "the linter binary (--check-binary, else dist/hig-gen)")
    if args.growth:
        if not check_binary:
            sys.exit("--growth needs a hig-gen with the linter: run make dist, or pass --check-binary")
        work = pathlib.Path(tempfile.mkdtemp(prefix="hig-gen-bench-"))
        try:
            print_growth(growth(os.path.abspath(check_binary), work, args.runs))
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return
    if args.cache:
        if not check_binary:
            sys.exit("--cache needs a hig-gen with the linter: run make dist, or pass --check-binary")
        work = pathlib.Path(tempfile.mkdtemp(prefix="hig-gen-bench-"))
        try:
            apps = args.apps or str(work / "app")
            if not args.apps:
                swift_app(work / "app")
            print_read_cache(apps, read_cache(os.path.abspath(check_binary), apps, work, args.runs), args.runs)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return
    if args.pieces or args.against:
        work = pathlib.Path(tempfile.mkdtemp(prefix="hig-gen-bench-"))
        try:
            if args.against:
                against([os.path.abspath(args.against), hig_gen], work, args.runs)
            else:
                pieces(hig_gen, args.runs, work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return
    cmark = shutil.which("cmark-gfm") or sys.exit("cmark-gfm is not installed (Debian: apt-get install cmark-gfm)")
    sizes = [int(size) for size in args.sizes.split(",")]
    work = pathlib.Path(tempfile.mkdtemp(prefix="hig-gen-bench-"))
    rows = []
    try:
        for size in sizes:
            folder = work / f"rows-{size}"
            files = make_set(folder, size)
            megabytes = sum(os.path.getsize(f) for f in files) / 1e6
            ours = summary(*measure([hig_gen, "build", "--quiet", "--content", str(folder), "--output", str(work / f"out-{size}")], args.runs))
            floor = summary(*measure([cmark, "--extension", "table", *files], args.runs))
            rows.append((size, megabytes, ours, floor))
        realistic = []
        single = work / "one-file"
        one = make_set(single, 100000, per_file=100000)
        realistic.append(("100,000 rows in one file", os.path.getsize(one[0]) / 1e6,
                          summary(*measure([hig_gen, "build", "--quiet", "--content", one[0], "--output", str(work / "out-one")], args.runs)),
                          summary(*measure([cmark, "--extension", "table", one[0]], args.runs))))
        edition_file = work / "edition.md"
        edition_file.write_text(edition())
        # Side by side: hig-gen and cmark-gfm take turns run by run, so a slow spell of the
        # machine falls on both (the edition's few tens of milliseconds are easily swayed).
        subprocess.run([hig_gen, "build", "--quiet", "--content", str(edition_file), "--output", str(work / "out-ed")],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        edition_runs = paired([[hig_gen, "build", "--quiet", "--content", str(edition_file), "--output", str(work / "out-ed")],
                               [cmark, "--extension", "table", str(edition_file)],
                               [hig_gen, "json", "--allow-errors", str(edition_file)]], max(args.runs, 11))
        realistic.append(("a 1 MB guideline edition (real-shaped)", os.path.getsize(edition_file) / 1e6,
                          summary(*edition_runs[0]), summary(*edition_runs[1])))
        edition_json = summary(*edition_runs[2])
        app_check = app_check_json = parse_floor = cache_results = None
        # At most 3 and 5 rounds of the slow parts (fewer with --runs), so a quick run stays quick.
        growth_results = growth(os.path.abspath(check_binary), work, min(args.runs, 3)) if check_binary else None
        if check_binary:
            swift_app(work / "app")
            # The lint plugin's format; JSON (every finding through Foundation's encoder) is
            # printed beside it.
            app_check = precise_median_ms([check_binary, "check", "--format", "xcode", str(work / "app")], 5, work, ok=(0, 1))
            app_check_json = precise_median_ms([check_binary, "check", "--format", "json", str(work / "app")], 5, work,
                                               ok=(0, 1))
            parse_floor = precise_median_ms([check_binary, "check", "--parse-floor", str(work / "app")], 5, work)
            apps = args.apps or str(work / "app")
            cache_results = (apps, read_cache(os.path.abspath(check_binary), apps, work, min(args.runs, 5)))
        content = precise_median_ms([hig_gen, "build", "--quiet", "--output", str(work / "out-content")], 20, ROOT)
        # Process start: the same binary doing next to nothing (issue 34: Content/ within 2x it).
        start_up = precise_median_ms([hig_gen, "--version"], 20, ROOT)
        app = work / "app.md"
        app.write_text(app_table(200))
        # The synthetic rows take reserved shortcuts on purpose: made warnings, they are still
        # checked and reported, and the build still writes its outputs.
        app_build = precise_median_ms([hig_gen, "build", "--quiet", "--content", str(app), "--output", str(work / "out-app"),
                                       "--rule", "reserved-conflict=warning", "--rule", "duplicate-shortcut=warning"],
                                      20, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    print(f"hig-gen benchmark: {args.runs} runs per cell, medians (min-max); peak = max RSS")
    print()
    print("| rows | MB | hig-gen build s | cmark-gfm s | time ratio | hig-gen peak MiB | cmark-gfm peak MiB | memory ratio |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size, megabytes, ours, floor in rows:
        print(f"| {size:,} | {megabytes:.1f} | {ours[0]:.3f} ({ours[1]:.3f}-{ours[2]:.3f}) | "
              f"{floor[0]:.3f} ({floor[1]:.3f}-{floor[2]:.3f}) | {ours[0] / max(floor[0], 0.001):.2f}x | "
              f"{ours[3]:.0f} | {floor[3]:.0f} | {ours[3] / max(floor[3], 1):.2f}x |")
    print()
    print()
    print("| input | MB | hig-gen build s | cmark-gfm s | time ratio | hig-gen peak MiB | cmark-gfm peak MiB |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, megabytes, ours, floor in realistic:
        print(f"| {name} | {megabytes:.1f} | {ours[0]:.3f} ({ours[1]:.3f}-{ours[2]:.3f}) | {floor[0]:.3f} | "
              f"{ours[0] / max(floor[0], 0.001):.2f}x | {ours[3]:.0f} | {floor[3]:.0f} |")
    print()
    edition_build, edition_floor = realistic[-1][2], realistic[-1][3]
    print(f"the 1 MB edition, side by side ({max(args.runs, 11)} rounds): hig-gen build {edition_build[0] * 1000:.1f} ms, "
          f"hig-gen json --allow-errors {edition_json[0] * 1000:.1f} ms, cmark-gfm --extension table "
          f"{edition_floor[0] * 1000:.1f} ms: {edition_build[0] / edition_floor[0]:.2f}x and "
          f"{edition_json[0] / edition_floor[0]:.2f}x")
    if app_check:
        print(f"hig-gen check on a 1,000-file SwiftUI app with 50 storyboards (4,050 shortcuts): {app_check[0]:.0f} ms "
              f"median of 5 ({app_check[1]:.0f}-{app_check[2]:.0f}), {1050 / (app_check[0] / 1000):.0f} files/s; "
              f"reading and parsing the same files alone (--parse-floor): {parse_floor[0]:.0f} ms, "
              f"ratio {app_check[0] / max(parse_floor[0], 0.001):.2f}x (--format xcode; "
              f"--format json: {app_check_json[0]:.0f} ms, {app_check_json[0] / max(parse_floor[0], 0.001):.2f}x)")
    else:
        print("hig-gen check on a 1,000-file app, init --from and check --against on 2,000 and 20,000 menu items: "
              "skipped (run make dist, or pass --check-binary)")
    print(f"hig-gen build on Content/: {content[0]:.1f} ms median of 20 ({content[1]:.1f}-{content[2]:.1f}); "
          f"--version (process start): {start_up[0]:.1f} ms ({start_up[1]:.1f}-{start_up[2]:.1f})")
    print(f"hig-gen build on a 200-row app table (checked, all outputs): {app_build[0]:.1f} ms median of 20 "
          f"({app_build[1]:.1f}-{app_build[2]:.1f}), {app_build[0] - content[0]:+.1f} ms against Content/")
    print()
    by_size = {size: (ours, floor) for size, _, ours, floor in rows}
    checks = []
    if 100000 in by_size:
        ours, floor = by_size[100000]
        checks.append(("100k rows: time <= 1.5x cmark-gfm", ours[0] <= 1.5 * floor[0], f"{ours[0] / floor[0]:.2f}x"))
        checks.append(("100k rows: peak memory <= 1.5x cmark-gfm", ours[3] <= 1.5 * floor[3], f"{ours[3] / floor[3]:.2f}x"))
    if 100000 in by_size and 10000 in by_size:
        rows_growth = by_size[100000][0][0] / by_size[10000][0][0]
        checks.append(("linear growth: time(100k) <= 11x time(10k)", rows_growth <= 11, f"{rows_growth:.1f}x"))
    checks.append(("1 MB edition: build <= 2x cmark-gfm", edition_build[0] <= 2 * edition_floor[0],
                   f"{edition_build[0] / edition_floor[0]:.2f}x"))
    checks.append(("1 MB edition: build <= 100 ms", edition_build[0] <= 0.1, f"{edition_build[0] * 1000:.1f} ms"))
    checks.append(("Content/ build <= 30 ms", content[0] <= 30, f"{content[0]:.1f} ms"))
    checks.append(("Content/ build <= 2x process start (--version)", content[0] <= 2 * start_up[0],
                   f"{content[0] / max(start_up[0], 0.001):.2f}x ({content[0]:.1f} ms against {start_up[0]:.1f} ms)"))
    checks.append(("200-row app table <= Content/ + 10 ms", app_build[0] <= content[0] + 10,
                   f"{app_build[0] - content[0]:+.1f} ms"))
    for name, passed, value in checks:
        print(f"{'PASS' if passed else 'MISS'}  {name}: {value}")
    if growth_results:
        print_growth(growth_results)
    if cache_results:
        print_read_cache(cache_results[0], cache_results[1], min(args.runs, 5))


if __name__ == "__main__":
    main()
