import { describe, expect, it } from 'vitest';
import { detectLogoType, logoTypeOfKey } from './logo-type';

const hex = (text: string) => Uint8Array.from(Buffer.from(text.replace(/\s+/g, ''), 'hex'));
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

/** The first bytes of each kind of file (enough for the check, not whole images). */
const PNG_HEAD = hex('89504e470d0a1a0a 0000000d 49484452 00000001 00000001 0802000000');
const JPEG_HEAD = hex('ffd8ffe0 0010 4a464946 00');
const WEBP_HEAD = ascii('RIFF\x1a\x00\x00\x00WEBPVP8L');

describe('detectLogoType: the type of a logo from its bytes', () => {
  it('recognises PNG, JPEG and WebP', () => {
    expect(detectLogoType(PNG_HEAD)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(detectLogoType(JPEG_HEAD)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(detectLogoType(hex('ffd8ffdb 0043 00'))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(detectLogoType(WEBP_HEAD)).toEqual({ mime: 'image/webp', ext: 'webp' });
  });

  it.each([
    ['an empty file', new Uint8Array(0)],
    ['text named .png', ascii('pas une image, juste du texte')],
    ['an SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an SVG behind an XML declaration', ascii('<?xml version="1.0"?><svg/>')],
    ['a GIF', ascii('GIF89a\x01\x00\x01\x00')],
    ['a BMP', ascii('BM\x3a\x00\x00\x00')],
    ['a PDF', ascii('%PDF-1.7')],
    ['HTML', ascii('<!doctype html><script>alert(1)</script>')],
    ['a truncated PNG signature', PNG_HEAD.slice(0, 7)],
    ['a PNG signature without its IHDR chunk', hex('89504e470d0a1a0a 0000000d 49444154')],
    ['a lone JPEG start of image', hex('ffd8')],
    ['a RIFF file that is not WebP (WAV)', ascii('RIFF\x24\x00\x00\x00WAVEfmt ')],
  ])('refuses %s', (_label, bytes) => {
    expect(detectLogoType(bytes)).toBeUndefined();
  });

  it('gives the served type from the key it built', () => {
    expect(logoTypeOfKey('logos/partners/p1/u.png')).toBe('image/png');
    expect(logoTypeOfKey('logos/clients/c1/u.jpg')).toBe('image/jpeg');
    expect(logoTypeOfKey('logos/clients/c1/u.webp')).toBe('image/webp');
  });
});
