# SPDX-License-Identifier: GPL-3.0-or-later
"""Every SQS action, with an error each, through the AWS CLI against `inflight serve`.

Usage: test_cli.py INFLIGHT_BINARY [AWS_CLI]. The `aws` on PATH on these machines is awscli 1.45
(the AWS JSON 1.0 protocol); Debian 12's /usr/bin/aws is awscli 2.9 (the query protocol).
"""
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
from liveserver import LiveServer, inflight_binary, report, skip  # noqa: E402

failures = []

# AWS's JSON-protocol __type for each query code this test provokes (the API model's exception
# shapes; Coral's own exception for the parameter error), as tests/live/test_wire.py::error_types.
JSON_TYPES = {
    "InvalidParameterValue": "com.amazon.coral.service#InvalidParameterValueException",
    "AWS.SimpleQueueService.NonExistentQueue": "com.amazonaws.sqs#QueueDoesNotExist",
    "QueueAlreadyExists": "com.amazonaws.sqs#QueueNameExists",
    "InvalidAttributeName": "com.amazonaws.sqs#InvalidAttributeName",
    "InvalidAttributeValue": "com.amazonaws.sqs#InvalidAttributeValue",
    "ReceiptHandleIsInvalid": "com.amazonaws.sqs#ReceiptHandleIsInvalid",
    "AWS.SimpleQueueService.PurgeQueueInProgress": "com.amazonaws.sqs#PurgeQueueInProgress",
    "AWS.SimpleQueueService.EmptyBatchRequest": "com.amazonaws.sqs#EmptyBatchRequest",
    "AWS.SimpleQueueService.TooManyEntriesInBatchRequest":
        "com.amazonaws.sqs#TooManyEntriesInBatchRequest",
    "ResourceNotFoundException": "com.amazonaws.sqs#ResourceNotFoundException",
}


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

        def check(name, condition, detail=""):
            print(f"ok   {name}" if condition else f"FAIL {name}: {detail}")
            if not condition:
                failures.append(name)

        # The CLI's protocol, from the target header its --debug log shows.
        json_protocol = "AmazonSQS.ListQueues" in aws("--debug", "list-queues")[2]
        print(f"protocol: {'JSON' if json_protocol else 'query'}")

        def error(name, code, *args):
            # On the JSON protocol the CLI shows the query code (x-amzn-query-error); the body's
            # __type, which SDKs map to exception classes, is seen in its --debug log.
            status, out, err = aws("--debug", *args)
            last = err.strip().splitlines()[-1] if err.strip() else ""
            found = re.findall(r'"__type":\s*"([^"]+)"', err)
            type_ok = not json_protocol or set(found) == {JSON_TYPES[code]}
            if status == 0 or f"({code})" not in last or not type_ok:
                print(f"FAIL {name}: status {status}, wanted ({code})"
                      f"{' __type ' + JSON_TYPES[code] if json_protocol else ''}: {last} {found} "
                      f"{out}")
                failures.append(name)
            else:
                print(f"ok   {name}: {last}{' __type ' + found[0] if json_protocol else ''}")

        q = ok("create-queue", "create-queue", "--queue-name", "jobs", "--attributes",
               "VisibilityTimeout=30", "--tags", "team=a")["QueueUrl"]
        error("create-queue with a bad name", "InvalidParameterValue", "create-queue",
              "--queue-name", "bad name")
        ok("get-queue-url", "get-queue-url", "--queue-name", "jobs")
        error("get-queue-url of a missing queue", "AWS.SimpleQueueService.NonExistentQueue",
              "get-queue-url", "--queue-name", "nope")
        # AWS's message differs by protocol: the query protocol's names the wsdl version.
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
        # A CR in a body and in a String attribute value arrives as sent (the query protocol's
        # XML escapes it as &#xD;), and MD5OfBody is the digest of what was sent.
        text = "line 1\r\nline 2\rend\ttab\n"
        cr = ok("create-queue q-cr", "create-queue", "--queue-name", "q-cr")["QueueUrl"]
        sent = ok("send-message with CRs", "send-message", "--queue-url", cr, "--message-body",
                  text, "--message-attributes",
                  json.dumps({"note": {"DataType": "String", "StringValue": "a\rb"}}))
        got = (ok("receive-message with CRs", "receive-message", "--queue-url", cr,
                  "--message-attribute-names", "All").get("Messages") or [{}])[0]
        digest = hashlib.md5(text.encode()).hexdigest()
        check("the CRs arrive as sent, MD5OfBody matches",
              got.get("Body") == text and got.get("MD5OfBody") == digest and
              sent.get("MD5OfMessageBody") == digest and
              got.get("MessageAttributes", {}).get("note", {}).get("StringValue") == "a\rb",
              (sent, got))
        # MessageAttributeNames: * takes every attribute (as All and .*), Hel.* the names that
        # start with Hel (AWS-recorded: Hello and Help.Me).
        flt = ok("create-queue q-filter", "create-queue", "--queue-name", "q-filter",
                 "--attributes", "VisibilityTimeout=0")["QueueUrl"]
        ok("send-message with three attributes", "send-message", "--queue-url", flt,
           "--message-body", "msg", "--message-attributes", json.dumps(
               {name: {"DataType": "String", "StringValue": value} for name, value in
                (("Help.Me", "Me"), ("Hello", "There"), ("General", "Kenobi"))}))
        for names, expected in ((["*"], ["General", "Hello", "Help.Me"]),
                                ([".*"], ["General", "Hello", "Help.Me"]),
                                (["Hel.*"], ["Hello", "Help.Me"]),
                                (["Foo", "Hello"], ["Hello"])):
            got = (ok(f"receive-message --message-attribute-names {' '.join(names)}",
                      "receive-message", "--queue-url", flt, "--message-attribute-names",
                      *names).get("Messages") or [{}])[0]
            check(f"--message-attribute-names {' '.join(names)}: {expected}",
                  sorted(got.get("MessageAttributes", {})) == expected, got)
        # Message attribute names as AWS allows them: - . _ inside, AWS. reserved in any case.
        ok("send-message with attribute Order_id-2.v1", "send-message", "--queue-url", flt,
           "--message-body", "m", "--message-attributes",
           json.dumps({"Order_id-2.v1": {"DataType": "String", "StringValue": "v"}}))
        for name in ("aws.x", "a..b", ".foo"):
            error(f"send-message with attribute {name}", "InvalidParameterValue", "send-message",
                  "--queue-url", flt, "--message-body", "m", "--message-attributes",
                  json.dumps({name: {"DataType": "String", "StringValue": "v"}}))
        # create-queue again with the same RedrivePolicy written otherwise (spaces,
        # maxReceiveCount a string): the same URL; adding an attribute the queue lacks is refused.
        dlq_arn = "arn:aws:sqs:us-east-1:000000000000:q-repeat-dlq"
        ok("create-queue q-repeat-dlq", "create-queue", "--queue-name", "q-repeat-dlq")
        first = ok("create-queue q-repeat", "create-queue", "--queue-name", "q-repeat",
                   "--attributes", json.dumps({"RedrivePolicy": json.dumps(
                       {"deadLetterTargetArn": dlq_arn, "maxReceiveCount": 1000},
                       separators=(",", ":"))})).get("QueueUrl")
        for i, policy in enumerate((
                '{ "deadLetterTargetArn": "%s", "maxReceiveCount": 1000 }' % dlq_arn,
                '{"deadLetterTargetArn":"%s","maxReceiveCount":"1000"}' % dlq_arn)):
            again = ok(f"create-queue q-repeat, RedrivePolicy written otherwise ({i + 1})",
                       "create-queue", "--queue-name", "q-repeat", "--attributes",
                       json.dumps({"RedrivePolicy": policy})).get("QueueUrl")
            check(f"create-queue q-repeat again ({i + 1}): the same URL",
                  first and again == first, (first, again))
        error("create-queue q-repeat adding a Policy it lacks", "QueueAlreadyExists",
              "create-queue", "--queue-name", "q-repeat", "--attributes",
              json.dumps({"Policy": '{"Version":"2012-10-17","Statement":[]}'}))
        error("create-queue q-repeat with an invalid DelaySeconds", "InvalidAttributeValue",
              "create-queue", "--queue-name", "q-repeat", "--attributes", "DelaySeconds=901")
        # Attribute forms AWS accepts: True/False (read back lower case), a queue as its own
        # dead-letter queue, RedrivePolicy "" to remove it.
        fifo = ok("create-queue FifoQueue=True ContentBasedDeduplication=True", "create-queue",
                  "--queue-name", "q-forms.fifo", "--attributes",
                  "FifoQueue=True,ContentBasedDeduplication=True").get("QueueUrl", "")
        got = ok("get-queue-attributes of q-forms.fifo", "get-queue-attributes", "--queue-url",
                 fifo, "--attribute-names", "All").get("Attributes", {})
        check("True reads back true", got.get("FifoQueue") == "true" and
              got.get("ContentBasedDeduplication") == "true", got)
        forms = ok("create-queue SqsManagedSseEnabled=False", "create-queue", "--queue-name",
                   "q-forms", "--attributes", "SqsManagedSseEnabled=False").get("QueueUrl", "")
        got = ok("get-queue-attributes SqsManagedSseEnabled", "get-queue-attributes",
                 "--queue-url", forms, "--attribute-names", "SqsManagedSseEnabled")
        check("False reads back false",
              got.get("Attributes") == {"SqsManagedSseEnabled": "false"}, got)
        self_arn = "arn:aws:sqs:us-east-1:000000000000:q-forms"
        ok("set-queue-attributes: q-forms its own dead-letter queue", "set-queue-attributes",
           "--queue-url", forms, "--attributes", json.dumps({"RedrivePolicy": json.dumps(
               {"deadLetterTargetArn": self_arn, "maxReceiveCount": "3"})}))
        got = ok("get-queue-attributes RedrivePolicy", "get-queue-attributes", "--queue-url",
                 forms, "--attribute-names", "RedrivePolicy").get("Attributes", {})
        check("its own dead-letter queue, maxReceiveCount read back a number",
              json.loads(got.get("RedrivePolicy", "{}")) ==
              {"deadLetterTargetArn": self_arn, "maxReceiveCount": 3}, got)
        ok("set-queue-attributes RedrivePolicy \"\"", "set-queue-attributes", "--queue-url",
           forms, "--attributes", json.dumps({"RedrivePolicy": ""}))
        got = ok("get-queue-attributes after RedrivePolicy \"\"", "get-queue-attributes",
                 "--queue-url", forms, "--attribute-names", "All").get("Attributes", {})
        check("RedrivePolicy \"\" removed it", got and "RedrivePolicy" not in got, got)
        ok("purge-queue", "purge-queue", "--queue-url", q)
        error("purge-queue twice in 60 s", "AWS.SimpleQueueService.PurgeQueueInProgress",
              "purge-queue", "--queue-url", q)
        ok("delete-queue", "delete-queue", "--queue-url", q)
        error("delete-queue of a deleted queue", "AWS.SimpleQueueService.NonExistentQueue",
              "delete-queue", "--queue-url", q)
    return report(failures)


if __name__ == "__main__":
    sys.exit(main())
