import { describe, expect, it } from 'vitest';
import { FLASH_TOAST_KEY, saveFlashToast, takeFlashToast } from './flash-toast';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('flash toast', () => {
  it('is read once after being saved', () => {
    const storage = memoryStorage();
    saveFlashToast({ type: 'success', message: 'Envoyé', duration: 5000 }, storage);
    expect(takeFlashToast(storage)).toEqual({ type: 'success', message: 'Envoyé', duration: 5000 });
    expect(takeFlashToast(storage)).toBeNull();
  });
  it('ignores missing storage and garbage', () => {
    expect(takeFlashToast(null)).toBeNull();
    const storage = memoryStorage();
    storage.setItem(FLASH_TOAST_KEY, '{nope');
    expect(takeFlashToast(storage)).toBeNull();
    storage.setItem(FLASH_TOAST_KEY, JSON.stringify({ type: 'other', message: 'x' }));
    expect(takeFlashToast(storage)).toBeNull();
    expect(storage.map.size).toBe(0);
  });
});
