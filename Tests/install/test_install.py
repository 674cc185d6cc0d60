"""`make install` and `make uninstall` as a packager runs them: into a DESTDIR, with the
completions and the man page that argument-parser generates, and removed again exactly."""
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
INSTALLED = [
    "bin/hig-gen",
    "share/bash-completion/completions/hig-gen",
    "share/zsh/site-functions/_hig-gen",
    "share/fish/vendor_completions.d/hig-gen.fish",
    "share/man/man1/hig-gen.1",
]


def make(target, destdir):
    subprocess.run(["make", "--no-print-directory", target, f"DESTDIR={destdir}", "PREFIX=/usr/local"],
                   cwd=ROOT, check=True, capture_output=True, text=True)


def test_install_then_uninstall(tmp_path):
    make("install", tmp_path)
    root = tmp_path / "usr/local"
    for file in INSTALLED:
        assert (root / file).is_file(), file
    assert (root / "share/hig-gen/install-manifest.txt").read_text().split() == INSTALLED

    version = subprocess.run([root / "bin/hig-gen", "--version"], capture_output=True, text=True, check=True).stdout
    assert version.startswith("hig-gen ") and "built-in rulebook" in version

    page = subprocess.run(["man", "-l", root / "share/man/man1/hig-gen.1"], capture_output=True, text=True,
                          env={"MANWIDTH": "100", "PATH": "/usr/bin:/bin"}, check=True).stdout
    assert "hig-gen" in page and "check" in page and "SYNOPSIS" in page

    loaded = subprocess.run(
        ["bash", "-c", f"source {root / 'share/bash-completion/completions/hig-gen'} && complete -p hig-gen"],
        capture_output=True, text=True, check=True).stdout
    assert "hig-gen" in loaded

    make("uninstall", tmp_path)
    left = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file())
    assert left == []
