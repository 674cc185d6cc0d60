"""The artifact bundle `make dist` ships, made here from the debug binary (same script)."""

import json
import os
import subprocess
import zipfile
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / os.environ.get("HIG_GEN", ".build/debug/hig-gen")
SCHEMA = json.loads((Path(__file__).parent / "artifactbundle.schema.json").read_text())


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    out = tmp_path_factory.mktemp("dist")
    result = subprocess.run(["scripts/make-bundle.sh", "swift", BIN, out], cwd=ROOT, check=True,
                            capture_output=True, text=True)
    return out, result.stdout


def test_info_json_validates(bundle):
    out, _ = bundle
    info = json.loads((out / "hig-gen.artifactbundle/info.json").read_text())
    errors = [e.message for e in Draft202012Validator(SCHEMA).iter_errors(info)]
    assert errors == []


def test_every_variant_runs_version(bundle):
    out, _ = bundle
    root = out / "hig-gen.artifactbundle"
    info = json.loads((root / "info.json").read_text())
    for variant in info["artifacts"]["hig-gen"]["variants"]:
        result = subprocess.run([root / variant["path"], "--version"], capture_output=True, text=True, check=True)
        assert result.stdout.startswith(f"hig-gen {info['artifacts']['hig-gen']['version']}")
        assert "built-in rulebook: edition" in result.stdout


def test_zip_holds_the_bundle_and_its_checksum_is_printed(bundle):
    out, stdout = bundle
    names = zipfile.ZipFile(out / "hig-gen.artifactbundle.zip").namelist()
    assert "hig-gen.artifactbundle/info.json" in names
    checksum = stdout.strip().rsplit(" ", 1)[-1]
    assert len(checksum) == 64 and all(c in "0123456789abcdef" for c in checksum)


def test_zip_is_reproducible(bundle, tmp_path):
    out, stdout = bundle
    again = subprocess.run(["scripts/make-bundle.sh", "swift", BIN, tmp_path], cwd=ROOT, check=True,
                           capture_output=True, text=True)
    assert again.stdout.rsplit(" ", 1)[-1] == stdout.rsplit(" ", 1)[-1]
