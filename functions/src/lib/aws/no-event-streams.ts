/**
 * Stands in for `@smithy/core/event-streams` in the Lambda bundles (an esbuild alias,
 * infra/lib/lambda-bundling.ts). The SDK's HTTP protocols import it dynamically for an operation
 * whose input or output is an event stream; the DynamoDB client has none, and the functions' S3
 * calls go through lib/files/client.ts, so no call of ours reaches it (about 15 KB otherwise).
 * Local runs and the tests import the real module.
 */
const unreachable = (): never => {
  throw new Error('Event streams are left out of the Lambda bundles (functions/src/lib/aws/no-event-streams.ts).');
};

export class EventStreamSerde {
  constructor() {
    unreachable();
  }
}

export const eventStreamSerdeProvider = unreachable;
