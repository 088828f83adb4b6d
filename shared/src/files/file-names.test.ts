import { describe, expect, it } from 'vitest';
import { displayFilename, keySafeFilename, portableFilename } from './file-names';

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

  it('drops what a file system refuses and keeps the rest, accents and spaces included', () => {
    expect(portableFilename('Golf_7_GTI:_2.0/TSI?*"<>|\\')).toBe('Golf_7_GTI_2.0TSI');
    expect(portableFilename('Clio\u0000\u001f\u007f RS')).toBe('Clio RS');
    expect(portableFilename('Mégane R.S. (2024)')).toBe('Mégane R.S. (2024)');
  });
});
