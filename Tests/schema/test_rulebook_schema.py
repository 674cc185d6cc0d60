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


def canonical(text):
    """The layout hig-gen writes: Python's own, with keys sorted and non-ASCII as itself."""
    return json.dumps(json.loads(text), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


@pytest.mark.parametrize("name", ["rulebook.json", "rulebook.schema.json"])
def test_committed_files_have_the_documented_layout(name):
    text = (ROOT / "Output/json" / name).read_text(encoding="utf-8")
    assert text == canonical(text)


def test_hostile_text_round_trips_through_python(tmp_path):
    # Quotes, backslashes (none before punctuation, which Markdown would read as an escape),
    # JavaScript's line separators, emoji and right-to-left text in cells and in the file's name.
    action = 'Say "hi" \\ back\\slash then\u2028go \u2029 🎉 שלום e\u0301 \u202ex.'
    (tmp_path / 'we"ird \\ name.md').write_text(
        "---\ntitle: T \"q\" \\\nplatforms: [macOS]\n---\n# Reserved keyboard shortcuts\n\n"
        "| Keyboard shortcut | Action |\n|---|---|\n"
        f"| Command-K | {action} |\n",
        encoding="utf-8",
    )
    hig_gen = pathlib.Path(HIG_GEN) if pathlib.Path(HIG_GEN).is_absolute() else ROOT / HIG_GEN
    result = subprocess.run([str(hig_gen), "json", "."], cwd=tmp_path, capture_output=True, check=True)
    text = result.stdout.decode("utf-8")
    assert text == canonical(text)
    rulebook = json.loads(text)
    assert errors(rulebook) == []
    assert rulebook["entries"][0]["action"] == action
    assert rulebook["documents"][0]["path"].endswith('we"ird \\ name.md')
    assert rulebook["documents"][0]["title"] == 'T "q" \\'
