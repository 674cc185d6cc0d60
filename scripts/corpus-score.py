#!/usr/bin/env python3
"""Scores `hig-gen check` on the app corpus (Tests/Corpus/apps): precision and recall.

Each app folder marks what a careful reviewer of that app expects:

  a line a finding is expected on ends in    // expect: rule-id:severity[, rule-id:severity…]
                                        (or <!-- expect: … --> in XML; a rule id without a
                                        severity, as older apps write it, matches any severity)
  a shortcut a naive linter would flag but
  a careful reviewer would not ends in       // quiet: reason   (or <!-- quiet: … -->)

Every other line must produce no finding. For each app this runs
`$HIG_GEN check --format json .` in the app's folder and prints: findings, findings kept (on an
expected line with that rule and that severity), precision (kept / findings), expected, found
(expected ones that were reported with that rule and severity), recall (found / expected), then
every unexpected and every missed finding, and the quiet lines that drew one.

Usage:
  HIG_GEN=.build/debug/hig-gen scripts/corpus-score.py [--apps DIR] [--json] [APP …]

Standard library only.
"""

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

EXPECT = re.compile(r"(?://|<!--)\s*expect:\s*(?P<rules>.*?)\s*(?:-->)?\s*$")
QUIET = re.compile(r"(?://|<!--)\s*quiet:\s*(?P<reason>.*?)\s*(?:-->)?\s*$")
SEVERITIES = {"error", "warning", "note"}
ANY = "any"  # an `expect:` without a severity
SKIPPED_FOLDERS = {".build", "DerivedData", "Pods", "Carthage", "node_modules"}


def annotated_files(app: Path):
    for root, folders, files in os.walk(app):
        folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in SKIPPED_FOLDERS)
        for name in sorted(files):
            if name.endswith((".swift", ".xib", ".storyboard", ".yml", ".yaml", ".json", ".md")):
                yield Path(root) / name


def read_marks(app: Path):
    """(expected, quiet, problems): expected is a set of (file, line, rule, severity); quiet maps
    (file, line) to its reason."""
    expected, quiet, problems = set(), {}, []
    for path in annotated_files(app):
        relative = path.relative_to(app).as_posix()
        try:
            lines = path.read_text(encoding="utf-8").split("\n")
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(lines, start=1):
            if match := EXPECT.search(line):
                for item in match.group("rules").split(","):
                    item = item.strip()
                    rule, _, severity = item.partition(":")
                    if severity and severity not in SEVERITIES:
                        problems.append(f"{relative}:{number}: 'expect: {item}': the severity is error, warning or note")
                        continue
                    expected.add((relative, number, rule.strip(), severity or ANY))
            elif match := QUIET.search(line):
                quiet[(relative, number)] = match.group("reason")
    return expected, quiet, problems


def run_check(hig_gen: str, app: Path):
    result = subprocess.run([hig_gen, "check", "--format", "json", "."], cwd=app, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise RuntimeError(f"{app.name}: hig-gen exited {result.returncode}: {result.stderr.strip()}")
    report = json.loads(result.stdout)
    findings = []
    for diagnostic in report.get("diagnostics", []):
        location = diagnostic.get("location", {})
        file = os.path.normpath(location.get("file", "")).replace(os.sep, "/")
        findings.append(
            {
                "file": file,
                "line": location.get("line", 0),
                "rule": diagnostic.get("id", ""),
                "severity": diagnostic.get("severity", ""),
                "message": diagnostic.get("message", ""),
            }
        )
    return findings


def key(finding):
    return (finding["file"], finding["line"], finding["rule"], finding["severity"])


def any_severity(finding):
    return (finding["file"], finding["line"], finding["rule"], ANY)


def ratio(part, whole):
    return part / whole if whole else 1.0


def score(app: Path, hig_gen: str):
    expected, quiet, problems = read_marks(app)
    findings = run_check(hig_gen, app)
    kept = [f for f in findings if key(f) in expected or any_severity(f) in expected]
    unexpected = [f for f in findings if key(f) not in expected and any_severity(f) not in expected]
    reported = {key(f) for f in findings} | {any_severity(f) for f in findings}
    missed = sorted(e for e in expected if e not in reported)
    loud_quiet = [f for f in unexpected if (f["file"], f["line"]) in quiet]
    return {
        "app": app.name,
        "findings": len(findings),
        "kept": len(kept),
        "precision": ratio(len(kept), len(findings)),
        "expected": len(expected),
        "found": len(expected) - len(missed),
        "recall": ratio(len(expected) - len(missed), len(expected)),
        "quietLines": len(quiet),
        "quietLinesFlagged": len({(f["file"], f["line"]) for f in loud_quiet}),
        "unexpected": unexpected,
        "missed": [
            dict(zip(("file", "line", "rule", "severity"), m), reportedAs=[
                f"{f['rule']}:{f['severity']}" for f in findings if (f["file"], f["line"]) == m[:2]
            ])
            for m in missed
        ],
        "problems": problems,
        "quiet": quiet,
    }


def print_app(result):
    r = result
    print(
        f"{r['app']}: findings {r['findings']}, kept {r['kept']}, precision {r['precision']:.0%}; "
        f"expected {r['expected']}, found {r['found']}, recall {r['recall']:.0%}; "
        f"quiet lines {r['quietLines']}, flagged {r['quietLinesFlagged']}"
    )
    for problem in r["problems"]:
        print(f"  bad mark    {problem}")
    for f in r["unexpected"]:
        reason = r["quiet"].get((f["file"], f["line"]))
        tail = f"  [quiet: {reason}]" if reason else ""
        print(f"  unexpected  {f['file']}:{f['line']} {f['rule']}:{f['severity']}  {f['message']}{tail}")
    for m in r["missed"]:
        instead = f"  (reported there: {', '.join(m['reportedAs'])})" if m["reportedAs"] else ""
        print(f"  missed      {m['file']}:{m['line']} {m['rule']}:{m['severity']}{instead}")


def main():
    repository = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("apps", nargs="*", help="app folder names (default: all)")
    parser.add_argument("--apps-root", default=str(repository / "Tests/Corpus/apps"), help="the corpus folder")
    parser.add_argument("--hig-gen", default=os.environ.get("HIG_GEN", str(repository / ".build/debug/hig-gen")))
    parser.add_argument("--json", action="store_true", help="print the scores as JSON")
    arguments = parser.parse_args()

    root = Path(arguments.apps_root)
    names = arguments.apps or sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
    results = [score(root / name, arguments.hig_gen) for name in names]
    totals = {k: sum(r[k] for r in results) for k in ("findings", "kept", "expected", "found", "quietLines", "quietLinesFlagged")}
    totals["precision"] = ratio(totals["kept"], totals["findings"])
    totals["recall"] = ratio(totals["found"], totals["expected"])
    if arguments.json:
        for r in results:
            r["quiet"] = [{"file": f, "line": l, "reason": why} for (f, l), why in sorted(r["quiet"].items())]
        json.dump({"apps": results, "total": totals}, sys.stdout, indent=2, ensure_ascii=False)
        print()
        return
    for r in results:
        print_app(r)
    print(
        f"TOTAL: findings {totals['findings']}, kept {totals['kept']}, precision {totals['precision']:.0%}; "
        f"expected {totals['expected']}, found {totals['found']}, recall {totals['recall']:.0%}; "
        f"quiet lines {totals['quietLines']}, flagged {totals['quietLinesFlagged']}"
    )


if __name__ == "__main__":
    main()
