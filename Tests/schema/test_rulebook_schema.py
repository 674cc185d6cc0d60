"""Validates hig-gen's JSON against its JSON Schema (draft 2020-12) with python-jsonschema.

The schema is checked both ways: real output must pass, and output broken on purpose must
fail, so a schema that accepts anything cannot pass this test.
"""
import copy
import json
import os
import pathlib
import subprocess

import pytest
from jsonschema import Draft202012Validator

ROOT = pathlib.Path(__file__).resolve().parents[2]
HIG_GEN = os.environ.get("HIG_GEN", str(ROOT / ".build/debug/hig-gen"))
SCHEMA = json.loads((ROOT / "Output/json/rulebook.schema.json").read_text())
VALIDATOR = Draft202012Validator(SCHEMA)


def compiled(*paths):
    result = subprocess.run([HIG_GEN, "json", *paths], cwd=ROOT, capture_output=True, check=True)
    return json.loads(result.stdout)


def errors(document):
    return sorted(error.message for error in VALIDATOR.iter_errors(document))


def test_schema_is_a_valid_2020_12_schema():
    Draft202012Validator.check_schema(SCHEMA)


def test_committed_rulebook_is_valid():
    rulebook = json.loads((ROOT / "Output/json/rulebook.json").read_text())
    assert errors(rulebook) == []
    assert len(rulebook["entries"]) > 100


@pytest.mark.parametrize(
    "path",
    [
        "Content",
        "Tests/Fixtures/seed-000-reserved.md",
        "Tests/Fixtures/scraped-page.md",
        "../shared/seeds/004_001f422272418b7b.txt",
    ],
)
def test_compiled_output_is_valid(path):
    if not (ROOT / path).exists():
        pytest.skip(f"{path} is not here")
    assert errors(compiled(path)) == []


def broken(mutate):
    rulebook = copy.deepcopy(compiled("Content"))
    mutate(rulebook)
    return errors(rulebook)


def test_schema_rejects_an_entry_without_action():
    assert broken(lambda r: r["entries"][0].pop("action"))


def test_schema_rejects_an_unknown_key():
    assert broken(lambda r: r["entries"][0]["shortcut"].update(key="Hyper"))


def test_schema_rejects_an_unknown_modifier():
    assert broken(lambda r: r["entries"][0]["shortcut"].update(modifiers=["Meta"]))


def test_schema_rejects_an_unknown_table():
    assert broken(lambda r: r["entries"][0].update(table="favourites"))


def test_schema_rejects_unexpected_properties():
    assert broken(lambda r: r["entries"][0].update(extra=True))


def test_schema_rejects_a_malformed_code_point():
    assert broken(lambda r: r["modifierSymbols"][0].update(codePoint="2318"))


def test_schema_rejects_a_line_of_zero():
    assert broken(lambda r: r["entries"][0]["source"].update(line=0))
