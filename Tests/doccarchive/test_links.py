"""The static-hosting export of `make docs` has no broken links (run by `make docs-check`).

A DocC site is one HTML shell per page plus the page's JSON under data/. Every page a
reference points at must have both, and every asset the shell loads must exist.
"""

import json
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARCHIVE = ROOT / os.environ.get("DOCC_ARCHIVE", ".build-docs/hig-gen.doccarchive")
PAGES = sorted((ARCHIVE / "data").rglob("*.json")) if (ARCHIVE / "data").is_dir() else []


def test_the_archive_was_built():
    assert (ARCHIVE / "index.html").is_file(), f"run `make docs` first: no {ARCHIVE}"
    names = {p.stem for p in PAGES}
    # Both libraries and every article.
    assert {"higmodel", "higshortcuts", "commandline", "apptables", "buildplugin", "rules"} <= names


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ARCHIVE)))
def test_every_referenced_page_exists(page):
    references = json.loads(page.read_text()).get("references", {})
    missing = []
    for reference in references.values():
        url = reference.get("url", "")
        if reference.get("type") != "topic" or not url.startswith(("/documentation/", "/tutorials/")):
            continue
        path = url.split("#")[0].rstrip("/")
        if not (ARCHIVE / path.lstrip("/") / "index.html").is_file() or not (ARCHIVE / f"data{path}.json").is_file():
            missing.append(url)
    assert missing == []


def test_the_shell_loads_only_existing_assets():
    shell = (ARCHIVE / "index.html").read_text()
    assets = re.findall(r'(?:src|href)="(/[^"]+)"', shell)
    assert assets, "the page shell loads no assets"
    missing = [a for a in assets if not (ARCHIVE / a.lstrip("/").split("?")[0]).exists()]
    assert missing == []
