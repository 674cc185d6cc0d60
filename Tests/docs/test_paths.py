"""Every link and repository path the documentation names exists.

The README, CONTRIBUTING.md and Docs/*.md name files and folders in running text
(`Sources/HIGLint/Rules/`, `Examples/SketchyApp`) and link to each other. A path that was
renamed or never existed sends a reader nowhere, so each one is checked here.
"""
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "Docs").glob("*.md"))]
TOP_LEVEL = ("Sources", "Tests", "Examples", "Docs", "scripts", "Templates", "Content", "Output", "Plugins",
             "Benchmarks", "Fuzz", ".ci")
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
CODE_PATH = re.compile(r"`((?:" + "|".join(re.escape(t) for t in TOP_LEVEL) + r")/[^`\s]*)`")


def named_paths(document):
    text = document.read_text(encoding="utf-8")
    # Fenced code shows commands and code, whose paths are examples in a user's project.
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    for match in LINK.finditer(prose):
        target = match.group(1)
        if "://" in target or target.startswith("mailto:"):
            continue
        yield (document.parent / target).resolve(), target
    for match in CODE_PATH.finditer(prose):
        target = match.group(1).rstrip(".,:;")
        # A pattern such as `Tests/BadInput/NAME.expected` names a kind of file, not one file.
        if any(ch in target for ch in "*{}<>") or re.search(r"/[A-Z]+(\.|$)", target.replace("HIG", "")):
            continue
        yield ROOT / target, target


@pytest.mark.parametrize("document", [d for d in DOCUMENTS if d.exists()], ids=lambda d: d.name)
def test_every_named_path_exists(document):
    missing = sorted({shown for path, shown in named_paths(document) if not path.exists()})
    assert missing == [], f"{document.relative_to(ROOT)} names paths that do not exist: {missing}"


def test_the_documents_exist():
    assert (ROOT / "README.md").exists() and (ROOT / "Docs").is_dir()
