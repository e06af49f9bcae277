# SPDX-License-Identifier: GPL-3.0-or-later
"""Starts `inflight serve` on a free loopback port for an end-to-end test, and stops it."""
import os
import re
import signal
import subprocess
import sys

SKIP = 77  # CTest's SKIP_RETURN_CODE for these tests


def skip(reason):
    print(f"SKIPPED: {reason}")
    sys.exit(SKIP)


def inflight_binary():
    binary = os.environ.get("INFLIGHT_BINARY") or (sys.argv[1] if len(sys.argv) > 1 else "")
    if not binary or not os.path.exists(binary):
        print(f"give the inflight binary as the first argument (got '{binary}')")
        sys.exit(2)
    return binary


def report(failures):
    """The exit status of a test: 1 (after listing them) when checks failed."""
    if failures:
        print(f"{len(failures)} failed: {failures}")
        return 1
    print("all passed")
    return 0


class LiveServer:
    """`with LiveServer(binary) as server:` serves on server.url until the block ends."""

    def __init__(self, binary, record=None, seed=None, extra=None):
        self.args = [binary, "serve", "--port", "0"] + (extra or [])
        if record:
            self.args += ["--record", record]
        if seed is not None:
            self.args += ["--seed", str(seed)]
        self.url = None
        self.output = ""

    def __enter__(self):
        self.process = subprocess.Popen(self.args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        text=True)
        for line in self.process.stdout:
            self.output += line
            found = re.search(r"serves SQS at (http://\S+) ", line)
            if found:
                self.url = found.group(1)
            if line.startswith("Press Ctrl+C"):
                break
        if not self.url:
            raise RuntimeError("inflight serve did not start:\n" + self.output)
        return self

    def stop(self):
        """SIGTERM, as Ctrl+C would: the server must stop cleanly and say so."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        rest, _ = self.process.communicate(timeout=20)
        self.output += rest
        if self.process.returncode != 0 or "Stopped after" not in self.output:
            raise RuntimeError(f"inflight serve did not stop cleanly "
                               f"(status {self.process.returncode}):\n{self.output}")

    def __exit__(self, kind, value, traceback):
        if kind is None:
            self.stop()
        else:
            self.process.kill()
            self.process.wait()
        return False
