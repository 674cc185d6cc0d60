"""Docs/Architecture.md's table of targets is exactly the targets in Package.swift.

A target added, renamed or removed without the architecture page saying so makes the page a
map of a package that no longer exists; this keeps the two together.
"""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
# `.target(name: "X"`, `.executableTarget(…)`, `.systemLibrary(…)`, `.plugin(…)`; test targets
# are left out (`.testTarget(` does not match), products name targets that match already.
DECLARED = re.compile(r"\.(?:target|executableTarget|systemLibrary|plugin)\(\s*name:\s*\"([^\"]+)\"")
ROW = re.compile(r"^\| `([^`]+)` \|", re.M)


def package_targets():
    return set(DECLARED.findall((ROOT / "Package.swift").read_text(encoding="utf-8")))


def documented_targets():
    text = (ROOT / "Docs/Architecture.md").read_text(encoding="utf-8")
    section = text.split("\n## Targets\n", 1)[1].split("\n## ", 1)[0]
    return set(ROW.findall(section))


def test_the_package_declares_targets():
    assert {"HIGModel", "HIGMarkdown", "hig-gen", "HIGGenPlugin"} <= package_targets()


def test_every_target_is_on_the_architecture_page():
    missing = sorted(package_targets() - documented_targets())
    assert missing == [], f"Docs/Architecture.md does not list these targets of Package.swift: {missing}"


def test_the_architecture_page_lists_no_target_that_is_gone():
    gone = sorted(documented_targets() - package_targets())
    assert gone == [], f"Docs/Architecture.md lists targets Package.swift no longer has: {gone}"
