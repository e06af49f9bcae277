# SPDX-License-Identifier: GPL-3.0-or-later
"""`inflight serve --record` and `inflight script` on the recording give the same responses.

Real clients (boto3: on the JSON protocol under python3, on the query protocol under Debian's
/usr/bin/python3, as live_record_query runs it; and a second client with its own app id) make a run
with a long poll woken by a send, a visibility timeout expiring under a long poll, and an empty
long poll; the replay must answer every request exactly as the clients were answered, and end
with the same run digest. Usage: test_record.py INFLIGHT_BINARY
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(__file__))
from liveserver import LiveServer, inflight_binary, skip  # noqa: E402

try:
    import boto3
    from botocore.config import Config
except ImportError:
    skip(f"{sys.executable} has no boto3")


def client(url, app, region="us-east-1"):
    naming = ({"user_agent_appid": app} if "user_agent_appid" in Config.OPTION_DEFAULTS
              else {"user_agent_extra": "app/" + app})
    return boto3.client("sqs", endpoint_url=url, region_name=region,
                        aws_access_key_id="any", aws_secret_access_key="any",
                        config=Config(retries={"max_attempts": 1}, **naming))


def main():
    binary = inflight_binary()
    got = []  # (action, response) as the clients received them
    lock = threading.Lock()

    def keep(action, response):
        response = dict(response)
        response.pop("ResponseMetadata", None)
        with lock:
            got.append((action, json.dumps(response, sort_keys=True)))
        return response

    with tempfile.TemporaryDirectory() as scratch:
        recording = os.path.join(scratch, "run.jsonl")
        with LiveServer(binary, record=recording, seed=7) as server:
            producer, worker = client(server.url, "producer"), client(server.url, "worker")
            q = keep("CreateQueue", producer.create_queue(
                QueueName="orders", Attributes={"VisibilityTimeout": "1"}))["QueueUrl"]
            polled = {}

            def poll():
                polled["first"] = keep("ReceiveMessage", worker.receive_message(
                    QueueUrl=q, WaitTimeSeconds=5, AttributeNames=["All"]))

            waiter = threading.Thread(target=poll)
            waiter.start()
            time.sleep(0.4)
            keep("SendMessage", producer.send_message(QueueUrl=q, MessageBody="charge 42"))
            waiter.join()
            # The worker does not delete: the message comes back after its 1 s timeout, to a
            # long poll that is waiting for it.
            again = keep("ReceiveMessage", worker.receive_message(
                QueueUrl=q, WaitTimeSeconds=5, AttributeNames=["All"]))
            keep("DeleteMessage", worker.delete_message(
                QueueUrl=q, ReceiptHandle=polled["first"]["Messages"][0]["ReceiptHandle"]))
            keep("DeleteMessage", worker.delete_message(
                QueueUrl=q, ReceiptHandle=again["Messages"][0]["ReceiptHandle"]))
            keep("ReceiveMessage", worker.receive_message(QueueUrl=q, WaitTimeSeconds=1))
            keep("GetQueueAttributes", producer.get_queue_attributes(
                QueueUrl=q, AttributeNames=["ApproximateNumberOfMessages"]))
            # Strings that read as the script format's references are replayed as sent.
            keep("SendMessage", producer.send_message(
                QueueUrl=q, MessageBody="${q.QueueUrl}", MessageAttributes={
                    "ref": {"DataType": "String", "StringValue": "$${x}"}}))
            keep("ReceiveMessage", worker.receive_message(
                QueueUrl=q, WaitTimeSeconds=1, MessageAttributeNames=["All"]))
            # A client in another region has its own "orders": the recording names the region
            # of its requests, so that the replay finds the same queues.
            ireland = client(server.url, "ireland", "eu-west-1")
            q2 = keep("CreateQueue", ireland.create_queue(QueueName="orders"))["QueueUrl"]
            keep("SendMessage", ireland.send_message(QueueUrl=q2, MessageBody="in eu-west-1"))
            keep("ReceiveMessage", ireland.receive_message(QueueUrl=q2, AttributeNames=["All"]))
            keep("GetQueueAttributes", ireland.get_queue_attributes(
                QueueUrl=q2, AttributeNames=["QueueArn"]))
            keep("ListQueues", ireland.list_queues())
            keep("ListQueues", producer.list_queues())
        live_digest = re.search(r"run digest: (\w+)", server.output).group(1)
        replay = subprocess.run([binary, "script", recording, "--digest"], capture_output=True,
                                text=True, timeout=60)
        with open(recording) as f:
            recorded = f.read()
            print(recorded)
    regions = [json.loads(line).get("region") for line in recorded.splitlines()[1:]]
    replayed = []
    for line in replay.stdout.splitlines():
        answer = json.loads(line)
        replayed.append((answer.get("Action"), json.dumps(answer.get("Response", answer),
                                                          sort_keys=True)))
    failures = 0
    if sorted(got) != sorted(replayed):
        failures += 1
        print("FAIL the replay answered differently")
        for item in sorted(set(got) ^ set(replayed)):
            print(("  live:   " if item in got else "  replay: ") + str(item))
    else:
        print(f"ok   the replay answered all {len(got)} requests as the clients were answered")
    replay_digest = re.search(r"run digest: (\w+)", replay.stderr).group(1)
    if replay_digest != live_digest:
        failures += 1
        print(f"FAIL digests differ: live {live_digest}, replay {replay_digest}")
    else:
        print(f"ok   the same run digest: {live_digest}")
    if regions.count("eu-west-1") != 5 or regions.count(None) != len(regions) - 5:
        failures += 1
        print(f"FAIL the recording names eu-west-1 for its 5 requests only: {regions}")
    else:
        print("ok   the recording names the region of the 5 eu-west-1 requests, no other")
    counts = [json.loads(r)["Messages"][0]["Attributes"]["ApproximateReceiveCount"]
              for a, r in got if a == "ReceiveMessage" and "Messages" in json.loads(r) and
              json.loads(r)["Messages"][0]["Body"] == "charge 42"]
    if counts != ["1", "2"]:
        failures += 1
        print(f"FAIL the run did not include the visibility expiry: receive counts {counts}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
