import { describe, expect, it } from 'vitest';
import { BAD_EXTENSION_MESSAGE, FILE_TOO_LARGE_MESSAGE, MAX_ORDER_FILE_BYTES } from '@app/shared/orders/versions';
import { ORDER_FILE_ACCEPT, orderFileError } from './order-file';

const messages = { required: 'Veuillez sélectionner un fichier', empty: 'Le fichier est vide' };

describe('orderFileError', () => {
  it('requires a file', () => {
    expect(orderFileError(null, messages)).toBe('Veuillez sélectionner un fichier');
    expect(orderFileError(undefined, messages)).toBe('Veuillez sélectionner un fichier');
  });
  it('accepts the five extensions whatever the case', () => {
    for (const name of ['a.bin', 'b.ORI', 'c.mod', 'd.Hex', 'e.map']) {
      expect(orderFileError({ name, size: 10 }, messages)).toBeNull();
    }
  });
  it('refuses other extensions with the shared message', () => {
    expect(orderFileError({ name: 'ecu.zip', size: 10 }, messages)).toBe(BAD_EXTENSION_MESSAGE);
    expect(orderFileError({ name: '.bin', size: 10 }, messages)).toBe(BAD_EXTENSION_MESSAGE);
  });
  it('refuses files over 32 MiB and empty files', () => {
    expect(orderFileError({ name: 'a.bin', size: MAX_ORDER_FILE_BYTES + 1 }, messages)).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(orderFileError({ name: 'a.bin', size: MAX_ORDER_FILE_BYTES }, messages)).toBeNull();
    expect(orderFileError({ name: 'a.bin', size: 0 }, messages)).toBe('Le fichier est vide');
  });
  it('builds the accept attribute', () => {
    expect(ORDER_FILE_ACCEPT).toBe('.bin,.ori,.mod,.hex,.map');
  });
});
