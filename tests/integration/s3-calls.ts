import type { HttpRequest } from '@smithy/core/protocols';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { vi } from 'vitest';

/**
 * The S3 operation of a request the functions send (lib/files/client.ts): `x-id`, or HEAD's.
 * The SDK's clients (DynamoDB, the tests' S3Client) go through the same handler: their requests
 * carry an invocation id.
 */
const operationOf = (request: HttpRequest): string | undefined => {
  if (request.headers['amz-sdk-invocation-id']) return undefined;
  if (request.method === 'HEAD') return 'HeadObject';
  return typeof request.query?.['x-id'] === 'string' ? request.query['x-id'] : `${request.method} ${request.path}`;
};

/**
 * Counts the S3 calls the functions make in this process, by operation (`HeadObject`,
 * `GetObject`…), as they go out through the SDK's HTTP handler. `stop()` ends the count.
 */
export function countS3Calls(): { calls: string[]; stop: () => void } {
  const calls: string[] = [];
  const handle = NodeHttpHandler.prototype.handle;
  const spy = vi.spyOn(NodeHttpHandler.prototype, 'handle').mockImplementation(function (this: NodeHttpHandler, request, options) {
    const operation = operationOf(request);
    if (operation) calls.push(operation);
    return handle.call(this, request, options);
  });
  return { calls, stop: () => spy.mockRestore() };
}
