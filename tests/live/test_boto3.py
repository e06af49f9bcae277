# SPDX-License-Identifier: GPL-3.0-or-later
"""Every SQS action, with its errors, through boto3 against `inflight serve`.

Run with the python3 on PATH (boto3 1.43: the AWS JSON 1.0 protocol) and with /usr/bin/python3
(Debian 12's boto3 1.26: the query protocol). Usage: test_boto3.py INFLIGHT_BINARY
"""
import os
import socket
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(__file__))
from liveserver import LiveServer, inflight_binary, skip  # noqa: E402

try:
    import boto3
    import botocore
    from botocore.config import Config
    from botocore.exceptions import ClientError
except ImportError:
    skip(f"{sys.executable} has no boto3 (install python3-boto3, or pip install boto3)")

failures = []
exercised = set()


def check(name, condition, detail=""):
    if condition:
        print(f"ok   {name}")
    else:
        print(f"FAIL {name} {detail}")
        failures.append(name)


def expect_error(name, action, call, code, exception=None, status=400):
    exercised.add(action + " (error)")
    try:
        call()
    except ClientError as error:
        got = error.response["Error"]["Code"]
        got_status = error.response["ResponseMetadata"]["HTTPStatusCode"]
        message = error.response["Error"].get("Message", "")
        detail = f"got {type(error).__name__} {got} {got_status}: {message}"
        check(name, got == code and got_status == status and
              (exception is None or type(error).__name__ == exception) and message, detail)
        return
    check(name, False, "no error")


def near_now(milliseconds, slack_ms=5000):
    """A timestamp of `inflight serve` is a real epoch time (docs/serve.md, "Time")."""
    return abs(int(milliseconds) - time.time() * 1000) <= slack_ms


def client(url, app=None):
    # Older botocore has no user_agent_appid; its user_agent_extra carries the same app/NAME.
    naming = {}
    if app:
        naming = ({"user_agent_appid": app} if "user_agent_appid" in Config.OPTION_DEFAULTS
                  else {"user_agent_extra": "app/" + app})
    config = Config(retries={"max_attempts": 1}, read_timeout=30, **naming)
    return boto3.client("sqs", endpoint_url=url, region_name="us-east-1",
                        aws_access_key_id="any", aws_secret_access_key="any", config=config)


def call(sqs, action, **kwargs):
    exercised.add(action)
    return getattr(sqs, botocore.xform_name(action))(**kwargs)


def queues(sqs, url):
    q = call(sqs, "CreateQueue", QueueName="orders", Attributes={"VisibilityTimeout": "30"},
             tags={"team": "payments"})["QueueUrl"]
    check("CreateQueue answers a URL at the endpoint", q == url + "/000000000000/orders", q)
    check("CreateQueue again answers the same URL",
          call(sqs, "CreateQueue", QueueName="orders")["QueueUrl"] == q)
    expect_error("CreateQueue with a bad name", "CreateQueue",
                 lambda: sqs.create_queue(QueueName="bad name!"), "InvalidParameterValue")
    expect_error("CreateQueue with another VisibilityTimeout", "CreateQueue",
                 lambda: sqs.create_queue(QueueName="orders", Attributes={"VisibilityTimeout": "5"}),
                 "QueueAlreadyExists", "QueueNameExists")
    check("GetQueueUrl", call(sqs, "GetQueueUrl", QueueName="orders")["QueueUrl"] == q)
    expect_error("GetQueueUrl of a missing queue", "GetQueueUrl",
                 lambda: sqs.get_queue_url(QueueName="nope"),
                 "AWS.SimpleQueueService.NonExistentQueue", "QueueDoesNotExist")
    call(sqs, "CreateQueue", QueueName="orders-2")
    listed = call(sqs, "ListQueues", QueueNamePrefix="orders", MaxResults=1)
    check("ListQueues pages", listed["QueueUrls"] == [q] and "NextToken" in listed, listed)
    rest = call(sqs, "ListQueues", QueueNamePrefix="orders", MaxResults=1,
                NextToken=listed["NextToken"])
    check("ListQueues next page", rest["QueueUrls"] == [url + "/000000000000/orders-2"], rest)
    expect_error("ListQueues MaxResults 0", "ListQueues",
                 lambda: sqs.list_queues(MaxResults=0), "InvalidParameterValue")
    attributes = call(sqs, "GetQueueAttributes", QueueUrl=q, AttributeNames=["All"])["Attributes"]
    check("GetQueueAttributes All", attributes.get("VisibilityTimeout") == "30" and
          attributes.get("QueueArn") == "arn:aws:sqs:us-east-1:000000000000:orders", attributes)
    check("CreatedTimestamp and LastModifiedTimestamp are now, in epoch seconds",
          near_now(int(attributes.get("CreatedTimestamp", 0)) * 1000, 6000) and
          near_now(int(attributes.get("LastModifiedTimestamp", 0)) * 1000, 6000), attributes)
    expect_error("GetQueueAttributes of an unknown attribute", "GetQueueAttributes",
                 lambda: sqs.get_queue_attributes(QueueUrl=q, AttributeNames=["Nope"]),
                 "InvalidAttributeName", "InvalidAttributeName")
    call(sqs, "SetQueueAttributes", QueueUrl=q, Attributes={"DelaySeconds": "0"})
    expect_error("SetQueueAttributes VisibilityTimeout 43201", "SetQueueAttributes",
                 lambda: sqs.set_queue_attributes(QueueUrl=q,
                                                  Attributes={"VisibilityTimeout": "43201"}),
                 "InvalidAttributeValue")
    return q


def messages(sqs, q):
    sent = call(sqs, "SendMessage", QueueUrl=q, MessageBody="charge order 1 <&> \u00e9",
                MessageAttributes={"kind": {"DataType": "String", "StringValue": "charge"},
                                   "amount": {"DataType": "Number", "StringValue": "12"},
                                   "blob": {"DataType": "Binary", "BinaryValue": b"\x00\x01"}})
    check("SendMessage (boto3 checked both MD5s)", "MessageId" in sent, sent)
    expect_error("SendMessage DelaySeconds 901", "SendMessage",
                 lambda: sqs.send_message(QueueUrl=q, MessageBody="x", DelaySeconds=901),
                 "InvalidParameterValue")
    batch = call(sqs, "SendMessageBatch", QueueUrl=q,
                 Entries=[{"Id": "a", "MessageBody": "two"}, {"Id": "b", "MessageBody": "three"}])
    check("SendMessageBatch", [e["Id"] for e in batch["Successful"]] == ["a", "b"], batch)
    expect_error("SendMessageBatch of 11 entries", "SendMessageBatch",
                 lambda: sqs.send_message_batch(QueueUrl=q, Entries=[
                     {"Id": str(i), "MessageBody": "x"} for i in range(11)]),
                 "AWS.SimpleQueueService.TooManyEntriesInBatchRequest",
                 "TooManyEntriesInBatchRequest")
    got = call(sqs, "ReceiveMessage", QueueUrl=q, MaxNumberOfMessages=10, AttributeNames=["All"],
               MessageAttributeNames=["All"])["Messages"]
    check("ReceiveMessage returns the three", sorted(m["Body"] for m in got) ==
          sorted(["charge order 1 <&> \u00e9", "two", "three"]), got)
    first = [m for m in got if m["Body"].startswith("charge")][0]
    check("message attributes come back", first["MessageAttributes"]["blob"]["BinaryValue"] ==
          b"\x00\x01" and first["Attributes"]["ApproximateReceiveCount"] == "1", first)
    check("SentTimestamp and ApproximateFirstReceiveTimestamp are now, in epoch milliseconds",
          near_now(first["Attributes"]["SentTimestamp"]) and
          near_now(first["Attributes"]["ApproximateFirstReceiveTimestamp"]) and
          int(first["Attributes"]["SentTimestamp"]) <=
          int(first["Attributes"]["ApproximateFirstReceiveTimestamp"]), first["Attributes"])
    expect_error("ReceiveMessage MaxNumberOfMessages 11", "ReceiveMessage",
                 lambda: sqs.receive_message(QueueUrl=q, MaxNumberOfMessages=11),
                 "InvalidParameterValue")
    call(sqs, "ChangeMessageVisibility", QueueUrl=q, ReceiptHandle=got[1]["ReceiptHandle"],
         VisibilityTimeout=60)
    expect_error("ChangeMessageVisibility 43201", "ChangeMessageVisibility",
                 lambda: sqs.change_message_visibility(QueueUrl=q,
                                                       ReceiptHandle=got[1]["ReceiptHandle"],
                                                       VisibilityTimeout=43201),
                 "InvalidParameterValue")
    cmv = call(sqs, "ChangeMessageVisibilityBatch", QueueUrl=q, Entries=[
        {"Id": "x", "ReceiptHandle": got[2]["ReceiptHandle"], "VisibilityTimeout": 60},
        {"Id": "y", "ReceiptHandle": "nonsense", "VisibilityTimeout": 60}])
    check("ChangeMessageVisibilityBatch", [e["Id"] for e in cmv["Successful"]] == ["x"] and
          cmv["Failed"][0]["Code"] == "ReceiptHandleIsInvalid", cmv)
    call(sqs, "DeleteMessage", QueueUrl=q, ReceiptHandle=first["ReceiptHandle"])
    expect_error("DeleteMessage with a bad handle", "DeleteMessage",
                 lambda: sqs.delete_message(QueueUrl=q, ReceiptHandle="nonsense"),
                 "ReceiptHandleIsInvalid", "ReceiptHandleIsInvalid")
    deleted = call(sqs, "DeleteMessageBatch", QueueUrl=q, Entries=[
        {"Id": "p", "ReceiptHandle": got[1]["ReceiptHandle"]},
        {"Id": "q", "ReceiptHandle": "nonsense"}])
    check("DeleteMessageBatch", [e["Id"] for e in deleted["Successful"]] == ["p"] and
          deleted["Failed"][0]["SenderFault"] is True, deleted)
    expect_error("DeleteMessageBatch without entries", "DeleteMessageBatch",
                 lambda: sqs.delete_message_batch(QueueUrl=q, Entries=[]),
                 "AWS.SimpleQueueService.EmptyBatchRequest", "EmptyBatchRequest")


def long_polls(sqs, q):
    started = time.monotonic()
    empty = call(sqs, "ReceiveMessage", QueueUrl=q, WaitTimeSeconds=1)
    waited = time.monotonic() - started
    check("an empty long poll waits its 1 s", "Messages" not in empty and 0.9 <= waited < 3,
          f"{waited:.2f}s {empty}")
    result = {}

    def poll():
        result["answer"] = sqs.receive_message(QueueUrl=q, WaitTimeSeconds=10)
        result["at"] = time.monotonic()

    waiter = threading.Thread(target=poll)
    waiter.start()
    time.sleep(0.5)
    sent_at = time.monotonic()
    sqs.send_message(QueueUrl=q, MessageBody="wake up")
    waiter.join()
    check("a send wakes a waiting long poll", result["answer"]["Messages"][0]["Body"] == "wake up"
          and result["at"] - sent_at < 1.5, result)
    handle = result["answer"]["Messages"][0]["ReceiptHandle"]
    sqs.change_message_visibility(QueueUrl=q, ReceiptHandle=handle, VisibilityTimeout=1)
    started = time.monotonic()
    again = sqs.receive_message(QueueUrl=q, WaitTimeSeconds=5, AttributeNames=["All"])
    waited = time.monotonic() - started
    check("a visibility expiry wakes a long poll",
          again["Messages"][0]["Attributes"]["ApproximateReceiveCount"] == "2" and
          0.5 < waited < 2.5, f"{waited:.2f}s {again}")
    sqs.delete_message(QueueUrl=q, ReceiptHandle=again["Messages"][0]["ReceiptHandle"])
    sqs.send_message(QueueUrl=q, MessageBody="later", DelaySeconds=1)
    started = time.monotonic()
    delayed = sqs.receive_message(QueueUrl=q, WaitTimeSeconds=5)
    waited = time.monotonic() - started
    check("a delay ending wakes a long poll", delayed["Messages"][0]["Body"] == "later" and
          0.5 < waited < 2.5, f"{waited:.2f}s")


def dead_letters_and_moves(sqs, url, json_protocol):
    dlq = call(sqs, "CreateQueue", QueueName="orders-dlq")["QueueUrl"]
    dlq_arn = "arn:aws:sqs:us-east-1:000000000000:orders-dlq"
    src = sqs.create_queue(QueueName="src", Attributes={
        "RedrivePolicy": '{"deadLetterTargetArn":"%s","maxReceiveCount":"1"}' % dlq_arn})["QueueUrl"]
    sources = call(sqs, "ListDeadLetterSourceQueues", QueueUrl=dlq)
    check("ListDeadLetterSourceQueues", sources["queueUrls"] == [src], sources)
    expect_error("ListDeadLetterSourceQueues of a missing queue", "ListDeadLetterSourceQueues",
                 lambda: sqs.list_dead_letter_source_queues(QueueUrl=url + "/000000000000/nope"),
                 "AWS.SimpleQueueService.NonExistentQueue", "QueueDoesNotExist")
    if not json_protocol:
        print("note: this boto3 predates the message move task actions (JSON protocol only)")
        return
    sqs.send_message(QueueUrl=dlq, MessageBody="stuck")
    task = call(sqs, "StartMessageMoveTask", SourceArn=dlq_arn,
                MaxNumberOfMessagesPerSecond=1)["TaskHandle"]
    tasks = call(sqs, "ListMessageMoveTasks", SourceArn=dlq_arn)["Results"]
    check("ListMessageMoveTasks", tasks[0]["Status"] in ("RUNNING", "COMPLETED"), tasks)
    expect_error("StartMessageMoveTask of a queue that is no DLQ", "StartMessageMoveTask",
                 lambda: sqs.start_message_move_task(
                     SourceArn="arn:aws:sqs:us-east-1:000000000000:orders"),
                 "InvalidParameterValue")
    expect_error("ListMessageMoveTasks of a missing queue", "ListMessageMoveTasks",
                 lambda: sqs.list_message_move_tasks(
                     SourceArn="arn:aws:sqs:us-east-1:000000000000:nope"),
                 "ResourceNotFoundException", "ResourceNotFoundException", 404)
    try:
        call(sqs, "CancelMessageMoveTask", TaskHandle=task)
        check("CancelMessageMoveTask", True)
    except ClientError as error:
        # The one message may already be moved: then the task cannot be cancelled.
        check("CancelMessageMoveTask of a finished task",
              error.response["Error"]["Code"] == "ResourceNotFoundException", error.response)
    expect_error("CancelMessageMoveTask with a bad handle", "CancelMessageMoveTask",
                 lambda: sqs.cancel_message_move_task(TaskHandle="nonsense"),
                 "InvalidParameterValue")


def tags_permissions_purge_delete(sqs, q):
    check("ListQueueTags after CreateQueue with tags",
          call(sqs, "ListQueueTags", QueueUrl=q)["Tags"] == {"team": "payments"})
    call(sqs, "TagQueue", QueueUrl=q, Tags={"env": "test"})
    call(sqs, "UntagQueue", QueueUrl=q, TagKeys=["team"])
    check("TagQueue and UntagQueue", sqs.list_queue_tags(QueueUrl=q)["Tags"] == {"env": "test"})
    expect_error("TagQueue with 51 tags", "TagQueue",
                 lambda: sqs.tag_queue(QueueUrl=q, Tags={f"k{i}": "v" for i in range(51)}),
                 "InvalidParameterValue")
    expect_error("UntagQueue of a missing queue", "UntagQueue",
                 lambda: sqs.untag_queue(QueueUrl=q + "-nope", TagKeys=["a"]),
                 "AWS.SimpleQueueService.NonExistentQueue", "QueueDoesNotExist")
    expect_error("ListQueueTags of a missing queue", "ListQueueTags",
                 lambda: sqs.list_queue_tags(QueueUrl=q + "-nope"),
                 "AWS.SimpleQueueService.NonExistentQueue", "QueueDoesNotExist")
    call(sqs, "AddPermission", QueueUrl=q, Label="partner", AWSAccountIds=["111122223333"],
         Actions=["SendMessage"])
    policy = sqs.get_queue_attributes(QueueUrl=q, AttributeNames=["Policy"])["Attributes"]["Policy"]
    check("AddPermission writes the Policy", '"Sid":"partner"' in policy, policy)
    expect_error("AddPermission with a used label", "AddPermission",
                 lambda: sqs.add_permission(QueueUrl=q, Label="partner",
                                            AWSAccountIds=["111122223333"],
                                            Actions=["SendMessage"]),
                 "InvalidParameterValue")
    call(sqs, "RemovePermission", QueueUrl=q, Label="partner")
    expect_error("RemovePermission of an unknown label", "RemovePermission",
                 lambda: sqs.remove_permission(QueueUrl=q, Label="partner"),
                 "InvalidParameterValue")
    call(sqs, "PurgeQueue", QueueUrl=q)
    expect_error("PurgeQueue twice in 60 s", "PurgeQueue", lambda: sqs.purge_queue(QueueUrl=q),
                 "AWS.SimpleQueueService.PurgeQueueInProgress", "PurgeQueueInProgress", 403)
    call(sqs, "DeleteQueue", QueueUrl=q)
    expect_error("DeleteQueue of a deleted queue", "DeleteQueue",
                 lambda: sqs.delete_queue(QueueUrl=q),
                 "AWS.SimpleQueueService.NonExistentQueue", "QueueDoesNotExist")


def main():
    binary = inflight_binary()
    with LiveServer(binary) as server:
        sqs = client(server.url, app="boto3-test")
        protocol = sqs.meta.service_model.protocol
        print(f"boto3 {boto3.__version__} ({sys.executable}), protocol {protocol}, {server.url}")
        q = queues(sqs, server.url)
        messages(sqs, q)
        long_polls(sqs, q)
        dead_letters_and_moves(sqs, server.url, protocol == "json")
        # The host a client uses is the host its queue URLs name. A bare root (a container
        # without /etc/hosts) may not know "localhost": then there is no other name to use.
        try:
            socket.getaddrinfo("localhost", None)
            other_url = server.url.replace("127.0.0.1", "localhost")
        except socket.gaierror:
            other_url = None
        if other_url:
            other = client(other_url)
            url = other.get_queue_url(QueueName="orders")["QueueUrl"]
            check("queue URLs follow the Host the client used",
                  url.startswith(other_url + "/000000000000/"), url)
        else:
            print("skip queue URLs follow the Host the client used: localhost does not resolve")
        tags_permissions_purge_delete(sqs, q)
    print("actions exercised: " + ", ".join(sorted(exercised)))
    if failures:
        print(f"{len(failures)} failed: {failures}")
        return 1
    print(f"all passed ({protocol} protocol)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
