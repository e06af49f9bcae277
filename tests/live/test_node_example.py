# SPDX-License-Identifier: GPL-3.0-or-later
"""The Node worker (examples/clients/node/, @aws-sdk/client-sqs) against `inflight serve`.

Installs the SDK with npm into a temporary folder (never the source tree), sends three orders
with the Python producer, the second slow (3 s of work against a 2 s visibility timeout), runs
the worker until idle, and checks through the server's recording, replayed, that it named itself
"node-worker", received every message once, heartbeat over the slow one, and deleted them all.
Skipped (status 77) where node, npm, boto3 or the npm registry are missing.
Usage: test_node_example.py INFLIGHT_BINARY
"""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from liveserver import LiveServer, inflight_binary, report, skip  # noqa: E402
from test_examples import EXAMPLES, check, deliveries, failures, produce, run  # noqa: E402


def install(folder):
    """Copies the example into FOLDER and installs its dependencies there."""
    for name in ("package.json", "worker.mjs"):
        shutil.copy(os.path.join(EXAMPLES, "node", name), folder)
    try:
        done = subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--loglevel=error"],
                              cwd=folder, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        skip("npm install of @aws-sdk/client-sqs did not finish in 5 minutes")
    if done.returncode != 0:
        skip(f"npm install of @aws-sdk/client-sqs failed: {done.stderr.strip()[-400:]}")


def main():
    binary = inflight_binary()
    for tool in ("node", "npm"):
        if not shutil.which(tool):
            skip(f"no {tool} on PATH")
    try:
        import boto3  # noqa: F401
    except ImportError:
        skip(f"{sys.executable} has no boto3 (the producer uses it)")
    with tempfile.TemporaryDirectory() as scratch:
        install(scratch)
        recording = os.path.join(scratch, "run.jsonl")
        with LiveServer(binary, record=recording) as server:
            ids, slow = produce(server.url, scratch)
            done = run(["node", os.path.join(scratch, "worker.mjs"), server.url,
                        "--until-idle", "3"], cwd=scratch)
        check("worker.mjs ran", done.returncode == 0 and slow is not None)
        received, actions = deliveries(binary, recording)
    check("node: every order is charged once",
          all(done.stdout.count(f"charged order {order}\n") == 1 for order in ids))
    check("node: every message is received once, by node-worker",
          all(received[message] == ["node-worker"] for message in ids.values()), dict(received))
    check("node: the slow order's work was covered by heartbeats",
          actions["ChangeMessageVisibility"] >= 2 and "heartbeat, message " + ids[slow]
          in done.stdout, actions)
    check("node: every message was deleted", actions["DeleteMessage"] == len(ids), actions)
    return report(failures)


if __name__ == "__main__":
    sys.exit(main())
