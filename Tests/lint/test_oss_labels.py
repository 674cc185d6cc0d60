"""The blind round's arithmetic (scripts/oss_labels.py): judging findings by the labels written
before hig-gen ran, and the precision and recall those judgements give."""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "scripts"))

import oss_labels  # noqa: E402

LABELS = {
    "apps": [
        {
            "repo": "someone/app",
            "commit": "0" * 40,
            "declarations": [
                {"file": "App.swift", "line": 10, "expect": "error", "rule": "duplicate-shortcut", "also_at": [12]},
                {"file": "App.swift", "line": 12, "expect": "error", "rule": "duplicate-shortcut", "also_at": [10]},
                {"file": "App.swift", "line": 20, "expect": "note", "rule": "implicit-command"},
                {"file": "App.swift", "line": 30, "expect": "warning", "rule": "typing-conflict"},
            ],
        }
    ]
}


def finding(line, severity, rule="duplicate-shortcut"):
    return {"file": "App.swift", "line": line, "rule": rule, "severity": severity, "message": ""}


def load(tmp_path):
    path = tmp_path / "labels.json"
    path.write_text(json.dumps(LABELS))
    return oss_labels.Labels.load([path])


def test_findings_are_judged_by_the_labels_near_them(tmp_path):
    labels = load(tmp_path)
    results = [
        (
            "someone/app",
            [
                finding(13, "error"),  # one line off the second half of the duplicate: kept
                finding(20, "warning", "implicit-command"),  # labelled a note: false
                finding(50, "warning", "typing-conflict"),  # nobody labelled line 50: unjudged
            ],
        )
    ]
    assert oss_labels.judge_by_labels(labels, results, slack=1) == 2
    score = oss_labels.score(labels, results, slack=1)
    assert score.precision["duplicate-shortcut"]["error"] == {"kept": 1, "false": 0, "unjudged": 0}
    assert score.precision["implicit-command"]["warning"] == {"kept": 0, "false": 1, "unjudged": 0}
    assert score.precision["typing-conflict"]["warning"] == {"kept": 0, "false": 0, "unjudged": 1}
    # Both halves of the duplicate are found (one line off, with slack); the typing conflict is not.
    assert score.recall["duplicate-shortcut"] == {"expected": 2, "found": 2}
    assert score.recall["typing-conflict"] == {"expected": 1, "found": 0}


def test_without_slack_a_finding_one_line_off_finds_nothing(tmp_path):
    labels = load(tmp_path)
    results = [("someone/app", [finding(13, "error")])]
    score = oss_labels.score(labels, results)
    assert score.recall["duplicate-shortcut"] == {"expected": 2, "found": 0}
    assert score.precision["duplicate-shortcut"]["error"]["unjudged"] == 1


def test_a_judgement_written_by_hand_is_kept(tmp_path):
    labels = load(tmp_path)
    labels.judgements[("someone/app", "App.swift", 20, "implicit-command")] = [{"severity": "warning", "keep": True}]
    results = [("someone/app", [finding(20, "warning", "implicit-command")])]
    assert oss_labels.judge_by_labels(labels, results) == 0
    assert oss_labels.score(labels, results).precision["implicit-command"]["warning"]["kept"] == 1


def test_two_binaries_findings_at_one_place_are_each_judged_at_their_severity(tmp_path):
    labels = load(tmp_path)
    old = [("someone/app", [finding(30, "note", "typing-conflict")])]
    new = [("someone/app", [finding(30, "warning", "typing-conflict")])]
    oss_labels.judge_by_labels(labels, old)
    oss_labels.judge_by_labels(labels, new)
    assert oss_labels.score(labels, old).precision["typing-conflict"]["note"]["false"] == 1
    assert oss_labels.score(labels, new).precision["typing-conflict"]["warning"]["kept"] == 1


def test_findings_in_a_subfolder_are_named_from_the_repository_root(tmp_path):
    # Labels name files from the repository's root; hig-gen, run in an app's subfolder, names
    # them from there. Unjoined, every finding there went unjudged and every label missed.
    import importlib.util

    script = pathlib.Path(__file__).resolve().parents[2] / "scripts" / "oss-check.py"
    spec = importlib.util.spec_from_file_location("oss_check", script)
    oss_check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(oss_check)
    binary = tmp_path / "fake-hig-gen"
    report = {"diagnostics": [{"location": {"file": "./MainMenu.xib", "line": 3}, "id": "x", "severity": "error"}]}
    binary.write_text(f"#!/bin/sh\ncat <<'END'\n{json.dumps(report)}\nEND\n")
    binary.chmod(0o755)
    findings, _, problem = oss_check.run(str(binary), tmp_path, "sources/MainMenu")
    assert problem is None
    assert [finding["file"] for finding in findings] == ["sources/MainMenu/MainMenu.xib"]
