"""Validates `hig-gen check --format sarif` against a hand-written subset of the SARIF 2.1.0
schema (see the $comment in sarif-2.1.0-subset.schema.json: no network here to fetch the
official schema), and checks what the schema cannot: rule indexes and the example's rules."""
import json
import os
import pathlib
import subprocess

import jsonschema
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
HIG_GEN = os.environ.get("HIG_GEN", str(ROOT / ".build/debug/hig-gen"))
SCHEMA = json.loads((pathlib.Path(__file__).parent / "sarif-2.1.0-subset.schema.json").read_text())


def sarif(*paths):
    run = subprocess.run([HIG_GEN, "check", "--format", "sarif", *paths], cwd=ROOT, capture_output=True)
    assert run.returncode in (0, 1), run.stderr.decode()
    return json.loads(run.stdout)


@pytest.fixture(scope="module")
def example():
    return sarif("Examples/LintDemo")


def test_the_schema_is_itself_valid():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_example_log_conforms(example):
    validator = jsonschema.Draft202012Validator(SCHEMA, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(example), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:10])


def test_rule_indexes_point_at_their_rules(example):
    run = example["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]


def test_every_rule_is_described_and_fires_in_the_example(example):
    run = example["runs"][0]
    described = {rule["id"] for rule in run["tool"]["driver"]["rules"]}
    fired = {result["ruleId"] for result in run["results"]}
    lint_rules = {
        "reserved-conflict", "standard-repurposed", "unrelated-modifier-variant", "shift-with-two-character-key",
        "modifier-order", "avoid-control", "non-letter-key", "duplicate-shortcut", "terse-title", "unresolved-shortcut",
    }
    assert lint_rules <= described
    assert lint_rules <= fired


def test_a_negative_case_fails_the_schema():
    broken = {"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": [{"level": "fatal"}]}]}
    assert list(jsonschema.Draft202012Validator(SCHEMA).iter_errors(broken))
