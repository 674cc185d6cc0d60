"""Blind labels and judgements for scripts/oss-check.py, and the precision and recall they give.

A labels file (kept outside this repository, see Docs/Linting.md, "Measuring precision") is JSON
with `apps` (what a careful reviewer expects at each shortcut declaration of an app, written
before hig-gen ran on it) and/or `findings` (that reviewer's judgement of each finding a binary
reported). Several files may be given; their apps and judgements are merged.

  {"apps": [{"repo": "owner/name", "commit": "<40 hex>", "subfolder": ".",
             "declarations": [{"file": "a/b.swift", "line": 42, "expect": "error|warning|note|none",
                               "rule": "duplicate-shortcut", "also_at": [40]}]}],
   "findings": [{"repo": "owner/name", "file": "a/b.swift", "line": 42, "rule": "duplicate-shortcut",
                 "severity": "error", "keep": true}]}

A finding is judged by the judgement with its repo, file, line and rule; one judged at another
severity, or not judged at all, is "unjudged" and never counts as kept. A labelled real problem
(expect error or warning) is found when the binary reports an error or a warning at its file and
line (or at a line in `also_at`: the other half of a duplicate).

Standard library only.
"""

import json
import os
from pathlib import Path

SEVERITIES = ("error", "warning", "note")
EXPECTATIONS = ("none", "note", "warning", "error")


class LabelsError(Exception):
    """A labels file that cannot be used: the message names the file and what is wrong."""


def _place(path, index, what):
    return f"{path}: {what} #{index + 1}"


def _require(value, kind, where, field):
    if not isinstance(value, kind):
        raise LabelsError(f"{where}: '{field}' must be {kind.__name__}, not {type(value).__name__}")
    return value


class Labels:
    """Every labelled app and judged finding of the files given."""

    def __init__(self):
        self.apps = {}  # repo -> {"commit", "subfolder", "declarations"}
        self.judgements = {}  # (repo, file, line, rule) -> [judgement], one a severity

    @classmethod
    def load(cls, paths):
        labels = cls()
        for path in paths:
            try:
                document = json.loads(Path(path).read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
                raise LabelsError(f"{path}: cannot read labels: {error}") from None
            _require(document, dict, path, "the file")
            for index, app in enumerate(_require(document.get("apps", []), list, path, "apps")):
                labels._add_app(_place(path, index, "app"), app)
            for index, finding in enumerate(_require(document.get("findings", []), list, path, "findings")):
                labels._add_judgement(_place(path, index, "finding"), finding)
        return labels

    def _add_app(self, where, app):
        _require(app, dict, where, "app")
        repo = _require(app.get("repo"), str, where, "repo")
        if repo.count("/") != 1:
            raise LabelsError(f"{where}: repo '{repo}' is not owner/name")
        declarations = []
        for index, declaration in enumerate(_require(app.get("declarations", []), list, where, "declarations")):
            place = f"{where} ({repo}) declaration #{index + 1}"
            _require(declaration, dict, place, "declaration")
            expect = declaration.get("expect")
            if expect not in EXPECTATIONS:
                raise LabelsError(f"{place}: 'expect' must be one of {', '.join(EXPECTATIONS)}, not {expect!r}")
            lines = [_require(declaration.get("line"), int, place, "line")]
            lines += [_require(line, int, place, "also_at") for line in declaration.get("also_at", [])]
            declarations.append(
                {
                    "file": os.path.normpath(_require(declaration.get("file"), str, place, "file")),
                    "lines": lines,
                    "expect": expect,
                    "rule": declaration.get("rule") or "(no rule)",
                    "title": declaration.get("title", ""),
                }
            )
        entry = self.apps.setdefault(
            repo, {"commit": app.get("commit") or "", "subfolder": app.get("subfolder") or ".", "declarations": []}
        )
        if app.get("commit") and entry["commit"] and app["commit"] != entry["commit"]:
            raise LabelsError(f"{where}: {repo} is labelled at two commits, {entry['commit']} and {app['commit']}")
        entry["declarations"] += declarations

    def _add_judgement(self, where, finding):
        _require(finding, dict, where, "finding")
        repo = _require(finding.get("repo"), str, where, "repo")
        key = (
            repo,
            os.path.normpath(_require(finding.get("file"), str, where, "file")),
            _require(finding.get("line"), int, where, "line"),
            _require(finding.get("rule"), str, where, "rule"),
        )
        _require(finding.get("keep"), bool, where, "keep")
        if finding.get("severity") not in (None, *SEVERITIES):
            raise LabelsError(f"{where}: 'severity' must be one of {', '.join(SEVERITIES)}")
        self.judgements.setdefault(key, []).append(finding)

    def app_lines(self):
        """The labelled apps as lines of scripts/oss-check-apps.txt, at the commits labelled."""
        lines = []
        for repo, app in sorted(self.apps.items()):
            spec = repo + (f"@{app['commit']}" if app["commit"] else "")
            lines.append(f"{spec} {app['subfolder']}")
        return lines


class Score:
    """What one binary's findings are worth against the labels."""

    def __init__(self):
        # rule -> severity -> {"kept", "false", "unjudged"}
        self.precision = {}
        # labelled rule -> {"expected", "found"}
        self.recall = {}
        self.verdicts = []  # (repo, finding, verdict, detail)
        self.missed = []  # (repo, declaration)

    def _count(self, rule, severity, verdict):
        by_severity = self.precision.setdefault(rule, {})
        counts = by_severity.setdefault(severity, {"kept": 0, "false": 0, "unjudged": 0})
        counts[verdict] += 1


def judge_by_labels(labels, results, slack=1):
    """Adds, for each finding no judgement covers yet, the judgement its labels give: kept when a
    labelled declaration of its file, at its line or within `slack` lines (or at an `also_at`
    line), expects the finding's severity; false when the labels there expect another; none when
    no declaration is labelled near it (the finding stays unjudged, to be judged by hand).
    Returns how many judgements it added. A blind round's labels are written before hig-gen runs,
    so judging by them is the labeller's own call, not one made after seeing the findings."""
    added = 0
    for repo, findings in results:
        app = labels.apps.get(repo)
        if app is None:
            continue
        for finding in findings:
            key = (repo, finding["file"], finding["line"], finding["rule"])
            # (Another binary's finding at the same place may have been judged at another severity.)
            if any(judgement.get("severity") in (None, finding["severity"]) for judgement in labels.judgements.get(key, [])):
                continue
            near = [
                declaration for declaration in app["declarations"]
                if declaration["file"] == finding["file"]
                and any(abs(line - finding["line"]) <= slack for line in declaration["lines"])
            ]
            if not near:
                continue
            keep = any(declaration["expect"] == finding["severity"] for declaration in near)
            labels.judgements.setdefault(key, []).append(
                {"severity": finding["severity"], "keep": keep, "why": "judged by the labels"})
            added += 1
    return added


def verdict(labels, repo, finding):
    """("kept" | "false" | "unjudged", why) for one finding."""
    judgements = labels.judgements.get((repo, finding["file"], finding["line"], finding["rule"]), [])
    if not judgements:
        return "unjudged", "no judgement at this place and rule"
    for judgement in judgements:
        if judgement.get("severity") in (None, finding["severity"]):
            return ("kept" if judgement["keep"] else "false"), judgement.get("why", "")
    judged = " and ".join(sorted({judgement["severity"] for judgement in judgements}))
    return "unjudged", f"judged as {judged}, reported as {finding['severity']}"


def score(labels, results, slack=0):
    """Scores `results`, a list of (repo, findings) for the apps the binary ran on; a labelled
    problem is found by a finding within `slack` lines of its line."""
    result = Score()
    for repo, findings in results:
        for finding in findings:
            kind, detail = verdict(labels, repo, finding)
            result._count(finding["rule"], finding["severity"], kind)
            result.verdicts.append((repo, finding, kind, detail))
        app = labels.apps.get(repo)
        if app is None:
            continue
        reported = {
            (finding["file"], finding["line"]) for finding in findings if finding["severity"] in ("error", "warning")
        }
        for declaration in app["declarations"]:
            if declaration["expect"] not in ("error", "warning"):
                continue
            counts = result.recall.setdefault(declaration["rule"], {"expected": 0, "found": 0})
            counts["expected"] += 1
            if any((declaration["file"], line + offset) in reported for line in declaration["lines"]
                   for offset in range(-slack, slack + 1)):
                counts["found"] += 1
            else:
                result.missed.append((repo, declaration))
    return result


def _ratio(part, whole):
    return f"{part}/{whole}" + (f" ({100 * part / whole:.0f}%)" if whole else "")


def _cell(counts):
    if not counts:
        return "-"
    total = counts["kept"] + counts["false"] + counts["unjudged"]
    text = _ratio(counts["kept"], total)
    return text + (f", {counts['unjudged']} unjudged" if counts["unjudged"] else "")


def report(result):
    """The lines that print a score: precision per rule, errors and warnings apart; recall."""
    lines = ["PRECISION (kept/all; an unjudged finding is never kept)"]
    width = max([len("rule")] + [len(rule) for rule in result.precision])
    lines.append(f"  {'rule'.ljust(width)}  {'errors':<24}  {'warnings':<24}  notes")
    totals = {severity: {"kept": 0, "false": 0, "unjudged": 0} for severity in SEVERITIES}
    for rule in sorted(result.precision):
        by_severity = result.precision[rule]
        cells = [_cell(by_severity.get(severity)) for severity in SEVERITIES]
        lines.append(f"  {rule.ljust(width)}  {cells[0]:<24}  {cells[1]:<24}  {cells[2]}")
        for severity, counts in by_severity.items():
            for name, value in counts.items():
                totals[severity][name] += value
    lines.append(
        f"  {'TOTAL'.ljust(width)}  {_cell(totals['error']):<24}  {_cell(totals['warning']):<24}  {_cell(totals['note'])}"
    )
    expected = sum(counts["expected"] for counts in result.recall.values())
    found = sum(counts["found"] for counts in result.recall.values())
    lines.append(f"RECALL (labelled errors and warnings reported as an error or a warning at their place): {_ratio(found, expected)}")
    for rule in sorted(result.recall):
        counts = result.recall[rule]
        lines.append(f"  {rule}: {_ratio(counts['found'], counts['expected'])}")
    for repo, declaration in result.missed:
        at = ", ".join(str(line) for line in declaration["lines"])
        lines.append(
            f"  missed {repo} {declaration['file']}:{at}: expected {declaration['expect']} "
            f"[{declaration['rule']}] {declaration['title']}"
        )
    unjudged = [(repo, finding, detail) for repo, finding, kind, detail in result.verdicts if kind == "unjudged"]
    if unjudged:
        lines.append(f"UNJUDGED ({len(unjudged)}): judge these before reading the figures")
        for repo, finding, detail in unjudged:
            lines.append(
                f"  unjudged {repo} {finding['file']}:{finding['line']}: {finding['severity']} [{finding['rule']}] ({detail})"
            )
    return lines


def as_json(result):
    """The score as JSON values, for --json-out."""
    return {
        "precision": result.precision,
        "recall": result.recall,
        "missed": [dict(repo=repo, **declaration) for repo, declaration in result.missed],
        "verdicts": [dict(repo=repo, verdict=kind, detail=detail, **finding) for repo, finding, kind, detail in result.verdicts],
    }
