# SPDX-License-Identifier: GPL-3.0-or-later
"""What the example clients share: where the endpoint is, an SQS client that names itself, and a
payment ledger that stands in for the side effect a worker must not repeat (charging a card).

Nothing here is specific to Inflight: point INFLIGHT_ENDPOINT (or the first argument) at Amazon
SQS's endpoint and the same code runs against AWS.
"""
import json
import os
import sqlite3
import tempfile

import boto3
from botocore.config import Config

DEFAULT_ENDPOINT = "http://127.0.0.1:9324"
DEFAULT_QUEUE = "orders"
DEFAULT_LEDGER = os.path.join(tempfile.gettempdir(), "inflight-example-ledger.sqlite")


def add_common_arguments(parser):
    """The endpoint (argument, else INFLIGHT_ENDPOINT, else the default), queue and ledger."""
    parser.add_argument("endpoint", nargs="?",
                        default=os.environ.get("INFLIGHT_ENDPOINT", DEFAULT_ENDPOINT),
                        help="the SQS endpoint (default: $INFLIGHT_ENDPOINT or %(default)s)")
    parser.add_argument("--queue", default=DEFAULT_QUEUE, help="queue name (default %(default)s)")
    parser.add_argument("--ledger", default=DEFAULT_LEDGER,
                        help="the payment ledger, an SQLite file (default %(default)s)")


def sqs_client(endpoint, app_id):
    """A boto3 SQS client whose User-Agent carries `app/APP_ID`: the window and the recording
    name the client by it. Any credentials do for Inflight; real ones come from the usual chain
    when they are set."""
    # boto3 1.26 (Debian 12) predates user_agent_appid; user_agent_extra sends the same words.
    naming = ({"user_agent_appid": app_id} if "user_agent_appid" in Config.OPTION_DEFAULTS
              else {"user_agent_extra": "app/" + app_id})
    return boto3.client("sqs", endpoint_url=endpoint,
                        region_name=os.environ.get("AWS_DEFAULT_REGION", "us-east-1"),
                        aws_access_key_id=os.environ.get("AWS_ACCESS_KEY_ID", "inflight"),
                        aws_secret_access_key=os.environ.get("AWS_SECRET_ACCESS_KEY", "inflight"),
                        config=Config(retries={"max_attempts": 2}, **naming))


def parse_order(message):
    """The order a message carries, as the producer wrote it."""
    return json.loads(message["Body"])


class Ledger:
    """The payment service: every charge is a row. A charge made with an idempotency key is made
    once; a second charge with the same key is refused, as a payment provider's idempotency keys
    do. Each call opens its own connection, so worker threads (and processes) can share it."""

    def __init__(self, path):
        self.path = path
        with self._connect() as db:
            db.execute("CREATE TABLE IF NOT EXISTS charges (order_id TEXT, amount_cents INTEGER,"
                       " worker TEXT, idempotency_key TEXT UNIQUE)")

    def _connect(self):
        return sqlite3.connect(self.path, timeout=10)

    def charge(self, order, worker, idempotency_key=None):
        """Charges ORDER; False when IDEMPOTENCY_KEY was already used (nothing charged)."""
        try:
            with self._connect() as db:
                db.execute("INSERT INTO charges VALUES (?, ?, ?, ?)",
                           (order["order_id"], order["amount_cents"], worker, idempotency_key))
        except sqlite3.IntegrityError:
            return False
        return True

    def charges(self, order_id):
        """How many times ORDER_ID was charged."""
        with self._connect() as db:
            return db.execute("SELECT COUNT(*) FROM charges WHERE order_id = ?",
                              (order_id,)).fetchone()[0]
