import { decodeXml, xmlText } from './s3-xml';

/** The code S3 gives a status when its answer has no XML body (HeadObject's errors). */
const STATUS_CODES: Record<number, string> = {
  304: 'NotModified',
  400: 'BadRequest',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  412: 'PreconditionFailed',
  503: 'SlowDown',
};

/**
 * A refusal or failure S3 answered: `name` is S3's error `<Code>` (`NoSuchKey`,
 * `PreconditionFailed`…), as the SDK's exceptions named it, and `status` the HTTP status.
 */
export class S3Error extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = code;
  }
}

/** The error of an S3 answer from its status and its XML body (`<Error><Code>…</Code><Message>…`). */
export function s3Error(status: number, body: string): S3Error {
  const code = xmlText(body, 'Code') ?? STATUS_CODES[status] ?? `Http${status}`;
  const message = xmlText(body, 'Message');
  return new S3Error(decodeXml(code), status, message ? decodeXml(message) : `S3 answered ${status} (${code})`);
}

/** True when S3 said the object (or its upload) is not there. */
export const isMissingObject = (error: unknown): boolean =>
  error instanceof S3Error && (error.status === 404 || error.code === 'NoSuchKey' || error.code === 'NotFound');
