# SPDX-License-Identifier: GPL-3.0-or-later
"""The example clients (examples/clients/) against `inflight serve`, each checked by what it did.

The producer sends three orders, the second slow (3 s of work against a 2 s visibility timeout);
then, each on a server of its own:
- double_charging_worker.py charges the slow order twice: two charges in its ledger, and the
  server's recording, replayed, shows the slow message received by both of its workers;
- worker.py (heartbeat) receives every message once, heartbeats, and charges each order once;
- idempotent_worker.py receives the slow order twice and charges it once;
- walkthrough.sh (the AWS CLI on PATH) runs to its end: the message comes back after its
  visibility timeout and is gone after the last delete.
Usage: test_examples.py INFLIGHT_BINARY
"""
import collections
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from liveserver import LiveServer, inflight_binary, report, skip  # noqa: E402

EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples",
                        "clients")
# Scaled down from the classroom's 5 s timeout and 8 s slow order, to keep the test short.
PRODUCER_ARGUMENTS = ["--count", "3", "--slow", "2", "--work-seconds", "0.5", "--slow-seconds",
                      "3", "--visibility-timeout", "2", "--max-receives", "2"]
failures = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + (f": {detail}" if detail else ""))
    if not condition:
        failures.append(name)


def run(command, timeout=120, **options):
    """Runs an example; its output is printed, then returned. The examples import each other:
    their bytecode is not written into the source tree."""
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=env,
                          **options)
    shown = " ".join(os.path.basename(part) if os.path.exists(part) else part for part in command)
    print(f"$ {shown}  (status {done.returncode})")
    print(done.stdout + done.stderr)
    return done


def produce(url, scratch):
    """Sends the orders; returns their messages' ids by order number, and the slow one's."""
    done = run([sys.executable, os.path.join(EXAMPLES, "producer.py"), url, *PRODUCER_ARGUMENTS,
                "--ledger", os.path.join(scratch, "ledger.sqlite")])
    check("producer.py ran", done.returncode == 0)
    ids = {}
    for line in done.stdout.splitlines():
        if line.startswith("sent order "):
            words = line.split()
            ids[words[2]] = words[-1]
    slow = [order for order in ids if order.endswith("-2")]
    return ids, slow[0] if slow else None


def deliveries(binary, recording):
    """Replays the server's recording (`inflight script`, which gives the responses the clients
    got): {message id: [the client of each receive]}, and {action: count}."""
    with open(recording) as f:
        requests = [json.loads(line) for line in f]
    replay = subprocess.run([binary, "script", recording], capture_output=True, text=True,
                            timeout=60)
    received = collections.defaultdict(list)
    actions = collections.Counter()
    for line in replay.stdout.splitlines():
        answer = json.loads(line)
        client = requests[answer["line"] - 1].get("client")
        actions[answer.get("Action")] += 1
        for message in answer.get("Response", {}).get("Messages", []):
            received[message["MessageId"]].append(client)
    return received, actions


def charges(ledger):
    with sqlite3.connect(ledger) as db:
        return dict(db.execute("SELECT order_id, COUNT(*) FROM charges GROUP BY order_id"))


def run_worker(binary, script, check_run):
    """Serves, produces, runs SCRIPT until idle, then calls check_run(ids, slow, charges by
    order, receives by message id, actions, worker output)."""
    with tempfile.TemporaryDirectory() as scratch:
        recording = os.path.join(scratch, "run.jsonl")
        ledger = os.path.join(scratch, "ledger.sqlite")
        with LiveServer(binary, record=recording) as server:
            ids, slow = produce(server.url, scratch)
            done = run([sys.executable, os.path.join(EXAMPLES, script), server.url,
                        "--until-idle", "3", "--ledger", ledger])
        check(f"{script} ran", done.returncode == 0 and slow is not None)
        received, actions = deliveries(binary, recording)
        check_run(ids, slow, charges(ledger), received, actions, done.stdout)


def check_double_charging(ids, slow, charged, received, actions, output):
    check("double-charger: the slow order is charged twice", charged.get(slow) == 2, charged)
    check("double-charger: the other orders are charged once",
          all(charged.get(order) == 1 for order in ids if order != slow), charged)
    check("double-charger: the slow message was received by both workers",
          sorted(received[ids[slow]]) == ["double-charger-1", "double-charger-2"],
          received[ids[slow]])
    check("double-charger: no heartbeat", actions["ChangeMessageVisibility"] == 0, actions)


def check_heartbeat(ids, slow, charged, received, actions, output):
    check("worker: every order is charged once",
          sorted(charged.values()) == [1] * len(ids) and set(charged) == set(ids), charged)
    check("worker: every message is received once",
          all(len(received[message]) == 1 for message in ids.values()), dict(received))
    check("worker: the slow order's work was covered by heartbeats",
          actions["ChangeMessageVisibility"] >= 2 and "heartbeat, message " + ids[slow] in output,
          actions)
    check("worker: every message was deleted", actions["DeleteMessage"] == len(ids), actions)


def check_idempotent(ids, slow, charged, received, actions, output):
    check("idempotent: every order is charged once",
          sorted(charged.values()) == [1] * len(ids) and set(charged) == set(ids), charged)
    check("idempotent: the slow message was received twice", len(received[ids[slow]]) == 2,
          received[ids[slow]])
    check("idempotent: the second charge was refused", "already charged" in output)


def check_walkthrough(binary):
    cli = shutil.which("aws")
    if not cli:
        print("SKIPPED walkthrough.sh: no AWS CLI on PATH")
        return
    with LiveServer(binary) as server:
        done = run(["sh", os.path.join(EXAMPLES, "walkthrough.sh"), server.url], timeout=300)
    out = done.stdout
    check("walkthrough.sh ran to its end", done.returncode == 0 and out.rstrip().endswith("done"))
    check("walkthrough.sh: the message came back with a new receipt handle",
          "(handle, receive count): m1.r2\t2" in out)
    # After the stale delete the message is still there: in flight, or visible again when the
    # 8-second loan ran out first (each AWS CLI call starts a Python, seconds on a busy machine);
    # after the last delete, gone.
    stale, last = out.split("stale receipt handle")[-1], out.split("latest receipt handle")[-1]
    stale_counts = stale.split("==")[0]
    check("walkthrough.sh: the stale delete left the message",
          "0\t1" in stale_counts or "1\t0" in stale_counts, stale_counts)
    check("walkthrough.sh: the last delete removed it", "0\t0" in last)


def main():
    binary = inflight_binary()
    try:
        import boto3  # noqa: F401
    except ImportError:
        skip(f"{sys.executable} has no boto3")
    run_worker(binary, "double_charging_worker.py", check_double_charging)
    run_worker(binary, "worker.py", check_heartbeat)
    run_worker(binary, "idempotent_worker.py", check_idempotent)
    check_walkthrough(binary)
    return report(failures)


if __name__ == "__main__":
    sys.exit(main())
