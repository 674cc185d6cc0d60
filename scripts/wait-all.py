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
    while True:
        finished, code = os.wait()
        if finished == pid:
            status = os.waitstatus_to_exitcode(code)
            break
    deadline = time.monotonic() + GRACE_SECONDS
    while time.monotonic() < deadline:
        try:
            finished, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            break  # every descendant has ended and been counted
        if finished == 0:
            time.sleep(0.1)
    else:
        print(f"wait-all: processes of `{' '.join(command)}` still ran {GRACE_SECONDS} s after it "
              "ended; their CPU time is not counted", file=sys.stderr)
    return status if status >= 0 else 128 - status


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    sys.exit(main(sys.argv[1:]))
