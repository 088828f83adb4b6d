import type { LogoType } from '@app/shared/partners/schemas';

/** An image type a logo may have, as recognised from its first bytes. */
export interface DetectedType {
  mime: LogoType;
  /** The extension of its S3 key. */
  ext: 'png' | 'jpg' | 'webp';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** PNG: the 8-byte signature, then the IHDR chunk that must come first. */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = ascii('IHDR');
/** JPEG: start of image (FF D8) followed by the first marker (FF xx). */
const JPEG = [0xff, 0xd8, 0xff];
/** WebP: a RIFF container of form type WEBP. */
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/**
 * The type of an image from its bytes (PNG, JPEG or WebP), or undefined for anything else:
 * SVG (text that can carry scripts), GIF, a text file named .png, an empty file. The name and
 * the declared content type are never trusted.
 */
export function detectLogoType(bytes: Uint8Array): DetectedType | undefined {
  if (startsWith(bytes, PNG) && startsWith(bytes, IHDR, 12)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, JPEG) && bytes.length > 3) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { mime: 'image/webp', ext: 'webp' };
  return undefined;
}

/** The type of a stored logo from its key's extension (the key was built from the detected type). */
export function logoTypeOfKey(key: string): DetectedType['mime'] {
  if (key.endsWith('.jpg')) return 'image/jpeg';
  if (key.endsWith('.webp')) return 'image/webp';
  return 'image/png';
}
