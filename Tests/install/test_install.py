"""`make install` / `make uninstall` into a temporary DESTDIR with the debug binary."""

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = os.environ.get("HIG_GEN", ".build/debug/hig-gen")
PREFIX = "/usr/local"
INSTALLED = [
    "bin/hig-gen",
    "share/bash-completion/completions/hig-gen",
    "share/zsh/site-functions/_hig-gen",
    "share/fish/vendor_completions.d/hig-gen.fish",
    "share/man/man1/hig-gen.1",
    "share/hig-gen/install-manifest",
]


def make(target, destdir):
    subprocess.run(
        ["make", "-s", target, f"DESTDIR={destdir}", f"PREFIX={PREFIX}", f"INSTALL_BIN={BIN}"],
        cwd=ROOT, check=True, capture_output=True, text=True)


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    destdir = tmp_path_factory.mktemp("destdir")
    make("install", destdir)
    return destdir / PREFIX.lstrip("/")


def test_installs_binary_completions_man_page_and_manifest(installed):
    files = sorted(str(p.relative_to(installed)) for p in installed.rglob("*") if p.is_file())
    assert files == sorted(INSTALLED)
    assert os.access(installed / "bin/hig-gen", os.X_OK)
    version = subprocess.run([installed / "bin/hig-gen", "--version"], capture_output=True, text=True, check=True)
    assert version.stdout.startswith("hig-gen ")


def test_man_page_renders(installed):
    page = subprocess.run(
        ["man", "-l", installed / "share/man/man1/hig-gen.1"], capture_output=True, text=True, check=True,
        env={**os.environ, "MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "100"})
    assert "SYNOPSIS" in page.stdout
    # The subcommands come from the command definitions, not from a hand-written page.
    for command in ["build", "check", "explain", "init"]:
        assert command in page.stdout, command


def test_bash_completion_loads_and_completes_subcommands(installed):
    script = installed / "share/bash-completion/completions/hig-gen"
    probe = (
        f"source {script}\n"
        "complete -p hig-gen\n"
        'COMP_WORDS=(hig-gen ex); COMP_CWORD=1; COMP_LINE="hig-gen ex"; COMP_POINT=${#COMP_LINE}\n'
        '"$(complete -p hig-gen | sed -E "s/.*-F ([^ ]+).*/\\1/")" hig-gen ex hig-gen\n'
        'printf "%s\\n" "${COMPREPLY[@]}"\n')
    result = subprocess.run(["bash", "--norc", "-c", probe], capture_output=True, text=True,
                            env={**os.environ, "PATH": f"{installed / 'bin'}:{os.environ['PATH']}"})
    assert result.returncode == 0, result.stderr
    assert "hig-gen" in result.stdout.splitlines()[0]
    assert "explain" in result.stdout.splitlines()[1:]


def test_uninstall_removes_exactly_what_was_installed(tmp_path):
    # A file that was there before must survive; every folder install made must go.
    bin_dir = tmp_path / PREFIX.lstrip("/") / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "other-tool").write_text("keep me")
    make("install", tmp_path)
    make("uninstall", tmp_path)
    left = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*"))
    assert left == ["usr", "usr/local", "usr/local/bin", "usr/local/bin/other-tool"]
