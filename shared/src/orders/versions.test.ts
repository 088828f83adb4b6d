import { describe, expect, it } from 'vitest';
import {
  BAD_EXTENSION_MESSAGE,
  MAX_ORDER_FILE_BYTES,
  ORDER_FILE_EXTENSIONS,
  fallbackFilename,
  hasAllowedExtension,
  isVersionKey,
  sortVersions,
  versionLabel,
} from './versions';

describe('sortVersions', () => {
  it('puts original first, vN in numeric order and sav last', () => {
    expect(sortVersions(['sav', 'v10', 'v2', 'original', 'v1', 'v9'])).toEqual([
      'original',
      'v1',
      'v2',
      'v9',
      'v10',
      'sav',
    ]);
  });

  it('keeps unknown keys between the versions and sav, and does not change its input', () => {
    const input = ['sav', 'zzz', 'v3', 'original'];
    expect(sortVersions(input)).toEqual(['original', 'v3', 'zzz', 'sav']);
    expect(input).toEqual(['sav', 'zzz', 'v3', 'original']);
  });
});

describe('accepted order files', () => {
  it('lists the five extensions and a 32 MiB limit', () => {
    expect(ORDER_FILE_EXTENSIONS).toEqual(['.bin', '.ori', '.mod', '.hex', '.map']);
    expect(MAX_ORDER_FILE_BYTES).toBe(33_554_432);
    expect(BAD_EXTENSION_MESSAGE).toBe(
      'Format de fichier non accepté. Extensions autorisées\u202f: .bin, .ori, .mod, .hex, .map',
    );
  });

  it('checks the extension whatever the case', () => {
    for (const name of ['a.bin', 'B.ORI', 'c.Mod', 'stock.hex', 'x.y.map', 'Golf 7 GTI.BIN']) {
      expect(hasAllowedExtension(name), name).toBe(true);
    }
    for (const name of ['carte.txt', 'bin', '.bin', 'file.bin.exe', 'file.binx', '', 'hex']) {
      expect(hasAllowedExtension(name), name).toBe(false);
    }
  });
});

describe('version keys', () => {
  it('accepts original, v1..v9999 and sav only', () => {
    for (const key of ['original', 'v1', 'v10', 'v9999', 'sav']) expect(isVersionKey(key), key).toBe(true);
    for (const key of ['v0', 'v01', 'v10000', 'V1', 'orig', '../../etc', 'sav/..', '']) {
      expect(isVersionKey(key), key).toBe(false);
    }
  });

  it('labels versions and falls back to {version}.bin', () => {
    expect(versionLabel('original')).toBe('Original');
    expect(versionLabel('v3')).toBe('V3');
    expect(versionLabel('sav')).toBe('SAV');
    expect(fallbackFilename('v2')).toBe('v2.bin');
  });
});
