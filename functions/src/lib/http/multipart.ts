import { invalid, tooLarge } from '../errors';

// What a request's body reads to (body.ts parses every content type) and the form's limits and
// refusals: defined here, below body.ts, which imports this reader (no cycle between the two).

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ParsedBody {
  fields: Record<string, unknown>;
  files: UploadedFile[];
  /** The body as text, for calls whose body is a raw value (the refresh token). */
  text: string;
}

/**
 * Lambda refuses an invocation over 6 MB, and API Gateway hands binary bodies over in base64
 * (4/3 larger): a multipart file of 4 MiB (5.3 MiB encoded) still fits with its form and headers.
 * Larger files go through presigned uploads.
 */
export const MAX_INLINE_FILE_BYTES = 4 * 1024 * 1024;

export const MALFORMED_FORM = 'Le formulaire envoyé est mal formé';
export const FILE_TOO_LARGE = 'Le fichier dépasse la taille autorisée';
export const TOO_MANY_FIELDS = 'Le formulaire contient trop de champs ou de fichiers';
export const FIELD_TOO_LARGE = 'Un champ du formulaire est trop long';

/**
 * multipart/form-data read whole: a Lambda event holds the entire body, so a streaming parser
 * (busboy, 24 KB of every bundle) buys nothing here (decision 025). What it accepts and refuses
 * is busboy's as the functions used it (body.test.ts, and multipart.test.ts against busboy):
 * parameters as UTF-8, `filename*` (RFC 5987) before `filename`, a file name without its path, a
 * part without form-data disposition skipped, a part that is a file when it has a file name or
 * is application/octet-stream.
 */
const LIMITS = { files: 5, fields: 50, parts: 60, fieldSize: 100_000 };

const malformed = () => invalid(MALFORMED_FORM);

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** `type[/subtype]; name=value; name*=charset'lang'pct` → its type and parameters (names in lower case), or undefined. */
export function parseHeaderValue(text: string): { type: string; params: Record<string, string> } | undefined {
  const [, type = '', rest = ''] = /^\s*([^\s;]+)\s*(.*)$/s.exec(text) ?? [];
  if (!type.split('/').every((part) => TOKEN.test(part)) || type.split('/').length > 2) return undefined;
  const params: Record<string, string> = {};
  // Sticky, read from where the last parameter ended: no copy of the rest per parameter.
  const param = /;\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)=(?:"((?:[^"\\]|\\.)*)"|([!#$%&'*+.^_`|~0-9A-Za-z-]+))\s*/sy;
  while (param.lastIndex < rest.length) {
    const m = param.exec(rest);
    if (!m) return undefined;
    const name = (m[1] ?? '').toLowerCase();
    const value = m[2] !== undefined ? m[2].replace(/\\(.)/gs, '$1') : (m[3] ?? '');
    const decoded = name.endsWith('*') ? extendedValue(value) : utf8(value);
    if (decoded === undefined) return undefined;
    params[name] = decoded;
  }
  return { type: type.toLowerCase(), params };
}

/** Header text is read as Latin-1 bytes; a parameter's bytes are UTF-8. */
const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

/** RFC 5987 `charset'lang'%xx…`, in UTF-8 or Latin-1; undefined when malformed. */
function extendedValue(value: string): string | undefined {
  const m = /^(utf-8|iso-8859-1)'[^']*'((?:[!#$&+.^_`|~0-9A-Za-z-]|%[0-9A-Fa-f]{2})*)$/i.exec(value);
  if (!m) return undefined;
  const bytes = Buffer.from((m[2] ?? '').replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  return bytes.toString(m[1]?.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1');
}

/** The name without the path a browser or a client may have sent (busboy's basename). */
function basename(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  return name === '.' || name === '..' ? '' : name;
}

function decodeText(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/**
 * Spaces and tabs off both ends. Not trim(): the header is Latin-1 text, where 0xA0 (the last
 * byte of « à » in UTF-8) is a space to it; nor a regular expression, which would take quadratic
 * time on a long run of blanks inside the line.
 */
function blanksTrimmed(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === ' ' || text[start] === '\t')) start++;
  while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return text.slice(start, end);
}

/** A part's headers, names in lower case (folded lines joined); undefined when one is malformed. */
function partHeaders(block: string): Map<string, string> | undefined {
  const headers = new Map<string, string>();
  let last: string | undefined;
  for (const line of block.split('\r\n')) {
    if (/^[ \t]/.test(line) && last) {
      headers.set(last, `${headers.get(last)} ${blanksTrimmed(line)}`);
      continue;
    }
    const m = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):(.*)$/.exec(line);
    if (!m) return undefined;
    last = (m[1] ?? '').toLowerCase();
    if (!headers.has(last)) headers.set(last, blanksTrimmed(m[2] ?? ''));
  }
  return headers;
}

/** A part's bytes after its boundary; `closed` false for the last one when no boundary follows it. */
interface RawPart {
  bytes: Buffer;
  closed: boolean;
}

/**
 * The parts between the boundaries, in order, so that the first refusal is the one busboy met
 * first. As busboy: a part ends at any delimiter; what follows a delimiter not followed by CRLF
 * (nor by `--`, the end: the rest is ignored) belongs to no part; a part not closed by a
 * delimiter is yielded unclosed, then refused.
 */
function* partsOf(raw: Buffer, boundary: string): Generator<RawPart> {
  const body = Buffer.concat([Buffer.from('\r\n'), raw]);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let delimiters = -1;
  let open: number | undefined;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + delimiter.length)) {
    if (open !== undefined) yield { bytes: body.subarray(open, at), closed: true };
    open = undefined;
    if (++delimiters === LIMITS.parts) throw tooLarge(TOO_MANY_FIELDS);
    const after = body.toString('latin1', at + delimiter.length, at + delimiter.length + 2);
    if (after === '--') return;
    if (after === '\r\n') open = at + delimiter.length + 2;
  }
  if (open !== undefined) yield { bytes: body.subarray(open), closed: false };
  throw malformed();
}

/** A part's headers and content; a refusal when its headers are malformed or never end. */
function splitPart({ bytes }: RawPart): { headers: Map<string, string>; content: Buffer } {
  const headerEnd = bytes.toString('latin1', 0, 2) === '\r\n' ? 0 : bytes.indexOf('\r\n\r\n');
  const headers = headerEnd === -1 ? undefined : partHeaders(bytes.toString('latin1', 0, headerEnd));
  if (!headers) throw malformed();
  return { headers, content: bytes.subarray(headerEnd === 0 ? 2 : headerEnd + 4) };
}

/** Reads a whole multipart/form-data body: its fields and files, or the refusal busboy's limits gave. */
export function parseMultipart(raw: Buffer, contentType: string): ParsedBody {
  const boundary = parseHeaderValue(contentType)?.params.boundary;
  if (!boundary) throw malformed();
  const result: ParsedBody = { fields: {}, files: [], text: '' };
  let fields = 0;
  for (const part of partsOf(raw, boundary)) {
    const { headers, content } = splitPart(part);
    const disposition = parseHeaderValue(headers.get('content-disposition') ?? '');
    if (disposition?.type !== 'form-data') {
      if (!part.closed) throw malformed();
      continue;
    }
    const name = disposition.params.name || 'undefined';
    const filename = disposition.params['filename*'] || disposition.params.filename || undefined;
    const type = parseHeaderValue(headers.get('content-type') ?? '');
    const mimeType = type?.type.includes('/') ? type.type : 'text/plain';
    if (mimeType === 'application/octet-stream' || filename !== undefined) {
      if (result.files.length === LIMITS.files) throw tooLarge(TOO_MANY_FIELDS);
      // A file over the limit is refused as soon as its bytes pass it, closed or not.
      if (content.length > MAX_INLINE_FILE_BYTES) throw tooLarge(FILE_TOO_LARGE);
      if (!part.closed) throw malformed();
      result.files.push({ field: name, filename: filename === undefined ? '' : basename(filename), contentType: mimeType, content: Buffer.from(content) });
    } else {
      if (++fields > LIMITS.fields) throw tooLarge(TOO_MANY_FIELDS);
      if (!part.closed) throw malformed();
      if (content.length >= LIMITS.fieldSize) throw tooLarge(FIELD_TOO_LARGE);
      result.fields[name] = decodeText(content, type?.params.charset ?? 'utf-8');
    }
  }
  return result;
}
