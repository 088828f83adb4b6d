import { describe, expect, it } from 'vitest';
import { checkLogoFile } from './logo-file';

describe('checkLogoFile', () => {
  it('accepts images up to 2 Mo', () => {
    expect(checkLogoFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkLogoFile({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('refuses what is not an image, then what is too large', () => {
    expect(checkLogoFile({ type: 'application/pdf', size: 10 })).toBe('Veuillez sélectionner un fichier image');
    expect(checkLogoFile({ type: '', size: 10 })).toBe('Veuillez sélectionner un fichier image');
    expect(checkLogoFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('Le logo ne doit pas dépasser 2 Mo');
  });
});
