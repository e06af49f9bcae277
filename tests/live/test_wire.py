# SPDX-License-Identifier: GPL-3.0-or-later
"""What `inflight serve` puts on the wire, against what AWS answers (docs/serve.md): the values
come from AWS's API model and recordings of AWS (LocalStack's AWS-validated snapshots, the API
reference). Raw HTTP on both protocols, so that the exact bytes are seen, and boto3 (the one of the
interpreter that runs this: boto3 1.43 speaks JSON, Debian's 1.26 the query protocol).
Usage: test_wire.py INFLIGHT_BINARY
"""
import hashlib
import http.client
import json
import os
import sys
import time
import xml.etree.ElementTree as ET
from urllib.parse import quote, urlencode, urlparse

sys.path.insert(0, os.path.dirname(__file__))
from liveserver import LiveServer, inflight_binary, report  # noqa: E402

try:
    import boto3
    import botocore
    from botocore.config import Config
    from botocore.exceptions import ClientError
except ImportError:
    boto3 = None

failures = []
JSON = "application/x-amz-json-1.0"
FORM = "application/x-www-form-urlencoded"
NS = "{http://queue.amazonaws.com/doc/2012-11-05/}"


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f" {detail}"))
    if not condition:
        failures.append(name)


class Wire:
    """Raw HTTP to the server, one connection per request."""

    def __init__(self, url):
        self.url = url
        self.port = urlparse(url).port

    def send(self, method, path, body=b"", headers=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        answer = (response.status, {k.lower(): v for k, v in response.getheaders()},
                  response.read())
        connection.close()
        return answer

    def json(self, action, members, headers=None):
        """(status, headers, decoded body) of a JSON protocol call."""
        status, head, body = self.send("POST", "/", json.dumps(members).encode(), {
            "X-Amz-Target": "AmazonSQS." + action, "Content-Type": JSON, **(headers or {})})
        return status, head, json.loads(body) if body else {}

    def query(self, fields, path="/", method="POST", headers=None):
        """(status, headers, XML root) of a query protocol call."""
        encoded = urlencode(fields, quote_via=quote)
        if method == "GET":
            status, head, body = self.send("GET", path + "?" + encoded, headers=headers or {})
        else:
            status, head, body = self.send("POST", path, encoded.encode(), {
                "Content-Type": FORM, **(headers or {})})
        return status, head, body


def xml_text(body, element):
    found = ET.fromstring(body).find(".//" + NS + element)
    return None if found is None else found.text


def error_types(wire):
    """Every error's JSON `__type`: the exception shape of AWS's model, else Coral's exception
    for the two parameter errors, with the query code in x-amzn-query-error."""
    q = "q-types"
    wire.json("CreateQueue", {"QueueName": q})
    wire.json("CreateQueue", {"QueueName": "q-types.fifo", "Attributes": {"FifoQueue": "true"}})
    wire.json("PurgeQueue", {"QueueUrl": q})
    wire.json("CreateQueue", {"QueueName": "q-gone"})
    wire.json("DeleteQueue", {"QueueUrl": "q-gone"})
    cases = [
        ("CreateQueue", {"QueueName": "bad name"}, 400, "InvalidParameterValue",
         "com.amazon.coral.service#InvalidParameterValueException"),
        ("SendMessage", {"QueueUrl": q}, 400, "MissingParameter",
         "com.amazon.coral.service#MissingRequiredParameterException"),
        ("GetQueueUrl", {"QueueName": "nope"}, 400, "AWS.SimpleQueueService.NonExistentQueue",
         "com.amazonaws.sqs#QueueDoesNotExist"),
        ("CreateQueue", {"QueueName": q, "Attributes": {"DelaySeconds": "5"}}, 400,
         "QueueAlreadyExists", "com.amazonaws.sqs#QueueNameExists"),
        ("CreateQueue", {"QueueName": "q-gone"}, 400,
         "AWS.SimpleQueueService.QueueDeletedRecently", "com.amazonaws.sqs#QueueDeletedRecently"),
        ("GetQueueAttributes", {"QueueUrl": q, "AttributeNames": ["Nope"]}, 400,
         "InvalidAttributeName", "com.amazonaws.sqs#InvalidAttributeName"),
        ("SetQueueAttributes", {"QueueUrl": q, "Attributes": {"DelaySeconds": "901"}}, 400,
         "InvalidAttributeValue", "com.amazonaws.sqs#InvalidAttributeValue"),
        ("DeleteMessage", {"QueueUrl": q, "ReceiptHandle": "nonsense"}, 400,
         "ReceiptHandleIsInvalid", "com.amazonaws.sqs#ReceiptHandleIsInvalid"),
        ("PurgeQueue", {"QueueUrl": q}, 403, "AWS.SimpleQueueService.PurgeQueueInProgress",
         "com.amazonaws.sqs#PurgeQueueInProgress"),
        ("SendMessage", {"QueueUrl": q, "MessageBody": "\u0001"}, 400, "InvalidMessageContents",
         "com.amazonaws.sqs#InvalidMessageContents"),
        ("DeleteMessageBatch", {"QueueUrl": q, "Entries": []}, 400,
         "AWS.SimpleQueueService.EmptyBatchRequest", "com.amazonaws.sqs#EmptyBatchRequest"),
        ("SendMessageBatch", {"QueueUrl": q, "Entries": [
            {"Id": str(i), "MessageBody": "x"} for i in range(11)]}, 400,
         "AWS.SimpleQueueService.TooManyEntriesInBatchRequest",
         "com.amazonaws.sqs#TooManyEntriesInBatchRequest"),
        ("SendMessageBatch", {"QueueUrl": q, "Entries": [{"Id": "a b", "MessageBody": "x"}]},
         400, "AWS.SimpleQueueService.InvalidBatchEntryId",
         "com.amazonaws.sqs#InvalidBatchEntryId"),
        ("SendMessageBatch", {"QueueUrl": q, "Entries": [
            {"Id": "a", "MessageBody": "x"}, {"Id": "a", "MessageBody": "y"}]}, 400,
         "AWS.SimpleQueueService.BatchEntryIdsNotDistinct",
         "com.amazonaws.sqs#BatchEntryIdsNotDistinct"),
        ("SendMessageBatch", {"QueueUrl": q, "Entries": [
            {"Id": str(i), "MessageBody": "x" * 200000} for i in range(6)]}, 400,
         "AWS.SimpleQueueService.BatchRequestTooLong", "com.amazonaws.sqs#BatchRequestTooLong"),
        ("ListMessageMoveTasks", {"SourceArn": "arn:aws:sqs:us-east-1:000000000000:nope"}, 404,
         "ResourceNotFoundException", "com.amazonaws.sqs#ResourceNotFoundException"),
    ]
    for action, members, status, code, type_ in cases:
        got_status, head, body = wire.json(action, members)
        check(f"JSON {action} {code}: __type {type_}",
              got_status == status and body.get("__type") == type_ and
              head.get("x-amzn-query-error") == code + ";Sender" and body.get("message"),
              (got_status, head.get("x-amzn-query-error"), body))
    # Before the engine: Coral's own exceptions, with no query code.
    status, head, body = wire.json("Frobnicate", {})
    check("JSON unknown action: com.amazon.coral.service#UnknownOperationException",
          status == 400 and body.get("__type") == "com.amazon.coral.service#"
          "UnknownOperationException", body)
    status, head, body = wire.send("POST", "/", b"[1]", {"X-Amz-Target": "AmazonSQS.ListQueues",
                                                         "Content-Type": JSON})
    check("JSON body not an object: com.amazon.coral.service#SerializationException",
          status == 400 and json.loads(body)["__type"] ==
          "com.amazon.coral.service#SerializationException", body)
    if boto3 is not None and json_protocol():
        sqs = client(wire.url)
        try:
            sqs.create_queue(QueueName="bad name")
            check("boto3 JSON: InvalidParameterValue raised", False, "no error")
        except ClientError as error:
            check("boto3 JSON: Code InvalidParameterValue, QueryErrorCode the shape name",
                  error.response["Error"]["Code"] == "InvalidParameterValue" and
                  error.response["Error"].get("QueryErrorCode") ==
                  "InvalidParameterValueException", error.response["Error"])


def queue_missing(wire):
    """The query protocol's "does not exist" names the wsdl version; the JSON protocol's not."""
    status, _, body = wire.query({"Action": "GetQueueUrl", "QueueName": "nope"})
    check("query: NonExistentQueue ... for this wsdl version.",
          status == 400 and xml_text(body, "Message") ==
          "The specified queue does not exist for this wsdl version.", body)
    status, _, body = wire.json("GetQueueUrl", {"QueueName": "nope"})
    check("JSON: NonExistentQueue without the suffix",
          body.get("message") == "The specified queue does not exist.", body)
    if boto3 is not None:
        try:
            client(wire.url).get_queue_url(QueueName="nope")
            check("boto3: GetQueueUrl of a missing queue fails", False, "no error")
        except ClientError as error:
            expected = ("The specified queue does not exist." if json_protocol() else
                        "The specified queue does not exist for this wsdl version.")
            check("boto3: the missing queue's message", error.response["Error"]["Message"] ==
                  expected, error.response["Error"])


def queue_url_endpoint(wire):
    """The query API takes a queue's actions at the queue's URL, with no QueueUrl field."""
    wire.json("CreateQueue", {"QueueName": "q-url"})
    path = "/000000000000/q-url"
    status, _, body = wire.query({"Action": "SendMessage", "MessageBody": "by GET"}, path, "GET")
    check("query GET at the queue URL: SendMessage", status == 200 and
          xml_text(body, "MD5OfMessageBody") == hashlib.md5(b"by GET").hexdigest(), body)
    status, _, body = wire.query({"Action": "SendMessage", "MessageBody": "by POST"}, path)
    check("query POST at the queue URL: SendMessage", status == 200, body)
    status, _, body = wire.query({"Action": "GetQueueAttributes",
                                  "AttributeName.1": "ApproximateNumberOfMessages"}, path)
    check("query at the queue URL: GetQueueAttributes counts both",
          status == 200 and xml_text(body, "Value") == "2", body)
    status, _, body = wire.query({"Action": "ReceiveMessage", "MaxNumberOfMessages": "10"}, path,
                                 "GET")
    bodies = sorted(e.text for e in ET.fromstring(body).iter(NS + "Body"))
    check("query at the queue URL: ReceiveMessage", bodies == ["by GET", "by POST"], body)
    status, _, body = wire.query({"Action": "SendMessage", "MessageBody": "x"},
                                 "/000000000000/q-nope")
    check("query at a missing queue's URL: NonExistentQueue", status == 400 and
          xml_text(body, "Code") == "AWS.SimpleQueueService.NonExistentQueue", body)
    status, _, body = wire.query({"Action": "SendMessage", "MessageBody": "x"})
    check("query at / with no QueueUrl: MissingParameter", status == 400 and
          xml_text(body, "Code") == "MissingParameter", body)


def trace_header(wire):
    """X-Amzn-Trace-Id on a SendMessage is the message's AWSTraceHeader, on both protocols."""
    trace = "Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1"
    wire.json("CreateQueue", {"QueueName": "q-trace"})
    wire.json("SendMessage", {"QueueUrl": "q-trace", "MessageBody": "json"},
              {"X-Amzn-Trace-Id": trace})
    wire.query({"Action": "SendMessage", "QueueUrl": "q-trace", "MessageBody": "query"},
               headers={"X-Amzn-Trace-Id": trace})
    _, _, got = wire.json("ReceiveMessage", {"QueueUrl": "q-trace", "MaxNumberOfMessages": 10,
                                             "MessageSystemAttributeNames": ["AWSTraceHeader"]})
    traces = {m["Body"]: m.get("Attributes", {}).get("AWSTraceHeader") for m in got["Messages"]}
    check("X-Amzn-Trace-Id becomes AWSTraceHeader (JSON and query sends)",
          traces == {"json": trace, "query": trace}, got)
    if boto3 is not None:
        sqs = client(wire.url)
        q = sqs.get_queue_url(QueueName="q-trace")["QueueUrl"]

        def add_trace(request, **kwargs):
            request.headers["X-Amzn-Trace-Id"] = trace
        sqs.meta.events.register("before-sign.sqs.SendMessage", add_trace)
        sqs.send_message(QueueUrl=q, MessageBody="boto3")
        got = sqs.receive_message(QueueUrl=q, AttributeNames=["All"])["Messages"][0]
        check("boto3 with X-Amzn-Trace-Id: AWSTraceHeader",
              got["Body"] == "boto3" and got["Attributes"].get("AWSTraceHeader") == trace, got)


def carriage_returns(wire):
    """A CR in a body or a String attribute value arrives as sent through the query protocol's
    XML (escaped &#xD;), so that MD5OfBody matches it; tabs and line feeds pass as they are."""
    text = "line 1\r\nline 2\rend\ttab\n"
    wire.json("CreateQueue", {"QueueName": "q-cr"})
    wire.json("SendMessage", {"QueueUrl": "q-cr", "MessageBody": text, "MessageAttributes": {
        "note": {"DataType": "String", "StringValue": "a\rb"}}})
    status, _, body = wire.query({"Action": "ReceiveMessage", "QueueUrl": "q-cr",
                                  "MessageAttributeName.1": "All", "VisibilityTimeout": "0"})
    check("query XML escapes CR as &#xD;", b"&#xD;" in body and b"\r" not in body, body)
    check("query XML: the body parses back as sent, MD5OfBody matches",
          xml_text(body, "Body") == text and
          xml_text(body, "MD5OfBody") == hashlib.md5(text.encode()).hexdigest(), body)
    check("query XML: a String attribute value keeps its CR",
          xml_text(body, "StringValue") == "a\rb", body)
    if boto3 is not None:
        sqs = client(wire.url)
        q = sqs.get_queue_url(QueueName="q-cr")["QueueUrl"]
        got = sqs.receive_message(QueueUrl=q, MessageAttributeNames=["All"])["Messages"][0]
        check("boto3 receives the CR as sent", got["Body"] == text and
              got["MessageAttributes"]["note"]["StringValue"] == "a\rb" and
              got["MD5OfBody"] == hashlib.md5(text.encode()).hexdigest(), got)


def attribute_name_filters(wire):
    """MessageAttributeNames: All, * and .* take every attribute; Hel.* the names that start
    with Hel (AWS-recorded: Hello and Help.Me); a name is matched exactly."""
    wire.json("CreateQueue", {"QueueName": "q-filter", "Attributes": {"VisibilityTimeout": "0"}})
    attributes = {name: {"DataType": "String", "StringValue": value} for name, value in
                  (("Help.Me", "Me"), ("Hello", "There"), ("General", "Kenobi"))}
    wire.json("SendMessage", {"QueueUrl": "q-filter", "MessageBody": "msg",
                              "MessageAttributes": attributes})
    cases = [(["All"], ["General", "Hello", "Help.Me"]), (["*"], ["General", "Hello", "Help.Me"]),
             ([".*"], ["General", "Hello", "Help.Me"]), (["Hel.*"], ["Hello", "Help.Me"]),
             (["Foo", "Help"], []), (["Foo", "Hello"], ["Hello"]), (["AWS."], []),
             (["..foo"], [])]
    for names, expected in cases:
        _, _, got = wire.json("ReceiveMessage", {"QueueUrl": "q-filter",
                                                 "MessageAttributeNames": names})
        check(f"JSON MessageAttributeNames {names}", sorted(
            got["Messages"][0].get("MessageAttributes", {})) == expected, got)
        fields = {"Action": "ReceiveMessage", "QueueUrl": "q-filter"}
        fields.update({f"MessageAttributeName.{i + 1}": n for i, n in enumerate(names)})
        _, _, body = wire.query(fields)
        got = sorted(e.text for e in ET.fromstring(body).iter(NS + "Name")
                     if e.text in attributes)
        check(f"query MessageAttributeNames {names}", got == expected, body)
    if boto3 is not None:
        sqs = client(wire.url)
        q = sqs.get_queue_url(QueueName="q-filter")["QueueUrl"]
        for names, expected in cases[1:4]:
            got = sqs.receive_message(QueueUrl=q, MessageAttributeNames=names)["Messages"][0]
            check(f"boto3 MessageAttributeNames {names}",
                  sorted(got.get("MessageAttributes", {})) == expected, got)


def attribute_names(wire):
    """Message attribute names as AWS allows them, on both protocols."""
    wire.json("CreateQueue", {"QueueName": "q-names"})
    cases = [("Order_id-2.v1", True), ("AmazonFoo", True), ("a" * 256, True),
             ("a" * 257, False), ("aws.x", False), ("Amazon.x", False), (".foo", False),
             ("foo.", False), ("a..b", False), ("a b", False), ("caf\u00e9", False)]
    for name, accepted in cases:
        value = {"DataType": "String", "StringValue": "v"}
        status, _, body = wire.json("SendMessage", {"QueueUrl": "q-names", "MessageBody": "m",
                                                    "MessageAttributes": {name: value}})
        check(f"JSON attribute name {name[:20]!r}: {'accepted' if accepted else 'refused'}",
              status == 200 if accepted else (
                  status == 400 and body.get("__type", "").endswith(
                      "InvalidParameterValueException")), (status, body))
        status, _, body = wire.query({"Action": "SendMessage", "QueueUrl": "q-names",
                                      "MessageBody": "m", "MessageAttribute.1.Name": name,
                                      "MessageAttribute.1.Value.DataType": "String",
                                      "MessageAttribute.1.Value.StringValue": "v"})
        check(f"query attribute name {name[:20]!r}: {'accepted' if accepted else 'refused'}",
              status == 200 if accepted else (
                  status == 400 and xml_text(body, "Code") == "InvalidParameterValue"),
              (status, body))
    if boto3 is not None:
        sqs = client(wire.url)
        q = sqs.get_queue_url(QueueName="q-names")["QueueUrl"]
        try:
            sqs.send_message(QueueUrl=q, MessageBody="m", MessageAttributes={
                "aws.x": {"DataType": "String", "StringValue": "v"}})
            check("boto3: attribute name aws.x refused", False, "no error")
        except ClientError as error:
            check("boto3: attribute name aws.x refused",
                  error.response["Error"]["Code"] == "InvalidParameterValue", error.response)


def query_attributes(fields, attributes):
    for i, (name, value) in enumerate(attributes.items()):
        fields[f"Attribute.{i + 1}.Name"] = name
        fields[f"Attribute.{i + 1}.Value"] = value
    return fields


def create_queue_repeats(wire):
    """CreateQueue again with the same values written otherwise: the same URL, as on AWS; a
    repeat that adds an attribute the queue lacks, or an invalid one, is refused."""
    dlq_arn = "arn:aws:sqs:us-east-1:000000000000:q-repeat-dlq"
    wire.json("CreateQueue", {"QueueName": "q-repeat-dlq"})
    policy = '{"deadLetterTargetArn":"%s","maxReceiveCount":1000}' % dlq_arn
    status, _, body = wire.json("CreateQueue", {"QueueName": "q-repeat",
                                                "Attributes": {"RedrivePolicy": policy}})
    check("CreateQueue with a RedrivePolicy", status == 200, body)
    same = ['{ "deadLetterTargetArn": "%s", "maxReceiveCount": 1000 }' % dlq_arn,
            '{"deadLetterTargetArn":"%s","maxReceiveCount":"1000"}' % dlq_arn]
    for i, text in enumerate(same):
        status, _, body = wire.json("CreateQueue", {"QueueName": "q-repeat",
                                                    "Attributes": {"RedrivePolicy": text}})
        check(f"JSON repeat with the RedrivePolicy written otherwise ({i + 1})",
              status == 200 and body.get("QueueUrl", "").endswith("/q-repeat"), body)
        status, _, body = wire.query(query_attributes(
            {"Action": "CreateQueue", "QueueName": "q-repeat"}, {"RedrivePolicy": text}))
        check(f"query repeat with the RedrivePolicy written otherwise ({i + 1})",
              status == 200, body)
    status, _, body = wire.json("CreateQueue", {"QueueName": "q-repeat", "Attributes": {
        "Policy": '{"Version":"2012-10-17","Statement":[]}'}})
    check("JSON repeat adding a Policy the queue lacks: QueueAlreadyExists",
          status == 400 and body.get("__type") == "com.amazonaws.sqs#QueueNameExists", body)
    status, _, body = wire.query(query_attributes(
        {"Action": "CreateQueue", "QueueName": "q-repeat"}, {"DelaySeconds": "901"}))
    check("query repeat with an invalid value: InvalidAttributeValue",
          status == 400 and xml_text(body, "Code") == "InvalidAttributeValue", body)
    if boto3 is not None:
        sqs = client(wire.url)
        try:
            got = sqs.create_queue(QueueName="q-repeat", Attributes={"RedrivePolicy": same[1]})
        except ClientError as error:
            got = error.response
        check("boto3 repeat with maxReceiveCount as a string",
              got.get("QueueUrl", "").endswith("/q-repeat"), got)


def attribute_forms(wire):
    """Queue attribute values AWS accepts: True/False (read back lower case), maxReceiveCount as
    a string, a queue as its own dead-letter queue, RedrivePolicy "" to remove it."""
    status, _, body = wire.json("CreateQueue", {"QueueName": "q-forms", "Attributes": {
        "SqsManagedSseEnabled": "False"}})
    check("JSON SqsManagedSseEnabled False accepted", status == 200, body)
    status, _, body = wire.query(query_attributes(
        {"Action": "CreateQueue", "QueueName": "q-forms.fifo"},
        {"FifoQueue": "True", "ContentBasedDeduplication": "True"}))
    check("query FifoQueue/ContentBasedDeduplication True accepted", status == 200, body)
    _, _, got = wire.json("GetQueueAttributes", {"QueueUrl": "q-forms.fifo",
                                                 "AttributeNames": ["All"]})
    check("True reads back true", got.get("Attributes", {}).get("FifoQueue") == "true" and
          got.get("Attributes", {}).get("ContentBasedDeduplication") == "true", got)
    _, _, got = wire.json("GetQueueAttributes", {"QueueUrl": "q-forms",
                                                 "AttributeNames": ["SqsManagedSseEnabled"]})
    check("False reads back false",
          got.get("Attributes") == {"SqsManagedSseEnabled": "false"}, got)
    self_arn = "arn:aws:sqs:us-east-1:000000000000:q-forms"
    own = '{"deadLetterTargetArn":"%s","maxReceiveCount":"3"}' % self_arn
    status, _, body = wire.json("SetQueueAttributes", {"QueueUrl": "q-forms",
                                                       "Attributes": {"RedrivePolicy": own}})
    check("JSON a queue as its own DLQ, maxReceiveCount a string", status == 200, body)
    _, _, got = wire.json("GetQueueAttributes", {"QueueUrl": "q-forms",
                                                 "AttributeNames": ["RedrivePolicy"]})
    check("the RedrivePolicy reads back with maxReceiveCount a number",
          json.loads(got.get("Attributes", {}).get("RedrivePolicy", "{}")) == {
              "deadLetterTargetArn": self_arn, "maxReceiveCount": 3}, got)
    status, _, body = wire.query(query_attributes(
        {"Action": "SetQueueAttributes", "QueueUrl": "q-forms"}, {"RedrivePolicy": ""}))
    check("query RedrivePolicy \"\" accepted", status == 200, body)
    _, _, got = wire.json("GetQueueAttributes", {"QueueUrl": "q-forms",
                                                 "AttributeNames": ["RedrivePolicy"]})
    check("RedrivePolicy \"\" removed it", "RedrivePolicy" not in got.get("Attributes", {}), got)
    if boto3 is not None:
        sqs = client(wire.url)
        try:
            q = sqs.create_queue(QueueName="q-forms-boto3", Attributes={
                "SqsManagedSseEnabled": "False",
                "RedrivePolicy": own.replace("q-forms", "q-forms-boto3")})["QueueUrl"]
            sqs.set_queue_attributes(QueueUrl=q, Attributes={"RedrivePolicy": ""})
            got = sqs.get_queue_attributes(QueueUrl=q, AttributeNames=["All"])["Attributes"]
        except ClientError as error:
            got = error.response
        check("boto3: False, own DLQ at CreateQueue, RedrivePolicy \"\" removes",
              got.get("SqsManagedSseEnabled") == "false" and "RedrivePolicy" not in got, got)


def permission_policy(wire):
    """GetQueueAttributes Policy after AddPermission and RemovePermission, as AWS answers in
    LocalStack's AWS-validated snapshot test_sqs_permission_lifecycle (recorded 30-04-2024 on
    both protocols): Version 2008-10-17, Id "<ARN>/SQSDefaultPolicy", one account a string and
    several a list, Action "SQS:<Action>" (a list when several), no Policy once the last
    statement is gone, and "can't find label." after."""
    arn = "arn:aws:sqs:us-east-1:000000000000:"

    def statement(sid, queue, accounts, actions):
        principals = ["arn:aws:iam::%s:root" % a for a in accounts]
        granted = ["SQS:" + a for a in actions]
        return {"Sid": sid, "Effect": "Allow",
                "Principal": {"AWS": principals[0] if len(principals) == 1 else principals},
                "Action": granted[0] if len(granted) == 1 else granted, "Resource": arn + queue}

    def document(queue, *statements):
        return {"Version": "2008-10-17", "Id": arn + queue + "/SQSDefaultPolicy",
                "Statement": list(statements)}

    def listed(prefix, values):
        return {f"{prefix}.{i + 1}": v for i, v in enumerate(values)}

    def add_json(queue, label, accounts, actions):
        return wire.json("AddPermission", {"QueueUrl": queue, "Label": label,
                                           "AWSAccountIds": accounts, "Actions": actions})

    def add_query(queue, label, accounts, actions):
        return wire.query({"Action": "AddPermission", "QueueUrl": queue, "Label": label,
                           **listed("AWSAccountId", accounts), **listed("ActionName", actions)})

    def policy_json(queue):
        _, _, got = wire.json("GetQueueAttributes", {"QueueUrl": queue,
                                                     "AttributeNames": ["Policy"]})
        return got.get("Attributes", {})

    def policy_query(queue):
        _, _, body = wire.query({"Action": "GetQueueAttributes", "QueueUrl": queue,
                                 "AttributeName.1": "Policy"})
        root = ET.fromstring(body)
        return {a.find(NS + "Name").text: a.find(NS + "Value").text
                for a in root.iter(NS + "Attribute")}

    both = [("JSON", add_json, policy_json,
             lambda q, label: wire.json("RemovePermission", {"QueueUrl": q, "Label": label})),
            ("query", add_query, policy_query,
             lambda q, label: wire.query({"Action": "RemovePermission", "QueueUrl": q,
                                          "Label": label}))]
    for protocol, add, policy, remove in both:
        q = "q-policy-" + protocol.lower()
        wire.json("CreateQueue", {"QueueName": q})
        status, _, body = add(q, "crossaccountpermission", ["668614515564", "000000000000"],
                              ["ReceiveMessage"])
        check(f"{protocol} AddPermission answers 200", status == 200, body)
        got = json.loads(policy(q).get("Policy", "{}"))
        check(f"{protocol} two accounts: Principal.AWS a list, one action a string",
              got == document(q, statement("crossaccountpermission", q,
                                           ["668614515564", "000000000000"],
                                           ["ReceiveMessage"])), got)
        remove(q, "crossaccountpermission")
        check(f"{protocol} no Policy once the last statement is removed", policy(q) == {},
              policy(q))
        add(q, "crossaccountpermission", ["000000000000"], ["ReceiveMessage"])
        add(q, "crossaccountpermission2", ["000000000000"], ["SendMessage", "DeleteMessage"])
        got = json.loads(policy(q).get("Policy", "{}"))
        check(f"{protocol} two labels: two statements; one account a string, actions a list",
              got == document(
                  q, statement("crossaccountpermission", q, ["000000000000"], ["ReceiveMessage"]),
                  statement("crossaccountpermission2", q, ["000000000000"],
                            ["SendMessage", "DeleteMessage"])), got)
        remove(q, "crossaccountpermission")
        got = json.loads(policy(q).get("Policy", "{}"))
        check(f"{protocol} RemovePermission keeps the other statement",
              got == document(q, statement("crossaccountpermission2", q, ["000000000000"],
                                           ["SendMessage", "DeleteMessage"])), got)
        remove(q, "crossaccountpermission2")
        status, _, body = remove(q, "crossaccountpermission2")
        message = (body.get("message") if isinstance(body, dict)
                   else xml_text(body, "Message"))
        check(f"{protocol} RemovePermission of a label no longer there",
              status == 400 and message == "Value crossaccountpermission2 for parameter Label "
              "is invalid. Reason: can't find label.", body)
    if boto3 is not None:
        sqs = client(wire.url)
        q = sqs.create_queue(QueueName="q-policy-boto3")["QueueUrl"]
        sqs.add_permission(QueueUrl=q, Label="partner", AWSAccountIds=["111122223333"],
                           Actions=["SendMessage", "ReceiveMessage"])
        got = json.loads(sqs.get_queue_attributes(QueueUrl=q, AttributeNames=["Policy"])
                         ["Attributes"]["Policy"])
        check("boto3 AddPermission's Policy", got == document(
            "q-policy-boto3", statement("partner", "q-policy-boto3", ["111122223333"],
                                        ["SendMessage", "ReceiveMessage"])), got)
        sqs.remove_permission(QueueUrl=q, Label="partner")
        got = sqs.get_queue_attributes(QueueUrl=q, AttributeNames=["Policy"])
        check("boto3 no Policy after the last RemovePermission", "Attributes" not in got or
              got["Attributes"] == {}, got)


def wording_and_timestamps(wire):
    """A MessageDeduplicationId on a standard queue is refused in AWS's words (sic, recorded), and
    the timestamps of a served queue and message are epoch times of now, on both protocols."""
    wording = ("Value d1 for parameter MessageDeduplicationId is invalid. Reason: The request "
               "include parameter that is not valid for this queue type.")
    wire.json("CreateQueue", {"QueueName": "q-stamps"})
    status, _, body = wire.json("SendMessage", {"QueueUrl": "q-stamps", "MessageBody": "x",
                                                "MessageDeduplicationId": "d1"})
    check("JSON MessageDeduplicationId on a standard queue: AWS's wording",
          status == 400 and body.get("message") == wording, body)
    status, _, body = wire.query({"Action": "SendMessage", "QueueUrl": "q-stamps",
                                  "MessageBody": "x", "MessageDeduplicationId": "d1"})
    check("query MessageDeduplicationId on a standard queue: AWS's wording",
          status == 400 and xml_text(body, "Message") == wording, body)
    now_ms = time.time() * 1000
    wire.query({"Action": "SendMessage", "QueueUrl": "q-stamps", "MessageBody": "now"})
    _, _, body = wire.query({"Action": "ReceiveMessage", "QueueUrl": "q-stamps",
                             "AttributeName.1": "All"})
    stamps = {a.find(NS + "Name").text: int(a.find(NS + "Value").text)
              for a in ET.fromstring(body).iter(NS + "Attribute")
              if a.find(NS + "Name").text.endswith("Timestamp")}
    check("query SentTimestamp and ApproximateFirstReceiveTimestamp: epoch ms of now",
          len(stamps) == 2 and all(abs(v - now_ms) < 10000 for v in stamps.values()), stamps)
    _, _, body = wire.json("GetQueueAttributes", {"QueueUrl": "q-stamps",
                                                  "AttributeNames": ["All"]})
    created = [int(body.get("Attributes", {}).get(k, 0))
               for k in ("CreatedTimestamp", "LastModifiedTimestamp")]
    check("JSON CreatedTimestamp and LastModifiedTimestamp: epoch seconds of now",
          all(abs(v * 1000 - now_ms) < 10000 for v in created), body)
    if boto3 is not None:
        sqs = client(wire.url)
        q = sqs.get_queue_url(QueueName="q-stamps")["QueueUrl"]
        try:
            sqs.send_message(QueueUrl=q, MessageBody="x", MessageDeduplicationId="d1")
            message = None
        except ClientError as e:
            message = e.response["Error"]["Message"]
        check("boto3 MessageDeduplicationId on a standard queue: AWS's wording",
              message == wording, message)


def regions(wire):
    """Each region has its own queues, as on AWS and LocalStack: a request's region is its host's
    (sqs.eu-west-1.localhost) or its signature's credential scope's; queue URLs and ARNs name it
    (in the host when the client came by one that names it, else after /queue/ in the path); a
    dead-letter queue must be in its source's region."""
    base, port = wire.url, wire.port
    scoped = {"Authorization": "AWS4-HMAC-SHA256 Credential=AKID/20261206/eu-west-1/sqs/"
                               "aws4_request, SignedHeaders=host, Signature=0"}
    west_url = base + "/queue/eu-west-1/000000000000/q-region"
    status, _, body = wire.json("CreateQueue", {"QueueName": "q-region"})
    status2, _, body2 = wire.json("CreateQueue", {"QueueName": "q-region"}, headers=scoped)
    check("JSON: the same name in two regions is two queues",
          body.get("QueueUrl") == base + "/000000000000/q-region" and
          body2.get("QueueUrl") == west_url, (body, body2))
    _, _, body = wire.query({"Action": "GetQueueAttributes", "QueueUrl": "q-region",
                             "AttributeName.1": "QueueArn"}, headers=scoped)
    check("query: the credential scope's region names the ARN",
          xml_text(body, "Value") == "arn:aws:sqs:eu-west-1:000000000000:q-region", body)
    _, _, body = wire.query({"Action": "GetQueueAttributes", "AttributeName.1": "QueueArn"},
                            path="/queue/eu-west-1/000000000000/q-region")
    check("query sent to a region's queue URL finds that region's queue",
          xml_text(body, "Value") == "arn:aws:sqs:eu-west-1:000000000000:q-region", body)
    host = {"Host": f"sqs.eu-west-1.localhost:{port}"}
    _, _, body = wire.json("GetQueueUrl", {"QueueName": "q-region"}, headers=host)
    check("a host that names the region gets AWS's URL form",
          body.get("QueueUrl") == f"http://sqs.eu-west-1.localhost:{port}/000000000000/q-region",
          body)
    _, _, body = wire.query({"Action": "ListQueues", "QueueNamePrefix": "q-region"},
                            headers=host)
    urls = [e.text for e in ET.fromstring(body).iter(NS + "QueueUrl")]
    check("query ListQueues by a region's host lists that region's queue",
          urls == [f"http://sqs.eu-west-1.localhost:{port}/000000000000/q-region"], body)
    status, _, body = wire.json("SendMessage", {
        "QueueUrl": f"http://sqs.eu-west-1.localhost:{port}/000000000000/q-region",
        "MessageBody": "west"})
    _, _, east = wire.json("ReceiveMessage", {"QueueUrl": "q-region"})
    _, _, west = wire.json("ReceiveMessage", {"QueueUrl": west_url})
    check("a message sent to eu-west-1's queue is there, not in us-east-1's",
          status == 200 and not east.get("Messages") and
          [m["Body"] for m in west.get("Messages", [])] == ["west"], (east, west))
    presigned = {"X-Amz-Algorithm": "AWS4-HMAC-SHA256",
                 "X-Amz-Credential": "AKID/20261206/eu-west-1/sqs/aws4_request",
                 "X-Amz-Date": "20261206T120000Z", "X-Amz-Expires": "300",
                 "X-Amz-SignedHeaders": "host", "X-Amz-Signature": "0" * 64}
    status, _, body = wire.query({"Action": "CreateQueue", "QueueName": "q-presigned",
                                  **presigned}, method="GET")
    check("presigned GET: the query string's credential scope names the region",
          status == 200 and xml_text(body, "QueueUrl") ==
          base + "/queue/eu-west-1/000000000000/q-presigned", body)
    _, _, body = wire.query({"Action": "GetQueueAttributes", "AttributeName.1": "QueueArn",
                             **presigned}, path="/000000000000/q-presigned", method="GET")
    check("presigned GET at the queue URL finds eu-west-1's queue",
          xml_text(body, "Value") == "arn:aws:sqs:eu-west-1:000000000000:q-presigned", body)
    _, _, body = wire.json("ListQueues", {"QueueNamePrefix": "q-presigned"})
    _, _, west_list = wire.json("ListQueues", {"QueueNamePrefix": "q-presigned"},
                                headers=scoped)
    check("a presigned request's queue lives in eu-west-1 only",
          not body.get("QueueUrls") and
          west_list.get("QueueUrls") == [base + "/queue/eu-west-1/000000000000/q-presigned"],
          (body, west_list))
    if boto3 is None:
        return
    east, west = client(base), client(base, "eu-west-1")
    q1 = east.create_queue(QueueName="q-region-b")["QueueUrl"]
    q2 = west.create_queue(QueueName="q-region-b")["QueueUrl"]
    check("boto3: a client per region, two queues of one name",
          q1 == base + "/000000000000/q-region-b" and
          q2 == base + "/queue/eu-west-1/000000000000/q-region-b", (q1, q2))
    arns = [c.get_queue_attributes(QueueUrl=q, AttributeNames=["QueueArn"])["Attributes"]
            ["QueueArn"] for c, q in ((east, q1), (west, q2))]
    check("boto3: each ARN names its region",
          arns == ["arn:aws:sqs:us-east-1:000000000000:q-region-b",
                   "arn:aws:sqs:eu-west-1:000000000000:q-region-b"], arns)
    listed = [c.list_queues(QueueNamePrefix="q-region-b").get("QueueUrls", [])
              for c in (east, west)]
    check("boto3: ListQueues lists the client's region only", listed == [[q1], [q2]], listed)
    west.create_queue(QueueName="q-region-west-only")
    try:
        east.get_queue_url(QueueName="q-region-west-only")
        error = None
    except ClientError as e:
        error = e.response["Error"]["Code"]
    check("boto3: another region's queue does not exist here",
          error == "AWS.SimpleQueueService.NonExistentQueue", error)
    policy = json.dumps({"deadLetterTargetArn": arns[1], "maxReceiveCount": 3})
    try:
        east.create_queue(QueueName="q-region-src", Attributes={"RedrivePolicy": policy})
        error = None
    except ClientError as e:
        error = e.response["Error"]
    check("boto3: a dead-letter queue of another region is refused",
          error is not None and error["Code"] == "InvalidParameterValue", error)
    src = west.create_queue(QueueName="q-region-src",
                            Attributes={"RedrivePolicy": policy})["QueueUrl"]
    sources = west.list_dead_letter_source_queues(QueueUrl=q2)["queueUrls"]
    check("boto3: a dead-letter queue of the same region, and its sources listed",
          sources == [src], sources)
    east.delete_queue(QueueUrl=q1)
    check("boto3: deleting one region's queue leaves the other's",
          west.get_queue_url(QueueName="q-region-b")["QueueUrl"] == q2)


def json_protocol():
    return boto3 is not None and client("http://127.0.0.1:1").meta.service_model.protocol == "json"


def client(url, region="us-east-1"):
    config = Config(retries={"max_attempts": 1}, read_timeout=30)
    return boto3.client("sqs", endpoint_url=url, region_name=region,
                        aws_access_key_id="any", aws_secret_access_key="any", config=config)


def main():
    binary = inflight_binary()
    if boto3 is None:
        print(f"note: {sys.executable} has no boto3; raw HTTP only")
    else:
        print(f"boto3 {boto3.__version__} ({sys.executable})")
    with LiveServer(binary) as server:
        wire = Wire(server.url)
        error_types(wire)
        queue_missing(wire)
        queue_url_endpoint(wire)
        trace_header(wire)
        carriage_returns(wire)
        attribute_name_filters(wire)
        attribute_names(wire)
        create_queue_repeats(wire)
        attribute_forms(wire)
        permission_policy(wire)
        wording_and_timestamps(wire)
        regions(wire)
    return report(failures)


if __name__ == "__main__":
    sys.exit(main())
