#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The life of one message, with the AWS CLI: send, receive (it is hidden, not taken), extend its
# visibility timeout (a heartbeat), let it expire, receive it again with a new receipt handle,
# delete with the old handle (accepted, yet the message stays), then with the new one.
#
#     sh walkthrough.sh [ENDPOINT]
#
# Each aws command starts a Python of its own (about a second), hence the 8 second timeout.
#
# The endpoint is the first argument, else INFLIGHT_ENDPOINT, else http://127.0.0.1:9324. The
# requests are named "cli-walkthrough" in the window (AWS_SDK_UA_APP_ID). Set AWS_CLI to use
# another aws (Debian's /usr/bin/aws speaks the query protocol).
set -eu
endpoint=${1:-${INFLIGHT_ENDPOINT:-http://127.0.0.1:9324}}
aws=${AWS_CLI:-aws}
# Inflight accepts any credentials; keep real ones if they are set.
export AWS_ACCESS_KEY_ID="${AWS_ACCESS_KEY_ID:-inflight}"
export AWS_SECRET_ACCESS_KEY="${AWS_SECRET_ACCESS_KEY:-inflight}"
export AWS_DEFAULT_REGION="${AWS_DEFAULT_REGION:-us-east-1}"
export AWS_SDK_UA_APP_ID=cli-walkthrough AWS_PAGER=""

sqs() {
    "$aws" --endpoint-url "$endpoint" --output text sqs "$@"
}
step() {
    printf '\n== %s\n' "$*"
}

step "Create a queue whose messages hide for 8 seconds when received"
queue=$(sqs create-queue --queue-name walkthrough --attributes VisibilityTimeout=8 \
    --query QueueUrl)
echo "$queue"

step "Send a message"
sqs send-message --queue-url "$queue" --message-body "charge order 42" --query MessageId

step "Receive it: it is now in flight, hidden from other receivers"
first=$(sqs receive-message --queue-url "$queue" --query 'Messages[0].ReceiptHandle')
echo "receipt handle: $first"
sqs get-queue-attributes --queue-url "$queue" --attribute-names \
    ApproximateNumberOfMessages ApproximateNumberOfMessagesNotVisible --query Attributes

step "Heartbeat: hide it 8 seconds from now (ChangeMessageVisibility)"
sqs change-message-visibility --queue-url "$queue" --receipt-handle "$first" \
    --visibility-timeout 8
echo "receiving meanwhile finds nothing:"
sqs receive-message --queue-url "$queue" --query 'length(Messages || `[]`)'

step "Wait for the visibility timeout to end: the message comes back"
second=$(sqs receive-message --queue-url "$queue" --wait-time-seconds 10 \
    --attribute-names ApproximateReceiveCount \
    --query 'Messages[0].[ReceiptHandle, Attributes.ApproximateReceiveCount]')
echo "received again, with a new receipt handle (handle, receive count): $second"
second=$(echo "$second" | cut -f1)

step "Delete with the first, stale receipt handle: accepted, but the message stays"
sqs delete-message --queue-url "$queue" --receipt-handle "$first"
sqs get-queue-attributes --queue-url "$queue" --attribute-names \
    ApproximateNumberOfMessages ApproximateNumberOfMessagesNotVisible --query Attributes

step "Delete with the latest receipt handle: gone"
sqs delete-message --queue-url "$queue" --receipt-handle "$second"
sqs get-queue-attributes --queue-url "$queue" --attribute-names \
    ApproximateNumberOfMessages ApproximateNumberOfMessagesNotVisible --query Attributes

# The queue stays, empty: running the walkthrough again finds it (deleting it would make AWS, and
# Inflight, refuse to create it again for 60 seconds).
echo "done"
