import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import {
  CHARSET_UNSUPPORTED,
  FIELD_TOO_LARGE,
  FILE_TOO_LARGE,
  MALFORMED_FORM,
  MAX_INLINE_FILE_BYTES,
  TOO_MANY_FIELDS,
  parseBody,
} from './body';

const event = (body: string | Buffer, contentType: string) =>
  ({
    headers: { 'content-type': contentType },
    body: Buffer.isBuffer(body) ? body.toString('base64') : body,
    isBase64Encoded: Buffer.isBuffer(body),
  }) as unknown as APIGatewayProxyEventV2;

const multipart = (body: string | Buffer) => event(Buffer.isBuffer(body) ? body : Buffer.from(body), 'multipart/form-data; boundary=X');
const part = (name: string, value: string, filename?: string) =>
  `--X\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`;

/** The refusal a parse ends in: its kind and French detail. */
async function refusal(input: APIGatewayProxyEventV2) {
  const error: unknown = await parseBody(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { kind, detail } = error as DomainError;
  return { kind, detail };
}

describe('parseBody', () => {
  it('reads a well-formed form: its fields and its file', async () => {
    const parsed = await parseBody(multipart(`${part('a', 'b')}${part('file', 'data', 'a.bin')}--X--\r\n`));
    expect(parsed.fields).toEqual({ a: 'b' });
    expect(parsed.files).toMatchObject([{ field: 'file', filename: 'a.bin' }]);
    expect(parsed.files[0]?.content.toString()).toBe('data');
  });

  it('refuses a file part that never closes (400), without an uncaught stream error', async () => {
    const truncated = '--X\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\ndata';
    expect(await refusal(multipart(truncated))).toEqual({ kind: 'invalid', detail: MALFORMED_FORM });
  });

  it('refuses a form without its closing boundary, a field cut short, garbage and a missing boundary (400)', async () => {
    expect(await refusal(multipart(part('a', 'b')))).toEqual({ kind: 'invalid', detail: MALFORMED_FORM });
    expect(await refusal(multipart('--X\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'))).toEqual({ kind: 'invalid', detail: MALFORMED_FORM });
    expect(await refusal(multipart('garbage'))).toEqual({ kind: 'invalid', detail: MALFORMED_FORM });
    expect(await refusal(event('x', 'multipart/form-data'))).toEqual({ kind: 'invalid', detail: MALFORMED_FORM });
  });

  it('refuses too many fields, too many files and a field too long (413)', async () => {
    const fields = Array.from({ length: 51 }, (_, i) => part(`f${i}`, 'v')).join('');
    expect(await refusal(multipart(`${fields}--X--\r\n`))).toEqual({ kind: 'too_large', detail: TOO_MANY_FIELDS });
    const files = Array.from({ length: 6 }, (_, i) => part(`f${i}`, 'v', `${i}.bin`)).join('');
    expect(await refusal(multipart(`${files}--X--\r\n`))).toEqual({ kind: 'too_large', detail: TOO_MANY_FIELDS });
    expect(await refusal(multipart(`${part('a', 'x'.repeat(100_001))}--X--\r\n`))).toEqual({ kind: 'too_large', detail: FIELD_TOO_LARGE });
  });

  it('refuses a file over the inline limit (413), and takes one at the limit', async () => {
    const big = Buffer.concat([Buffer.from(part('file', '', 'a.bin').slice(0, -2)), Buffer.alloc(MAX_INLINE_FILE_BYTES + 1), Buffer.from('\r\n--X--\r\n')]);
    expect(await refusal(multipart(big))).toEqual({ kind: 'too_large', detail: FILE_TOO_LARGE });
    const atLimit = Buffer.concat([Buffer.from(part('file', '', 'a.bin').slice(0, -2)), Buffer.alloc(MAX_INLINE_FILE_BYTES), Buffer.from('\r\n--X--\r\n')]);
    expect((await parseBody(multipart(atLimit))).files[0]?.content.length).toBe(MAX_INLINE_FILE_BYTES);
  });

  it('refuses invalid JSON and a JSON that is not an object (400)', async () => {
    expect((await refusal(event('{"a": ', 'application/json'))).kind).toBe('invalid');
    expect((await refusal(event('[1]', 'application/json'))).kind).toBe('invalid');
    expect((await parseBody(event('{"a": 1e400}', 'application/json'))).fields).toEqual({ a: Infinity });
  });

  it('refuses another charset (415) and bytes that are not UTF-8 (400)', async () => {
    expect(await refusal(event('{}', 'application/json; charset=iso-8859-1'))).toEqual({ kind: 'unsupported', detail: CHARSET_UNSUPPORTED });
    expect(await refusal(event(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]), 'application/json'))).toEqual({ kind: 'invalid', detail: MALFORMED_FORM });
    expect(await refusal(event(Buffer.from([0xc3, 0x28]), 'text/plain'))).toEqual({ kind: 'invalid', detail: MALFORMED_FORM });
    expect((await parseBody(event('{"a":"é"}', 'application/json; charset=UTF-8'))).fields).toEqual({ a: 'é' });
  });

  it('refuses an unknown content type (415)', async () => {
    expect((await refusal(event('<a/>', 'application/xml'))).kind).toBe('unsupported');
  });
});
