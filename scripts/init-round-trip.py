#!/usr/bin/env python3
"""Measures `hig-gen init --from` on real apps: does `check` on the table it writes give the
findings `check` gives on the code?

For each app folder named (for example the folders `scripts/oss-check.py` fetches), a copy is
made in a temporary folder, `init --from .` writes its table there, and `check --format json`
runs on the code and on the table. A code finding is placed at the row whose Declared in cell
holds the nearest place at or above it in the same file; findings are compared by rule,
severity, row and message (without the target suffix). Keys the code does not say outright
(unresolved-shortcut, malformed-key-equivalent) stay in the table's comment and are left out.
It prints, per app, the rows, the findings on each side and every difference, then totals; it
exits 1 when any app differs. `TableFromCodeTests` asserts the same on Tests/Corpus/apps.

  scripts/init-round-trip.py --hig-gen .build/debug/hig-gen ~/.cache/hig-gen-oss/*

Standard library only.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CODE_ONLY = {"unresolved-shortcut", "malformed-key-equivalent"}
TARGETS = re.compile(r" \(targets? .*\)$")


def check(binary, arguments, folder):
    result = subprocess.run([binary, "check", "--format", "json", *arguments], cwd=folder, capture_output=True, text=True)
    return json.loads(result.stdout)["diagnostics"]


def rows_of(table: Path):
    """(path, line) of each place in the code -> (row line, row id)."""
    places = {}
    for number, line in enumerate(table.read_text(encoding="utf-8").splitlines(), 1):
        if not line.startswith("| ") or line.startswith(("| ID ", "| ---")):
            continue
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line)[1:-1]]
        declared = re.sub(r"<!--.*?-->", "", cells[8]).replace("\\", "")
        for place in declared.split("; "):
            match = re.match(r"(.*):(\d+) \(", place)
            if match:
                places[(os.path.normpath(match.group(1)), int(match.group(2)))] = (number, cells[0])
    return places


def compare(binary, app: Path):
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / app.name
        shutil.copytree(app, folder, symlinks=True, ignore=shutil.ignore_patterns(".git"))
        for name in ("shortcuts.md", ".hig-gen.json", "hig-gen.yml"):
            (folder / name).unlink(missing_ok=True)
        made = subprocess.run([binary, "init", "--from", "."], cwd=folder, capture_output=True, text=True)
        if made.returncode != 0:
            return None, f"init --from failed: {made.stdout[-300:]}{made.stderr[-300:]}"
        places = rows_of(folder / "shortcuts.md")
        code, table = set(), set()
        for finding in check(binary, ["."], folder):
            if finding["id"] in CODE_ONLY or "." in finding["id"]:
                continue
            path, line = os.path.normpath(finding["location"]["file"]), finding["location"].get("line", 0)
            above = [(place_line, row) for (place_path, place_line), row in places.items() if place_path == path and place_line <= line]
            message = TARGETS.sub("", finding["message"])
            if not above:
                code.add((finding["id"], finding["severity"], f"{path}:{line} (no row)", message))
                continue
            row, identifier = max(above)[1]
            if identifier:
                message = message.replace("this command", f"'{identifier}'")
            code.add((finding["id"], finding["severity"], row, message))
        for finding in check(binary, ["shortcuts.md"], folder):
            if "." not in finding["id"]:
                table.add((finding["id"], finding["severity"], finding["location"]["line"], TARGETS.sub("", finding["message"])))
        return (len(places), code, table), None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hig-gen", required=True, help="the hig-gen binary")
    parser.add_argument("apps", nargs="+", help="app folders")
    options = parser.parse_args()
    binary = str(Path(options.hig_gen).resolve())
    totals = {"apps": 0, "places": 0, "code": 0, "table": 0, "different": 0}
    for app in map(Path, options.apps):
        if not app.is_dir():
            continue
        result, problem = compare(binary, app)
        if problem:
            print(f"{app.name}: {problem}")
            totals["different"] += 1
            continue
        places, code, table = result
        only_code, only_table = code - table, table - code
        totals["apps"] += 1
        totals["places"] += places
        totals["code"] += len(code)
        totals["table"] += len(table)
        totals["different"] += len(only_code) + len(only_table)
        print(f"{app.name}: {places} places in the table, {len(code)} findings on the code, {len(table)} on the table")
        for finding in sorted(only_code, key=str):
            print(f"  only on the code:  {finding}")
        for finding in sorted(only_table, key=str):
            print(f"  only on the table: {finding}")
    print(
        f"{totals['apps']} apps, {totals['places']} places; findings {totals['code']} on the code, "
        f"{totals['table']} on the table; {totals['different']} differences"
    )
    return 1 if totals["different"] else 0


if __name__ == "__main__":
    sys.exit(main())
