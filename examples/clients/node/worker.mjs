// SPDX-License-Identifier: GPL-3.0-or-later
// A worker with a heartbeat, in JavaScript (AWS SDK v3): the same pattern as ../worker.py.
// While it processes an order, a timer extends the message's visibility timeout every half
// timeout, so a slow order stays hidden from other workers; the timer stops when the work is done.
//
//     npm install && node worker.mjs [ENDPOINT] [--queue orders] [--until-idle SECONDS]
//
// The endpoint is the first argument, else INFLIGHT_ENDPOINT, else http://127.0.0.1:9324.
// The client names itself "node-worker" (userAgentAppId): the window and the recording use it.
import {
  SQSClient,
  GetQueueUrlCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
} from "@aws-sdk/client-sqs";
import { parseArgs } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    queue: { type: "string", default: "orders" },
    "until-idle": { type: "string", default: "0" },
    "app-id": { type: "string", default: "node-worker" },
  },
});
const endpoint = positionals[0] ?? process.env.INFLIGHT_ENDPOINT ?? "http://127.0.0.1:9324";
const untilIdleSeconds = Number(options["until-idle"]);
const name = options["app-id"];

const sqs = new SQSClient({
  endpoint,
  region: process.env.AWS_REGION ?? "us-east-1",
  // Inflight accepts any credentials; real ones come from the environment when set.
  credentials: {
    accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? "inflight",
    secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? "inflight",
  },
  userAgentAppId: name,
});

// Hides the message for another full visibility timeout every half timeout, until stopped:
// half, so that one late heartbeat does not let the message reappear.
function startHeartbeat(queueUrl, message, visibilityTimeoutSeconds) {
  const timer = setInterval(async () => {
    await sqs.send(new ChangeMessageVisibilityCommand({
      QueueUrl: queueUrl,
      ReceiptHandle: message.ReceiptHandle,
      VisibilityTimeout: visibilityTimeoutSeconds,
    }));
    console.log(`${name}: heartbeat, message ${message.MessageId} hidden for ` +
                `${visibilityTimeoutSeconds} s more`);
  }, (visibilityTimeoutSeconds * 1000) / 2);
  return () => clearInterval(timer);
}

async function handle(queueUrl, message, visibilityTimeoutSeconds) {
  const order = JSON.parse(message.Body);
  const stopHeartbeat = startHeartbeat(queueUrl, message, visibilityTimeoutSeconds);
  try {
    await sleep(order.work_seconds * 1000); // the work: preparing the order
    console.log(`${name}: charged order ${order.order_id}`);
  } finally {
    stopHeartbeat();
  }
  await sqs.send(new DeleteMessageCommand({
    QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle }));
  console.log(`${name}: delete of message ${message.MessageId} accepted`);
}

async function main() {
  const { QueueUrl: queueUrl } = await sqs.send(new GetQueueUrlCommand({
    QueueName: options.queue }));
  const { Attributes: attributes } = await sqs.send(new GetQueueAttributesCommand({
    QueueUrl: queueUrl, AttributeNames: ["VisibilityTimeout"] }));
  const visibilityTimeoutSeconds = Number(attributes.VisibilityTimeout);
  const waitSeconds = untilIdleSeconds > 0 ? Math.min(20, Math.ceil(untilIdleSeconds)) : 20;
  for (;;) {
    const { Messages: messages = [] } = await sqs.send(new ReceiveMessageCommand({
      QueueUrl: queueUrl,
      MaxNumberOfMessages: 1,
      WaitTimeSeconds: waitSeconds,
      MessageSystemAttributeNames: ["ApproximateReceiveCount"],
    }));
    if (messages.length === 0 && untilIdleSeconds > 0) {
      console.log(`${name}: no message for ${waitSeconds} s, stopping`);
      return;
    }
    for (const message of messages) {
      const count = message.Attributes?.ApproximateReceiveCount ?? "?";
      console.log(`${name}: received message ${message.MessageId} (receive #${count})`);
      await handle(queueUrl, message, visibilityTimeoutSeconds);
    }
  }
}

main().catch((error) => {
  console.error(`${name}: ${error.name}: ${error.message}`);
  process.exit(1);
});
