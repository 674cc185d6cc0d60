#!/usr/bin/env python3
"""Runs a command and waits for every process it starts, orphans included, then exits with
the command's status.

A process's CPU time is added to its parent's when the parent waits for it; a process whose
parent has ended is reparented to init, and its time reaches no one. The browser tests lose
Chromium's that way (chromedriver starts it, and the tests end chromedriver): under `time`,
a page running a script for 4 s counted 1.6 s. Marked as a child subreaper (Linux's prctl),
this process adopts its descendants' orphans and waits for them, so `time` of it counts every
process the command started (scripts/test.sh, Docs/TestTime.md).

Usage: wait-all.py COMMAND [ARGUMENT...]
"""
import ctypes
import os
import signal
import sys
import time

PR_SET_CHILD_SUBREAPER = 36
# Once the command has exited, how long its leftover descendants may take to end.
GRACE_SECONDS = 30


def main(command):
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        print(f"wait-all: cannot adopt orphans ({os.strerror(ctypes.get_errno())}); "
              "their CPU time is not counted", file=sys.stderr)
    pid = os.fork()
    if pid == 0:
        try:
            os.execvp(command[0], command)
        except OSError as error:
            print(f"wait-all: {command[0]}: {error.strerror}", file=sys.stderr)
            os._exit(127)
    # Ctrl-C reaches the command too; this process ends when the command has.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    status = 0
    orphans = Orphans()
    while True:
        finished, code, usage = os.wait4(-1, 0)
        if finished == pid:
            status = os.waitstatus_to_exitcode(code)
            break
        orphans.add(usage)
    deadline = time.monotonic() + GRACE_SECONDS
    while time.monotonic() < deadline:
        try:
            finished, _, usage = os.wait4(-1, os.WNOHANG)
        except ChildProcessError:
            break  # every descendant has ended and been counted
        if finished == 0:
            time.sleep(0.1)
        else:
            orphans.add(usage)
    else:
        print(f"wait-all: processes of `{' '.join(command)}` still ran {GRACE_SECONDS} s after it "
              "ended; their CPU time is not counted", file=sys.stderr)
    if orphans.count:
        # What a plain `time` of the command would have missed.
        print(f"wait-all: {orphans.seconds:.1f} s of CPU in {orphans.count} processes whose parents had "
              "ended, counted", file=sys.stderr)
    return status if status >= 0 else 128 - status


class Orphans:
    """The processes adopted and waited for, and their CPU time (user + system)."""

    def __init__(self):
        self.count = 0
        self.seconds = 0.0

    def add(self, usage):
        self.count += 1
        self.seconds += usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    sys.exit(main(sys.argv[1:]))
