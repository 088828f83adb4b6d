/**
 * Toasts without sonner in the entry: /login and the pending page show a toast only after an
 * answer, so the library (and its Toaster) loads with the first toast, never with a first screen
 * (the pages that load sonner with their chunk toast through lib/toast/toast.ts, which asks for
 * the Toaster too). Sonner replays the toasts made before its Toaster mounts.
 */
import { importOrReload } from '@/lib/browser/chunk-reload';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info';

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  sonner ??= importOrReload(() => import('sonner'));
  return sonner;
}

/** Asks for the Toaster (app/app.tsx mounts it from then on). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: string): void {
  wantToaster();
  void loadSonner().then(({ toast }) => toast[kind](message));
}

/** sonner's `toast.success/error/info`, loading the library on first use. */
export const deferredToast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
