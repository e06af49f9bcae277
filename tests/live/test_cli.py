# SPDX-License-Identifier: GPL-3.0-or-later
"""Every SQS action, with an error each, through the AWS CLI against `inflight serve`.

Usage: test_cli.py INFLIGHT_BINARY [AWS_CLI]. The `aws` on PATH on these machines is awscli 1.45
(the AWS JSON 1.0 protocol); Debian 12's /usr/bin/aws is awscli 2.9 (the query protocol).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
from liveserver import LiveServer, inflight_binary, report, skip  # noqa: E402

failures = []


def main():
    binary = inflight_binary()
    cli = sys.argv[2] if len(sys.argv) > 2 else shutil.which("aws")
    if not cli or not shutil.which(cli):
        skip("no AWS CLI (install awscli)")
    version = subprocess.run([cli, "--version"], capture_output=True, text=True)
    print((version.stdout + version.stderr).strip())
    env = dict(os.environ, AWS_ACCESS_KEY_ID="any", AWS_SECRET_ACCESS_KEY="any",
               AWS_DEFAULT_REGION="us-east-1", AWS_PAGER="", AWS_MAX_ATTEMPTS="1",
               AWS_CONFIG_FILE=os.devnull, AWS_SHARED_CREDENTIALS_FILE=os.devnull)
    with LiveServer(binary) as server:
        def aws(*args):
            done = subprocess.run([cli, "--endpoint-url", server.url, "--output", "json", "sqs",
                                   *args], capture_output=True, text=True, env=env, timeout=60)
            return done.returncode, done.stdout, done.stderr

        def ok(name, *args):
            status, out, err = aws(*args)
            if status != 0:
                print(f"FAIL {name}: status {status} {err.strip()}")
                failures.append(name)
                return {}
            print(f"ok   {name}")
            return json.loads(out) if out.strip() else {}

        def error(name, code, *args):
            status, out, err = aws(*args)
            if status == 0 or f"({code})" not in err:
                print(f"FAIL {name}: status {status}, wanted ({code}): {err.strip()} {out}")
                failures.append(name)
            else:
                print(f"ok   {name}: {err.strip()}")

        q = ok("create-queue", "create-queue", "--queue-name", "jobs", "--attributes",
               "VisibilityTimeout=30", "--tags", "team=a")["QueueUrl"]
        error("create-queue with a bad name", "InvalidParameterValue", "create-queue",
              "--queue-name", "bad name")
        ok("get-queue-url", "get-queue-url", "--queue-name", "jobs")
        error("get-queue-url of a missing queue", "AWS.SimpleQueueService.NonExistentQueue",
              "get-queue-url", "--queue-name", "nope")
        # AWS's message differs by protocol: the query protocol's names the wsdl version.
        _, _, debug = aws("--debug", "get-queue-url", "--queue-name", "nope")
        json_protocol = "AmazonSQS.GetQueueUrl" in debug
        message = ("The specified queue does not exist." if json_protocol else
                   "The specified queue does not exist for this wsdl version.")
        _, _, err = aws("get-queue-url", "--queue-name", "nope")
        if not err.strip().endswith(message):
            failures.append("the missing queue's message")
            print(f"FAIL the missing queue's message ({'JSON' if json_protocol else 'query'}): "
                  f"{err.strip()}")
        else:
            print(f"ok   the missing queue's message ({'JSON' if json_protocol else 'query'})")
        ok("list-queues", "list-queues")
        # --region: another region has its own "jobs", with that region in its URL and ARN.
        west = ok("create-queue --region eu-west-1", "create-queue", "--queue-name", "jobs",
                  "--region", "eu-west-1").get("QueueUrl", "")
        west_arn = ok("get-queue-attributes --region eu-west-1", "get-queue-attributes",
                      "--queue-url", west, "--attribute-names", "QueueArn", "--region",
                      "eu-west-1").get("Attributes", {}).get("QueueArn")
        listed = ok("list-queues --region eu-west-1", "list-queues", "--queue-name-prefix", "jobs",
                    "--region", "eu-west-1").get("QueueUrls")
        if (west != server.url + "/queue/eu-west-1/000000000000/jobs" or west == q or
                west_arn != "arn:aws:sqs:eu-west-1:000000000000:jobs" or listed != [west]):
            failures.append("--region eu-west-1: its own queue")
            print(f"FAIL --region eu-west-1: its own queue: {west} {west_arn} {listed}")
        error("list-queues --max-results 0", "InvalidParameterValue", "list-queues",
              "--max-results", "0")
        ok("get-queue-attributes", "get-queue-attributes", "--queue-url", q,
           "--attribute-names", "All")
        error("get-queue-attributes Nope", "InvalidAttributeName", "get-queue-attributes",
              "--queue-url", q, "--attribute-names", "Nope")
        ok("set-queue-attributes", "set-queue-attributes", "--queue-url", q, "--attributes",
           "DelaySeconds=0")
        error("set-queue-attributes VisibilityTimeout 43201", "InvalidAttributeValue",
              "set-queue-attributes", "--queue-url", q, "--attributes", "VisibilityTimeout=43201")
        ok("send-message", "send-message", "--queue-url", q, "--message-body", "hello",
           "--message-attributes", '{"k": {"DataType": "String", "StringValue": "v"}}')
        error("send-message --delay-seconds 901", "InvalidParameterValue", "send-message",
              "--queue-url", q, "--message-body", "x", "--delay-seconds", "901")
        ok("send-message-batch", "send-message-batch", "--queue-url", q, "--entries",
           json.dumps([{"Id": "a", "MessageBody": "two"}, {"Id": "b", "MessageBody": "three"}]))
        error("send-message-batch of 11", "AWS.SimpleQueueService.TooManyEntriesInBatchRequest",
              "send-message-batch", "--queue-url", q, "--entries",
              json.dumps([{"Id": str(i), "MessageBody": "x"} for i in range(11)]))
        got = ok("receive-message", "receive-message", "--queue-url", q,
                 "--max-number-of-messages", "10", "--message-attribute-names", "All",
                 "--attribute-names", "All").get("Messages", [])
        if len(got) != 3:
            failures.append("receive-message returns 3")
            print(f"FAIL receive-message returned {got}")
        # AWS's wording (sic), as recorded.
        status, _, err = aws("send-message", "--queue-url", q, "--message-body", "x",
                             "--message-deduplication-id", "d1")
        if status == 0 or "(InvalidParameterValue)" not in err or \
                "The request include parameter that is not valid for this queue type." not in err:
            failures.append("AWS's wording for a deduplication id on a standard queue")
            print(f"FAIL AWS's wording for a deduplication id on a standard queue: {err}")
        else:
            print("ok   AWS's wording for a deduplication id on a standard queue")
        stamps = [int(m.get("Attributes", {}).get(k, 0)) for m in got
                  for k in ("SentTimestamp", "ApproximateFirstReceiveTimestamp")]
        if not stamps or any(abs(v - time.time() * 1000) > 60000 for v in stamps):
            failures.append("receive-message timestamps are epoch ms of now")
            print(f"FAIL receive-message timestamps are epoch ms of now: {stamps}")
        else:
            print("ok   receive-message timestamps are epoch ms of now")
        error("receive-message --max-number-of-messages 11", "InvalidParameterValue",
              "receive-message", "--queue-url", q, "--max-number-of-messages", "11")
        handles = [m["ReceiptHandle"] for m in got] + ["?", "?", "?"]
        ok("change-message-visibility", "change-message-visibility", "--queue-url", q,
           "--receipt-handle", handles[0], "--visibility-timeout", "60")
        error("change-message-visibility 43201", "InvalidParameterValue",
              "change-message-visibility", "--queue-url", q, "--receipt-handle", handles[0],
              "--visibility-timeout", "43201")
        ok("change-message-visibility-batch", "change-message-visibility-batch", "--queue-url",
           q, "--entries", json.dumps([{"Id": "x", "ReceiptHandle": handles[1],
                                        "VisibilityTimeout": 60}]))
        error("change-message-visibility-batch without entries",
              "AWS.SimpleQueueService.EmptyBatchRequest", "change-message-visibility-batch",
              "--queue-url", q, "--entries", "[]")
        ok("delete-message", "delete-message", "--queue-url", q, "--receipt-handle", handles[0])
        error("delete-message with a bad handle", "ReceiptHandleIsInvalid", "delete-message",
              "--queue-url", q, "--receipt-handle", "nonsense")
        ok("delete-message-batch", "delete-message-batch", "--queue-url", q, "--entries",
           json.dumps([{"Id": "p", "ReceiptHandle": handles[1]}]))
        error("delete-message-batch without entries", "AWS.SimpleQueueService.EmptyBatchRequest",
              "delete-message-batch", "--queue-url", q, "--entries", "[]")
        dlq = ok("create-queue dlq", "create-queue", "--queue-name", "jobs-dlq")["QueueUrl"]
        arn = "arn:aws:sqs:us-east-1:000000000000:jobs-dlq"
        ok("create-queue with a redrive policy", "create-queue", "--queue-name", "src",
           "--attributes", json.dumps({"RedrivePolicy": json.dumps(
               {"deadLetterTargetArn": arn, "maxReceiveCount": "1"})}))
        ok("list-dead-letter-source-queues", "list-dead-letter-source-queues", "--queue-url", dlq)
        error("list-dead-letter-source-queues of a missing queue",
              "AWS.SimpleQueueService.NonExistentQueue", "list-dead-letter-source-queues",
              "--queue-url", dlq + "-nope")
        ok("tag-queue", "tag-queue", "--queue-url", q, "--tags", "env=test")
        error("tag-queue of a missing queue", "AWS.SimpleQueueService.NonExistentQueue",
              "tag-queue", "--queue-url", q + "-nope", "--tags", "a=b")
        ok("untag-queue", "untag-queue", "--queue-url", q, "--tag-keys", "team")
        error("untag-queue of a missing queue", "AWS.SimpleQueueService.NonExistentQueue",
              "untag-queue", "--queue-url", q + "-nope", "--tag-keys", "a")
        tags = ok("list-queue-tags", "list-queue-tags", "--queue-url", q)
        if tags.get("Tags") != {"env": "test"}:
            failures.append("list-queue-tags content")
            print(f"FAIL list-queue-tags returned {tags}")
        error("list-queue-tags of a missing queue", "AWS.SimpleQueueService.NonExistentQueue",
              "list-queue-tags", "--queue-url", q + "-nope")
        ok("add-permission", "add-permission", "--queue-url", q, "--label", "p",
           "--aws-account-ids", "111122223333", "--actions", "SendMessage")
        error("add-permission with a used label", "InvalidParameterValue", "add-permission",
              "--queue-url", q, "--label", "p", "--aws-account-ids", "111122223333", "--actions",
              "SendMessage")
        # AWS's document (LocalStack's recorded test_sqs_permission_lifecycle): Version
        # 2008-10-17, one account a string, several actions a list.
        policy = json.loads(ok("get-queue-attributes Policy", "get-queue-attributes",
                               "--queue-url", q, "--attribute-names", "Policy")
                            .get("Attributes", {}).get("Policy", "{}"))
        arn_of_q = "arn:aws:sqs:us-east-1:000000000000:jobs"
        if policy != {"Version": "2008-10-17", "Id": arn_of_q + "/SQSDefaultPolicy",
                      "Statement": [{"Sid": "p", "Effect": "Allow",
                                     "Principal": {"AWS": "arn:aws:iam::111122223333:root"},
                                     "Action": "SQS:SendMessage", "Resource": arn_of_q}]}:
            failures.append("add-permission's policy document")
            print(f"FAIL add-permission's policy document: {policy}")
        ok("remove-permission", "remove-permission", "--queue-url", q, "--label", "p")
        after = ok("get-queue-attributes Policy after the last remove-permission",
                   "get-queue-attributes", "--queue-url", q, "--attribute-names", "Policy")
        if "Policy" in after.get("Attributes", {}):
            failures.append("no Policy after the last remove-permission")
            print(f"FAIL no Policy after the last remove-permission: {after}")
        error("remove-permission of an unknown label", "InvalidParameterValue",
              "remove-permission", "--queue-url", q, "--label", "p")
        if "start-message-move-task" in subprocess.run(
                [cli, "sqs", "help"], capture_output=True, text=True, env=env).stdout:
            ok("send-message to the dlq", "send-message", "--queue-url", dlq, "--message-body", "x")
            task = ok("start-message-move-task", "start-message-move-task", "--source-arn", arn,
                      "--max-number-of-messages-per-second", "1")
            error("start-message-move-task of a queue that is no DLQ", "InvalidParameterValue",
                  "start-message-move-task", "--source-arn",
                  "arn:aws:sqs:us-east-1:000000000000:jobs")
            ok("list-message-move-tasks", "list-message-move-tasks", "--source-arn", arn)
            error("list-message-move-tasks of a missing queue", "ResourceNotFoundException",
                  "list-message-move-tasks", "--source-arn",
                  "arn:aws:sqs:us-east-1:000000000000:nope")
            status, _, err = aws("cancel-message-move-task", "--task-handle",
                                 task.get("TaskHandle", "?"))
            print(f"ok   cancel-message-move-task (status {status}: the task may have finished)"
                  if status == 0 or "ResourceNotFoundException" in err else
                  f"FAIL cancel-message-move-task {err}")
            if not (status == 0 or "ResourceNotFoundException" in err):
                failures.append("cancel-message-move-task")
            error("cancel-message-move-task with a bad handle", "InvalidParameterValue",
                  "cancel-message-move-task", "--task-handle", "nonsense")
        else:
            print("note: this AWS CLI predates the message move task actions")
        ok("purge-queue", "purge-queue", "--queue-url", q)
        error("purge-queue twice in 60 s", "AWS.SimpleQueueService.PurgeQueueInProgress",
              "purge-queue", "--queue-url", q)
        ok("delete-queue", "delete-queue", "--queue-url", q)
        error("delete-queue of a deleted queue", "AWS.SimpleQueueService.NonExistentQueue",
              "delete-queue", "--queue-url", q)
    return report(failures)


if __name__ == "__main__":
    sys.exit(main())
