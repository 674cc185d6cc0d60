"""Runs the hooks of .pre-commit-hooks.yaml with the real pre-commit tool (from the test venv) on
Examples/SketchyApp in a temporary git repository, as an app team would.

The hooks are `language: system`, so they run the hig-gen on PATH: the one this checkout built
(HIG_GEN). pre-commit fetches nothing: the hooks come from a local repository holding this
checkout's .pre-commit-hooks.yaml (a path and a commit, which pre-commit clones from disk), and
its cache is a temporary folder."""
import os
import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
HIG_GEN = pathlib.Path(os.environ.get("HIG_GEN", str(ROOT / ".build/debug/hig-gen"))).resolve()
PRE_COMMIT = [sys.executable, "-m", "pre_commit"]
APP = ROOT / "Examples/SketchyApp"
TABLE = "Sources/Sketchy/shortcuts.md"


def git(cwd, *args):
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


def commit_all(cwd, message):
    git(cwd, "add", "-A")
    git(cwd, "-c", "user.name=test", "-c", "user.email=test@example.com", "commit", "-q", "--no-verify", "-m", message)


@pytest.fixture
def app(tmp_path):
    """A git repository of the example app whose .pre-commit-config.yaml uses both hooks."""
    if not HIG_GEN.exists():
        pytest.skip(f"no hig-gen at {HIG_GEN}: run make first")
    hooks = tmp_path / "hooks"
    hooks.mkdir()
    shutil.copy(ROOT / ".pre-commit-hooks.yaml", hooks)
    git(hooks, "init", "-q")
    commit_all(hooks, "hooks")
    repo = tmp_path / "app"
    shutil.copytree(APP, repo, ignore=shutil.ignore_patterns(".build*"))
    (repo / ".pre-commit-config.yaml").write_text(
        f"repos:\n- repo: {hooks}\n  rev: {git(hooks, 'rev-parse', 'HEAD')}\n  hooks:\n"
        "  - id: hig-gen-check\n"
        "  - id: hig-gen-build\n"
        f"    args: [--content, {TABLE}, --output, CheatSheet]\n")
    git(repo, "init", "-q")
    # The hooks run `hig-gen` from PATH: this build's, under that name.
    tools = tmp_path / "bin"
    tools.mkdir()
    (tools / "hig-gen").symlink_to(HIG_GEN)
    environment = dict(os.environ, PATH=f"{tools}{os.pathsep}{os.environ.get('PATH', '')}",
                       PRE_COMMIT_HOME=str(tmp_path / "pre-commit-cache"), NO_COLOR="1")
    environment.pop("GIT_DIR", None)
    return repo, environment


def run_hooks(repo, environment):
    """`pre-commit run` on everything staged, as a commit of every change would run it."""
    git(repo, "add", "-A")
    run = subprocess.run([*PRE_COMMIT, "run", "--all-files"], cwd=repo, env=environment, capture_output=True,
                         text=True, timeout=300)
    return run.returncode, run.stdout + run.stderr


def hook_line(output, name):
    return next(line for line in output.splitlines() if line.startswith(name))


def test_both_hooks_pass_on_the_example_app_and_the_build_writes_its_outputs(app):
    repo, environment = app
    status, output = run_hooks(repo, environment)
    assert status == 0, output
    assert hook_line(output, "hig-gen check").endswith("Passed"), output
    assert hook_line(output, "hig-gen build").endswith("Passed"), output
    assert (repo / "CheatSheet/site/index.html").exists()
    assert (repo / "CheatSheet/json/rulebook.json").exists()


def test_the_check_hook_fails_on_a_reserved_shortcut_and_says_where(app):
    repo, environment = app
    source = repo / "Sources/Sketchy/Capture.swift"
    source.write_text('import SwiftUI\n\nstruct Capture: View {\n    var body: some View {\n'
                      '        Button("Capture Screen") {}.keyboardShortcut("3", modifiers: [.shift, .command])\n'
                      '    }\n}\n')
    status, output = run_hooks(repo, environment)
    assert status == 1, output
    assert hook_line(output, "hig-gen check").endswith("Failed"), output
    assert "Sources/Sketchy/Capture.swift:5:" in output, output
    assert "[reserved-conflict]" in output, output


def test_the_build_hook_fails_when_committed_outputs_are_stale_then_passes(app):
    repo, environment = app
    status, output = run_hooks(repo, environment)
    assert status == 0, output
    commit_all(repo, "the app and its cheat sheet")
    table = repo / TABLE
    table.write_text(table.read_text().replace("Start an empty drawing in a new window.",
                                               "Start an empty drawing in a window of its own."))
    status, output = run_hooks(repo, environment)
    assert status == 1, output
    assert "files were modified by this hook" in output, output
    assert "a window of its own" in (repo / "CheatSheet/json/rulebook.json").read_text()
    status, output = run_hooks(repo, environment)
    assert status == 0, output


def test_a_broken_table_fails_the_build_hook_with_its_place(app):
    repo, environment = app
    table = repo / TABLE
    table.write_text(table.read_text().replace("| newDrawing | Command-N |", "| newDrawing | Command-Nope |"))
    status, output = run_hooks(repo, environment)
    assert status == 1, output
    assert hook_line(output, "hig-gen build").endswith("Failed"), output
    assert f"{TABLE}:" in output, output
