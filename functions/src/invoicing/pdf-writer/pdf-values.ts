import { deflateSync } from 'node:zlib';

/**
 * The PDF object model the writer serializes (PDF 32000-1, 7.3): null, booleans and numbers are
 * JavaScript's; arrays are arrays; a dictionary is a plain object whose keys are the names
 * (undefined entries are left out); the other kinds are the classes below.
 */
export type PdfValue = null | boolean | number | PdfName | PdfString | PdfHexString | PdfRef | PdfValue[] | PdfDict;
export interface PdfDict {
  [key: string]: PdfValue | undefined;
}

export class PdfName {
  constructor(readonly name: string) {}
}

/** A literal string of bytes (each character 0–255), written `( … )`. */
export class PdfString {
  constructor(readonly bytes: string) {
    if ([...bytes].some((char) => char.charCodeAt(0) > 0xff))
      throw new Error('A literal PDF string holds bytes (0–255) only');
  }
}

/** A string written `< … >`, given as its bytes. */
export class PdfHexString {
  constructor(readonly bytes: Uint8Array) {}
}

/** An indirect reference to object `number`, generation 0. */
export class PdfRef {
  constructor(readonly number: number) {}
}

/** A stream (always an indirect object): its dictionary without /Length, and its encoded bytes. */
export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    readonly bytes: Uint8Array,
  ) {}
}

export const name = (value: string) => new PdfName(value);

/**
 * A text string (7.9.2.2): printable ASCII as a literal string, anything else as UTF-16BE with its
 * byte order mark, which every reader decodes.
 */
export function textString(text: string): PdfString | PdfHexString {
  if (/^[\x20-\x7e]*$/.test(text)) return new PdfString(text);
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  return new PdfHexString(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16]));
}

/** A date (7.9.4), in UTC: D:YYYYMMDDHHmmSSZ. */
export function pdfDate(date: Date): PdfString {
  const digits = date
    .toISOString()
    .replace(/\.\d{3}Z$/, '')
    .replace(/[-T:]/g, '');
  return new PdfString(`D:${digits}Z`);
}

/** A stream of `bytes` compressed with FlateDecode. */
export function flateStream(bytes: Uint8Array | string, dict: PdfDict = {}): PdfStream {
  const raw = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
  return new PdfStream({ ...dict, Filter: name('FlateDecode') }, deflateSync(raw));
}
