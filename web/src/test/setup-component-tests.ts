import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// jsdom has no layout: Radix measures some parts (a checkbox's bubble input) with a ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The files share their modules and globals (isolate: false in vitest.config.ts): each test leaves them as it found them.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-wide store and replays the active ones to the next Toaster.
  toast.dismiss();
});
