#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Creates the orders queue and sends orders to it; one order in a few is slow to process.

    python3 producer.py [ENDPOINT] [--count 5] [--slow 3] [--visibility-timeout 5]

Each message is an order as JSON: {"order_id", "amount_cents", "work_seconds"}. The workers
sleep work_seconds to "process" it, so the slow orders (every --slow'th, taking --slow-seconds)
outlast the queue's visibility timeout: that is where a worker without a heartbeat charges twice.

The queue sends a message to the dead-letter queue ORDERS-dlq when it is received more than
--max-receives times (default 2). Without it, two workers without a heartbeat would pass a slow
order back and forth for ever: each one's delete uses a receipt handle that is no longer the
latest, which succeeds without deleting anything, as on AWS.
"""
import argparse
import json
import time

from orders import add_common_arguments, sqs_client


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_common_arguments(parser)
    parser.add_argument("--count", type=int, default=5, help="orders to send (default 5)")
    parser.add_argument("--slow", type=int, default=3,
                        help="every N'th order is slow (default 3; 0: none)")
    parser.add_argument("--work-seconds", type=float, default=1, help="a normal order's work")
    parser.add_argument("--slow-seconds", type=float, default=8, help="a slow order's work")
    parser.add_argument("--visibility-timeout", type=int, default=5,
                        help="the queue's VisibilityTimeout in seconds (default 5)")
    parser.add_argument("--max-receives", type=int, default=2,
                        help="receives before a message goes to the dead-letter queue (default 2)")
    args = parser.parse_args()

    sqs = sqs_client(args.endpoint, "producer")
    dead_letter_url = sqs.create_queue(QueueName=args.queue + "-dlq")["QueueUrl"]
    dead_letter_arn = sqs.get_queue_attributes(
        QueueUrl=dead_letter_url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    queue_url = sqs.create_queue(QueueName=args.queue, Attributes={
        "VisibilityTimeout": str(args.visibility_timeout),
        # Compact JSON, as GetQueueAttributes gives it back: running the producer again then
        # finds the queue with the same attributes instead of failing with QueueAlreadyExists.
        "RedrivePolicy": json.dumps({"deadLetterTargetArn": dead_letter_arn,
                                     "maxReceiveCount": args.max_receives},
                                    separators=(",", ":"))})["QueueUrl"]
    print(f"queue {queue_url} (visibility timeout {args.visibility_timeout} s, dead letters to "
          f"{args.queue}-dlq after {args.max_receives} receives)")
    # Order ids are unique across runs, so that a ledger kept from an earlier run does not
    # mistake today's order 1 for yesterday's.
    run = time.strftime("%H%M%S")
    for number in range(1, args.count + 1):
        slow = args.slow > 0 and number % args.slow == 0
        order = {"order_id": f"{run}-{number}", "amount_cents": 1000 + number,
                 "work_seconds": args.slow_seconds if slow else args.work_seconds}
        sent = sqs.send_message(QueueUrl=queue_url, MessageBody=json.dumps(order))
        print(f"sent order {order['order_id']} ({order['work_seconds']:g} s of work)"
              f" as message {sent['MessageId']}")


if __name__ == "__main__":
    main()
