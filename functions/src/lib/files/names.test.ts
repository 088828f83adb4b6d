import { describe, expect, it } from 'vitest';
import { contentDisposition, displayFilename, keySafeFilename } from './names';

describe('file names', () => {
  it('keeps the name a user gave, without folders or control characters', () => {
    expect(displayFilename('C:\\fakepath\\Golf 7.bin')).toBe('Golf 7.bin');
    expect(displayFilename('../../etc/passwd.bin')).toBe('passwd.bin');
    expect(displayFilename('a\u0000b\n.bin')).toBe('ab.bin');
    const long = displayFilename(`${'x'.repeat(300)}.bin`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.bin')).toBe(true);
  });

  it('makes an ASCII name for S3 keys', () => {
    expect(keySafeFilename('Réglage d’origine (v2).BIN')).toBe('Reglage_d_origine_v2.BIN');
    expect(keySafeFilename('../.hidden.bin')).toBe('hidden.bin');
    expect(keySafeFilename('€€€.bin')).toBe('fichier.bin');
  });

  it('builds an RFC 6266 Content-Disposition with an ASCII fallback', () => {
    expect(contentDisposition('Réglage "final".bin')).toBe(
      `attachment; filename="Reglage _final_.bin"; filename*=UTF-8''R%C3%A9glage%20%22final%22.bin`,
    );
    expect(contentDisposition("l'auto (1).bin")).toBe(
      `attachment; filename="l'auto (1).bin"; filename*=UTF-8''l%27auto%20%281%29.bin`,
    );
  });
});
