/**
 * A toast that survives a page reload: spec §4 reloads the page after a SAV request, which
 * would drop the success toast at once. It is kept in sessionStorage and shown after the reload.
 */

export const FLASH_TOAST_KEY = 'protune-flash-toast';

export interface FlashToast {
  type: 'success' | 'error';
  message: string;
  duration?: number;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const sessionStore = (): StorageLike | null => {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
};

export function saveFlashToast(toast: FlashToast, storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.setItem(FLASH_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Storage full or denied: the toast is simply not repeated after the reload.
  }
}

/** Reads and forgets the saved toast. */
export function takeFlashToast(storage: StorageLike | null = sessionStore()): FlashToast | null {
  try {
    const raw = storage?.getItem(FLASH_TOAST_KEY);
    if (!raw) return null;
    storage?.removeItem(FLASH_TOAST_KEY);
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'message' in value &&
      typeof value.message === 'string' &&
      'type' in value &&
      (value.type === 'success' || value.type === 'error')
    ) {
      const duration = 'duration' in value && typeof value.duration === 'number' ? value.duration : undefined;
      return { type: value.type, message: value.message, duration };
    }
  } catch {
    // Unreadable: ignore.
  }
  return null;
}
