#!/usr/bin/env python3
"""Runs two hig-gen binaries over real open-source apps and prints what changed.

As SwiftLint's tools/oss-check does for its rules: each app listed in
`scripts/oss-check-apps.txt` (`owner/name`, optionally `@commit`, then optionally a subfolder
to check, one app a line; `#` starts a comment) is put in a folder outside this repository
(`--oss-dir`, default `$OSS_DIR` or `~/.cache/hig-gen-oss`), then `check --format json .` is run
there with `--old` and with `--new`. For each app it prints the findings that are gone and
the findings that are new (file:line, rule, severity, message) and how long each binary took,
then the totals. With `--new` alone it prints every finding of that binary.

An app is fetched with `git clone --depth 1 https://github.com/owner/name` when its folder is
absent, or, with `--mirror-root DIR`, exported from an existing local git directory
`DIR/owner+name` (or `DIR/owner+name/repo`, or its `.git`) at the commit asked for, else its newest commit
(`git archive`, which leaves that git directory untouched). Nothing fetched is inside this
repository or committed.

With `--labels FILE` (repeatable; JSON kept outside this repository, see `scripts/oss_labels.py`
and Docs/Linting.md, "Measuring precision") it checks the labelled apps at the commits labelled
(unless `--apps` is given), tags every finding kept, false or unjudged by the reviewer's
judgements, and prints for each binary its precision per rule, errors and warnings apart, and
its recall of the labelled problems.

  scripts/oss-check.py --old /path/to/main/hig-gen --new .build/debug/hig-gen
  scripts/oss-check.py --new .build/debug/hig-gen --mirror-root /work/.mirror --json-out out.json
  scripts/oss-check.py --new .build/debug/hig-gen --labels ~/blind/labels.json --labels ~/blind/judgements.json

Standard library only.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import io
from pathlib import Path

import oss_labels


class App:
    def __init__(self, line: str):
        parts = line.split()
        self.spec = parts[0]
        self.repo, _, self.commit = self.spec.partition("@")
        self.subfolder = parts[1] if len(parts) > 1 else "."
        if self.repo.count("/") != 1:
            raise ValueError(f"'{line}': expected owner/name[@commit] [subfolder]")
        self.owner, self.name = self.repo.split("/")

    @property
    def folder_name(self):
        return f"{self.owner}+{self.name}" + (f"@{self.commit[:12]}" if self.commit else "")


def read_apps(lines):
    apps = []
    for raw in lines:
        line = raw.split("#", 1)[0].strip()
        if line:
            apps.append(App(line))
    return apps


def git(*arguments, **options):
    return subprocess.run(["git", *arguments], check=True, capture_output=True, text=True, **options)


def mirror_git_dir(root: Path, app: App):
    folder = root / f"{app.owner}+{app.name}"
    # A snapshot is a bare git directory, or a clone with a work tree (`repo/.git`).
    for candidate in (folder, folder / "repo", folder / "repo" / ".git"):
        if candidate.is_dir() and subprocess.run(
            ["git", "--git-dir", str(candidate), "rev-parse", "--git-dir"], capture_output=True
        ).returncode == 0:
            return candidate
    return None


def export_present_files(git_dir: Path, commit: str, destination: Path):
    """Writes every blob of `commit` that the git directory holds; the number it lacks."""
    listing = git("--git-dir", str(git_dir), "ls-tree", "-r", "-z", "--full-tree", commit).stdout
    entries = []
    for record in listing.split("\0"):
        if not record:
            continue
        meta, _, path = record.partition("\t")
        mode, kind, sha = meta.split()
        if kind == "blob" and mode != "120000":
            entries.append((sha, path))
    batch = subprocess.run(
        ["git", "--git-dir", str(git_dir), "cat-file", "--batch"],
        input="".join(sha + "\n" for sha, _ in entries).encode(), capture_output=True, check=True,
    ).stdout
    position, skipped = 0, 0
    for sha, path in entries:
        end = batch.index(b"\n", position)
        header = batch[position:end].split()
        position = end + 1
        if len(header) < 3 or header[1] == b"missing":
            skipped += 1
            continue
        size = int(header[2])
        target = destination / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(batch[position : position + size])
        position += size + 1
    return skipped


def plain_members(tar):
    """The archive's files and folders inside it: an app's repository is untrusted, and a link
    in it (to a file outside the folder, as some repositories commit) is nothing hig-gen reads."""
    for member in tar.getmembers():
        parts = Path(member.name).parts
        if (member.isfile() or member.isdir()) and not Path(member.name).is_absolute() and ".." not in parts:
            yield member


def fetch(app: App, oss_dir: Path, mirror_root):
    """The app's folder, fetched or exported when it is not there yet, and the commit in it."""
    destination = oss_dir / app.folder_name
    stamp = destination / ".hig-gen-oss-commit"
    if stamp.exists():
        return destination, stamp.read_text().strip()
    partial = Path(tempfile.mkdtemp(prefix=app.folder_name + ".", dir=oss_dir))
    try:
        if mirror_root is not None:
            git_dir = mirror_git_dir(mirror_root, app)
            if git_dir is None:
                raise RuntimeError(f"no git directory for {app.repo} under {mirror_root}")
            commit = git("--git-dir", str(git_dir), "rev-parse", (app.commit or "HEAD") + "^{commit}").stdout.strip()
            archive = subprocess.run(
                ["git", "--git-dir", str(git_dir), "archive", "--format=tar", commit], capture_output=True
            )
            if archive.returncode == 0:
                with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
                    members = plain_members(tar)
                    if hasattr(tarfile, "data_filter"):
                        tar.extractall(partial, members=members, filter="data")
                    else:
                        tar.extractall(partial, members=members)
            else:
                # A snapshot may leave its largest files out: export the files it has.
                skipped = export_present_files(git_dir, commit, partial)
                print(f"   ({app.repo}: {skipped} files absent from the local git directory were left out)")
        else:
            url = f"https://github.com/{app.repo}"
            git("clone", "--quiet", "--depth", "1", url, str(partial / "checkout"))
            if app.commit:
                git("-C", str(partial / "checkout"), "fetch", "--quiet", "--depth", "1", "origin", app.commit)
                git("-C", str(partial / "checkout"), "checkout", "--quiet", app.commit)
            commit = git("-C", str(partial / "checkout"), "rev-parse", "HEAD").stdout.strip()
            for child in (partial / "checkout").iterdir():
                child.rename(partial / child.name)
            (partial / "checkout").rmdir()
        (partial / ".hig-gen-oss-commit").write_text(commit + "\n")
        partial.rename(destination)
        return destination, commit
    finally:
        if partial.exists():
            shutil.rmtree(partial, ignore_errors=True)


def run(binary: str, folder: Path, subfolder: str = "."):
    """(findings, seconds, problem): the binary's JSON findings in `folder`, each file named from the repository's
    root (`folder` is its `subfolder`), as labels name them."""
    start = time.monotonic()
    result = subprocess.run([binary, "check", "--format", "json", "."], cwd=folder, capture_output=True, text=True)
    seconds = time.monotonic() - start
    if result.returncode not in (0, 1):
        return [], seconds, f"exit {result.returncode}: {result.stderr.strip()[:500]}"
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError as error:
        return [], seconds, f"unreadable JSON: {error}"
    findings = []
    for diagnostic in report.get("diagnostics", []):
        location = diagnostic.get("location", {})
        findings.append(
            {
                "file": os.path.normpath(os.path.join(subfolder, location.get("file", ""))),
                "line": location.get("line", 0),
                "rule": diagnostic.get("id", ""),
                "severity": diagnostic.get("severity", ""),
                "message": diagnostic.get("message", ""),
            }
        )
    return findings, seconds, None


def key(finding):
    """A finding by place, rule and severity: a reworded message is no new finding."""
    return (finding["file"], finding["line"], finding["rule"], finding["severity"])


def multiset_difference(a, b):
    remaining = {}
    for finding in b:
        remaining[key(finding)] = remaining.get(key(finding), 0) + 1
    out = []
    for finding in a:
        if remaining.get(key(finding), 0):
            remaining[key(finding)] -= 1
        else:
            out.append(finding)
    return out


def show(finding, labels=None, repo=None):
    text = f"{finding['file']}:{finding['line']}: {finding['severity']}: {finding['message']} [{finding['rule']}]"
    if labels is None:
        return text
    return f"[{oss_labels.verdict(labels, repo, finding)[0]}] " + text


def counts(findings):
    by = {"error": 0, "warning": 0, "note": 0}
    for finding in findings:
        by[finding["severity"]] = by.get(finding["severity"], 0) + 1
    return f"{by['error']} errors, {by['warning']} warnings, {by['note']} notes"


def main():
    repository = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old", help="the hig-gen binary to compare against (omit to list --new's findings)")
    parser.add_argument("--new", required=True, help="the hig-gen binary under test")
    parser.add_argument("--apps", help="the apps to check (default: the labelled apps with --labels, else scripts/oss-check-apps.txt)")
    parser.add_argument(
        "--labels", action="append", default=[],
        help="a JSON file of labelled apps and/or judged findings, kept outside this repository (repeatable)",
    )
    parser.add_argument("--oss-dir", default=os.environ.get("OSS_DIR", str(Path.home() / ".cache/hig-gen-oss")))
    parser.add_argument("--mirror-root", help="a folder of local git directories named owner+name to export from")
    parser.add_argument("--only", action="append", default=[], help="check only this owner/name (repeatable)")
    parser.add_argument("--json-out", help="also write every app's findings and timings to this JSON file")
    parser.add_argument(
        "--judge-by-labels", action="store_true",
        help="judge each finding no judgement covers by the labels near it (kept where they expect its severity, "
        "false where they expect another; one line of slack, also for recall)")
    arguments = parser.parse_args()

    oss_dir = Path(arguments.oss_dir).expanduser().resolve()
    if repository in (oss_dir, *oss_dir.parents):
        parser.error(f"--oss-dir {oss_dir} is inside this repository; fetched apps must stay out of it")
    oss_dir.mkdir(parents=True, exist_ok=True)
    mirror_root = Path(arguments.mirror_root).resolve() if arguments.mirror_root else None
    try:
        labels = oss_labels.Labels.load(arguments.labels) if arguments.labels else None
    except oss_labels.LabelsError as error:
        parser.error(str(error))
    if arguments.apps or labels is None or not labels.apps:
        app_lines = Path(arguments.apps or repository / "scripts/oss-check-apps.txt").read_text(encoding="utf-8").splitlines()
    else:
        app_lines = labels.app_lines()
    apps = [app for app in read_apps(app_lines) if not arguments.only or app.repo in arguments.only]
    scored = {"new": [], "old": []}

    totals = {"gone": 0, "new": 0, "old": 0, "now": 0, "oldSeconds": 0.0, "newSeconds": 0.0, "failed": 0}
    report = []
    for app in apps:
        try:
            folder, commit = fetch(app, oss_dir, mirror_root)
        except (RuntimeError, subprocess.CalledProcessError, OSError) as error:
            detail = getattr(error, "stderr", "") or ""
            print(f"== {app.spec}: not fetched: {error} {str(detail).strip()[:300]}")
            totals["failed"] += 1
            continue
        target = folder / app.subfolder
        labelled = labels.apps.get(app.repo) if labels else None
        if labelled and labelled["commit"] and labelled["commit"] != commit:
            print(f"   ({app.repo}: labelled at {labelled['commit'][:10]}, checked at {commit[:10]}: lines may differ)")
        new, new_seconds, new_problem = run(arguments.new, target, app.subfolder)
        scored["new"].append((app.repo, new))
        entry = {"app": app.spec, "commit": commit, "subfolder": app.subfolder, "new": new, "newSeconds": round(new_seconds, 3)}
        header = f"== {app.spec} ({commit[:10]}{'' if app.subfolder == '.' else ', ' + app.subfolder})"
        if arguments.old:
            old, old_seconds, old_problem = run(arguments.old, target, app.subfolder)
            scored["old"].append((app.repo, old))
            gone, added = multiset_difference(old, new), multiset_difference(new, old)
            entry.update(old=old, oldSeconds=round(old_seconds, 3), gone=gone, added=added)
            print(
                f"{header}: old {len(old)} findings in {old_seconds:.2f} s, new {len(new)} in {new_seconds:.2f} s; "
                f"{len(gone)} gone, {len(added)} new"
            )
            for problem, which in ((old_problem, "old"), (new_problem, "new")):
                if problem:
                    print(f"   {which} binary failed: {problem}")
                    totals["failed"] += 1
            for finding in gone:
                print(f"   gone  {show(finding, labels, app.repo)}")
            for finding in added:
                print(f"   new   {show(finding, labels, app.repo)}")
            totals.update(
                gone=totals["gone"] + len(gone), new=totals["new"] + len(added), old=totals["old"] + len(old),
                oldSeconds=totals["oldSeconds"] + old_seconds,
            )
        else:
            print(f"{header}: {len(new)} findings ({counts(new)}) in {new_seconds:.2f} s")
            if new_problem:
                print(f"   failed: {new_problem}")
                totals["failed"] += 1
            for finding in new:
                print(f"   {show(finding, labels, app.repo)}")
        totals.update(now=totals["now"] + len(new), newSeconds=totals["newSeconds"] + new_seconds)
        report.append(entry)

    if arguments.old:
        print(
            f"TOTAL: {len(report)} apps; old {totals['old']} findings in {totals['oldSeconds']:.2f} s, "
            f"new {totals['now']} in {totals['newSeconds']:.2f} s; {totals['gone']} gone, {totals['new']} new; "
            f"{totals['failed']} failures"
        )
    else:
        print(f"TOTAL: {len(report)} apps; {totals['now']} findings in {totals['newSeconds']:.2f} s; {totals['failed']} failures")
    scores = {}
    if labels is not None:
        for which in ("old", "new") if arguments.old else ("new",):
            print(f"== {which} binary ({getattr(arguments, which)}) against the labels")
            slack = 1 if arguments.judge_by_labels else 0
            if arguments.judge_by_labels:
                oss_labels.judge_by_labels(labels, scored[which], slack=slack)
            scores[which] = oss_labels.score(labels, scored[which], slack=slack)
            for line in oss_labels.report(scores[which]):
                print(line)
    if arguments.json_out:
        document = {"apps": report, "total": totals}
        if scores:
            document["scores"] = {which: oss_labels.as_json(result) for which, result in scores.items()}
        Path(arguments.json_out).write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    sys.exit(1 if totals["failed"] else 0)


if __name__ == "__main__":
    main()
