"""`hig-gen build --emit docc` writes an article that `docc convert` builds, without warnings."""

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / os.environ.get("HIG_GEN", ".build/debug/hig-gen")
DOCC = shutil.which("docc") or "/opt/swift/usr/bin/docc"
FIXTURE = ROOT / "Tests/Fixtures/app-tables/sketchy.md"


@pytest.fixture(scope="module")
def archive(tmp_path_factory):
    work = tmp_path_factory.mktemp("docc")
    shutil.copy(FIXTURE, work / "sketchy.md")
    subprocess.run([BIN, "build", "--content", "sketchy.md", "--emit", "docc", "--output", "out", "--quiet"],
                   cwd=work, check=True)
    # An app's catalog: its landing page links to the generated article.
    catalog = work / "Sketchy.docc"
    catalog.mkdir()
    (catalog / "Sketchy.md").write_text(
        "# Sketchy\n\n@Metadata {\n  @TechnologyRoot\n}\n\nA drawing app.\n\n"
        "## Topics\n\n- <doc:KeyboardShortcuts>\n")
    shutil.copy(work / "out/docc/KeyboardShortcuts.md", catalog)
    result = subprocess.run(
        [DOCC, "convert", catalog, "--output-path", work / "Sketchy.doccarchive", "--warnings-as-errors",
         "--fallback-display-name", "Sketchy", "--fallback-bundle-identifier", "com.example.sketchy"],
        capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    return work / "Sketchy.doccarchive"


def test_only_the_article_is_written(archive):
    out = archive.parent / "out"
    assert sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file()) == ["docc/KeyboardShortcuts.md"]


def test_the_article_is_a_page_with_the_shortcut_table(archive):
    page = json.loads((archive / "data/documentation/sketchy/keyboardshortcuts.json").read_text())
    assert page["metadata"]["title"] == "Keyboard Shortcuts"
    text = json.dumps(page, ensure_ascii=False)
    for cell in ["Export as PDF", "⇧⌘K", "Shift-Command-K", "File ▸ Export", "Command-Question mark"]:
        assert cell in text, cell
    tables = [block for section in page["primaryContentSections"] for block in section["content"]
              if block["type"] == "table"]
    assert len(tables) == 1 and len(tables[0]["rows"]) == 9  # the header and 8 shortcuts


def test_the_landing_page_links_to_it(archive):
    root = json.loads((archive / "data/documentation/sketchy.json").read_text())
    assert "doc://com.example.sketchy/documentation/Sketchy/KeyboardShortcuts" in root["references"]
