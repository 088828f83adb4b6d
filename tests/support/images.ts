/**
 * Tiny valid images built from bytes, and files that only pretend to be images, for logo tests.
 * Each image was checked to decode in Chromium.
 */
import { crc32, deflateSync } from 'node:zlib';

export type Bytes = Uint8Array<ArrayBuffer>;

const bytesOf = (buffer: Buffer): Bytes => {
  const out = new Uint8Array(buffer.length);
  out.set(buffer);
  return out;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A valid RGB PNG of the given size, one grey level (so two calls with another shade differ). */
export function png(width = 2, height = 2, shade = 0x80): Bytes {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, shade)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return bytesOf(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(pixels)),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A valid 1×1 greyscale baseline JPEG (134 bytes). */
export const jpeg = (): Bytes =>
  bytesOf(
    Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    ),
  );

/** A valid 1×1 lossless WebP (34 bytes). */
export const webp = (): Bytes => bytesOf(Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'));

/** A 1×1 GIF (refused as a logo). */
export const gif = (): Bytes =>
  bytesOf(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'));

/** An SVG carrying a script (refused as a logo). */
export const svg = (): Bytes =>
  bytesOf(
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>'),
  );

/** Text pretending to be an image by its name only. */
export const text = (content = 'pas une image'): Bytes => bytesOf(Buffer.from(content, 'utf8'));

/** A PNG padded with a trailing chunk-free tail up to `size` bytes (still starts as a PNG). */
export function bigPng(size: number): Bytes {
  const head = png();
  const out = new Uint8Array(size);
  out.set(head);
  return out;
}
