import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoMessages } from '@app/shared/partners/schemas';
import type { UploadedFile } from '../lib/http/body';
import { checkLogo, logoPart } from './logo-file';

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000', 'hex');

const upload = (content: Buffer, filename = 'logo.png', field = 'file'): UploadedFile => ({
  field,
  filename,
  contentType: 'image/png',
  content,
});

/** A buffer of `size` bytes starting like a PNG. */
const pngOfSize = (size: number) => {
  const out = Buffer.alloc(size);
  PNG_HEAD.copy(out);
  return out;
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { kind: (error as { kind?: string }).kind, detail: (error as { detail?: string }).detail };
  }
  return undefined;
};

describe('checkLogo', () => {
  it('accepts an image by its bytes, whatever its name or declared type, and keeps the name given', () => {
    const logo = checkLogo({ ...upload(PNG_HEAD, 'C:\\fakepath\\Mon logo.jpg'), contentType: 'text/plain' });
    expect(logo.type).toEqual({ mime: 'image/png', ext: 'png' });
    expect(logo.filename).toBe('Mon logo.jpg');
    expect(checkLogo(upload(PNG_HEAD, '')).filename).toBe('logo.png');
  });

  it('refuses no file, a non-image and an image over 2 Mo with a 400 and the French message', () => {
    expect(refusal(() => checkLogo(undefined))).toEqual({ kind: 'invalid', detail: logoMessages.noFile });
    expect(refusal(() => checkLogo(upload(Buffer.from('texte'), 'faux.png')))).toEqual({
      kind: 'invalid',
      detail: logoMessages.notImage,
    });
    expect(refusal(() => checkLogo(upload(Buffer.from('<svg/>'), 'logo.svg')))?.detail).toBe(logoMessages.notImage);
    expect(refusal(() => checkLogo(upload(pngOfSize(LOGO_MAX_BYTES + 1))))).toEqual({
      kind: 'invalid',
      detail: logoMessages.tooLarge,
    });
    expect(checkLogo(upload(pngOfSize(LOGO_MAX_BYTES))).content.length).toBe(LOGO_MAX_BYTES);
  });

  it('takes the multipart part named file', () => {
    const other = upload(PNG_HEAD, 'a.png', 'photo');
    const file = upload(PNG_HEAD, 'b.png');
    expect(logoPart([other, file])).toBe(file);
    expect(logoPart([other])).toBeUndefined();
  });
});
